import { isFollowUpKind } from '../deals/deal-dates.ts';
import { isReservationLapsed } from '../deals/reservation.ts';
import type { DateText, Deal, DealState } from '../deals/types.ts';
import { daysUntil, isDateText, parseInstant } from '../shared/calendar-days.ts';
import { cents } from '../shared/money.ts';
import { CARS_TABS, type CarsTab, isInCarsTab } from './cars-tabs.ts';
import { costMonthsOf, costsIn, type MonthCost } from './fleet-costs.ts';
import { overviewHandoverDayOf, overviewReturnDayOf } from './running-cars.ts';

type Maybe<T> = T | null | undefined;

/** The deal fields of the business portal's view (business spec §3, "Deal / subscription (B2B view)"). */
type B2bDealView = Pick<
  Deal,
  | 'id'
  | 'state'
  | 'subscribed_to'
  | 'subscribed_as'
  | 'bridging_type'
  | 'return_date'
  | 'end_date'
  | 'minimum_commitment_end_date'
  | 'auto_renewal_end_date'
  | 'computed_eligible_for_auto_renewal'
  | 'is_post_auto_renewal'
  | 'return_type'
  | 'followup_subscription_id'
  | 'car_id'
  | 'mileage_package'
  | 'amount'
  | 'damage_deductible_vollkasko'
  | 'damage_deductible_teilkasko'
  | 'customer_specific_vk_damage_deductible'
  | 'belongs_to_subscription_service'
  | 'contact_id'
  | 'created_at'
  | 'car'
>;

/**
 * One row of the B2B cars list: the deal as the business portal sees it plus what the list shows
 * and searches (driver, company) and the handover date the action dot needs.
 */
export type FleetCar = B2bDealView & {
  /** The assigned driver's full name; none for a shared car. */
  readonly driver_name?: Maybe<string>;
  readonly company: { readonly id: string; readonly name: string };
  /** The handover's planned delivery date (business spec §3, "Handover"). */
  readonly planned_delivery_date?: Maybe<DateText>;
  /** The provider's preliminary delivery date of an order not handed over yet, where it has one. */
  readonly preliminary_delivery_date?: Maybe<DateText>;
};

export const RENEWABILITY_FILTERS = ['all', 'prolongation'] as const;
export type RenewabilityFilter = (typeof RENEWABILITY_FILTERS)[number];

/**
 * "Aktion erforderlich": every car or only those that need the fleet manager (needsAction), the
 * filter that goes with the tabs' dot (docs/ui/business.md "Cars needing action").
 */
export const ACTION_FILTERS = ['all', 'required'] as const;
export type ActionFilter = (typeof ACTION_FILTERS)[number];

/** The specification's five sorts and ours, the cars needing action first (action_required). */
export const CARS_SORTS = [
  'default',
  'oldest',
  'newest',
  'lowest_rate',
  'highest_rate',
  'action_required',
] as const;
export type CarsSort = (typeof CARS_SORTS)[number];

/**
 * The page of cars the business portal's list asks for and the BFF answers a page's first call
 * with, so 20,000 cars stay fast (the specification leaves the size open).
 */
export const CARS_PAGE_SIZE = 25;

/**
 * The most cars one page of the list may hold: one request must not make the BFF read and send a
 * whole fleet (20,000 cars). The CSV export is the way to every car of a view.
 */
export const CARS_MAX_PAGE_SIZE = 100;

export type CarsListQuery = {
  readonly tab: CarsTab;
  readonly search: string;
  readonly renewability: RenewabilityFilter;
  /** Without it, every car ('all'). */
  readonly action?: Maybe<ActionFilter>;
  readonly companyId?: Maybe<string>;
  readonly sort: CarsSort;
  /**
   * Only the cars whose return counts (overviewReturnDayOf) from this day to that one, both
   * included: the fleet overview's returns lead here, so the list shows the number it counted.
   */
  readonly returnsFrom?: Maybe<string>;
  readonly returnsTo?: Maybe<string>;
  /**
   * Only the cars handed over (overviewHandoverDayOf) from this day to that one, both included:
   * the fleet overview's handovers lead here.
   */
  readonly handoversFrom?: Maybe<string>;
  readonly handoversTo?: Maybe<string>;
  /**
   * Only the cars that cost in this month ('YYYY-MM', costMonthsOf): the fleet overview's cost of
   * a month leads here, and the list answers their cost (monthCost).
   */
  readonly costMonth?: Maybe<string>;
  /** 1-based; without pageSize there is no paging and every match is returned (the export's walk). */
  readonly page?: Maybe<number>;
  readonly pageSize?: Maybe<number>;
};

/** A row of the list: the car, marked when it needs the fleet manager (needsAction at the query's now). */
export type CarsListItem = FleetCar & { readonly action_required: boolean };

export type CarsListResult = {
  /** The current page of the current tab, filtered and sorted. */
  readonly items: readonly CarsListItem[];
  /** Matches in the current tab after search, renewability and company filter, before paging. */
  readonly matchCount: number;
  /** Cars in the current tab of the chosen company (all companies without one), before search and renewability. */
  readonly total: number;
  /** Per tab, the cars that pass search, renewability and company filter. */
  readonly tabCounts: Readonly<Record<CarsTab, number>>;
  /** Tabs that show the dot; see needsAction. */
  readonly tabsNeedingAction: readonly CarsTab[];
  /**
   * With costMonth: what the cars of every tab that pass the filters cost in that month, net and
   * gross, and how many they are (the overview's figure of that month, before search narrows it).
   */
  readonly monthCost?: MonthCost | null;
};

/** Cars still running whose prolongation may be offered; see isProlongable. */
const PROLONGABLE_STATES: readonly DealState[] = ['ACTIVE'];

/**
 * "Renewability: prolongation" (business spec §2) — our definition, after the consumer rule that
 * follow-up options are hidden for swap-same-day, prolongation and transition-vehicle deals (consumer §4):
 * the car is ACTIVE (PROLONGED and PROLONGATION deals already have their follow-up); neither
 * subscribed_to nor subscribed_as is PROLONGATION or SWAP_SAME_DAY; it is no transition vehicle
 * (bridging_type BEGINNING); it has no follow-up subscription and no return type yet; and its return
 * (return_date, else end_date) is still ahead: at least one Berlin calendar day after today. A car
 * without a known return date is not offered.
 */
export const isProlongable = (car: FleetCar, now: Date): boolean => {
  if (!PROLONGABLE_STATES.includes(car.state)) return false;
  if (isFollowUpKind(car)) return false;
  if (car.bridging_type === 'BEGINNING') return false;
  if (car.followup_subscription_id || car.return_type) return false;
  const returnDate = car.return_date ?? car.end_date;
  return returnDate != null && isDateText(returnDate) && daysUntil(returnDate, now) >= 1;
};

/**
 * "A tab shows a dot when actions are required" (business spec §2) — our definition of a car
 * needing the fleet manager:
 * - NOT_SIGNED: the reserved order waits for the contract to be signed (3-day window, §9); a
 *   lapsed one waits for nothing;
 * - HANDOVER or SCHEDULED without a planned delivery date: the handover must be coordinated
 *   (as the handover-coordination banner, §4); DELIVERING is already on its way;
 * - RETURN without a return type: the return (pickup or self-return) must be planned;
 *   RETURNING is already under way.
 */
export const needsAction = (car: FleetCar, now: Date): boolean => {
  switch (car.state) {
    case 'NOT_SIGNED':
      return !isReservationLapsed(car, now);
    case 'HANDOVER':
    case 'SCHEDULED':
      return !car.planned_delivery_date;
    case 'RETURN':
      return !car.return_type;
    default:
      return false;
  }
};

/** Whether the car's return counts within the query's return window (none: every car). */
export const returnsWithin = (
  car: FleetCar,
  query: Pick<CarsListQuery, 'returnsFrom' | 'returnsTo'>,
): boolean => {
  if (!query.returnsFrom && !query.returnsTo) return true;
  const day = overviewReturnDayOf(car);
  return (
    day !== null &&
    (!query.returnsFrom || day >= query.returnsFrom) &&
    (!query.returnsTo || day <= query.returnsTo)
  );
};

/** Whether the car is handed over within the query's handover window (none: every car). */
export const handedOverWithin = (
  car: FleetCar,
  query: Pick<CarsListQuery, 'handoversFrom' | 'handoversTo'>,
): boolean => {
  if (!query.handoversFrom && !query.handoversTo) return true;
  const day = overviewHandoverDayOf(car);
  return (
    day !== null &&
    (!query.handoversFrom || day >= query.handoversFrom) &&
    (!query.handoversTo || day <= query.handoversTo)
  );
};

/** Whether the car costs in the query's month (none: every car). */
export const costsInMonth = (car: FleetCar, query: Pick<CarsListQuery, 'costMonth'>): boolean =>
  !query.costMonth || costsIn(costMonthsOf(car), query.costMonth);

/** What the cars cost in a month, net and gross, and how many they are. */
const monthCostOf = (cars: readonly FleetCar[], month: string): MonthCost => {
  let net = 0;
  let gross = 0;
  let count = 0;
  for (const car of cars) {
    const cost = costMonthsOf(car);
    if (cost === null || !costsIn(cost, month)) continue;
    net += cost.net;
    gross += cost.gross;
    count++;
  }
  return { month, net: cents(net), gross: cents(gross), cars: count };
};

/** Lower case, without accents, ß as ss: "muller" and "MÜLLER" both find "Müller". */
export const foldForSearch = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-DE').replace(/ß/g, 'ss');

const licencePlateOf = (car: FleetCar): string | null | undefined =>
  car.car?.license_plate ?? car.car?.registration_data?.license_plate;

const searchableTextsOf = (car: FleetCar): string[] => {
  const plate = licencePlateOf(car);
  const texts = [plate, car.car?.oem, car.car?.model, car.driver_name, car.id].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  // "M AB 1234" is also found as "MAB1234" or "m-ab-1234".
  if (plate) texts.push(plate.replace(/[\s-]+/g, ''));
  return texts.map(foldForSearch);
};

/**
 * Search over licence plate, make, model, driver name and deal id, ignoring case and accents.
 * Every word of the search must occur in one of those texts, so "BMW X3" finds make BMW with model X3.
 */
export const matchesSearch = (car: FleetCar, search: string): boolean => {
  const words = searchWordsOf(search);
  if (words.length === 0) return true;
  const texts = searchableTextsOf(car);
  return words.every((forms) => texts.some((text) => forms.some((form) => text.includes(form))));
};

/**
 * The words of a search as matchesSearch looks for them, each with the forms that find it: the
 * folded word and the word without hyphens. A word one of whose forms is empty finds every car.
 */
export const searchWordsOf = (search: string): string[][] =>
  foldForSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [word, word.replace(/-/g, '')]);

const createdAtOf = (car: FleetCar): number | undefined => {
  if (!car.created_at || !isDateText(car.created_at)) return undefined;
  return parseInstant(car.created_at).getTime();
};

const rateOf = (car: FleetCar): number | undefined =>
  typeof car.amount === 'number' && Number.isFinite(car.amount) ? car.amount : undefined;

/** Ascending or descending by a key; cars without the key go last either way; ties keep their order. */
const byKey =
  (key: (car: FleetCar) => number | undefined, direction: 1 | -1) =>
  (a: FleetCar, b: FleetCar): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
    return (ka - kb) * direction;
  };

/**
 * Sorted copy; 'default' keeps the backend's order. Array.prototype.sort is stable, so ties keep
 * theirs. Only 'action_required' asks needsAction, so only it needs `now`.
 */
export const sortCars = (cars: readonly FleetCar[], sort: CarsSort, now: Date = new Date(0)): FleetCar[] => {
  switch (sort) {
    case 'default':
      return [...cars];
    case 'action_required':
      return [...cars].sort(byKey((car) => (needsAction(car, now) ? 0 : 1), 1));
    case 'oldest':
      return [...cars].sort(byKey(createdAtOf, 1));
    case 'newest':
      return [...cars].sort(byKey(createdAtOf, -1));
    case 'lowest_rate':
      return [...cars].sort(byKey(rateOf, 1));
    case 'highest_rate':
      return [...cars].sort(byKey(rateOf, -1));
  }
};

/** The matches a page shows: from offset, at most limit of them; every one without a page size. */
export const pageBoundsOf = (
  page: Maybe<number>,
  pageSize: Maybe<number>,
): { readonly offset: number; readonly limit: number | null } => {
  if (pageSize == null) return { offset: 0, limit: null };
  const size = Math.max(1, Math.floor(pageSize));
  const index = Math.max(1, Math.floor(page ?? 1)) - 1;
  return { offset: index * size, limit: size };
};

const pageOf = (
  cars: readonly FleetCar[],
  page: Maybe<number>,
  pageSize: Maybe<number>,
): readonly FleetCar[] => {
  const { offset, limit } = pageBoundsOf(page, pageSize);
  return limit === null ? cars : cars.slice(offset, offset + limit);
};

/**
 * Whether the list shows the car in this tab: by its state, except that a lapsed reservation
 * (isReservationLapsed) has left "Reserviert" and is listed in the archive (docs/ui/business.md "Lapsed reservations").
 */
export const isCarInTab = (car: FleetCar, tab: CarsTab, now: Date): boolean =>
  isReservationLapsed(car, now) ? tab === 'archived' : isInCarsTab(car.state, tab);

const countPerTab = (cars: readonly FleetCar[], now: Date): Record<CarsTab, number> => {
  const counts = { all: 0, orders: 0, handover: 0, return: 0, archived: 0 };
  for (const car of cars) for (const tab of CARS_TABS) if (isCarInTab(car, tab, now)) counts[tab]++;
  return counts;
};

/**
 * The cars-list query of /cars/{tab} (business spec §2). The company filter chooses whose fleet is
 * shown, so it applies to everything; search, renewability and "Aktion erforderlich" only narrow
 * the view, so the action dots ignore them (a search must not hide that something needs doing).
 * Each row is marked as the dots are counted: needsAction at `now`.
 */
export const queryCarsList = (cars: readonly FleetCar[], query: CarsListQuery, now: Date): CarsListResult => {
  const ofCompany = query.companyId ? cars.filter((car) => car.company.id === query.companyId) : [...cars];
  const filtered = ofCompany.filter(
    (car) =>
      matchesSearch(car, query.search) &&
      (query.renewability === 'all' || isProlongable(car, now)) &&
      (query.action !== 'required' || needsAction(car, now)) &&
      returnsWithin(car, query) &&
      handedOverWithin(car, query) &&
      costsInMonth(car, query),
  );
  const matches = sortCars(
    filtered.filter((car) => isCarInTab(car, query.tab, now)),
    query.sort,
    now,
  );
  return {
    items: pageOf(matches, query.page, query.pageSize).map((car) => ({
      ...car,
      action_required: needsAction(car, now),
    })),
    matchCount: matches.length,
    total: ofCompany.filter((car) => isCarInTab(car, query.tab, now)).length,
    tabCounts: countPerTab(filtered, now),
    tabsNeedingAction: CARS_TABS.filter((tab) =>
      ofCompany.some((car) => isCarInTab(car, tab, now) && needsAction(car, now)),
    ),
    ...(query.costMonth ? { monthCost: monthCostOf(filtered, query.costMonth) } : {}),
  };
};
