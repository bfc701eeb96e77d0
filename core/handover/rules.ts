import type { LoyaltyLevelId } from '../loyalty/rules.ts';
import { berlinDay, berlinDayOfInstant, isWithinDays, toIsoDate } from '../shared/calendar-days.ts';
import type { DateSlot } from '../shared/calendar-picker.ts';
import { type Cents, cents } from '../shared/money.ts';

/** Handover (delivery) rules: consumer spec §2, §3, §5, §9; business spec §5, §9. */

// ── The handover change fee ────────────────────────────────────────────────────────────────

/** The handover payload of consumer spec §3, as the form holds it. */
export type HandoverPayload = {
  readonly handover_firstname?: string | null;
  readonly handover_lastname?: string | null;
  readonly handover_housenumber?: string | null;
  readonly handover_street?: string | null;
  readonly handover_city?: string | null;
  readonly handover_zip?: string | null;
  readonly handover_phone_number?: string | null;
  readonly handover_address_extra?: string | null;
  readonly preferred_handover_date?: string | null;
  readonly handover_email?: string | null;
};

/** The eight fields the change fee depends on; address extra and e-mail are not among them. */
export const HANDOVER_FEE_FIELDS = [
  'handover_firstname',
  'handover_lastname',
  'handover_housenumber',
  'handover_street',
  'handover_city',
  'handover_zip',
  'handover_phone_number',
  'preferred_handover_date',
] as const satisfies readonly (keyof HandoverPayload)[];

const isFilled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** The change fee is calculated only when all eight fields are filled (whitespace counts as empty). */
export const shouldRequestHandoverChangeFee = (payload: HandoverPayload): boolean =>
  HANDOVER_FEE_FIELDS.every((field) => isFilled(payload[field]));

export const CHANGE_FEE_TYPES = ['short_notice'] as const;
export type ChangeFeeType = (typeof CHANGE_FEE_TYPES)[number];

/** The answer of handover-change-fee, in cents; `type` is short_notice for a change at short notice. */
export type HandoverChangeFee = {
  readonly amount: Cents;
  readonly type?: ChangeFeeType | null;
};

export const isShortNoticeChangeFee = (fee: HandoverChangeFee | null | undefined): boolean =>
  fee?.type === 'short_notice';

// ── Delivery fees ──────────────────────────────────────────────────────────────────────────

/** The delivery fee before 15 Nov 2025 (consumer spec §9: "saves 249 euro", "149 instead of 249"). */
export const STANDARD_DELIVERY_FEE: Cents = cents(24_900);
/** Business spec §9: 209.24 EUR for custom delivery, for bookings from 15 Nov 2025. */
export const CUSTOM_DELIVERY_FEE: Cents = cents(20_924);
export const CUSTOM_DELIVERY_FEE_FROM = '2025-11-15';
export const SELF_PICKUP_FEE: Cents = cents(14_900);
/** The saving the self-pickup offer advertises: 249 − 149 EUR (consumer spec §9). */
export const SELF_PICKUP_SAVING: Cents = cents(STANDARD_DELIVERY_FEE - SELF_PICKUP_FEE);

export type DeliveryMethod = 'custom_delivery' | 'swap_delivery' | 'self_pickup';

/**
 * What the customer pays for getting the car:
 * - swap delivery is free;
 * - Black members pay nothing (the delivery fee is waived; self-pickup, the cheaper alternative to
 *   delivery, is then free too, as it would otherwise cost more than delivery);
 * - custom delivery costs 209.24 EUR for bookings from 15 Nov 2025 (the booking's Berlin date), and
 *   the standard 249 EUR for earlier bookings;
 * - self-pickup costs 149 EUR.
 */
export const deliveryFee = (input: {
  readonly method: DeliveryMethod;
  /** When the subscription was booked: a date or an instant. */
  readonly bookedAt: string;
  readonly loyaltyLevel?: LoyaltyLevelId | null;
}): Cents => {
  if (input.method === 'swap_delivery' || input.loyaltyLevel === 'black') return cents(0);
  if (input.method === 'self_pickup') return SELF_PICKUP_FEE;
  return berlinDay(input.bookedAt) >= berlinDay(CUSTOM_DELIVERY_FEE_FROM)
    ? CUSTOM_DELIVERY_FEE
    : STANDARD_DELIVERY_FEE;
};

// ── Self-pickup ────────────────────────────────────────────────────────────────────────────

/** Consumer spec §9: the self-pickup offer is shown 6 days before delivery. */
export const SELF_PICKUP_OFFER_DAYS = 6;

/**
 * Shown while 0 ≤ D(delivery) ≤ 6 in Berlin days, the same window as the self-pickup banner
 * ("within N days", shared/calendar-days.ts).
 */
export const isSelfPickupOfferShown = (plannedDeliveryDate: string | null | undefined, now: Date): boolean =>
  isWithinDays(plannedDeliveryDate, now, SELF_PICKUP_OFFER_DAYS);

export const STATION_OPENING_HOURS = { opens: '08:00', closes: '19:00' } as const;

/** Hourly pickup slots: values 8 to 18, the last one ending at the station's closing time 19:00. */
export const PICKUP_SLOTS: readonly DateSlot<number>[] = Array.from({ length: 11 }, (_, i) => ({
  value: 8 + i,
  formatted_time: `${String(8 + i).padStart(2, '0')}:00`,
}));

/** The self-pickup flow (consumer spec §2 "Self-pickup flow: intro, then slot"). */
export const SELF_PICKUP_STEPS = ['intro', 'slot'] as const;
export type SelfPickupStep = (typeof SELF_PICKUP_STEPS)[number];

export const isPickupSlot = (value: number | null | undefined): boolean =>
  PICKUP_SLOTS.some((slot) => slot.value === value);

// ── Dates ──────────────────────────────────────────────────────────────────────────────────

export const HANDOVER_DEFAULT_TIME = '11:00';

/** A handover date with the default time 11:00, as Berlin wall time ('2026-03-02T11:00:00'). */
export const withDefaultHandoverTime = (date: string): string =>
  `${toIsoDate(berlinDay(date))}T${HANDOVER_DEFAULT_TIME}:00`;

export const DELIVERY_WINDOW_DAYS_BEFORE = 28;
export const DELIVERY_WINDOW_DAYS_AFTER = 7;

/** Inclusive ISO dates (Berlin). */
export type DateWindow = { readonly from: string; readonly to: string };

/**
 * The dates around `date` for which delivery availability is asked: from 4 weeks (28 days) before
 * it, but at the earliest tomorrow, to 1 week (7 days) after it, both inclusive. For a date more
 * than 6 days in the past `from` lies after `to`: the window is empty (see isInDateWindow).
 */
export const deliveryDateWindow = (date: string, now: Date): DateWindow => {
  const day = berlinDay(date);
  const tomorrow = berlinDayOfInstant(now) + 1;
  return {
    from: toIsoDate(Math.max(day - DELIVERY_WINDOW_DAYS_BEFORE, tomorrow)),
    to: toIsoDate(day + DELIVERY_WINDOW_DAYS_AFTER),
  };
};

export const isInDateWindow = (date: string, window: DateWindow): boolean => {
  const day = berlinDay(date);
  return day >= berlinDay(window.from) && day <= berlinDay(window.to);
};

// ── The handover wizard ────────────────────────────────────────────────────────────────────

export const HANDOVER_WIZARD_STEPS = ['intro', 'address', 'appointment', 'contact', 'overview'] as const;
export type HandoverWizardStep = (typeof HANDOVER_WIZARD_STEPS)[number];

export type HandoverWizardContext = {
  readonly isBusiness: boolean;
  /** The change fee when known; null or undefined while not calculated. */
  readonly changeFee: Cents | null | undefined;
  readonly isSameDaySwap: boolean;
};

/**
 * The intro (which announces the change fee) is hidden for business customers, when the change fee
 * is 0 and for a same-day swap. An unknown fee does not hide it: only a fee known to be 0 does.
 */
export const showsHandoverIntro = (ctx: HandoverWizardContext): boolean =>
  !ctx.isBusiness && ctx.changeFee !== 0 && !ctx.isSameDaySwap;

export const handoverWizardSteps = (ctx: HandoverWizardContext): HandoverWizardStep[] =>
  HANDOVER_WIZARD_STEPS.filter((step) => step !== 'intro' || showsHandoverIntro(ctx));

/**
 * Continue is disabled with zero availabilities on the steps that depend on them: the address step
 * (availabilities follow the postcode, so entering another address can bring some) and the
 * appointment step. Intro, contact and overview are never blocked by it.
 */
export const isHandoverContinueDisabled = (
  step: HandoverWizardStep,
  availabilities: readonly string[] | null | undefined,
): boolean => (step === 'address' || step === 'appointment') && (availabilities?.length ?? 0) === 0;
