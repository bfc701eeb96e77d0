import type { StripeSettings } from './stripe-payment-provider.ts';

/**
 * Which payment provider the BFF uses (docs/operations.md "Payment provider"): the development
 * stand-in unless PORTAL_PAYMENT_PROVIDER=stripe, which needs Stripe's secret key and the webhook
 * endpoint's signing secret.
 */
export type PaymentSettings =
  | { readonly provider: 'stand-in' }
  | ({ readonly provider: 'stripe' } & StripeSettings);

type Environment = Readonly<Record<string, string | undefined>>;

/** The payment provider's settings; throws, naming the variable, on a value that is not one. */
export const paymentSettingsOf = (env: Environment): PaymentSettings => {
  const provider = env.PORTAL_PAYMENT_PROVIDER?.trim() || 'stand-in';
  if (provider === 'stand-in') return { provider };
  if (provider !== 'stripe')
    throw new Error(`PORTAL_PAYMENT_PROVIDER must be "stand-in" or "stripe", not "${provider}".`);
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey) throw new Error('PORTAL_PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  if (!webhookSecret) throw new Error('PORTAL_PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET.');
  const apiUrl = env.PORTAL_STRIPE_API_URL?.trim();
  if (apiUrl && !/^https?:\/\//.test(apiUrl))
    throw new Error(`PORTAL_STRIPE_API_URL must be an http:// or https:// address, not "${apiUrl}".`);
  return { provider, secretKey, webhookSecret, ...(apiUrl ? { apiUrl } : {}) };
};
