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
