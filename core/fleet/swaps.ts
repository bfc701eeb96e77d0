import type { Company } from '../company/ports.ts';
import { HANDOVER_DEFAULT_TIME } from '../handover/rules.ts';
import type { ReturnRecord } from '../return/ports.ts';
import type { FleetCar } from './cars-list.ts';
import { SWAP_IMPOSSIBLE } from './orders.ts';

/**
 * A vehicle swap (business spec §2 "Checkout: 'Complete vehicle swap'", §4 "Subscribed_to /
 * subscribed_as: SWAP_SAME_DAY", §9 "Swap delivery is free"): a new car replaces one running
 * subscription on the same day. One car has one end: a subscription whose return is booked, or
 * which another order already replaces, cannot be swapped; once swapped, its return is the pickup
 * on the new car's handover day, at the place the new car is delivered.
 */

/** A running subscription as a swap finds it, locked until the transaction ends. */
export type ReplaceableSubscription = {
  readonly car: FleetCar;
  /** The order that already replaces it, if any. */
  readonly swappedBy: string | null;
};

// Not given by the specification (§8: "Swap or handover impossible: messages tell the user to
// contact the account manager").
export const SWAP_RETURN_BOOKED =
  'Für dieses Abo ist bereits eine Rückgabe geplant, ein Fahrzeugtausch ist daher nicht möglich. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.';
export const swapAlreadyOrdered = (orderId: string): string =>
  `Dieses Abo wird bereits durch die Bestellung ${orderId} getauscht.`;

/** Cars still running that a new car can replace; a car already being returned has its end. */
const REPLACEABLE_STATES = new Set(['ACTIVE', 'RETURN']);

/** Why this subscription cannot be replaced by the order (none: it can). */
export const swapRefusalOf = (subscription: ReplaceableSubscription, orderId?: string): string | null => {
  const { car, swappedBy } = subscription;
  if (swappedBy !== null && swappedBy !== orderId) return swapAlreadyOrdered(swappedBy);
  if (swappedBy !== null) return null;
  if (car.return_type) return SWAP_RETURN_BOOKED;
  if (!REPLACEABLE_STATES.has(car.state) || car.followup_subscription_id) return SWAP_IMPOSSIBLE;
  return null;
};

export type SwapPlace = {
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phoneNumber: string | null;
  readonly email: string | null;
};

/** The company's address and contact person: where a new order is delivered until coordinated. */
export const companySwapPlace = (company: Company): SwapPlace => ({
  ...company.address,
  firstName: company.contactPerson?.firstName ?? null,
  lastName: company.contactPerson?.lastName ?? null,
  phoneNumber: company.contactPerson?.phone ?? company.phone,
  email: company.contactPerson?.email ?? null,
});

/** The replaced car's return: picked up on the new car's handover day, where the new car arrives. */
export const swapPickupOf = (
  subscriptionId: string,
  handover: { readonly date: string; readonly slot?: string | null },
  place: SwapPlace,
  now: Date,
): ReturnRecord => ({
  deal_id: subscriptionId,
  return_type: 'PICKUP',
  preferred_return_date: handover.date,
  planned_return_date: handover.date,
  slot: handover.slot ?? HANDOVER_DEFAULT_TIME,
  compound: null,
  firstname: place.firstName,
  lastname: place.lastName,
  street: place.street,
  house_number: place.houseNumber,
  zip: place.postalCode,
  city: place.city,
  address_extra: null,
  phone_number: place.phoneNumber,
  email: place.email,
  booked_at: now,
  confirmed_at: null,
  returned_at: null,
  final_invoice_at: null,
  change_fee_cents: 0,
});

/** What a swap stores beside the new order, in the order's transaction. */
export type SwapStore = {
  /** The subscription of the company, locked until the transaction ends, with its replacing order. */
  readonly lockReplaceable: (
    companyId: string,
    subscriptionId: string,
  ) => Promise<ReplaceableSubscription | undefined>;
  /**
   * The order replaces the subscription (at most one order per subscription: the database refuses
   * a second), its delivery is the swap's, first planned for the handover day; the subscription's
   * return is the pickup given.
   */
  readonly record: (swap: {
    readonly orderId: string;
    readonly subscriptionId: string;
    readonly handoverDate: string;
    readonly pickup: ReturnRecord;
  }) => Promise<void>;
};
