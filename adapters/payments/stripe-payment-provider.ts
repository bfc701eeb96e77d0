import Stripe from 'stripe';
import type { PaymentProviderEvent } from '../../core/account/payment-confirmation.ts';
import type { PaymentProvider } from '../../core/account/ports.ts';

/** How the BFF reaches Stripe (docs/operations.md "Payment provider"). */
export type StripeSettings = {
  readonly secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…), which checks every event's signature. */
  readonly webhookSecret: string;
  /** Stripe's API at another address (a local stand-in in tests): https://api.stripe.com unless given. */
  readonly apiUrl?: string;
  readonly timeoutMs?: number;
};

export const stripeClient = (settings: StripeSettings): Stripe => {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs ?? 10_000,
    // One attempt: the customer is waiting, and a failure shows the failure modal at once.
    maxNetworkRetries: 0,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
};

/**
 * Card, SEPA debit and PayPal confirmed on a Stripe Checkout Session in setup mode: the customer
 * enters the card, accepts the SEPA mandate or signs in to PayPal on Stripe's page and comes back to
 * the account page; the session's events (stripePaymentEvent) settle the change. Stripe out of reach
 * or refusing answers unavailable (the failure modal); nothing is written before the session exists.
 */
export const stripePaymentProvider = (stripe: Stripe, publicUrl: string): PaymentProvider => {
  const account = `${publicUrl.replace(/\/+$/, '')}/myaccount`;
  return {
    startConfirmation: async (userId, method) => {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          currency: 'eur',
          allowed_payment_method_types: [method],
          client_reference_id: userId,
          metadata: { user_id: userId, payment_method: method },
          success_url: `${account}?payment_method=${method}&status=pending_confirmation`,
          cancel_url: `${account}?payment_method=${method}&status=canceled`,
        });
        return session.url ? { redirectUrl: session.url, reference: session.id } : { unavailable: true };
      } catch {
        return { unavailable: true };
      }
    },
  };
};

/**
 * The events of a setup-mode Checkout Session and what they mean for the change it confirms: the
 * session completed → confirmed; expired (the customer left) or its asynchronous setup failed →
 * failed. Other events settle nothing.
 */
const OUTCOMES: Readonly<Record<string, 'confirmed' | 'failed'>> = {
  'checkout.session.completed': 'confirmed',
  'checkout.session.async_payment_succeeded': 'confirmed',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
};

/**
 * A webhook delivery read with the SDK: its signature checked against the endpoint's secret (and its
 * timestamp within the SDK's tolerance, so an old delivery replayed by someone else is refused), then
 * read as the portal's event. Undefined for a delivery whose signature does not hold.
 */
export const stripePaymentEvent =
  (stripe: Stripe, webhookSecret: string) =>
  async (rawBody: Uint8Array, signature: string | undefined): Promise<PaymentProviderEvent | undefined> => {
    if (!signature) return undefined;
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(Buffer.from(rawBody), signature, webhookSecret);
    } catch {
      return undefined;
    }
    const outcome = OUTCOMES[event.type];
    const session = event.data.object as { id?: string; object?: string; mode?: string; status?: string };
    const completedSetup = event.type !== 'checkout.session.completed' || session.status === 'complete';
    return outcome &&
      session.object === 'checkout.session' &&
      session.mode === 'setup' &&
      session.id &&
      completedSetup
      ? { id: event.id, type: event.type, settles: { reference: session.id, outcome } }
      : { id: event.id, type: event.type };
  };
