import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeApi, startStripeApi } from '../../tests/support/stripe-api.ts';
import { stripeClient, stripePaymentEvent, stripePaymentProvider } from './stripe-payment-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe payment provider', () => {
  let api: StripeApi;
  beforeAll(async () => {
    api = await startStripeApi();
  });
  afterAll(async () => api.close());

  const provider = () =>
    stripePaymentProvider(
      stripeClient({ secretKey: 'sk_test_portal', webhookSecret: WEBHOOK_SECRET, apiUrl: api.url }),
      'https://portal.example/',
    );

  it.each(['card', 'sepa_debit', 'paypal'] as const)(
    'starts a Checkout Session in setup mode for %s and sends the customer to its address',
    async (method) => {
      api.failWith(undefined);
      const before = api.calls.length;
      const started = await provider().startConfirmation('u-kunde', method);
      expect(started).toEqual({
        redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.example\/c\/pay\/cs_test_/),
        reference: expect.stringMatching(/^cs_test_/),
      });
      expect(api.calls.length).toBe(before + 1);
      const call = api.calls.at(-1);
      expect(call?.method).toBe('POST');
      expect(call?.path).toBe('/v1/checkout/sessions');
      expect(call?.headers.authorization).toBe('Bearer sk_test_portal');
      expect(call?.form.get('mode')).toBe('setup');
      expect(call?.form.get('currency')).toBe('eur');
      expect(call?.form.getAll('allowed_payment_method_types[0]')).toEqual([method]);
      expect(call?.form.get('client_reference_id')).toBe('u-kunde');
      expect(call?.form.get('success_url')).toBe(
        `https://portal.example/myaccount?payment_method=${method}&status=pending_confirmation`,
      );
      expect(call?.form.get('cancel_url')).toBe(
        `https://portal.example/myaccount?payment_method=${method}&status=canceled`,
      );
    },
  );

  it('answers unavailable when Stripe refuses or fails, after a single attempt', async () => {
    api.failWith(500);
    const before = api.calls.length;
    expect(await provider().startConfirmation('u-kunde', 'card')).toEqual({ unavailable: true });
    expect(api.calls.length).toBe(before + 1);
    api.failWith(undefined);
  });

  it('answers unavailable when Stripe cannot be reached', async () => {
    const unreachable = stripePaymentProvider(
      stripeClient({
        secretKey: 'sk_test_portal',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: 'http://127.0.0.1:9',
      }),
      'https://portal.example',
    );
    expect(await unreachable.startConfirmation('u-kunde', 'paypal')).toEqual({ unavailable: true });
  });
});

describe("reading Stripe's webhook events", () => {
  const stripe = stripeClient({ secretKey: 'sk_test_portal', webhookSecret: WEBHOOK_SECRET });
  const read = stripePaymentEvent(stripe, WEBHOOK_SECRET);
  const sessionEvent = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', mode: 'setup', ...session } },
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('reads a completed setup session as the change confirmed', async () => {
    const payload = sessionEvent('checkout.session.completed', { status: 'complete' });
    expect(await read(Buffer.from(payload), signed(payload))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      settles: { reference: 'cs_test_1', outcome: 'confirmed' },
    });
  });

  it('reads an expired session or a failed asynchronous setup as the change failed', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const payload = sessionEvent(type, { status: 'expired' });
      expect((await read(Buffer.from(payload), signed(payload)))?.settles).toEqual({
        reference: 'cs_test_1',
        outcome: 'failed',
      });
    }
  });

  it('settles nothing by other events or by sessions of another mode', async () => {
    const payment = sessionEvent('checkout.session.completed', { status: 'complete', mode: 'payment' });
    expect(await read(Buffer.from(payment), signed(payment))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
    });
    const other = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(await read(Buffer.from(other), signed(other))).toEqual({ id: 'evt_2', type: 'customer.created' });
  });

  it('refuses a wrong secret, a changed body, a missing header and an old signature', async () => {
    const payload = sessionEvent('checkout.session.completed', { status: 'complete' });
    expect(await read(Buffer.from(payload), signed(payload, 'whsec_someone_else'))).toBeUndefined();
    expect(
      await read(Buffer.from(payload.replace('cs_test_1', 'cs_test_2')), signed(payload)),
    ).toBeUndefined();
    expect(await read(Buffer.from(payload), undefined)).toBeUndefined();
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await read(Buffer.from(payload), signed(payload, WEBHOOK_SECRET, hourAgo))).toBeUndefined();
  });
});
