/**
 * The outboxes with two BFF processes on one PostgreSQL (docs/operations.md "Outboxes"): each
 * instance delivers the shared mail outbox to a real SMTP server and the shared webhook outbox to a
 * real HTTP receiver; whatever instance a newsletter sign-up, its confirmation (the double opt-in:
 * sign-up → mail → confirmation → webhook) or a registration arrived at, each post and each mail
 * goes out exactly once, and a receiver that fails and comes back gets its rows later.
 * Runs where a PostgreSQL server is given (.ci/run starts one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../repositories/databases.ts';
import {
  type SmtpSink,
  startSmtpSink,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/receivers.ts';

const root = join(import.meta.dirname, '../..');
const HEADERS = { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' };

type Instance = { readonly base: string; readonly process: ChildProcess; output: string };

const startInstance = (env: Record<string, string>, port: number): Instance => {
  const child = spawn(process.execPath, [join(root, 'adapters/http/server/main.ts')], {
    env: { ...process.env, ...env, PORT: String(port), PORTAL_BUILD_UI: 'off', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { base: `http://127.0.0.1:${port}`, process: child, output: '' };
  child.stdout?.on('data', (chunk) => {
    instance.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    instance.output += chunk;
  });
  return instance;
};

const ready = async (instance: Instance) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(`an instance stopped while starting:\n${instance.output}`);
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`an instance did not start:\n${instance.output}`);
};

/** A call from its own client address (the instances trust the loopback proxy), so no limit of one address is reached. */
let clients = 0;
const post = (instance: Instance, path: string, body: unknown) =>
  fetch(`${instance.base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, 'x-forwarded-for': `10.9.${Math.floor(++clients / 250)}.${clients % 250}` },
    body: JSON.stringify(body),
  });

/** The token of the newsletter confirmation link in a received mail (quoted-printable undone). */
const newsletterTokenOf = (data: string) =>
  /\/newsletter\/confirm\?token=([\w-]+)/.exec(data.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];

const countsOf = (values: readonly string[]) =>
  values.reduce(
    (counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1),
    new Map<string, number>(),
  );

describe.skipIf(!POSTGRES_URL)('the outboxes of two BFF instances on one PostgreSQL', () => {
  const database = `portal_outbox_${randomUUID().replace(/-/g, '')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  const port = 4500 + Math.floor(Math.random() * 400);
  let databaseUrl = '';
  let smtp: SmtpSink;
  let hook: WebhookReceiver;
  let a: Instance;
  let b: Instance;
  const unsent = async (table: 'outbox' | 'webhook_outbox') => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const done = table === 'outbox' ? 'sent_at' : 'delivered_at';
    const { rows } = await client.query(`select count(*)::int as n from ${table} where ${done} is null`);
    await client.end();
    return rows[0].n as number;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(POSTGRES_URL ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    smtp = await startSmtpSink();
    hook = await startWebhookReceiver();
    const env = {
      DATABASE_URL: databaseUrl,
      PORTAL_DATA_DIR: dataDir,
      PORTAL_LOG: 'off',
      SMTP_URL: smtp.url,
      PORTAL_NEWSLETTER_WEBHOOK_URL: hook.url,
      PORTAL_TRUST_PROXY: '127.0.0.1',
    };
    a = startInstance(env, port);
    b = startInstance(env, port + 1);
    await Promise.all([ready(a), ready(b)]);
  }, 120_000);

  afterAll(async () => {
    a?.process.kill('SIGTERM');
    b?.process.kill('SIGTERM');
    await smtp?.close();
    await hook?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signUp = (instance: Instance, email: string) =>
    post(instance, '/portal/api/bff/newsletter', {
      Vorname: 'Lea',
      Nachname: 'Leser',
      'E-Mail': email,
      gdpr: true,
    });
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  /** Confirms the sign-up of `email` with the link of its mail, at `instance`. */
  const confirmFromMail = async (instance: Instance, email: string) => {
    const token = newsletterTokenOf(mailsTo(email).at(-1)?.data ?? '');
    if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
    return post(instance, '/portal/api/bff/newsletter/confirm', { token });
  };

  it('mails each of 25 newsletter sign-ups and 8 registrations once, and posts each confirmed sign-up once, whichever instance took them', async () => {
    const signups = Array.from({ length: 25 }, (_, i) => `leser${i}@demo.example`);
    const registrations = Array.from({ length: 8 }, (_, i) => `neukunde${i}@demo.example`);
    const answers = await Promise.all([
      ...signups.map((email, i) => signUp(i % 2 === 0 ? a : b, email)),
      // Each address signed up a second time at the other instance: still one mail.
      ...signups.map((email, i) => signUp(i % 2 === 0 ? b : a, email)),
      ...registrations.map((email, i) =>
        post(i % 2 === 0 ? a : b, '/portal/api/bff/auth/register', {
          email,
          password: 'Sicher!2026',
          firstname: 'Nina',
          lastname: 'Neu',
          locale: 'de-DE',
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...signups.map(() => 200),
      ...signups.map(() => 200),
      ...registrations.map(() => 201),
    ]);

    await expect.poll(() => unsent('outbox'), { timeout: 90_000, interval: 500 }).toBe(0);
    const mailed = countsOf(smtp.mails.flatMap((mail) => mail.to));
    expect([...mailed.keys()].sort()).toEqual([...signups, ...registrations].sort());
    expect([...mailed.values()].every((count) => count === 1)).toBe(true);
    // Nothing reaches the automation before a confirmation.
    expect(hook.arrivals()).toBe(0);

    // Each link confirmed at both instances at once: one confirms, the other is told it was used.
    const confirmations = await Promise.all(
      signups.flatMap((email) => [confirmFromMail(a, email), confirmFromMail(b, email)]),
    );
    const statuses = confirmations.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(signups.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(signups.length);

    await expect.poll(() => unsent('webhook_outbox'), { timeout: 90_000, interval: 500 }).toBe(0);
    const posted = countsOf(hook.bodies.map((body) => (body as Record<string, string>)['E-Mail'] ?? ''));
    expect([...posted.keys()].sort()).toEqual([...signups].sort());
    expect([...posted.values()].every((count) => count === 1)).toBe(true);
  }, 180_000);

  it('delivers to a receiver and a mail server that failed, once they answer again', async () => {
    expect((await signUp(b, 'spaet@demo.example')).status).toBe(200);
    await expect.poll(() => mailsTo('spaet@demo.example').length, { timeout: 30_000, interval: 200 }).toBe(1);
    hook.answer(503);
    smtp.failing(true);
    const arrivedBefore = hook.arrivals();
    expect((await confirmFromMail(a, 'spaet@demo.example')).status).toBe(200);
    expect(
      (
        await post(a, '/portal/api/bff/auth/register', {
          email: 'spaet@demo.example',
          password: 'Sicher!2026',
          firstname: 'Sven',
          lastname: 'Spät',
          locale: 'de-DE',
        })
      ).status,
    ).toBe(201);
    // Refused first, kept with the failure and a later attempt.
    await expect
      .poll(() => hook.arrivals(), { timeout: 30_000, interval: 200 })
      .toBeGreaterThan(arrivedBefore);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const failures = async () =>
      (
        await client.query(
          `select (select last_error from webhook_outbox where once_key = 'newsletter:spaet@demo.example') as hook,
                  (select last_error from outbox where recipient = 'spaet@demo.example' and sent_at is null) as mail`,
        )
      ).rows[0];
    await expect.poll(failures, { timeout: 30_000, interval: 200 }).toMatchObject({
      hook: 'HTTP 503',
      mail: expect.stringContaining('451'),
    });
    expect(
      hook.bodies.some((body) => (body as Record<string, string>)['E-Mail'] === 'spaet@demo.example'),
    ).toBe(false);

    hook.answer(204);
    smtp.failing(false);
    // The back-off (30 s after a first failure) has passed: the rows are due now, as they would be
    // then, and the next round of either instance delivers. That a failed row waits its back-off
    // and not less: adapters/webhooks/webhook-sender.test.ts, adapters/mail/smtp-sender.test.ts.
    await client.query('update webhook_outbox set next_attempt_at = now() where delivered_at is null');
    await client.query('update outbox set next_attempt_at = now() where sent_at is null');
    await expect.poll(() => unsent('webhook_outbox'), { timeout: 120_000, interval: 500 }).toBe(0);
    await expect.poll(() => unsent('outbox'), { timeout: 120_000, interval: 500 }).toBe(0);
    await client.end();
    expect(
      hook.bodies.filter((body) => (body as Record<string, string>)['E-Mail'] === 'spaet@demo.example'),
    ).toHaveLength(1);
    // The confirmation mail and the registration's mail.
    expect(mailsTo('spaet@demo.example')).toHaveLength(2);
  }, 240_000);
});
