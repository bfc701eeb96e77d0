import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPGlite, freshPostgres, POSTGRES_URL } from '../../tests/repositories/databases.ts';
import { sqlOutbox } from '../sql/outbox.ts';
import { claimDue, markSent } from '../sql/outbox-leases.ts';
import type { Database } from '../sql/schema.ts';
import { deliverOutbox, MAIL_LEASE_MS, type MailTransport } from './smtp-sender.ts';

const START = new Date('2026-11-23T09:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

const DATABASES = [
  ['PGlite', freshPGlite],
  ...(POSTGRES_URL ? ([['PostgreSQL', () => freshPostgres({ poolSize: 4 })]] as const) : []),
] as const;

/** A transport that records what it sends and fails for addresses starting with "kaputt". */
const recording = (options: { readonly beforeSend?: () => Promise<void> } = {}) => {
  const delivered: string[] = [];
  const transport: MailTransport = {
    sendMail: async (mail) => {
      await options.beforeSend?.();
      if (mail.to.startsWith('kaputt')) throw new Error('mailbox unavailable');
      delivered.push(`${mail.from} → ${mail.to}: ${mail.subject}`);
    },
  };
  return { delivered, transport };
};

describe.each(DATABASES)('delivering the outbox on %s', (_, fresh) => {
  let db: Kysely<Database>;
  let now = START;
  const clock = { now: () => now };
  const options = { from: 'no-reply@portal.example', clock };
  const queue = async (...recipients: string[]) => {
    for (const to of recipients)
      await sqlOutbox(db).send({ kind: 'notification', to, subject: `An ${to}`, text: 'Hallo' });
  };
  afterEach(async () => {
    await db?.destroy();
    now = START;
  });

  it('sends every unsent mail once, marks it sent, and keeps a failed one for the next round after its wait', async () => {
    db = await fresh();
    await queue('a@demo.example', 'kaputt@demo.example', 'b@demo.example');
    const { delivered, transport } = recording();

    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 2, failed: 1 });
    expect(delivered).toEqual([
      'no-reply@portal.example → a@demo.example: An a@demo.example',
      'no-reply@portal.example → b@demo.example: An b@demo.example',
    ]);
    const state = Object.fromEntries((await sqlOutbox(db).list()).map((mail) => [mail.to, mail.sentAt]));
    expect(state).toEqual({ 'a@demo.example': START, 'kaputt@demo.example': null, 'b@demo.example': START });

    // Backed off: not before 30 s, then 1 min after the second failure.
    now = at(29);
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 0, failed: 0 });
    now = at(30);
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 0, failed: 1 });
    const failed = await db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 2, last_error: 'mailbox unavailable', claim_token: null });
    expect(new Date(failed.next_attempt_at ?? 0)).toEqual(at(90));
    expect(delivered).toHaveLength(2);
  });

  it('holds no transaction while the mail server answers', async () => {
    db = await fresh();
    await queue('a@demo.example');
    // On PGlite (one connection) this read would wait forever behind a transaction held open.
    const { delivered, transport } = recording({
      beforeSend: async () => {
        await db.selectFrom('outbox').select('id').execute();
      },
    });
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
  });

  it('lets rounds that run at once send each mail once', async () => {
    db = await fresh();
    const recipients = Array.from({ length: 9 }, (_, i) => `m${i}@demo.example`);
    await queue(...recipients);
    const { delivered, transport } = recording({ beforeSend: () => new Promise((r) => setTimeout(r, 20)) });
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => deliverOutbox(db, transport, { ...options, batchSize: 3 })),
    );
    const again = await deliverOutbox(db, transport, options);
    expect(reports.reduce((sum, report) => sum + report.sent, 0) + again.sent).toBe(9);
    expect(delivered.map((line) => line.split(' → ')[1]?.split(':')[0]).sort()).toEqual(recipients.sort());
  });

  it('takes over the mails of a claim whose lease ran out, and the old claim can no longer mark them', async () => {
    db = await fresh();
    await queue('a@demo.example');
    // An instance claims and crashes before sending.
    const crashed = await claimDue(db, 'outbox', { now: START, leaseMs: MAIL_LEASE_MS, batchSize: 10 });
    expect(crashed.rows).toHaveLength(1);
    const { delivered, transport } = recording();
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 0, failed: 0 });
    now = new Date(START.getTime() + MAIL_LEASE_MS + 1);
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(await markSent(db, 'outbox', String(crashed.rows[0]?.id), crashed.lease.token, now)).toBe(false);
  });

  it('gives back the mails not yet sent when stopped in the middle of a round', async () => {
    db = await fresh();
    await queue('a@demo.example', 'b@demo.example', 'c@demo.example');
    const { delivered, transport } = recording();
    let stopping = false;
    const report = await deliverOutbox(
      db,
      {
        sendMail: async (mail) => {
          await transport.sendMail(mail);
          stopping = true;
        },
      },
      { ...options, stopping: () => stopping },
    );
    expect(report).toEqual({ sent: 1, failed: 0 });
    const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.recipient, row.sent_at !== null, row.claim_token, row.attempts])).toEqual([
      ['a@demo.example', true, null, 1],
      ['b@demo.example', false, null, 0],
      ['c@demo.example', false, null, 0],
    ]);
    // Another instance takes them at once.
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 2, failed: 0 });
    expect(delivered).toHaveLength(3);
  });

  it('ends a round after three failures in a row and leaves the rest for later', async () => {
    db = await fresh();
    await queue('kaputt1@demo.example', 'kaputt2@demo.example', 'kaputt3@demo.example', 'a@demo.example');
    const { transport } = recording();
    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 0, failed: 3 });
    const rest = await db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'a@demo.example')
      .executeTakeFirstOrThrow();
    expect(rest).toMatchObject({ attempts: 0, claim_token: null, next_attempt_at: null, sent_at: null });
  });
});
