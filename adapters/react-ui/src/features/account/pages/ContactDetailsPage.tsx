import { Button, Field, Input, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { Result } from 'neverthrow';
import { type FormEvent, useState } from 'react';
import { validateBirthDate } from '../../../../../../core/shared/validation/birth-date.ts';
import {
  type FieldError,
  isBlank,
  requiredText,
  textOfLength,
} from '../../../../../../core/shared/validation/field-error.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../../../../../../core/shared/validation/messages.ts';
import { validatePhone } from '../../../../../../core/shared/validation/phone.ts';
import {
  CONTACT_PLZ_MESSAGES,
  validatePostalCode,
} from '../../../../../../core/shared/validation/postal-code.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { DateInput } from '../../../components/DateInput.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatDate } from '../../../i18n/format.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type ProfileChange, useUpdateProfile } from '../api/account-calls.ts';
import { type ProfileJson, profileQuery } from '../api/account-queries.ts';
import { AccountFormError } from '../components/AccountFormError.tsx';
import { useAccountFormStyles } from '../components/form-styles.ts';
import { fieldMessage } from '../field-messages.ts';

const FIELDS = [
  'firstname',
  'lastname',
  'date_of_birth',
  'phone',
  'mobilephone',
  'invoice_street',
  'invoice_house_number',
  'zip',
  'city',
] as const;
type FieldName = (typeof FIELDS)[number];
type Form = Record<FieldName, string>;

const LABELS: Record<FieldName, MessageId> = {
  firstname: 'account.fields.firstname',
  lastname: 'account.fields.lastname',
  date_of_birth: 'account.fields.dateOfBirth',
  phone: 'account.fields.phone',
  mobilephone: 'account.fields.mobilephone',
  invoice_street: 'account.fields.street',
  invoice_house_number: 'account.fields.houseNumber',
  zip: 'account.fields.zip',
  city: 'account.fields.city',
};

/** Consumer spec §5 "Contact edit": first name, last name and birthday are locked once filled. */
const LOCKABLE: readonly FieldName[] = ['firstname', 'lastname', 'date_of_birth'];

const ADDRESS: readonly FieldName[] = ['invoice_street', 'invoice_house_number', 'zip', 'city'];

const formOf = (profile: ProfileJson): Form => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  date_of_birth: profile.date_of_birth ? formatDate(profile.date_of_birth) : '',
  phone: profile.phone ?? '',
  mobilephone: profile.mobilephone ?? '',
  invoice_street: profile.invoice_street ?? '',
  invoice_house_number: profile.invoice_house_number ?? '',
  zip: profile.zip ?? '',
  city: profile.city ?? '',
});

const addressText = (value: string) =>
  textOfLength(value, 100, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });

/** The checks of core/shared/validation the BFF runs too; locked fields are not sent. */
const checkForm = (
  form: Form,
  locked: ReadonlySet<FieldName>,
  now: Date,
): Partial<Record<FieldName, Result<string, FieldError>>> => ({
  ...(locked.has('firstname') ? {} : { firstname: requiredText(form.firstname) }),
  ...(locked.has('lastname') ? {} : { lastname: requiredText(form.lastname) }),
  ...(locked.has('date_of_birth') || isBlank(form.date_of_birth)
    ? {}
    : { date_of_birth: validateBirthDate(form.date_of_birth, now) }),
  phone: validatePhone(form.phone),
  ...(isBlank(form.mobilephone) ? {} : { mobilephone: validatePhone(form.mobilephone) }),
  // The invoice address is optional as a whole; once begun, every part of it is needed.
  ...(ADDRESS.every((field) => isBlank(form[field]))
    ? {}
    : {
        invoice_street: addressText(form.invoice_street),
        invoice_house_number: addressText(form.invoice_house_number),
        zip: validatePostalCode(form.zip, CONTACT_PLZ_MESSAGES),
        city: addressText(form.city),
      }),
});

const ContactForm = ({ profile }: { profile: ProfileJson }) => {
  const styles = useAccountFormStyles();
  const text = useText();
  const { clock } = useServices();
  const update = useUpdateProfile();
  const [locked] = useState(() => new Set(LOCKABLE.filter((field) => !isBlank(formOf(profile)[field]))));
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results = checkForm(form, locked, clock.now());
    const next: Partial<Record<FieldName, string>> = {};
    const change: ProfileChange = isBlank(form.mobilephone) ? { mobilephone: null } : {};
    for (const [field, result] of Object.entries(results) as [FieldName, Result<string, FieldError>][]) {
      if (result.isErr()) next[field] = text(fieldMessage(result.error));
      else Object.assign(change, { [field]: result.value });
    }
    setErrors(next);
    if (Object.keys(next).length === 0) update.mutate(change);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {update.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="account.contact.saved" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {update.isError ? <AccountFormError error={update.error} /> : null}
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={text(LABELS[field])}
          validationMessage={errors[field]}
          hint={
            locked.has(field)
              ? text('account.contact.lockedHint')
              : field === 'date_of_birth'
                ? text('account.fields.dateHint')
                : undefined
          }
          required={field === 'phone' || field === 'firstname' || field === 'lastname'}
        >
          {field === 'date_of_birth' ? (
            <DateInput
              value={form[field]}
              disabled={locked.has(field)}
              onChange={(typed) => setForm((current) => ({ ...current, [field]: typed }))}
            />
          ) : (
            <Input
              value={form[field]}
              disabled={locked.has(field)}
              inputMode={field === 'zip' ? 'numeric' : field.includes('phone') ? 'tel' : undefined}
              onChange={(_, data) => setForm((current) => ({ ...current, [field]: data.value }))}
            />
          )}
        </Field>
      ))}
      <Button type="submit" appearance="primary" disabled={update.isPending}>
        <Text id="account.action.save" />
      </Button>
    </form>
  );
};

/** /myaccount/contactdetails: contact and invoice data (consumer spec §3 "Profile", §5 "Contact edit"). */
export const ContactDetailsPage = () => {
  const profile = useQuery(profileQuery(usePortalApi()));
  const text = useText();
  return (
    <PageStack>
      <AppLink to="/myaccount">{text('account.back')}</AppLink>
      <Title2 as="h1">{text('account.contact.title')}</Title2>
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <DataError onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? <ContactForm profile={profile.data} /> : null}
    </PageStack>
  );
};
