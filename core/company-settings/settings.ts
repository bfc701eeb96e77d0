import type { PreparedMail } from '../shared/mailto.ts';
import { electronicIban } from '../shared/validation/iban.ts';

/** The debited account of a company paying by AUTOMATIC_DEBIT (business spec §2 settings, §9). */
export type PaymentAccount = { readonly accountHolder: string; readonly iban: string };

export type PaymentAccountRepository = {
  readonly find: (companyId: string) => Promise<PaymentAccount | undefined>;
};

/**
 * An IBAN as the settings page shows it: the country code and the last 4 characters, the rest
 * masked in groups of 4 ("DE•• •••• •••• •••• •••• 3000").
 */
export const maskIban = (iban: string): string => {
  const electronic = electronicIban(iban);
  if (electronic.length < 8) return '•'.repeat(electronic.length);
  const hiddenGroups = Math.ceil((electronic.length - 8) / 4);
  return [`${electronic.slice(0, 2)}••`, ...Array(hiddenGroups).fill('••••'), electronic.slice(-4)].join(' ');
};

/** 'Zahlungsart anpassen' links here (business spec §2). */
export const paymentMethodChangeUrl = (companyId: string): string =>
  `/account/${encodeURIComponent(companyId)}/email`;

/**
 * Where a company asks to change its payment method: the business customer service of the
 * provider (our design; the specification names only the page /account/{company.id}/email). A
 * change of the debited account needs a signed SEPA mandate, which the service sends back.
 */
export const PAYMENT_METHOD_CHANGE_MAILBOX = 'geschaeftskunden@portal.example';

/** The e-mail that asks for the change, written for the provider's business customer service. */
export const paymentMethodChangeMail = (request: {
  readonly companyId: string;
  readonly companyName: string;
  readonly current: string;
  readonly wanted: string;
  readonly requestedBy: string;
}): PreparedMail => ({
  to: PAYMENT_METHOD_CHANGE_MAILBOX,
  subject: `Zahlungsart anpassen – ${request.companyName} (${request.companyId})`,
  body: [
    'Guten Tag,',
    '',
    `bitte stellen Sie die Zahlungsart von ${request.companyName} (Kundennummer ${request.companyId}) um.`,
    `Bisher: ${request.current}`,
    `Künftig: ${request.wanted}`,
    '',
    'Mit freundlichen Grüßen',
    request.requestedBy,
  ].join('\n'),
});
