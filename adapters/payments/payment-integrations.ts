import type { PaymentWebhook } from '../../core/account/payment-confirmation.ts';
import type { PaymentProvider } from '../../core/account/ports.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { stripeClient, stripePaymentEvent, stripePaymentProvider } from './stripe-payment-provider.ts';

/** The integrations with Stripe as the payment provider, and its webhook, when it is configured. */
export const withPaymentProvider =
  <C extends { readonly publicUrl: string }, I extends { readonly payments: PaymentProvider }>(
    integrations: (context: C) => I,
    payments: PaymentSettings,
  ) =>
  (context: C): I & { readonly paymentWebhook?: PaymentWebhook } => {
    const chosen = integrations(context);
    if (payments.provider !== 'stripe') return chosen;
    const stripe = stripeClient(payments);
    return {
      ...chosen,
      payments: stripePaymentProvider(stripe, context.publicUrl),
      paymentWebhook: {
        read: stripePaymentEvent(stripe, payments.webhookSecret),
        signatureHeader: 'stripe-signature',
      },
    };
  };
