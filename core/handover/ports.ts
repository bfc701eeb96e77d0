import type { StoredDeal } from '../deals/ports.ts';
import type { AppointmentKind } from './availability.ts';

/** A deal's handover as stored: delivery to an address or pickup at the station. */
export type HandoverRecord = {
  readonly deal_id: string;
  readonly method: 'delivery' | 'self_pickup';
  readonly planned_delivery_date: string | null;
  readonly preferred_delivery_date: string | null;
  readonly actual_handover_date: string | null;
  /** Delivery: the slot's value ('11:00'); self-pickup: the hour ('10'). */
  readonly slot: string | null;
  readonly handover_firstname: string | null;
  readonly handover_lastname: string | null;
  readonly handover_street: string | null;
  readonly handover_housenumber: string | null;
  readonly handover_zip: string | null;
  readonly handover_city: string | null;
  readonly handover_address_extra: string | null;
  readonly handover_phone_number: string | null;
  readonly handover_email: string | null;
  /** How many weeks the delivery date may still move (handover metadata, the low-confidence banner). */
  readonly deviation_in_weeks: number | null;
  readonly customer_verified_at: string | null;
  readonly delivery_confirmed_at: string | null;
  /** Change fees charged so far, in cents. */
  readonly change_fee_cents: number;
};

/** The station-pickup offer of a deal (consumer spec §4 "Self-pickup", §9). */
export type SelfPickupOffer = {
  readonly deal_id: string;
  readonly pickup_date: string;
  readonly expires_at: Date;
  readonly booked_slot: number | null;
  readonly booked_at: Date | null;
};

export type HandoverStore = {
  readonly find: (dealId: string) => Promise<HandoverRecord | undefined>;
  readonly save: (record: HandoverRecord) => Promise<void>;
  readonly findOffer: (dealId: string) => Promise<SelfPickupOffer | undefined>;
  readonly saveOffer: (offer: SelfPickupOffer) => Promise<void>;
};

/** Days on which no appointment of a kind is offered for a postcode (inclusive ISO range). */
export type BlockedDays = (
  kind: AppointmentKind,
  zip: string | null,
  from: string,
  to: string,
) => Promise<string[]>;

/** Writes the wire deal back when a change alters what it shows (same transaction as the change). */
export type DealUpdater = { readonly update: (deal: StoredDeal) => Promise<void> };

/** Who acts: the business variant has its own messages; analysts never write (business spec §6). */
export type Actor = { readonly variant: 'consumer' | 'business'; readonly mayWrite: boolean };
