import { Checkbox } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { contactAddressQuery } from './queries.ts';

/** The address part of the customer's contact data, as the wizards' fields name it. */
export type ContactAddress = {
  readonly street: string;
  readonly housenumber: string;
  readonly zip: string;
  readonly city: string;
};

/** The consumer's contact address, when the profile has one (none for business customers). */
export const useContactAddress = (business: boolean): ContactAddress | undefined => {
  const contact = useQuery({ ...contactAddressQuery(usePortalApi()), enabled: !business });
  const profile = contact.data;
  return profile?.invoice_street && profile.zip && profile.city
    ? {
        street: profile.invoice_street,
        housenumber: profile.invoice_house_number ?? '',
        zip: profile.zip,
        city: profile.city,
      }
    : undefined;
};

/**
 * "Same as contact address" (consumer spec §5 "Return/handover address"): ticked, the wizard takes
 * the contact address into its fields and disables them (the wizard does both, as it owns them).
 */
export const SameAsContactAddress = ({
  address,
  checked,
  onChange,
}: {
  address: ContactAddress;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const text = useText();
  return (
    <Checkbox
      checked={checked}
      onChange={(_, data) => onChange(data.checked === true)}
      label={text('returnHandover.return.sameAsContact', {
        address: `${address.street} ${address.housenumber}, ${address.zip} ${address.city}`,
      })}
    />
  );
};
