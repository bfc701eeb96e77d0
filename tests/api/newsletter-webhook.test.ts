import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlWebhookOutbox } from '../../adapters/sql/webhook-outbox.ts';
import { httpWebhook } from '../../adapters/webhooks/http-webhook.ts';
import { startWebhookSender, type WebhookSender } from '../../adapters/webhooks/webhook-sender.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

const NEWSLETTER = '/portal/api/bff/newsletter';

describe('the newsletter sign-up reaches the automation webhook', () => {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(204, { connection: 'close' }).end();
    });
  });
  let bff: DemoBff;
  let sender: WebhookSender | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/automation/newsletter`;
    bff = await demoBff({ webhookDelivery: { nudge: () => sender?.nudge() } });
    // A round only when nudged: what arrives was sent because the sign-up committed.
    sender = startWebhookSender({
      db: bff.db,
      receivers: { newsletter: httpWebhook(url) },
      clock: { now: () => DEMO_NOW },
      intervalMs: 3_600_000,
    });
  }, 60_000);
  afterAll(async () => {
    await sender?.stop();
    await bff.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts Vorname, Nachname, E-Mail and gdpr as JSON right after the sign-up, once per address', async () => {
    const signup = { Vorname: ' Kim ', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true };
    expect((await bff.anonymous.post(NEWSLETTER, { payload: signup })).statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received).toEqual([
      {
        path: '/automation/newsletter',
        type: 'application/json',
        body: { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true },
      },
    ]);

    // Signing up again renews the consent; the automation has the address already.
    expect(
      (await bff.anonymous.post(NEWSLETTER, { payload: { ...signup, 'E-Mail': 'KUNDE@demo.example' } }))
        .statusCode,
    ).toBe(200);
    const other = { ...signup, Vorname: 'Nele', 'E-Mail': 'neu@demo.example' };
    expect((await bff.anonymous.post(NEWSLETTER, { payload: other })).statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(2);
    expect((received[1] as { body: unknown }).body).toEqual({
      Vorname: 'Nele',
      Nachname: 'Kunde',
      'E-Mail': 'neu@demo.example',
      gdpr: true,
    });
    const entries = await sqlWebhookOutbox(bff.db).list('newsletter');
    expect(entries.map((entry) => [entry.onceKey, entry.deliveredAt])).toEqual([
      ['newsletter:kunde@demo.example', DEMO_NOW],
      ['newsletter:neu@demo.example', DEMO_NOW],
    ]);
  });

  it('queues nothing for a refused sign-up', async () => {
    const before = (await sqlWebhookOutbox(bff.db).list()).length;
    const refused = await bff.anonymous.post(NEWSLETTER, {
      payload: { Vorname: 'Ole', Nachname: 'Kunde', 'E-Mail': 'ole@demo.example', gdpr: false },
    });
    expect(refused.statusCode).toBe(400);
    expect((await sqlWebhookOutbox(bff.db).list()).length).toBe(before);
  });
});

describe('without a webhook URL', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it('keeps the sign-up’s post in the outbox, undelivered', async () => {
    const signup = { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true };
    expect((await bff.anonymous.post(NEWSLETTER, { payload: signup })).statusCode).toBe(200);
    expect(await sqlWebhookOutbox(bff.db).list()).toMatchObject([
      { topic: 'newsletter', deliveredAt: null, attempts: 0, body: { 'E-Mail': 'kunde@demo.example' } },
    ]);
  });
});
