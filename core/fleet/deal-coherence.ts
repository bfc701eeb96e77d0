import { isReservationLapsed } from '../deals/reservation.ts';
import type { DealState } from '../deals/types.ts';
import { berlinDay, berlinDayOfInstant, isDateText, parseInstant } from '../shared/calendar-days.ts';
import { subscriptionEndOf } from './orders.ts';

/**
 * What one fleet car's dates must agree on, by the rules the portal runs on them: the order page's
 * handover panel ends a car awaiting handover `term` months after its delivery (subscriptionEndOf),
 * a reservation lapses after three days and then waits for nothing (business spec §9), a car back
 * with the provider has returned, a bridging car runs until its follow-up is handed over (§4
 * "Bridging car", §9 "within 7 days of the delivery date"), an approved order request is the
 * reserved order it created (approveOrderRequest). The demo data and `portal db seed --fleet-cars`
 * are written by these rules, and their test asks every seeded car.
 */

/** A car not handed over yet: ordered, reserved, scheduled, at handover or on its way. */
export const AWAITING_HANDOVER_STATES: readonly DealState[] = [
  'NOT_SIGNED',
  'CREATED',
  'SCHEDULED',
  'HANDOVER',
  'DELIVERING',
];

/** A car back with the provider: its final invoice is written or it is archived. */
export const RETURNED_STATES: readonly DealState[] = ['FINAL_INVOICE', 'ARCHIVED'];

/** Business spec §9: a swapped or bridged car ends within 7 days of the next car's delivery. */
export const FOLLOW_UP_TOLERANCE_DAYS = 7;

/** How far the order of an approved request may lie from the approval: it is written with it. */
const ORDERED_WITH_APPROVAL_MS = 60_000;

export type FleetDealFacts = {
  readonly id: string;
  readonly state: DealState;
  readonly created_at: string | null;
  readonly return_date: string | null;
  /** The day the car arrives (deliveryDateOf): the coordinated handover, else the preliminary date. */
  readonly deliveryDate: string | null;
  /** The follow-up car a bridging car (bridging_type BEGINNING) waits for, with its delivery day. */
  readonly followUp?: { readonly id: string; readonly deliveryDate: string | null } | null;
};

export type ApprovedRequestFacts = {
  readonly id: string;
  readonly decidedAt: Date;
  readonly term: number;
  /** The requested model as the catalogue names it (brand, version). */
  readonly brand: string;
  readonly version: string;
  readonly order: {
    readonly id: string;
    readonly created_at: string | null;
    readonly term: number | null;
    readonly oem: string | null;
    readonly model: string | null;
  } | null;
};

export const CONTRADICTIONS = [
  'created_in_the_future',
  'return_before_handover',
  'handover_date_passed',
  'returned_with_return_ahead',
  'lapsed_reservation_with_dates',
  'bridging_outlasts_follow_up',
  'approved_request_order_differs',
] as const;
export type ContradictionRule = (typeof CONTRADICTIONS)[number];
export type Contradiction = { readonly id: string; readonly rule: ContradictionRule };

const dayOf = (text: string | null | undefined): number | null =>
  text && isDateText(text) ? berlinDay(text) : null;

/** Whether the car is still to be handed over at `now`: a lapsed reservation never will be. */
export const isAwaitingHandover = (
  car: { readonly state: DealState; readonly created_at?: string | null },
  now: Date,
): boolean => AWAITING_HANDOVER_STATES.includes(car.state) && !isReservationLapsed(car, now);

/**
 * The return date of a car awaiting handover as the order page shows its subscription's end: the
 * day before the same day `term` months after its delivery.
 */
export const returnDateAfterDelivery = (deliveryDate: string, term: number): string =>
  subscriptionEndOf(deliveryDate, term) ?? deliveryDate;

/** The rules a fleet car breaks at `now`; none for a car whose dates agree. */
export const contradictionsOf = (car: FleetDealFacts, now: Date): Contradiction[] => {
  const today = berlinDayOfInstant(now);
  const found: ContradictionRule[] = [];
  const returnDay = dayOf(car.return_date);
  const deliveryDay = dayOf(car.deliveryDate);
  if (car.created_at && isDateText(car.created_at) && parseInstant(car.created_at) > now)
    found.push('created_in_the_future');
  if (isAwaitingHandover(car, now)) {
    // A car not yet handed over cannot have been returned, nor return before it arrives.
    if (returnDay !== null && (returnDay <= today || (deliveryDay !== null && returnDay <= deliveryDay)))
      found.push('return_before_handover');
    if (deliveryDay !== null && deliveryDay < today) found.push('handover_date_passed');
  }
  if (isReservationLapsed(car, now) && (deliveryDay !== null || returnDay !== null))
    found.push('lapsed_reservation_with_dates');
  if (RETURNED_STATES.includes(car.state) && returnDay !== null && returnDay > today)
    found.push('returned_with_return_ahead');
  // A follow-up without a delivery date yet (its handover still to be coordinated) fixes no end.
  const next = dayOf(car.followUp?.deliveryDate);
  if (next !== null && (returnDay === null || Math.abs(returnDay - next) > FOLLOW_UP_TOLERANCE_DAYS))
    found.push('bridging_outlasts_follow_up');
  return found.map((rule) => ({ id: car.id, rule }));
};

/** An approved request names the order it created: that model, that term, ordered at the approval. */
export const requestContradictionsOf = (request: ApprovedRequestFacts): Contradiction[] => {
  const order = request.order;
  const same =
    order !== null &&
    order.oem === request.brand &&
    order.model === request.version &&
    order.term === request.term &&
    order.created_at !== null &&
    isDateText(order.created_at) &&
    Math.abs(parseInstant(order.created_at).getTime() - request.decidedAt.getTime()) <=
      ORDERED_WITH_APPROVAL_MS;
  return same ? [] : [{ id: request.id, rule: 'approved_request_order_differs' }];
};
