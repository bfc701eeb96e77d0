import { err, ok, type Result } from 'neverthrow';
import type { StoredDeal } from '../deals/ports.ts';
import type { HandoverRecord } from './ports.ts';
import {
  lastDayOfOffer,
  PREPONEMENT_MESSAGES,
  type PreponementOffer,
  type PreponementOffers,
  preponedHandover,
  preponementRefusal,
} from './preponement.ts';
import { type HandoverPorts, type HandoverView, handoverView } from './use-cases.ts';

/** The offer as the car details show it (contracts PreponementOfferData). */
export type PreponementOfferView = {
  readonly offered_date: string;
  readonly planned_delivery_date: string;
  /** The last day on which the offer can be accepted. */
  readonly valid_until: string;
  readonly expires_at: string;
  readonly slot: HandoverView['slot'];
};

/** A refused answer: expired or no offer (410), already answered (409); nothing is changed. */
export type PreponementError = {
  readonly code: 'offer_expired' | 'conflict';
  readonly message: string;
};

export type PreponementPorts = HandoverPorts & { readonly preponements: PreponementOffers };

/** The open offer of the deal, or null when none holds (answered, expired, or never made). */
export const openPreponementOffer = async (
  ports: PreponementPorts,
  deal: StoredDeal,
  now: Date,
): Promise<PreponementOfferView | null> => {
  const offer = await ports.preponements.latest(deal.id);
  const handover = await ports.handovers.find(deal.id);
  if (!offer || !handover || preponementRefusal(deal, handover, offer, now) !== undefined) return null;
  const view = await handoverView(ports, deal, handover, now);
  return {
    offered_date: offer.offered_date,
    planned_delivery_date: offer.planned_date,
    valid_until: lastDayOfOffer(offer),
    expires_at: offer.expires_at.toISOString(),
    slot: view.slot,
  };
};

/** The open offer, or why it cannot be answered now. */
const openOfferOrRefusal = async (
  ports: PreponementPorts,
  deal: StoredDeal,
  now: Date,
): Promise<
  | { readonly error: PreponementError }
  | { readonly offer: PreponementOffer; readonly handover: HandoverRecord }
> => {
  const offer = await ports.preponements.latest(deal.id);
  const handover = await ports.handovers.find(deal.id);
  const refusal = preponementRefusal(deal, handover, offer, now);
  // A holding offer implies both (preponementRefusal asks for the handover).
  if (refusal === undefined && offer && handover) return { offer, handover };
  const reason = refusal ?? 'no_offer';
  return {
    error: {
      code: reason === 'answered' ? 'conflict' : 'offer_expired',
      message: PREPONEMENT_MESSAGES[reason],
    },
  };
};

/**
 * Accepts the open offer: the handover's planned delivery moves to the offered day; address,
 * contact and slot stay, and no change fee is charged (the provider asked for the change).
 */
export const acceptPreponement = async (
  ports: PreponementPorts,
  deal: StoredDeal,
  now: Date,
): Promise<Result<HandoverView, PreponementError>> => {
  const checked = await openOfferOrRefusal(ports, deal, now);
  if ('error' in checked) return err(checked.error);
  const moved = preponedHandover(checked.handover, checked.offer);
  await ports.handovers.save(moved);
  await ports.preponements.save({ ...checked.offer, answer: 'accepted', answered_at: now });
  return ok(await handoverView(ports, deal, moved, now));
};

/** Declines the open offer: the planned delivery stays; the offer is no longer shown. */
export const declinePreponement = async (
  ports: PreponementPorts,
  deal: StoredDeal,
  now: Date,
): Promise<Result<HandoverView, PreponementError>> => {
  const checked = await openOfferOrRefusal(ports, deal, now);
  if ('error' in checked) return err(checked.error);
  await ports.preponements.save({ ...checked.offer, answer: 'declined', answered_at: now });
  return ok(await handoverView(ports, deal, checked.handover, now));
};
