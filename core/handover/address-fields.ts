import { type FormErrors, formErrors, requiredText, textOfLength } from '../shared/validation/field-error.ts';
import {
  CITY_MISSING,
  DELIVERY_DATE_MISSING,
  FIRSTNAME_MISSING,
  HOUSENUMBER_MISSING,
  LASTNAME_MISSING,
  REQUIRED,
  STREET_MISSING,
  TEXT_TOO_LONG_100,
  TEXT_TOO_LONG_100_BUSINESS,
  TIME_MISSING_BUSINESS,
} from '../shared/validation/messages.ts';
import { validateBusinessPhone, validatePhone } from '../shared/validation/phone.ts';
import {
  ADDRESS_PLZ_MESSAGES,
  BUSINESS_PLZ_MESSAGES,
  validateDeliveryZip,
} from '../shared/validation/postal-code.ts';

/** Address texts are 1-100 characters (consumer-portal.md sections 5 and 9); we hold names to the same. */
export const ADDRESS_TEXT_MAX_LENGTH = 100;

/**
 * The address step of the handover and return (pickup) wizards, without the handover_ / return_
 * prefixes of the payloads (HandoverPayload, ReturnChangeRequest): the adapters map them.
 * `date` is the preferred date, `slot` the chosen time slot's value.
 */
export type AddressFormFields = {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: string;
  readonly housenumber: string;
  readonly zip: string;
  readonly city: string;
  readonly phone_number: string;
  readonly date: string;
  readonly slot: string;
};
export type AddressFormField = keyof AddressFormFields;

/** consumer: du-form and "Dies ist ein Pflichtfeld."; business: the handover messages "… fehlt". */
export type AddressFormVariant = 'consumer' | 'business';

type Texts = { readonly required: string; readonly tooLong: string };

const consumerText: Texts = { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 };
const businessText = (required: string): Texts => ({ required, tooLong: TEXT_TOO_LONG_100_BUSINESS });

const text = (value: string, texts: Texts) => textOfLength(value, ADDRESS_TEXT_MAX_LENGTH, texts);

/**
 * The delivery or pickup address form: names, street, house number and city of 1-100 characters;
 * a five-digit zip on the mainland (not on the island list); a valid phone of at most 30
 * characters (a German one in the business portal); a preferred date and a time slot.
 */
export const validateAddressForm = (
  fields: AddressFormFields,
  variant: AddressFormVariant = 'consumer',
): FormErrors<AddressFormField> => {
  const business = variant === 'business';
  const texts = (missing: string): Texts => (business ? businessText(missing) : consumerText);
  return formErrors<AddressFormField>({
    firstname: text(fields.firstname, texts(FIRSTNAME_MISSING)),
    lastname: text(fields.lastname, texts(LASTNAME_MISSING)),
    street: text(fields.street, texts(STREET_MISSING)),
    housenumber: text(fields.housenumber, texts(HOUSENUMBER_MISSING)),
    city: text(fields.city, texts(CITY_MISSING)),
    zip: validateDeliveryZip(fields.zip, business ? BUSINESS_PLZ_MESSAGES : ADDRESS_PLZ_MESSAGES),
    phone_number: business ? validateBusinessPhone(fields.phone_number) : validatePhone(fields.phone_number),
    date: requiredText(fields.date, business ? DELIVERY_DATE_MISSING : REQUIRED),
    slot: requiredText(fields.slot, business ? TIME_MISSING_BUSINESS : REQUIRED),
  });
};
