import { describe, expect, it } from 'vitest';
import { freshPGlite } from '../../tests/repositories/databases.ts';
import { sqlOutbox } from '../sql/outbox.ts';
import { deliverOutbox, type MailTransport } from './smtp-sender.ts';

const clock = { now: () => new Date('2026-11-23T09:00:00Z') };

describe('delivering the outbox', () => {
  it('sends every unsent mail once, marks it sent, and keeps a failed one for the next round', async () => {
    const db = await freshPGlite();
    const outbox = sqlOutbox(db);
    for (const to of ['a@demo.example', 'kaputt@demo.example', 'b@demo.example'])
      await outbox.send({ kind: 'notification', to, subject: `An ${to}`, text: 'Hallo' });
    const delivered: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        if (mail.to.startsWith('kaputt')) throw new Error('mailbox unavailable');
        delivered.push(`${mail.from} → ${mail.to}: ${mail.subject}`);
      },
    };
    const options = { from: 'no-reply@portal.example', clock };

    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 2, failed: 1 });
    expect(delivered).toEqual([
      'no-reply@portal.example → a@demo.example: An a@demo.example',
      'no-reply@portal.example → b@demo.example: An b@demo.example',
    ]);
    const state = Object.fromEntries((await outbox.list()).map((mail) => [mail.to, mail.sentAt]));
    expect(state).toEqual({
      'a@demo.example': clock.now(),
      'kaputt@demo.example': null,
      'b@demo.example': clock.now(),
    });

    expect(await deliverOutbox(db, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(delivered).toHaveLength(2);
    await db.destroy();
  });
});
