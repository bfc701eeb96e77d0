import { isDateText, parseInstant } from '../shared/calendar-days.ts';
import { RESERVATION_HOURS } from './banners.ts';
import type { DealState } from './types.ts';

type Reservable = { readonly state: DealState; readonly created_at?: string | null };

/** Business spec §9: a reservation, and the contract that confirms it, lapse 3 days after creation. */
export const reservationEndOf = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + RESERVATION_HOURS * 3_600_000);

/** The instant a reserved order (NOT_SIGNED) lapses; null for any other order. */
export const reservationLapsesAt = (deal: Reservable): Date | null =>
  deal.state === 'NOT_SIGNED' && deal.created_at && isDateText(deal.created_at)
    ? reservationEndOf(parseInstant(deal.created_at))
    : null;

/**
 * Business spec §9: "Unsigned contracts lapse after that." A reserved order whose three days are
 * over is lapsed: it leaves the "Reserviert" tab for the archive, shows as lapsed and can no longer
 * be signed. The fleet list, the order page and the BFF all ask this one rule.
 */
export const isReservationLapsed = (deal: Reservable, now: Date): boolean => {
  const lapses = reservationLapsesAt(deal);
  return lapses !== null && now.getTime() >= lapses.getTime();
};

/** Refused when a lapsed reservation is to be signed (our wording; the specification has none). */
export const RESERVATION_LAPSED =
  'Die Reservierung ist abgelaufen: Der Vertrag kann nicht mehr unterschrieben werden. Bitte bestellen Sie das Fahrzeug bei Bedarf erneut.';
