import { Field, Input } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useText } from '../../../i18n/text.tsx';
import type { FieldMessage, WizardValues } from './address-form.ts';

export type TextFieldName = Exclude<keyof WizardValues, 'date' | 'slot'>;

const LABELS: Record<TextFieldName, MessageId> = {
  firstname: 'returnHandover.field.firstname',
  lastname: 'returnHandover.field.lastname',
  street: 'returnHandover.field.street',
  housenumber: 'returnHandover.field.housenumber',
  zip: 'returnHandover.field.zip',
  city: 'returnHandover.field.city',
  address_extra: 'returnHandover.field.addressExtra',
  phone_number: 'returnHandover.field.phone',
  email: 'returnHandover.field.email',
};

const OPTIONAL = new Set<TextFieldName>(['address_extra', 'email']);

const TYPES: Partial<Record<TextFieldName, 'tel' | 'email'>> = { phone_number: 'tel', email: 'email' };

/** Text fields of the address and contact steps, each with its message under it. */
export const AddressFields = ({
  fields,
  values,
  errors,
  onChange,
  disabled = false,
  labels = {},
}: {
  fields: readonly TextFieldName[];
  values: WizardValues;
  errors: Partial<Record<string, FieldMessage>>;
  onChange: (field: TextFieldName, value: string) => void;
  /** While "same as contact address" is on, the address is the contact's and cannot be typed. */
  disabled?: boolean;
  /** The content's labels and the zip's hint, where it gives them (wizard-content.ts). */
  labels?: Partial<Record<TextFieldName | 'zipHint', string>>;
}) => {
  const text = useText();
  return (
    <>
      {fields.map((field) => {
        const error = errors[field];
        return (
          <Field
            key={field}
            label={labels[field] ?? text(LABELS[field])}
            required={!OPTIONAL.has(field)}
            validationMessage={error ? text(error.id, error.values) : undefined}
            validationState={error ? 'error' : 'none'}
            hint={field === 'zip' ? (labels.zipHint ?? text('returnHandover.field.zipHint')) : undefined}
          >
            <Input
              name={field}
              type={TYPES[field] ?? 'text'}
              inputMode={field === 'zip' ? 'numeric' : undefined}
              value={values[field]}
              disabled={disabled}
              onChange={(_, data) => onChange(field, data.value)}
            />
          </Field>
        );
      })}
    </>
  );
};
