import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents } from '../shared/money.ts';

/** Prolongation (consumer spec §2 "Prolongation wizard", §5, §7 prolongation options, §9). */
export const MIN_PROLONGATION_TERM = 3;
export const MAX_PROLONGATION_TERM = 18;
/** VAT in percent, shown on the prolongation rate. */
export const VAT_PERCENT = 19;

export type ProlongationOption = {
  /** Months. */
  readonly term: number;
  readonly price: Cents;
  readonly original_price?: Cents | null;
};

/** The options offered: whole terms from 3 to 18 months inclusive, longest first (equal terms keep their order). */
export const prolongationOptions = <T extends ProlongationOption>(options: readonly T[]): T[] =>
  options
    .filter(
      (o) => Number.isInteger(o.term) && o.term >= MIN_PROLONGATION_TERM && o.term <= MAX_PROLONGATION_TERM,
    )
    .toSorted((a, b) => b.term - a.term);

export type PriceSplit = { readonly gross: Cents; readonly net: Cents; readonly vat: Cents };

/**
 * Splits a gross rate into net and the VAT in it. The net is gross / 1.19 rounded to the nearest
 * cent (an exact half cannot occur: 200·gross is never an odd multiple of 119) and the VAT is the
 * rest, so net + VAT is always exactly the gross.
 */
export const grossNetSplit = (gross: Cents): PriceSplit => {
  const net = cents(Math.round((gross * 100) / (100 + VAT_PERCENT)));
  return { gross, net, vat: cents(gross - net) };
};

export const vatPart = (gross: Cents): Cents => grossNetSplit(gross).vat;

export type ProlongationError =
  | { readonly code: 'no_term_selected' }
  | { readonly code: 'terms_not_accepted' };

/** The overview submits only with a term chosen among the options and the terms confirmed. */
export const confirmProlongation = <T extends ProlongationOption>(input: {
  readonly options: readonly T[];
  readonly selectedTerm: number | null | undefined;
  readonly termsAccepted: boolean;
}): Result<T, ProlongationError> => {
  const option = prolongationOptions(input.options).find((o) => o.term === input.selectedTerm);
  if (!option) return err({ code: 'no_term_selected' });
  if (!input.termsAccepted) return err({ code: 'terms_not_accepted' });
  return ok(option);
};
