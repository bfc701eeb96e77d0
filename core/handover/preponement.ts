import type { Deal } from '../deals/types.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { HandoverRecord } from './ports.ts';

/**
 * Accept preponement (consumer spec §2 "Modules on the subscription pages" names the module only).
 * Our design: when the car of an ordered subscription is ready sooner, the provider offers an
 * earlier delivery day. The customer accepts it (the planned delivery moves to that day; address,
 * contact and slot stay; no change fee, as the provider asked) or declines it (nothing moves). An
 * offer answered or expired is no longer shown.
 */

/** An offer of an earlier delivery day, as the provider made it. */
export type PreponementOffer = {
  readonly id: string;
  readonly deal_id: string;
  /** The earlier day offered (ISO date). */
  readonly offered_date: string;
  /** The planned delivery day the offer was made against (ISO date). */
  readonly planned_date: string;
  /** The instant from which the offer no longer holds. */
  readonly expires_at: Date;
  readonly answer: 'accepted' | 'declined' | null;
  readonly answered_at: Date | null;
};

/** The deal's offers: the latest one counts (the provider makes a new one rather than changing one). */
export type PreponementOffers = {
  readonly latest: (dealId: string) => Promise<PreponementOffer | undefined>;
  readonly save: (offer: PreponementOffer) => Promise<void>;
};

/** Why an offer cannot be accepted (or declined) now. */
export type PreponementRefusal = 'no_offer' | 'answered' | 'expired';

/** The German messages of the refusals (du-form of the consumer portal). */
export const PREPONEMENT_MESSAGES: Readonly<Record<PreponementRefusal, string>> = {
  no_offer: 'Für dieses Auto gibt es kein Angebot für einen früheren Liefertermin.',
  answered: 'Du hast dieses Angebot bereits beantwortet. Dein Liefertermin wurde nicht geändert.',
  expired: 'Dieses Angebot ist leider abgelaufen. Dein geplanter Liefertermin bleibt bestehen.',
};

/**
 * Why the offer does not hold (or undefined while it does): only for an ordered subscription
 * (CREATED, SUBSCRIPTION) not yet handed over, delivered to an address (a booked station pickup has
 * its own day), while the offer is unanswered, before it expires, for a day after today that is
 * still earlier than the planned one (a handover moved in the meantime leaves the offer behind).
 */
export const preponementRefusal = (
  deal: Deal,
  handover: HandoverRecord | undefined,
  offer: PreponementOffer | undefined,
  now: Date,
): PreponementRefusal | undefined => {
  if (!offer) return 'no_offer';
  if (offer.answer !== null) return 'answered';
  const planned = handover?.planned_delivery_date;
  const holds =
    deal.state === 'CREATED' &&
    (deal.variant ?? 'SUBSCRIPTION') === 'SUBSCRIPTION' &&
    !deal.actual_handover_date &&
    handover !== undefined &&
    handover.method === 'delivery' &&
    !handover.actual_handover_date &&
    Boolean(planned) &&
    planned === offer.planned_date &&
    berlinDay(offer.offered_date) < berlinDay(planned as string) &&
    berlinDay(offer.offered_date) > berlinDayOfInstant(now) &&
    offer.expires_at.getTime() > now.getTime();
  return holds ? undefined : 'expired';
};

/** Whether the car details show the offer: exactly when it may be accepted. */
export const isPreponementOfferShown = (
  deal: Deal,
  handover: HandoverRecord | undefined,
  offer: PreponementOffer | undefined,
  now: Date,
): boolean => preponementRefusal(deal, handover, offer, now) === undefined;

/** The last Berlin day on which the offer holds (it expires at `expires_at`). */
export const lastDayOfOffer = (offer: PreponementOffer): string =>
  toIsoDate(berlinDayOfInstant(offer.expires_at.getTime() - 1));

/** What accepting changes: the planned (and wished) delivery day; address, slot and fees stay. */
export const preponedHandover = (handover: HandoverRecord, offer: PreponementOffer): HandoverRecord => ({
  ...handover,
  planned_delivery_date: offer.offered_date,
  preferred_delivery_date: offer.offered_date,
});
