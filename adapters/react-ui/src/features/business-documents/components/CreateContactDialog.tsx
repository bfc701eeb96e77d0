import { Button, Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useState } from 'react';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  validateNewContact,
} from '../../../../../../core/fleet/contacts.ts';
import { PHONE_EXAMPLES } from '../../../../../../core/shared/validation/messages.ts';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { type ContactJson, useCreateContact } from '../api/business-documents-queries.ts';

type FormField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
type Errors = Partial<Record<FormField, MessageId>>;

/** Core's error codes of the new-contact rule, as the catalogue's texts (Sie-form). */
const MESSAGE_OF: Record<FormField, Record<string, MessageId>> = {
  firstName: {
    required: 'contacts.create.error.firstNameRequired',
    too_long: 'contacts.create.error.tooLong',
  },
  lastName: { required: 'contacts.create.error.lastNameRequired', too_long: 'contacts.create.error.tooLong' },
  email: { email_invalid: 'contacts.create.error.emailInvalid' },
  phoneNumber: {
    phone_invalid: 'contacts.create.error.phoneInvalid',
    required: 'contacts.create.error.phoneInvalid',
  },
};
const FALLBACK: Record<FormField, MessageId> = {
  firstName: 'contacts.create.error.firstNameRequired',
  lastName: 'contacts.create.error.lastNameRequired',
  email: 'contacts.create.error.emailInvalid',
  phoneNumber: 'contacts.create.error.phoneInvalid',
};

const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '', role: 'driver' as AssignableRole };

/**
 * 'Kontakt erstellen' (admins): checked with core's new-contact rule before the call; the BFF
 * invites the contact by e-mail. A known e-mail (409) is said at the e-mail field.
 */
export const CreateContactDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (contact: ContactJson) => void;
}) => {
  const text = useText();
  const create = useCreateContact();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageId | null>(null);

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    create.reset();
    onClose();
  };

  const submit = () => {
    setFailure(null);
    const checked = validateNewContact(form);
    if (checked.isErr()) {
      const found: Errors = {};
      for (const [field, error] of Object.entries(checked.error) as [FormField, { code: string }][]) {
        found[field] = MESSAGE_OF[field]?.[error.code] ?? FALLBACK[field];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { phoneNumber, ...contact } = checked.value;
    create.mutate(phoneNumber ? { ...contact, phoneNumber } : contact, {
      onSuccess: (createdContact) => {
        setForm(EMPTY);
        onCreated(createdContact);
      },
      onError: (error) => {
        const apiError = apiErrorOf(error);
        if (apiError?.kind === 'http' && apiError.status === 409) {
          setErrors({ email: 'contacts.create.error.emailTaken' });
        } else if (apiError?.kind === 'http' && apiError.status === 400) {
          setFailure('contacts.create.error.checkEntries');
        } else {
          setFailure('contacts.create.error.generic');
        }
      },
    });
  };

  const field = (
    name: FormField,
    label: MessageId,
    options: { required?: boolean; type?: 'text' | 'email' | 'tel' } = {},
  ) => (
    <Field
      label={text(label)}
      required={options.required ?? true}
      validationMessage={
        errors[name] ? text(errors[name], { first: PHONE_EXAMPLES[0], second: PHONE_EXAMPLES[1] }) : undefined
      }
    >
      <Input
        type={options.type ?? 'text'}
        value={form[name]}
        onChange={(_, data) => setForm((current) => ({ ...current, [name]: data.value }))}
      />
    </Field>
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={text('contacts.create.title')}
      actions={
        <>
          <Button onClick={close}>
            <Text id="contacts.dialog.cancel" />
          </Button>
          <Button appearance="primary" disabled={create.isPending} onClick={submit}>
            <Text id="contacts.create.submit" />
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          <Text id="contacts.create.intro" />
        </p>
        {field('firstName', 'contacts.create.firstName')}
        {field('lastName', 'contacts.create.lastName')}
        {field('email', 'contacts.create.email', { type: 'email' })}
        {field('phoneNumber', 'contacts.create.phone', { required: false, type: 'tel' })}
        <Field label={text('contacts.create.role')} required>
          <Select
            value={form.role}
            onChange={(_, data) => setForm((current) => ({ ...current, role: data.value as AssignableRole }))}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {text(`contacts.role.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        {failure ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id={failure} />
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </form>
    </Modal>
  );
};
