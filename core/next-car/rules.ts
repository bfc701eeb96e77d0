import { DELIVERY_LEAD_DAYS } from '../cart/cart.ts';
import {
  type Configuration,
  configuredMonthlyPrice,
  KM_PACKAGE_SURCHARGES,
  PROTECTION,
  PROTECTION_PACKAGES,
  type ProtectionPackage,
} from '../catalogue/configuration.ts';
import { type CatalogueModel, isAvailable } from '../catalogue/types.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import type { Deal } from '../deals/types.ts';
import { availableDays } from '../handover/availability.ts';
import { DELIVERY_WINDOW_DAYS_AFTER, DELIVERY_WINDOW_DAYS_BEFORE, deliveryFee } from '../handover/rules.ts';
import type { LoyaltyLevelId } from '../loyalty/rules.ts';
import { isVoucherValid } from '../loyalty/rules.ts';
import { berlinDay, berlinDayOfInstant, isDateText, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';

/**
 * The next car of a consumer's running subscription (consumer spec §2 "Extend-subscription selector:
 * book a follow-up subscription with a new car", §4 swap banner; §1 "a voucher … used in the order
 * process for the next subscription; one voucher per booking"). The booking is a follow-up deal,
 * reserved for signing like any reservation (§4 "reservation", §9 "Contract signing within 3
 * days"), linked to the current deal. Readings of the specification: docs/ui/shop.md "The next car".
 */

/** Where the next car may be booked from, and whether it replaces the current car on its return day. */
export type NextCarOffer = { readonly swapSameDay: boolean };

export type NextCarRefusal = { readonly code: 'not_eligible' | 'conflict'; readonly message: string };

/** Our wording; the specification has none. */
export const NEXT_CAR_MESSAGES = {
  notEligible: 'Für dieses Abo kannst du kein nächstes Auto buchen.',
  alreadyBooked: 'Für dieses Abo hast du bereits ein nächstes Auto gebucht.',
  required: 'Dies ist ein Pflichtfeld.',
  vehicleUnavailable: 'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
  termUnavailable: 'Leider ist diese Laufzeit nicht verfügbar',
  kmPackage: 'Dieses Kilometerpaket gibt es für dieses Fahrzeug nicht.',
  protection: 'Bitte wähle ein Schutzpaket.',
  deliveryDate: 'Bitte wähle einen der angebotenen Liefertermine.',
  swapDate: 'Beim Autowechsel am selben Tag kommt dein nächstes Auto am Rückgabetag deines jetzigen Autos.',
  voucherUnknown: 'Diesen Gutschein kennen wir nicht.',
  voucherExpired: 'Dieser Gutschein ist abgelaufen.',
  voucherUsed: 'Dieser Gutschein wurde bereits eingelöst.',
} as const;

/**
 * Whether a next car can be booked for `deal`: an ACTIVE subscription (the follow-up options are an
 * ACTIVE deal's, §4 "Action visibility") that is not itself a prolongation or a transition vehicle
 * (both hide the follow-up options) and has no follow-up yet. A same-day swap deal books its next
 * car from the swap banner: it comes on the return day.
 */
export const nextCarOfferFor = (
  deal: Pick<
    Deal,
    'state' | 'variant' | 'subscribed_to' | 'subscribed_as' | 'bridging_type' | 'followup_subscription_id'
  >,
): NextCarOffer | NextCarRefusal => {
  const prolongation = deal.subscribed_to === 'PROLONGATION' || deal.subscribed_as === 'PROLONGATION';
  if (
    deal.state !== 'ACTIVE' ||
    deal.variant === 'LEAD' ||
    prolongation ||
    deal.bridging_type === 'BEGINNING'
  )
    return { code: 'not_eligible', message: NEXT_CAR_MESSAGES.notEligible };
  if (deal.followup_subscription_id) return { code: 'conflict', message: NEXT_CAR_MESSAGES.alreadyBooked };
  return { swapSameDay: deal.subscribed_to === 'SWAP_SAME_DAY' };
};

export const isRefusal = (offer: NextCarOffer | NextCarRefusal): offer is NextCarRefusal => 'code' in offer;

/** The km packages and protection packages the next car is configured with (the shop's). */
export const NEXT_CAR_KM_PACKAGES: readonly number[] = [...KM_PACKAGE_SURCHARGES.keys()];
export const NEXT_CAR_PROTECTIONS = PROTECTION_PACKAGES;

/**
 * The days the next car can be delivered on. A same-day swap: the current car's return day only.
 * Otherwise the working days of the delivery window around the return day (4 weeks before, at the
 * earliest tomorrow, to 1 week after, §9), but not before a new car can be there (the shop's lead
 * time); a return too close for that window offers the two weeks from the earliest delivery.
 */
export const nextCarDeliveryDays = (
  deal: Deal,
  offer: NextCarOffer,
  now: Date,
  blocked: readonly string[] = [],
): string[] => {
  const today = berlinDayOfInstant(now);
  const returnDate = returnDateOf(deal);
  const returnDay = returnDate && isDateText(returnDate) ? berlinDay(returnDate) : undefined;
  // A same-day swap exchanges the cars on the return day, whichever weekday it is.
  if (offer.swapSameDay) return returnDay !== undefined && returnDay > today ? [toIsoDate(returnDay)] : [];
  const earliest = today + DELIVERY_LEAD_DAYS;
  const from = Math.max(
    earliest,
    returnDay === undefined ? earliest : returnDay - DELIVERY_WINDOW_DAYS_BEFORE,
  );
  const to = Math.max(
    returnDay === undefined ? from : returnDay + DELIVERY_WINDOW_DAYS_AFTER,
    from + NEXT_CAR_FALLBACK_DAYS,
  );
  return availableDays({ range: { from, to }, blocked, now });
};

/** Ours: at least two weeks of delivery days are offered. */
export const NEXT_CAR_FALLBACK_DAYS = 14;

/**
 * What a loyalty voucher takes off: as many cents as it cost points (4,000 points → 40 €), the
 * rate at which points are earned (1 € paid = 1 point, §9), off the first monthly rate. Ours: the
 * specification gives no value.
 */
export const voucherValue = (points: number): Cents => cents(Math.max(0, Math.floor(points)));

export type VoucherForBooking = {
  readonly code: string;
  readonly points: number;
  readonly issuedOn: string;
  readonly usedForDealId: string | null;
};

/** Why a voucher cannot be used for this booking, or null when it can. */
export const voucherProblem = (voucher: VoucherForBooking | undefined, now: Date): string | null => {
  if (!voucher) return NEXT_CAR_MESSAGES.voucherUnknown;
  if (voucher.usedForDealId) return NEXT_CAR_MESSAGES.voucherUsed;
  if (!isVoucherValid(voucher.issuedOn, now)) return NEXT_CAR_MESSAGES.voucherExpired;
  return null;
};

/** A voucher code as typed: spaces around it and the case do not matter. */
export const normalisedVoucherCode = (code: string): string => code.trim().toUpperCase();

export type NextCarPrice = {
  readonly monthlyPrice: Cents;
  readonly deliveryFee: Cents;
  readonly voucherDiscount: Cents;
  /** The first monthly rate after the voucher: never below 0. */
  readonly firstMonthlyPrice: Cents;
  readonly deductible: Cents;
};

/**
 * The price the customer confirms: the configured monthly rate (the shop's pricing), the delivery
 * fee (free for a same-day swap and for Black members), and the voucher off the first rate.
 */
export const nextCarPrice = (
  model: Pick<CatalogueModel, 'prices'>,
  configuration: Configuration,
  context: {
    readonly swapSameDay: boolean;
    readonly loyaltyLevel: LoyaltyLevelId | null;
    /** What the voucher chosen takes off (voucherValue), null without one. */
    readonly voucherValue: Cents | null;
  },
  now: Date,
): NextCarPrice | null => {
  const monthly = configuredMonthlyPrice(model, configuration);
  if (monthly.isErr()) return null;
  const discount = cents(Math.min(monthly.value, context.voucherValue ?? 0));
  return {
    monthlyPrice: monthly.value,
    deliveryFee: deliveryFee({
      method: context.swapSameDay ? 'swap_delivery' : 'custom_delivery',
      bookedAt: now.toISOString(),
      loyaltyLevel: context.loyaltyLevel,
    }),
    voucherDiscount: discount,
    firstMonthlyPrice: cents(monthly.value - discount),
    deductible: PROTECTION[configuration.protection].deductible,
  };
};

export type NextCarInput = {
  readonly modelId: string;
  readonly term: number;
  readonly kmPackage: number;
  readonly protection: string;
  readonly deliveryDate: string;
  readonly voucherCode: string | null;
};

const isProtection = (value: string): value is ProtectionPackage =>
  (PROTECTION_PACKAGES as readonly string[]).includes(value);

/**
 * The field errors of a booking, keyed by the body's field names; none when it can be booked. The
 * voucher is checked against the customer's own vouchers (`voucher`: the one with the code typed).
 */
export const nextCarErrors = (
  input: NextCarInput,
  context: {
    readonly model: CatalogueModel | undefined;
    readonly offer: NextCarOffer;
    readonly deliveryDays: readonly string[];
    readonly voucher: VoucherForBooking | undefined;
  },
  now: Date,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (input.modelId.trim() === '') fields.modelId = NEXT_CAR_MESSAGES.required;
  else if (!context.model || !isAvailable(context.model))
    fields.modelId = NEXT_CAR_MESSAGES.vehicleUnavailable;
  if (!isProtection(input.protection)) fields.protection = NEXT_CAR_MESSAGES.protection;
  if (context.model && isAvailable(context.model)) {
    const price = configuredMonthlyPrice(context.model, {
      term: input.term,
      kmPackage: input.kmPackage,
      protection: isProtection(input.protection) ? input.protection : 'base',
      tireAndWindshield: false,
    });
    if (price.isErr()) {
      if (price.error.code === 'term_unavailable') fields.term = NEXT_CAR_MESSAGES.termUnavailable;
      else fields.kmPackage = NEXT_CAR_MESSAGES.kmPackage;
    }
  }
  const date = input.deliveryDate.trim();
  if (date === '') fields.deliveryDate = NEXT_CAR_MESSAGES.required;
  else if (!context.deliveryDays.includes(date.slice(0, 10)) || !isDateText(date))
    fields.deliveryDate = context.offer.swapSameDay
      ? NEXT_CAR_MESSAGES.swapDate
      : NEXT_CAR_MESSAGES.deliveryDate;
  if (input.voucherCode !== null && input.voucherCode.trim() !== '') {
    const problem = voucherProblem(context.voucher, now);
    if (problem) fields.voucherCode = problem;
  }
  return fields;
};
