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
