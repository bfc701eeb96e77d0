import type { PaymentProvider } from '../../core/account/ports.ts';

/**
 * Stands in for the payment provider's hosted confirmation page until one is contracted: card and
 * PayPal changes are sent back to the portal's account page, where the change shows as pending.
 * A real provider's adapter answers its own checkout URL, or unavailable when it cannot be reached.
 */
export const standInPaymentProvider = (publicUrl: string): PaymentProvider => ({
  startConfirmation: async (_userId, method) => ({
    redirectUrl: `${publicUrl.replace(/\/+$/, '')}/myaccount?payment_method=${method}&status=pending_confirmation`,
  }),
});
