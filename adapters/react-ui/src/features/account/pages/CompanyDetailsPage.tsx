import { Button, Field, Input, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { Result } from 'neverthrow';
import { type FormEvent, useState } from 'react';
import {
  type FieldError,
  isBlank,
  textOfLength,
} from '../../../../../../core/shared/validation/field-error.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../../../../../../core/shared/validation/messages.ts';
import { validateBusinessPhone } from '../../../../../../core/shared/validation/phone.ts';
import { validatePostalCode } from '../../../../../../core/shared/validation/postal-code.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { useUpdateCompany } from '../api/account-calls.ts';
import { type CompanyJson, companiesQuery } from '../api/account-queries.ts';
import { AccountFormError } from '../components/AccountFormError.tsx';
import { useAccountFormStyles } from '../components/form-styles.ts';
import { fieldMessage } from '../field-messages.ts';

const FIELDS = ['phone', 'street', 'houseNumber', 'postalCode', 'city'] as const;
type FieldName = (typeof FIELDS)[number];
type Form = Record<FieldName, string>;

const LABELS: Record<FieldName, MessageId> = {
  phone: 'account.company.phone',
  street: 'account.fields.street',
  houseNumber: 'account.fields.houseNumber',
  postalCode: 'account.fields.zip',
  city: 'account.fields.city',
};

const text100 = (value: string) =>
  textOfLength(value, 100, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });

/** The checks the BFF runs on a company change (core/account/companies.ts): the same validators. */
const checkForm = (form: Form): Record<FieldName, Result<string, FieldError> | undefined> => ({
  phone: isBlank(form.phone) ? undefined : validateBusinessPhone(form.phone),
  street: text100(form.street),
  houseNumber: text100(form.houseNumber),
  postalCode: validatePostalCode(form.postalCode),
  city: text100(form.city),
});

const CompanyForm = ({ company }: { company: CompanyJson }) => {
  const styles = useAccountFormStyles();
  const text = useText();
  const update = useUpdateCompany();
  const [form, setForm] = useState<Form>({ phone: company.phone ?? '', ...company.address });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results = checkForm(form);
    const next: Partial<Record<FieldName, string>> = {};
    for (const field of FIELDS) {
      const result = results[field];
      if (result?.isErr()) next[field] = text(fieldMessage(result.error, 'address'));
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const value = (field: FieldName) => results[field]?.unwrapOr('') ?? '';
    update.mutate({
      id: company.id,
      change: {
        ...(results.phone ? { phone: value('phone') } : {}),
        address: {
          street: value('street'),
          houseNumber: value('houseNumber'),
          postalCode: value('postalCode'),
          city: value('city'),
        },
      },
    });
  };

  const refused = apiErrorOf(update.error);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {update.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="account.company.saved" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {update.isError ? (
        <AccountFormError
          error={update.error}
          {...(refused?.kind === 'http' && refused.status === 403
            ? { message: 'account.company.forbidden' as const }
            : {})}
        />
      ) : null}
      {/* Consumer spec §5 "Company edit": the name is locked. */}
      <Field label={text('account.company.name')} hint={text('account.company.nameLocked')}>
        <Input value={company.name} disabled />
      </Field>
      {FIELDS.map((field) => (
        <Field
          key={field}
          label={text(LABELS[field])}
          validationMessage={errors[field]}
          required={field !== 'phone'}
        >
          <Input
            value={form[field]}
            inputMode={field === 'postalCode' ? 'numeric' : field === 'phone' ? 'tel' : undefined}
            onChange={(_, data) => setForm((current) => ({ ...current, [field]: data.value }))}
          />
        </Field>
      ))}
      <Button type="submit" appearance="primary" disabled={update.isPending}>
        <Text id="account.action.save" />
      </Button>
    </form>
  );
};

/** /myaccount/companydetails: the company's phone and address; the name is locked. */
export const CompanyDetailsPage = () => {
  const companies = useQuery(companiesQuery(usePortalApi()));
  const text = useText();
  const company = companies.data?.[0];
  return (
    <PageStack>
      <AppLink to="/myaccount">{text('account.back')}</AppLink>
      <Title2 as="h1">{text('account.company.title')}</Title2>
      {companies.isPending ? <LoadingState /> : null}
      {companies.isError ? <DataError onRetry={() => void companies.refetch()} /> : null}
      {companies.data && !company ? (
        <p>
          <Text id="account.company.empty" />
        </p>
      ) : null}
      {company ? <CompanyForm company={company} /> : null}
    </PageStack>
  );
};
