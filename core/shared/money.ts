/** Money in integer cents (docs/architecture.md): no floating-point euros inside the domain. */
export type Cents = number & { readonly __unit: 'cents' };

export const cents = (value: number): Cents => {
  if (!Number.isInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
};

export const euros = (value: number): Cents => cents(Math.round(value * 100));

/** Euros for display and for the CLI's figures; formatting is the adapters' job. */
export const toEuros = (amount: Cents): number => amount / 100;

/**
 * The currency of every amount the portal stores and the BFF sends (business spec §1: "Currency is
 * EUR"). A locale changes how an amount is written, never its currency.
 */
export const CURRENCY = 'EUR';

const WHOLE_EUROS = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const EUROS_AND_CENTS = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Every amount the portal writes — page, CSV, PDF, mail, CLI — in one format (business spec §1
 * "Currency is EUR, formatted for the German locale", §9 "EUR with two decimals (or none)"): the
 * German way in every locale, two decimals, none for a whole amount ("399 €", "209,24 €",
 * "1.234,50 €"). The locale of the page changes the words around an amount, never the amount.
 * `amount` is in cents.
 */
export const formatEuros = (amount: number): string =>
  (amount % 100 === 0 ? WHOLE_EUROS : EUROS_AND_CENTS).format(amount / 100);
