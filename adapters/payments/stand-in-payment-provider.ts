import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../../core/account/ports.ts';
import type { Outages } from '../shared/outages.ts';

/**
 * Stands in for the payment provider's hosted confirmation page in development (PORTAL_PAYMENT_PROVIDER
 * unset): the change is sent back to the portal's account page, where it shows as pending; nothing
 * ever confirms it. It answers unavailable, as the real provider's adapter does when its provider
 * cannot be reached, only while the payment provider is taken down on purpose (outages.ts).
 */
export const standInPaymentProvider = (publicUrl: string, outages: Outages): PaymentProvider => ({
  startConfirmation: async (_userId, method) =>
    outages.isDown('payment_provider')
      ? { unavailable: true }
      : {
          redirectUrl: `${publicUrl.replace(/\/+$/, '')}/myaccount?payment_method=${method}&status=pending_confirmation`,
          reference: `stand-in-${randomUUID()}`,
        },
});
