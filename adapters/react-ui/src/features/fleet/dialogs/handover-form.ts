import { DateText } from '../../../../../../contracts/codecs.ts';
import { type HandoverCalendarBasis, isHandoverDateAvailable } from '../../../../../../core/fleet/orders.ts';
import {
  type AddressFormField,
  validateAddressForm,
} from '../../../../../../core/handover/address-fields.ts';
import type { FieldError } from '../../../../../../core/shared/validation/field-error.ts';
import { validateBusinessPhone } from '../../../../../../core/shared/validation/phone.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import type { FleetHandoverBody } from '../api/order-dialog-queries.ts';

/** The coordinate-handover form as entered: the date as chosen in the calendar (ISO), '' while none. */
export type HandoverForm = Record<AddressFormField, string> & { readonly contactId: string };

/** What core's handover calendar of the order is computed from, as the order detail carries it. */
export const calendarBasisOf = (order: OrderDetailJson): HandoverCalendarBasis => ({
  preliminaryDate: order.handover?.preliminaryDate ?? null,
  coordinatedDate: order.handover?.date ?? null,
});

/**
 * The business handover messages (business spec §5) by field and core's error code: 'Vorname fehlt'
 * … 'Telefonnummer fehlt', the PLZ of 5 digits, the German phone; a date or time missing.
 */
const MISSING: Record<AddressFormField, MessageId> = {
  firstname: 'fleetDialogs.handover.validation.firstnameMissing',
  lastname: 'fleetDialogs.handover.validation.lastnameMissing',
  street: 'fleetDialogs.handover.validation.streetMissing',
  housenumber: 'fleetDialogs.handover.validation.housenumberMissing',
  zip: 'fleetDialogs.handover.validation.zipMissing',
  city: 'fleetDialogs.handover.validation.cityMissing',
  phone_number: 'fleetDialogs.handover.validation.phoneMissing',
  date: 'fleetDialogs.handover.validation.dateMissing',
  slot: 'fleetDialogs.handover.validation.timeMissing',
};

const messageOf = (field: AddressFormField, error: FieldError): MessageId => {
  switch (error.code) {
    case 'required':
      return MISSING[field];
    case 'plz_too_long':
    case 'plz_not_five_digits':
      return 'fleetDialogs.handover.validation.zipInvalid';
    case 'mainland_only':
      return 'fleetDialogs.handover.validation.mainlandOnly';
    case 'phone_invalid':
      return 'fleetDialogs.handover.validation.phoneInvalid';
    case 'date_invalid':
      return 'fleetDialogs.handover.validation.dateInvalid';
    default:
      return 'fleetDialogs.handover.validation.tooLong';
  }
};

export type HandoverFormCheck =
  | { readonly ok: true; readonly body: FleetHandoverBody }
  | { readonly ok: false; readonly errors: Partial<Record<AddressFormField, MessageId>> };

/**
 * The form checked with core's rules the BFF runs too (core/handover/address-fields.ts 'business',
 * core/fleet/orders.ts isHandoverDateAvailable: a day of the order's handover calendar), as the
 * body of coordinateHandover.
 */
export const checkHandoverForm = (
  form: HandoverForm,
  basis: HandoverCalendarBasis,
  now: Date,
): HandoverFormCheck => {
  const errors: Partial<Record<AddressFormField, MessageId>> = {};
  const found = validateAddressForm(form, 'business');
  for (const [field, error] of Object.entries(found) as [AddressFormField, FieldError][])
    errors[field] = messageOf(field, error);
  const iso = form.date.trim();
  if (!errors.date && !isHandoverDateAvailable(iso, basis, now))
    errors.date = 'fleetDialogs.handover.validation.dateUnavailable';
  if (Object.keys(errors).length > 0 || !DateText.is(iso)) return { ok: false, errors };
  return {
    ok: true,
    body: {
      handover_firstname: form.firstname.trim(),
      handover_lastname: form.lastname.trim(),
      handover_street: form.street.trim(),
      handover_housenumber: form.housenumber.trim(),
      handover_zip: form.zip.trim(),
      handover_city: form.city.trim(),
      handover_phone_number: validateBusinessPhone(form.phone_number).unwrapOr(form.phone_number.trim()),
      preferred_handover_date: iso,
      slot: form.slot,
      ...(form.contactId ? { contactId: form.contactId } : {}),
    },
  };
};
