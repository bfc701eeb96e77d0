import { err, ok, type Result } from 'neverthrow';
import { actionsFor } from '../deals/actions.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import type { Deal, DealContext } from '../deals/types.ts';
import { addCalendarMonths, berlinDay, daysUntil, toIsoDate } from '../shared/calendar-days.ts';
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

/**
 * The price an option is struck through against (consumer spec §3 prolongation_options
 * original_price): shown only when it is above the new price, as a cheaper rate; an equal or
 * lower one would read as a discount that is none.
 */
export const struckOriginalPrice = (option: ProlongationOption): Cents | null =>
  option.original_price !== null &&
  option.original_price !== undefined &&
  option.original_price > option.price
    ? option.original_price
    : null;

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

/**
 * The gross rate of a net rate: net plus 19% VAT, rounded to the cent. Splitting it again with
 * grossNetSplit gives back the same net (the rounding error stays below half a cent either way).
 */
export const grossOf = (net: Cents): Cents => cents(Math.round((net * (100 + VAT_PERCENT)) / 100));

/** A stored prolongation offer: a term and its monthly net rate (price lists are kept net). */
export type ProlongationOffer = { readonly term: number; readonly monthly_net: Cents };

/**
 * How far a gross rate computed from a net one may lie from the current rate and still be that rate:
 * net rates are whole cents, so adding the VAT rounds, and the current 549,00 € kept net (461,34 €)
 * comes back as 548,99 € — a cent that is no discount.
 */
export const VAT_ROUNDING_CENTS = 1;

/**
 * The offers as the wizard shows them: gross with VAT, against the current monthly rate, longest
 * first. An offer at the current rate, up to the VAT's rounding, costs exactly the current rate.
 */
export const offeredProlongations = (
  offers: readonly ProlongationOffer[],
  currentAmount: Cents | null,
): ProlongationOption[] =>
  prolongationOptions(
    offers.map((offer) => {
      const gross = grossOf(offer.monthly_net);
      const sameRate = currentAmount !== null && Math.abs(gross - currentAmount) <= VAT_ROUNDING_CENTS;
      return {
        term: offer.term,
        price: sameRate ? currentAmount : gross,
        original_price: currentAmount,
      };
    }),
  );

/**
 * Whether a deal can be prolonged: an ACTIVE subscription that is not itself a prolongation, a
 * same-day swap or a transition vehicle (the follow-up options of consumer spec §4), with no return
 * planned yet and not prolonged before.
 */
export type ProlongationVerdict = 'possible' | 'already_prolonged' | 'not_possible';

export const prolongationVerdict = (
  ctx: DealContext,
  alreadyProlonged: boolean,
  now: Date,
): ProlongationVerdict => {
  if (alreadyProlonged) return 'already_prolonged';
  if (!actionsFor(ctx, now).includes('follow_up_options')) return 'not_possible';
  return ctx.deal.return_type ? 'not_possible' : 'possible';
};

/** The deal after prolonging by `term` months: the return date, commitment and term move on. */
export const prolongedDeal = <D extends Deal>(
  deal: D,
  option: ProlongationOption,
  now: Date,
): D | undefined => {
  const returnDate = returnDateOf(deal);
  if (!returnDate) return undefined;
  const newReturn = toIsoDate(addCalendarMonths(berlinDay(returnDate), option.term));
  return {
    ...deal,
    term: (deal.term ?? 0) + option.term,
    return_date: newReturn,
    ...(deal.end_date ? { end_date: newReturn } : {}),
    ...(deal.computed_end_date ? { computed_end_date: newReturn } : {}),
    minimum_commitment_end_date: newReturn,
    amount: option.price,
    ...(typeof deal.months_till_end === 'number'
      ? { months_till_end: deal.months_till_end + option.term }
      : {}),
    ...(typeof deal.days_left_to_schedule_return === 'number'
      ? { days_left_to_schedule_return: daysUntil(newReturn, now) }
      : {}),
  };
};
