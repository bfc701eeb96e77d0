import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standIns } from '../../adapters/http/server/compose.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../adapters/http/server/payment-webhook.ts';
import { withPaymentProvider } from '../../adapters/payments/payment-integrations.ts';
import { DATABASES } from '../concurrency/support/parallel.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type StripeApi, startStripeApi } from '../support/stripe-api.ts';
import { deliver, sessionEvent, WEBHOOK_SECRET } from '../support/stripe-events.ts';

/**
 * The payment method change with Stripe as the provider, end to end: the BFF creates the Checkout
 * Session at a local server playing Stripe's API, and Stripe's events — signed by the SDK's test
 * helper — confirm or fail the change.
 */

const METHOD = '/portal/api/bff/profile/payment-method';
const PROFILE = '/portal/api/bff/profile';

describe.each(DATABASES)('the payment method change with Stripe on %s', (database) => {
  let api: StripeApi;
  let bff: DemoBff;
  let neu: Caller;
  beforeAll(async () => {
    api = await startStripeApi();
  });
  afterAll(async () => api.close());
  beforeEach(async () => {
    api.failWith(undefined);
    bff = await demoBff({
      database,
      integrations: withPaymentProvider(standIns, {
        provider: 'stripe',
        secretKey: 'sk_test_portal',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: api.url,
      }),
    });
    neu = await bff.signIn('neu@demo.example');
  }, 60_000);
  afterEach(async () => bff.close());

  const start = async (payment_method: 'card' | 'sepa_debit' | 'paypal') => {
    const answer = await neu.put(METHOD, { payload: { payment_method } });
    expect(answer.statusCode).toBe(200);
    const { redirect_url } = answer.json().data as { redirect_url: string };
    return { answer: answer.json().data, session: redirect_url.split('/').at(-1) as string };
  };
  const profile = async () => (await neu.get(PROFILE)).json().data as { payment_method: string | null };
  const changeOf = (reference: string) =>
    bff.db
      .selectFrom('payment_method_changes')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  it("sends the customer to the Checkout Session's address for card, SEPA debit and PayPal", async () => {
    for (const method of ['card', 'sepa_debit', 'paypal'] as const) {
      const { answer, session } = await start(method);
      expect(answer).toEqual({
        payment_method: method,
        status: 'pending_confirmation',
        redirect_url: `https://checkout.stripe.example/c/pay/${session}`,
      });
      expect(api.calls.at(-1)?.form.get('client_reference_id')).toBe('u-neu');
      expect((await changeOf(session)).status).toBe('pending');
    }
    expect((await profile()).payment_method).toBeNull();
  });

  it('answers the failure modal and records nothing when Stripe fails', async () => {
    api.failWith(500);
    const answer = await neu.put(METHOD, { payload: { payment_method: 'card' } });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().error).toMatchObject({
      code: 'payment_method_change_failed',
      message: 'Etwas ist schief gelaufen!',
    });
    expect(await bff.db.selectFrom('payment_method_changes').selectAll().execute()).toEqual([]);
  });

  it('sets the payment method when the session completes, once however often the event comes', async () => {
    const { session } = await start('paypal');
    const completed = sessionEvent('evt_done', 'checkout.session.completed', session);
    const first = await deliver(bff.app, completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, processed: 'settled' });
    expect((await profile()).payment_method).toBe('paypal');
    expect((await changeOf(session)).status).toBe('confirmed');

    const replay = await deliver(bff.app, completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, processed: 'replayed' });
  });

  it('marks the change failed when the session expires, and the method stays', async () => {
    const { session } = await start('card');
    expect(
      (await deliver(bff.app, sessionEvent('evt_exp', 'checkout.session.expired', session))).json(),
    ).toEqual({
      ok: true,
      processed: 'settled',
    });
    expect((await changeOf(session)).status).toBe('failed');
    expect((await profile()).payment_method).toBeNull();
    const pending = await bff.db
      .selectFrom('customer_profiles')
      .select('pending_payment_method')
      .where('user_id', '=', 'u-neu')
      .executeTakeFirstOrThrow();
    expect(pending.pending_payment_method).toBeNull();
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { session } = await start('card');
    const payload = sessionEvent('evt_forged', 'checkout.session.completed', session);
    const forged = await deliver(bff.app, payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('bad_request');
    const unsigned = await bff.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await changeOf(session)).status).toBe('pending');
    expect(await bff.db.selectFrom('payment_provider_events').selectAll().execute()).toEqual([]);
    // The same event, signed by Stripe, is still processed: a refused delivery does not use up its id.
    expect((await deliver(bff.app, payload)).json().processed).toBe('settled');
  });

  it('keeps the first word on a change and the newest confirmed change in force, whatever the order', async () => {
    const older = (await start('card')).session;
    const newer = (await start('paypal')).session;
    // The newer change is confirmed first; the older one's confirmation arrives late.
    await deliver(bff.app, sessionEvent('evt_newer', 'checkout.session.completed', newer));
    await deliver(bff.app, sessionEvent('evt_older', 'checkout.session.completed', older));
    expect((await profile()).payment_method).toBe('paypal');
    expect((await changeOf(older)).status).toBe('confirmed');
    // An expiry after the completion changes nothing: the change is settled.
    const late = await deliver(bff.app, sessionEvent('evt_late_expiry', 'checkout.session.expired', newer));
    expect(late.json().processed).toBe('unchanged');
    expect((await changeOf(newer)).status).toBe('confirmed');
    expect((await profile()).payment_method).toBe('paypal');
  });

  it('takes an event of a session it does not know with 200 and changes nothing', async () => {
    const answer = await deliver(
      bff.app,
      sessionEvent('evt_other', 'checkout.session.completed', 'cs_unknown'),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().processed).toBe('unchanged');
  });
});

describe('the payment provider stand-in', () => {
  it('serves no webhook: nothing calls it back', async () => {
    const bff = await demoBff();
    try {
      const payload = sessionEvent('evt_1', 'checkout.session.completed', 'cs_1');
      expect((await deliver(bff.app, payload)).statusCode).toBe(404);
    } finally {
      await bff.close();
    }
  });
});
