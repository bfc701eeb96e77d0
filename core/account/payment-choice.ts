import type { Deal } from '../deals/types.ts';
import { berlinDayOfInstant, parseInstant, toIsoDate } from '../shared/calendar-days.ts';

/**
 * Consumer spec §9: the payment method is chosen within 7 days (of the order), otherwise the rates
 * are taken by automatic (SEPA) debit. Our reading: the 7 days run from the creation of the newest
 * order that is not handed over yet; the last day to choose is the 7th calendar day after it
 * (Berlin). An order older than that, or none, has no open choice; nor has a customer whose
 * payment method is already set (SEPA, card, PayPal): there is nothing left to choose.
 */
export const PAYMENT_METHOD_CHOICE_DAYS = 7;

const ORDER_STATES: ReadonlySet<string> = new Set(['NOT_SIGNED', 'CREATED', 'SIGNED', 'EXTERNALLY_VERIFIED']);

/** The last day (YYYY-MM-DD) to choose the payment method, or null when no choice is open. */
export const paymentMethodChoiceDeadline = (
  deals: readonly Pick<Deal, 'state' | 'created_at' | 'variant'>[],
  now: Date,
  paymentMethod?: string | null,
): string | null => {
  if (paymentMethod) return null;
  const today = berlinDayOfInstant(now);
  const lastDays = deals
    .filter((deal) => ORDER_STATES.has(deal.state) && deal.variant !== 'LEAD' && deal.created_at)
    .map((deal) => berlinDayOfInstant(parseInstant(deal.created_at as string)) + PAYMENT_METHOD_CHOICE_DAYS)
    .filter((lastDay) => lastDay >= today);
  return lastDays.length === 0 ? null : toIsoDate(Math.max(...lastDays));
};
