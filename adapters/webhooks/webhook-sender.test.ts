import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsletterWebhookPost } from '../../core/account/newsletter.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from '../../tests/repositories/databases.ts';
import type { Database } from '../sql/schema.ts';
import { sqlWebhookOutbox } from '../sql/webhook-outbox.ts';
import { httpWebhook } from './http-webhook.ts';
import { deliverWebhooks, startWebhookSender } from './webhook-sender.ts';

/** A local automation webhook: records every JSON body; answers the status the test sets. */
const receiver = async () => {
  const bodies: unknown[] = [];
  let status = 200;
  let delayMs = 0;
  let onPost = () => {};
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      onPost();
      setTimeout(() => {
        if (status < 300) bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        // One request per connection: a kept-alive socket the server closes in between would fail a post.
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/newsletter`,
    bodies,
    answer: (next: number) => {
      status = next;
    },
    slow: (ms: number) => {
      delayMs = ms;
    },
    /** Called as each post arrives (a test's clock moves on with it). */
    whenPosted: (call: () => void) => {
      onPost = call;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const signup = (email: string) => newsletterWebhookPost({ firstname: ' Kim ', lastname: 'Kunde', email });

const DATABASES = [
  ['PGlite', freshPGlite],
  ...(POSTGRES_URL ? ([['PostgreSQL', () => freshPostgres({ poolSize: 4 })]] as const) : []),
] as const;

describe.each(DATABASES)('the webhook outbox on %s', (_, fresh) => {
  let db: Kysely<Database>;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let now = new Date('2026-11-23T09:00:00Z');
  const clock = { now: () => now };
  beforeAll(async () => {
    hook = await receiver();
  });
  afterAll(() => hook.close());
  afterEach(async () => {
    await db?.destroy();
    hook.bodies.length = 0;
    hook.answer(200);
    hook.slow(0);
    hook.whenPosted(() => {});
    now = new Date('2026-11-23T09:00:00Z');
  });

  it('posts a sign-up as JSON with the specification’s fields once, and never again', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    await outbox.queue({ ...signup('kunde@demo.example'), at: now });
    await outbox.queue({ ...signup('Kunde@Demo.example'), at: now });
    const receivers = { newsletter: httpWebhook(hook.url) };
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 1, failed: 0 });
    expect(hook.bodies).toEqual([
      { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true },
    ]);
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 0, failed: 0 });
    expect(hook.bodies).toHaveLength(1);
    expect((await outbox.list())[0]).toMatchObject({ deliveredAt: now, attempts: 1, lastError: null });
  });

  it('keeps a post the receiver refused and tries it again after the wait, not before', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    await outbox.queue({ ...signup('kunde@demo.example'), at: now });
    const receivers = { newsletter: httpWebhook(hook.url) };
    hook.answer(503);
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 0, failed: 1 });
    expect((await outbox.list())[0]).toMatchObject({
      deliveredAt: null,
      attempts: 1,
      lastError: 'HTTP 503',
      nextAttemptAt: new Date('2026-11-23T09:00:30Z'),
    });
    hook.answer(200);
    now = new Date('2026-11-23T09:00:29Z');
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 0, failed: 0 });
    now = new Date('2026-11-23T09:00:30Z');
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 1, failed: 0 });
    expect(hook.bodies).toHaveLength(1);
  });

  it('counts an unreachable receiver as a failure to retry', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    await outbox.queue({ ...signup('kunde@demo.example'), at: now });
    const closed = await receiver();
    await closed.close();
    const report = await deliverWebhooks(db, { newsletter: httpWebhook(closed.url) }, { clock });
    expect(report).toEqual({ delivered: 0, failed: 1 });
    expect((await outbox.list())[0]?.deliveredAt).toBeNull();
  });

  it('lets rounds that run at once post each entry once', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    for (const email of ['a@demo.example', 'b@demo.example', 'c@demo.example'])
      await outbox.queue({ ...signup(email), at: now });
    hook.slow(50);
    const receivers = { newsletter: httpWebhook(hook.url) };
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => deliverWebhooks(db, receivers, { clock })),
    );
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(3);
    expect(hook.bodies.map((body) => (body as Record<string, string>)['E-Mail']).sort()).toEqual([
      'a@demo.example',
      'b@demo.example',
      'c@demo.example',
    ]);
  });

  it('keeps every entry while no receiver is configured', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    await outbox.queue({ ...signup('kunde@demo.example'), at: now });
    expect(await deliverWebhooks(db, {}, { clock })).toEqual({ delivered: 0, failed: 0 });
    expect((await outbox.list())[0]).toMatchObject({ deliveredAt: null, attempts: 0 });
  });

  it('delivers when nudged, without waiting for the next round', async () => {
    db = await fresh();
    await sqlWebhookOutbox(db).queue({ ...signup('kunde@demo.example'), at: now });
    const sender = startWebhookSender({
      db,
      receivers: { newsletter: httpWebhook(hook.url) },
      clock,
      intervalMs: 3_600_000,
    });
    sender.nudge();
    await expect.poll(() => hook.bodies.length).toBe(1);
    await sender.stop();
  });

  it('posts no row once its lease is too short for another post, and gives the rest back', async () => {
    db = await fresh();
    const outbox = sqlWebhookOutbox(db);
    for (const email of ['a', 'b', 'c', 'd', 'e'])
      await outbox.queue({ ...signup(`${email}@demo.example`), at: now });
    // Each post takes 20 s of the test's clock: the lease of 60 s has room for three.
    hook.whenPosted(() => {
      now = new Date(now.getTime() + 20_000);
    });
    const receivers = { newsletter: httpWebhook(hook.url) };
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 3, failed: 0 });
    expect((await outbox.list()).map((entry) => [entry.deliveredAt !== null, entry.attempts])).toEqual([
      [true, 1],
      [true, 1],
      [true, 1],
      [false, 0],
      [false, 0],
    ]);
    expect(await deliverWebhooks(db, receivers, { clock })).toEqual({ delivered: 2, failed: 0 });
    expect(hook.bodies).toHaveLength(5);
  }, 60_000);
});
