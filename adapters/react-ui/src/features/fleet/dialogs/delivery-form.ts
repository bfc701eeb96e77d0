import { isBlank } from '../../../../../../core/shared/validation/field-error.ts';
import {
  BUSINESS_PLZ_MESSAGES,
  validateDeliveryZip,
} from '../../../../../../core/shared/validation/postal-code.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { DeliveryChoice } from '../api/order-dialog-queries.ts';

export type DeliveryOptionId = DeliveryChoice['option'];
export type AddressChoice = '' | 'company' | 'other';
export type DeliveryAddressField = 'street' | 'houseNumber' | 'postalCode' | 'city';
export type DeliveryForm = {
  readonly option: DeliveryOptionId | '';
  readonly addressChoice: AddressChoice;
  readonly address: Record<DeliveryAddressField, string>;
};

export type DeliveryFormCheck =
  | { readonly ok: true; readonly body: DeliveryChoice }
  | {
      readonly ok: false;
      readonly option?: MessageId;
      readonly addressChoice?: MessageId;
      readonly address: Partial<Record<DeliveryAddressField, MessageId>>;
    };

/**
 * The delivery choice (business spec §5 address texts): an option; for a custom delivery an
 * address ('Bitte wählen Sie eine Adresse aus'), another one complete ('Bitte vervollständigen Sie
 * die Angaben') with a mainland PLZ of 5 digits, as the BFF checks it.
 */
export const checkDeliveryForm = (form: DeliveryForm): DeliveryFormCheck => {
  if (form.option === '') return { ok: false, option: 'fleetDialogs.delivery.required', address: {} };
  if (form.option === 'swap_delivery') return { ok: true, body: { option: 'swap_delivery' } };
  if (form.addressChoice === '')
    return { ok: false, addressChoice: 'fleetDialogs.delivery.addressRequired', address: {} };
  if (form.addressChoice === 'company') return { ok: true, body: { option: 'custom_delivery' } };
  const address: Partial<Record<DeliveryAddressField, MessageId>> = {};
  for (const field of ['street', 'houseNumber', 'city'] as const)
    if (isBlank(form.address[field])) address[field] = 'fleetDialogs.delivery.addressIncomplete';
  const zip = validateDeliveryZip(form.address.postalCode, BUSINESS_PLZ_MESSAGES);
  if (zip.isErr())
    address.postalCode =
      zip.error.code === 'required'
        ? 'fleetDialogs.delivery.addressIncomplete'
        : zip.error.code === 'mainland_only'
          ? 'fleetDialogs.handover.validation.mainlandOnly'
          : 'fleetDialogs.handover.validation.zipInvalid';
  if (Object.keys(address).length > 0) return { ok: false, address };
  return {
    ok: true,
    body: {
      option: 'custom_delivery',
      address: {
        street: form.address.street.trim(),
        houseNumber: form.address.houseNumber.trim(),
        postalCode: form.address.postalCode.trim(),
        city: form.address.city.trim(),
      },
    },
  };
};
