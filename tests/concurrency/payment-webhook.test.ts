import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standIns } from '../../adapters/http/server/compose.ts';
import { withPaymentProvider } from '../../adapters/payments/payment-integrations.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type StripeApi, startStripeApi } from '../support/stripe-api.ts';
import { deliver, sessionEvent, WEBHOOK_SECRET } from '../support/stripe-events.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

/**
 * The payment provider's webhook (not a route of contracts/, so not in the coverage list): the same
 * event delivered many times at once — as a provider's retries after a slow answer do — is
 * processed once; a completion and an expiry of one change at once leave one word on it.
 */
describe.each(DATABASES)('on %s', (database) => {
  let api: StripeApi;
  let bff: DemoBff;
  beforeAll(async () => {
    api = await startStripeApi();
  });
  afterAll(async () => api.close());
  afterEach(async () => bff?.close());

  const started = async () => {
    bff = await demoBff({
      database,
      integrations: withPaymentProvider(standIns, {
        provider: 'stripe',
        secretKey: 'sk_test_portal',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: api.url,
      }),
    });
    const neu = await bff.signIn('neu@demo.example');
    const answer = await neu.put('/portal/api/bff/profile/payment-method', {
      payload: { payment_method: 'card' },
    });
    return (answer.json().data.redirect_url as string).split('/').at(-1) as string;
  };

  it('processes the same event delivered 20 times at once once', async () => {
    const session = await started();
    const payload = sessionEvent('evt_burst', 'checkout.session.completed', session);
    const answers = await inParallel(BURST, () => deliver(bff.app, payload));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const processed = answers.map((answer) => answer.json().processed as string);
    expect(processed.filter((what) => what === 'settled')).toHaveLength(1);
    expect(processed.filter((what) => what === 'replayed')).toHaveLength(BURST - 1);
    const events = await bff.db.selectFrom('payment_provider_events').selectAll().execute();
    expect(events.map(({ event_id }) => event_id)).toEqual(['evt_burst']);
    const change = await bff.db
      .selectFrom('payment_method_changes')
      .select(['status', 'settled_at'])
      .where('reference', '=', session)
      .executeTakeFirstOrThrow();
    expect(change.status).toBe('confirmed');
  });

  it('settles a change once when its completion and its expiry arrive at once', async () => {
    const session = await started();
    const answers = await inParallel(BURST, (index) =>
      deliver(
        bff.app,
        index % 2 === 0
          ? sessionEvent(`evt_done_${index}`, 'checkout.session.completed', session)
          : sessionEvent(`evt_exp_${index}`, 'checkout.session.expired', session),
      ),
    );
    expectNoServerError(answers);
    const processed = answers.map((answer) => answer.json().processed as string);
    expect(processed.filter((what) => what === 'settled')).toHaveLength(1);
    expect(processed.filter((what) => what === 'unchanged')).toHaveLength(BURST - 1);
    const change = await bff.db
      .selectFrom('payment_method_changes')
      .select('status')
      .where('reference', '=', session)
      .executeTakeFirstOrThrow();
    const profile = await bff.db
      .selectFrom('customer_profiles')
      .select(['payment_method', 'pending_payment_method'])
      .where('user_id', '=', 'u-neu')
      .executeTakeFirstOrThrow();
    expect(profile.pending_payment_method).toBeNull();
    expect(profile.payment_method).toBe(change.status === 'confirmed' ? 'card' : null);
  });
});
