import { mayOrderVehicles } from '../company-settings/shop-access.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import { returnPlanningOf } from '../deals/eligibility.ts';
import { isReservationLapsed, reservationLapsesAt } from '../deals/reservation.ts';
import {
  mayRequestTransitionVehicle,
  PRE_DELIVERY_STATES,
  transitionVehicleTerms as sharedTransitionVehicleTerms,
  TRANSITION_VEHICLE,
  type TransitionProtection,
  type TransitionVehicleChoice,
  type TransitionVehicleTerms,
} from '../deals/transition-vehicle.ts';
import type { DealState } from '../deals/types.ts';
import {
  type DateWindow,
  deliveryDateWindow,
  deliveryFee,
  HANDOVER_DEFAULT_TIME,
} from '../handover/rules.ts';
import {
  addCalendarMonths,
  berlinDay,
  berlinDayOfInstant,
  daysUntil,
  isDateText,
  isWorkingDay,
  toIsoDate,
} from '../shared/calendar-days.ts';
import type { Cents } from '../shared/money.ts';
import type { FleetCar } from './cars-list.ts';
import { isProlongable } from './cars-list.ts';
import { type Contact, mayAssignDriver } from './contacts.ts';
import type { B2bRole } from './roles.ts';

/**
 * The B2B order detail (business spec §2 "B2B pages", §4, §5, §6, §9): an order is a fleet deal seen
 * with what the fleet keeps beside it — driver or shared car, delivery, handover, swap.
 */

export type PostalAddress = {
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  readonly city: string;
};

export type OrderHandover = PostalAddress & {
  readonly contactId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  /** The handover day (ISO date) and the slot's start ('11:00'). */
  readonly date: string;
  readonly slot: string;
};

export const DELIVERY_OPTIONS = ['custom_delivery', 'swap_delivery'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export type FleetOrder = {
  readonly car: FleetCar;
  /** The term in months, for the subscription's end date. */
  readonly term: number | null;
  readonly shared: boolean;
  readonly driver: Contact | null;
  /** The provider's first delivery date, before the handover is coordinated. */
  readonly preliminaryDeliveryDate: string | null;
  readonly contractSignedAt: string | null;
  readonly deliveryOption: DeliveryOption;
  readonly deliveryAddress: PostalAddress | null;
  readonly handover: OrderHandover | null;
  /** The running subscription this order replaces (coordinated swap). */
  readonly swapSubscription: FleetCar | null;
  /** The order whose car replaces this subscription, with that car's delivery day. */
  readonly replacedBy?: { readonly orderId: string; readonly deliveryDate: string | null } | null;
  readonly transitionVehicleRequested: boolean;
  /** The return booked for this car (pickup or self-return), if any. */
  readonly bookedReturn?: BookedFleetReturn | null;
};

/** A booked return as the order's return panel shows it: type, day, slot and place. */
export type BookedFleetReturn = {
  readonly returnType: 'PICKUP' | 'SELF_RETURN';
  /** The planned day, else the wished one. */
  readonly date: string;
  /** The slot's value ('10:00'). */
  readonly slot: string;
  /** The pickup address, or the compound's for a self-return. */
  readonly address: PostalAddress | null;
  /** Whom the driver meets at a pickup. */
  readonly contactName: string | null;
};

/** Orders whose car has not been handed over yet: handover, swap, delivery and transition car apply. */
export { PRE_DELIVERY_STATES };
export const isPreDelivery = (order: FleetOrder): boolean => PRE_DELIVERY_STATES.includes(order.car.state);

/** The day the car arrives: the coordinated handover, else the planned, else the preliminary date. */
export const deliveryDateOf = (order: FleetOrder): string | null =>
  order.handover?.date ?? order.car.planned_delivery_date ?? order.preliminaryDeliveryDate ?? null;

// ── Reservation ─────────────────────────────────────────────────────────────────────────────

/** Business spec §4, §9: a reserved order's contract must be signed within 3 days of creation. */
export const RESERVATION_DAYS = 3;

export const reservationExpiresAt = (order: FleetOrder): string | null =>
  reservationLapsesAt(order.car)?.toISOString() ?? null;

// ── Handover ────────────────────────────────────────────────────────────────────────────────

/**
 * Business spec §6: handover editing is allowed only up to a number of days before the planned
 * date, and the number is not shown. OUR NUMBER: 3 Berlin calendar days, the time the provider
 * needs to re-plan a delivery tour.
 */
export const HANDOVER_EDIT_CLOSES_DAYS = 3;

/** Hourly handover slots 08:00 to 17:00, each an hour long (our design). */
export const HANDOVER_SLOTS: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `${String(8 + i).padStart(2, '0')}:00`,
);

export const isHandoverEditable = (order: FleetOrder, now: Date): boolean => {
  if (!isPreDelivery(order)) return false;
  const date = deliveryDateOf(order);
  return date === null || daysUntil(date, now) >= HANDOVER_EDIT_CLOSES_DAYS;
};

/** What the handover calendar of an order is computed from (both known to the BFF and the portal). */
export type HandoverCalendarBasis = {
  /** The provider's first delivery date of the order (the handover panel's preliminaryDate). */
  readonly preliminaryDate: string | null;
  /** The coordinated handover's day, if any. */
  readonly coordinatedDate: string | null;
};

/** Without any date of the order, the window is set around the day two weeks from today (our choice). */
export const HANDOVER_CALENDAR_FALLBACK_DAYS = 14;

export type HandoverCalendar = {
  /** The delivery date window (business spec §9), both ends inclusive. */
  readonly window: DateWindow;
  /** The days a handover can be coordinated for, ascending (ISO dates). */
  readonly days: readonly string[];
};

/**
 * The delivery window calendar of the handover dialog (business spec §9 "Delivery date
 * availability window: from 4 weeks before a date (at earliest tomorrow) to 1 week after", §5
 * "Calendar": without a list of available dates, weekends are excluded). The date is the order's
 * preliminary delivery date (the day the provider plans the car for), else the coordinated
 * handover, else two weeks from today — the preliminary date first, so coordinating again does not
 * move the window. A day can be chosen when it lies in the window — so tomorrow at the earliest,
 * the specification's lead time — and is a working day: Monday to Friday and no public holiday in
 * Germany (core's isWorkingDay, the one the consumer's appointment calendars use), as no car is
 * delivered on 25 December or 1 January. The portal shows these days; the BFF refuses any other
 * (isHandoverDateAvailable).
 */
export const handoverCalendarOf = (basis: HandoverCalendarBasis, now: Date): HandoverCalendar => {
  const today = berlinDayOfInstant(now);
  const anchor = [basis.preliminaryDate, basis.coordinatedDate].find(
    (date): date is string => typeof date === 'string' && isDateText(date),
  );
  const window = deliveryDateWindow(anchor ?? toIsoDate(today + HANDOVER_CALENDAR_FALLBACK_DAYS), now);
  const days: string[] = [];
  for (let day = berlinDay(window.from); day <= berlinDay(window.to); day++)
    if (isWorkingDay(day)) days.push(toIsoDate(day));
  return { window, days };
};

/** Whether the handover may be coordinated for `date`: one of the calendar's days. */
export const isHandoverDateAvailable = (date: string, basis: HandoverCalendarBasis, now: Date): boolean =>
  isDateText(date) && handoverCalendarOf(basis, now).days.includes(toIsoDate(berlinDay(date)));

/** The calendar basis of an order as the BFF holds it. */
export const handoverCalendarBasisOf = (order: FleetOrder): HandoverCalendarBasis => ({
  preliminaryDate: order.preliminaryDeliveryDate,
  coordinatedDate: order.handover?.date ?? null,
});

/** '11:00' → '11:00 – 12:00'. */
export const timePeriodOf = (slot: string): string => {
  const [hours = '0', minutes = '00'] = slot.split(':');
  return `${slot} – ${String(Number(hours) + 1).padStart(2, '0')}:${minutes}`;
};

// Not given by the specification (§8: "messages tell the user to contact the account manager").
export const HANDOVER_NOT_EDITABLE =
  'Die Übergabe kann nicht mehr geändert werden. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.';
export const HANDOVER_DATE_UNAVAILABLE =
  'Für dieses Datum ist keine Übergabe möglich. Bitte wählen Sie ein anderes Datum oder wenden Sie sich an Ihre*n Kundenbetreuer*in.';
export const SWAP_IMPOSSIBLE =
  'Der Fahrzeugtausch ist für dieses Abo nicht möglich. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.';

// ── Swap ────────────────────────────────────────────────────────────────────────────────────

/** Business spec §9: the swap lists cars whose end date is within 7 days of the delivery date. */
export const SWAP_WINDOW_DAYS = 7;
/** Running subscriptions that can still be replaced: not yet being returned, no follow-up. */
const SWAPPABLE_STATES: readonly DealState[] = ['ACTIVE', 'RETURN'];

export const isSwapCandidate = (order: FleetOrder, car: FleetCar): boolean => {
  const delivery = deliveryDateOf(order);
  const end = returnDateOf(car);
  if (!delivery || !end || !isDateText(end) || !isDateText(delivery)) return false;
  return (
    car.id !== order.car.id &&
    car.company.id === order.car.company.id &&
    SWAPPABLE_STATES.includes(car.state) &&
    !car.followup_subscription_id &&
    // One car, one end: a car whose return is booked is not replaced, unless by this very order.
    (!car.return_type || car.id === order.swapSubscription?.id) &&
    Math.abs(berlinDay(end) - berlinDay(delivery)) <= SWAP_WINDOW_DAYS
  );
};

/** The candidates for this order among the company's cars, those already swapped by another order left out. */
export const swapCandidates = (
  order: FleetOrder,
  cars: readonly FleetCar[],
  swappedByOthers: ReadonlySet<string>,
): FleetCar[] =>
  cars.filter(
    (car) =>
      isSwapCandidate(order, car) && (!swappedByOthers.has(car.id) || car.id === order.swapSubscription?.id),
  );

// ── Delivery options ────────────────────────────────────────────────────────────────────────

/** Business spec §9: custom delivery 209.24 EUR for bookings from 15 Nov 2025, swap delivery free. */
export const deliveryOptionsOf = (
  order: FleetOrder,
): { option: DeliveryOption; fee: Cents; selected: boolean }[] =>
  DELIVERY_OPTIONS.map((option) => ({
    option,
    fee: deliveryFee({ method: option, bookedAt: order.car.created_at ?? '1970-01-01' }),
    selected: order.deliveryOption === option,
  }));

export const SWAP_DELIVERY_NEEDS_SWAP =
  'Die Lieferung im Rahmen eines Fahrzeugtauschs ist erst möglich, wenn Sie einen Fahrzeugtausch koordiniert haben.';

// ── Transition vehicle ──────────────────────────────────────────────────────────────────────

// The rules are shared with the consumer portal's transition-vehicle modal (core/deals/transition-vehicle.ts).
export { TRANSITION_VEHICLE, type TransitionProtection, type TransitionVehicleTerms };

/** A transition car for an order not yet delivered, one per order (the shared rule). */
export const canRequestTransitionVehicle = (order: FleetOrder): boolean =>
  mayRequestTransitionVehicle({
    state: order.car.state,
    transitionVehicleRequested: order.transitionVehicleRequested,
  });

export const transitionVehicleTerms = (
  order: FleetOrder,
  choice: TransitionVehicleChoice,
  now: Date,
): TransitionVehicleTerms => sharedTransitionVehicleTerms(order.contractSignedAt, choice, now);

export const TRANSITION_VEHICLE_NOT_POSSIBLE =
  'Ein Übergangsfahrzeug ist nur für Bestellungen möglich, deren Fahrzeug noch nicht übergeben wurde, und nur einmal je Bestellung.';

// ── End of subscription ─────────────────────────────────────────────────────────────────────

export const END_OF_SUBSCRIPTION_OPTIONS = ['prolong', 'swap', 'return', 'buy'] as const;
export type EndOfSubscriptionOption = (typeof END_OF_SUBSCRIPTION_OPTIONS)[number];

/** Business spec §9: return planning opens 45 days before the return date. */
export const B2B_RETURN_PLANNING_DAYS = 45;

/** Cars still running, whose end can be decided. */
const RUNNING_STATES: readonly DealState[] = ['ACTIVE', 'RETURN', 'PROLONGED', 'PROLONGATION'];
export const isRunning = (car: FleetCar): boolean => RUNNING_STATES.includes(car.state);

/**
 * Prolong: core's renewability rule; swap: an ACTIVE car without a follow-up (the new car is
 * ordered in the shop); return: the return planning is open (45 days before); buy: any running
 * car, the account manager makes the offer.
 */
export const endOfSubscriptionOf = (order: FleetOrder, now: Date, viewer?: OrderViewer) => {
  const returnDate = returnDateOf(order.car) ?? null;
  const car = order.car;
  // A swap orders a new car: not for a driver whose company withdrew shop access (§6).
  const mayOrder = viewer ? mayOrderVehicles(viewer.role, viewer.driversShopAccess) : true;
  const available: Record<EndOfSubscriptionOption, boolean> = {
    prolong: isProlongable(car, now),
    swap: mayOrder && car.state === 'ACTIVE' && !car.followup_subscription_id && !car.return_type,
    return: returnPlanningOf(car, now) === 'open',
    buy: isRunning(car),
  };
  return {
    returnDate,
    returnPlanningOpensOn:
      returnDate && isDateText(returnDate)
        ? toIsoDate(berlinDay(returnDate) - B2B_RETURN_PLANNING_DAYS)
        : null,
    options: END_OF_SUBSCRIPTION_OPTIONS.map((option) => ({ option, available: available[option] })),
  };
};

export const PURCHASE_NOT_POSSIBLE =
  'Für dieses Fahrzeug kann kein Kaufangebot mehr angefragt werden. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.';

// ── Actions ─────────────────────────────────────────────────────────────────────────────────

export const ORDER_ACTIONS = [
  'sign_contract',
  'assign_driver',
  'coordinate_handover',
  'coordinate_swap',
  'choose_delivery_option',
  'request_transition_vehicle',
  'choose_company',
  'plan_return',
  'end_of_subscription',
  'comment',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderViewer = {
  readonly role: B2bRole;
  /** Whether the company lets its drivers order (business spec §6). */
  readonly driversShopAccess: boolean;
};

const ENDED_STATES: readonly DealState[] = ['ARCHIVED', 'FINAL_INVOICE'];

/**
 * What the actions panel offers (our design over §2, §4, §6): analysts read only; the contract
 * and the company chooser are admins'; a driver whose company withdrew shop access orders nothing
 * (no swap, no transition car) but still manages the car assigned to them.
 */
export const orderActionsFor = (order: FleetOrder, viewer: OrderViewer, now: Date): OrderAction[] => {
  const writer = viewer.role === 'admin' || viewer.role === 'driver';
  // A lapsed reservation (business spec §9) is over: nothing to sign, hand over or change.
  if (!writer || isReservationLapsed(order.car, now)) return [];
  const admin = viewer.role === 'admin';
  const mayOrder = mayOrderVehicles(viewer.role, viewer.driversShopAccess);
  const state = order.car.state;
  const rules: Record<OrderAction, boolean> = {
    sign_contract: admin && state === 'NOT_SIGNED',
    assign_driver: mayAssignDriver(viewer.role) && !ENDED_STATES.includes(state),
    coordinate_handover: isHandoverEditable(order, now),
    coordinate_swap: mayOrder && isPreDelivery(order) && order.swapSubscription === null,
    choose_delivery_option: isPreDelivery(order),
    request_transition_vehicle: mayOrder && canRequestTransitionVehicle(order),
    choose_company: admin && (state === 'NOT_SIGNED' || state === 'CREATED'),
    plan_return: returnPlanningOf(order.car, now) === 'open',
    end_of_subscription: isRunning(order.car),
    comment: !ENDED_STATES.includes(state),
  };
  return ORDER_ACTIONS.filter((action) => rules[action]);
};

/** Ordering a vehicle (a swap's new car, a transition car) once drivers' shop access is withdrawn (§6). */
export const isOrderingRefused = (viewer: OrderViewer): boolean =>
  !mayOrderVehicles(viewer.role, viewer.driversShopAccess);

// ── Comments ────────────────────────────────────────────────────────────────────────────────

export const COMMENT_MAX_LENGTH = 1000;
// Not given by the specification.
export const COMMENT_REQUIRED = 'Bitte geben Sie einen Kommentar ein.';
export const COMMENT_TOO_LONG = 'Bitte geben Sie höchstens 1.000 Zeichen ein.';

/** Ends a date-only text's subscription of `term` months: the day before the same day `term` months later. */
export const subscriptionEndOf = (start: string, term: number | null): string | null =>
  term && term > 0 && isDateText(start) ? toIsoDate(addCalendarMonths(berlinDay(start), term) - 1) : null;

export { HANDOVER_DEFAULT_TIME };
