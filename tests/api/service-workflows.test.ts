import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standIns } from '../../adapters/http/server/compose.ts';
import { sqlWebhookOutbox } from '../../adapters/sql/webhook-outbox.ts';
import {
  deliverWebhooks,
  startWebhookSender,
  type WebhookSender,
} from '../../adapters/webhooks/webhook-sender.ts';
import { webhookReceivers, withWorkflows } from '../../adapters/workflows/workflow-integrations.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/receivers.ts';

/**
 * The service workflows over HTTP (consumer spec §7) against local receivers that answer 200, 500,
 * slowly and not at all: schedule service succeeds only on 200 and the customer's call answers the
 * workflow's answer; the car inventory is posted once per car and user in five minutes, after the
 * commit, and never tried again.
 */

const SERVICE = '/portal/api/bff/deals/d-1001/service-requests';
const INVENTORY = '/portal/api/bff/car-inventory';
// Long enough for a loaded machine's answer of 200 from a receiver that waits 150 ms.
const TIMEOUT_MS = 1_000;

const request = (comment: string) => ({
  payload: { car_id: 'car-77', requested_services: ['inspection', 'oilChange'], comment },
});

describe('the service workflows posted to their receivers', () => {
  let workflow: WebhookReceiver;
  let inventory: WebhookReceiver;
  let bff: DemoBff;
  let sender: WebhookSender | undefined;
  const clock = { now: () => DEMO_NOW };

  beforeAll(async () => {
    workflow = await startWebhookReceiver();
    inventory = await startWebhookReceiver();
    const workflows = {
      serviceWorkflowUrl: workflow.url,
      serviceWorkflowTimeoutMs: TIMEOUT_MS,
      carInventoryUrl: inventory.url,
    };
    bff = await demoBff({
      integrations: withWorkflows(standIns, workflows),
      webhookDelivery: { nudge: () => sender?.nudge() },
    });
    // A round only when nudged: what arrives was sent because the request committed.
    sender = startWebhookSender({
      db: bff.db,
      receivers: webhookReceivers({ workflows }),
      clock,
      intervalMs: 3_600_000,
    });
  }, 60_000);
  // Each test starts with receivers that answer 200 at once (theirs answer 204 unless told).
  beforeEach(() => {
    for (const receiver of [workflow, inventory]) {
      receiver.answer(200);
      receiver.slow(0);
      receiver.silent(false);
    }
  });
  afterAll(async () => {
    await sender?.stop();
    await bff?.close();
    await workflow?.close();
    await inventory?.close();
  });

  const serviceRequests = async (comment: string) =>
    (await bff.db.selectFrom('service_requests').select('id').where('comment', '=', comment).execute())
      .length;

  it('books a service when the workflow answers 200, posting car_id, comment and requested_services once', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = workflow.arrivals();
    const answer = await kunde.post(SERVICE, request('Antwort 200'));
    expect(answer.statusCode).toBe(200);
    expect(workflow.arrivals() - before).toBe(1);
    expect(workflow.bodies.at(-1)).toEqual({
      car_id: 'car-77',
      comment: 'Antwort 200',
      requested_services: ['inspection', 'oilChange'],
    });
    expect(await serviceRequests('Antwort 200')).toBe(1);
    // The same request again is the first one: answered alike, posted and stored once.
    expect((await kunde.post(SERVICE, request('Antwort 200'))).statusCode).toBe(200);
    expect(workflow.arrivals() - before).toBe(1);
    expect(await serviceRequests('Antwort 200')).toBe(1);
  });

  it('counts every other answer as failure: 201, 204 and 500 show the error modal and store nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    for (const status of [201, 204, 500]) {
      workflow.answer(status);
      const answer = await kunde.post(SERVICE, request(`Antwort ${status}`));
      expect(answer.statusCode, String(status)).toBe(502);
      expect(answer.json().error).toEqual({
        code: 'schedule_service_failed',
        message: 'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.',
      });
      expect(await serviceRequests(`Antwort ${status}`)).toBe(0);
    }
    const posts = await sqlWebhookOutbox(bff.db).list('schedule_service');
    expect(posts.filter((post) => post.gaveUpAt).map((post) => post.lastError)).toEqual(
      expect.arrayContaining(['HTTP 201', 'HTTP 204', 'HTTP 500']),
    );
    // A refused request may be sent again, and is posted again.
    workflow.answer(200);
    expect((await kunde.post(SERVICE, request('Antwort 500'))).statusCode).toBe(200);
    expect(await serviceRequests('Antwort 500')).toBe(1);
  });

  it('answers the failure in bounded time when the workflow answers too slowly or not at all', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    workflow.slow(TIMEOUT_MS * 3);
    const slowStart = Date.now();
    expect((await kunde.post(SERVICE, request('Zu langsam'))).statusCode).toBe(502);
    expect(Date.now() - slowStart).toBeLessThan(TIMEOUT_MS * 2.5);
    workflow.slow(0);
    workflow.silent(true);
    const silentStart = Date.now();
    expect((await kunde.post(SERVICE, request('Keine Antwort'))).statusCode).toBe(502);
    expect(Date.now() - silentStart).toBeLessThan(TIMEOUT_MS * 2.5);
    expect(await serviceRequests('Zu langsam')).toBe(0);
    expect(await serviceRequests('Keine Antwort')).toBe(0);
  });

  it('posts a request sent many times at once once, and gives every call the one answer', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    workflow.slow(150);
    const before = workflow.arrivals();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => kunde.post(SERVICE, request('Gleichzeitig'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(workflow.arrivals() - before).toBe(1);
    expect(await serviceRequests('Gleichzeitig')).toBe(1);

    workflow.answer(500);
    const refused = await Promise.all(
      Array.from({ length: 6 }, () => kunde.post(SERVICE, request('Gleichzeitig abgelehnt'))),
    );
    expect(refused.map((answer) => answer.statusCode)).toEqual([502, 502, 502, 502, 502, 502]);
    expect(workflow.arrivals() - before).toBe(2);
  });

  it('posts the car inventory once per car and user in five minutes, after the commit', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = inventory.arrivals();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kunde.post(INVENTORY, { payload: { car_id: 'car-77' } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await expect.poll(() => inventory.arrivals() - before).toBe(1);
    expect(inventory.bodies.at(-1)).toEqual({ car_id: 'car-77' });
    await deliverWebhooks(
      bff.db,
      webhookReceivers({ workflows: { serviceWorkflowTimeoutMs: 1, carInventoryUrl: inventory.url } }),
      { clock },
    );
    expect(inventory.arrivals() - before).toBe(1);
  });

  it('tries a car inventory the receiver refuses once, and never again', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const posts = sqlWebhookOutbox(bff.db);
    const given = async () => (await posts.list('car_inventory')).filter((post) => post.gaveUpAt).length;
    const before = inventory.arrivals();
    inventory.answer(500);
    expect((await admin.post(INVENTORY, { payload: { car_id: 'car-2001' } })).statusCode).toBe(200);
    await expect.poll(given).toBe(1);
    expect(inventory.arrivals() - before).toBe(1);
    inventory.answer(200);
    const receivers = webhookReceivers({
      workflows: { serviceWorkflowTimeoutMs: 1, carInventoryUrl: inventory.url },
    });
    expect(await deliverWebhooks(bff.db, receivers, { clock })).toEqual({ delivered: 0, failed: 0 });
    expect(inventory.arrivals() - before).toBe(1);
    expect((await posts.list('car_inventory')).find((post) => post.gaveUpAt)?.lastError).toBe('HTTP 500');
  });
});
