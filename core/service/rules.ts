import { isFollowUpKind } from '../deals/deal-dates.ts';
import type { Deal } from '../deals/types.ts';
import { ADDRESS_TEXT_MAX_LENGTH } from '../handover/address-fields.ts';
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import { type FormErrors, fieldError, formErrors, textOfLength } from '../shared/validation/field-error.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../shared/validation/messages.ts';
import { validatePostalCode } from '../shared/validation/postal-code.ts';
import { SERVICE_NOT_CHOSEN } from './messages.ts';

/** Services of the schedule-service wizard (consumer spec §2, §3): main inspection (HU/AU), inspection, oil change. */
export const SERVICE_TYPES = ['huau', 'inspection', 'oilChange'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export type ServiceAddress = {
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly postalCode?: string | null;
  readonly city?: string | null;
};
export type ServiceRequestField = 'requested_services' | keyof ServiceAddress;

const hasAddress = (address: ServiceAddress): boolean =>
  [address.street, address.houseNumber, address.postalCode, address.city].some(
    (value) => (value ?? '').trim() !== '',
  );

/**
 * A service request (consumer spec §5): at least one of the three services. The address where the
 * car is is optional (the consumer form posts none); once any part is given, all of it is required:
 * street, house number and city of 1-100 characters and a five-digit postal code.
 */
export const validateServiceRequest = (request: {
  readonly requested_services: readonly string[];
  readonly address: ServiceAddress;
}): FormErrors<ServiceRequestField> => {
  const errors: FormErrors<ServiceRequestField> =
    request.requested_services.length === 0
      ? { requested_services: fieldError('service_required', SERVICE_NOT_CHOSEN) }
      : {};
  if (!hasAddress(request.address)) return errors;
  const text = (value: string | null | undefined) =>
    textOfLength(value, ADDRESS_TEXT_MAX_LENGTH, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });
  return {
    ...errors,
    ...formErrors<ServiceRequestField>({
      street: text(request.address.street),
      houseNumber: text(request.address.houseNumber),
      city: text(request.address.city),
      postalCode: validatePostalCode(request.address.postalCode ?? ''),
    }),
  };
};

/**
 * The alternative-car offer is fetched from the cancellation and handover-options flows, so only for
 * CREATED or ACTIVE deals, and never for same-day swap or prolongation deals (consumer spec §7).
 */
export const canOfferAlternativeCar = (
  deal: Pick<Deal, 'state' | 'subscribed_to' | 'subscribed_as'>,
): boolean => (deal.state === 'CREATED' || deal.state === 'ACTIVE') && !isFollowUpKind(deal);

/** Consumer spec §9: an alternative car gets 50 EUR off its first rate if booked by a date. */
export const ALTERNATIVE_CAR_DISCOUNT: Cents = cents(5_000);
/**
 * The date is ours: the offer is made when the customer opens it (the magic link is created on that
 * click), and holds for a booking within 14 days, the last day included.
 */
export const ALTERNATIVE_CAR_BOOKING_DAYS = 14;

/** The alternative-car discount as offered today: its amount and the last day (YYYY-MM-DD) to book. */
export const alternativeCarDiscountOf = (now: Date): { readonly amount: Cents; readonly bookBy: string } => ({
  amount: ALTERNATIVE_CAR_DISCOUNT,
  bookBy: toIsoDate(berlinDayOfInstant(now) + ALTERNATIVE_CAR_BOOKING_DAYS),
});

/**
 * The same service request of a deal (same services, comment and address) within this time is the
 * request sent again (a double click, a retry): it answers as the first did and books nothing more.
 * Our design, like the car-inventory workflow's five minutes (consumer spec §7).
 */
export const SERVICE_REQUEST_REPEAT_WINDOW_MS = 10 * 60_000;

/** The car-inventory workflow runs once per car and user within this time (consumer spec §7). */
export const INVENTORY_REPEAT_WINDOW_MS = 5 * 60_000;

/** The portal's own schedule-service page: the fallback when a car has no service partner link (§2). */
export const scheduleServiceFallbackPath = (dealId: string): string =>
  `/portal/de-DE/mycars/${encodeURIComponent(dealId)}/schedule-service`;
