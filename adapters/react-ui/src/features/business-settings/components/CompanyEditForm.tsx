import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { type CompanySettingsJson, useUpdateCompanyDetails } from '../api/settings-queries.ts';
import { COMPANY_FIELDS, type CompanyField, type CompanyForm, checkCompanyForm } from '../company-form.ts';

const LABELS: Record<CompanyField, MessageId> = {
  phone: 'businessSettings.company.phone',
  street: 'businessSettings.company.street',
  houseNumber: 'businessSettings.company.houseNumber',
  postalCode: 'businessSettings.company.postalCode',
  city: 'businessSettings.company.city',
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '480px' },
  buttons: { display: 'flex', gap: '8px' },
});

/** The company's phone and address (the name is locked, as on the consumer side). */
export const CompanyEditForm = ({
  company,
  onDone,
}: {
  company: CompanySettingsJson;
  onDone: (saved: boolean) => void;
}) => {
  const styles = useStyles();
  const text = useText();
  const update = useUpdateCompanyDetails();
  const [form, setForm] = useState<CompanyForm>({ phone: company.phone ?? '', ...company.address });
  const [errors, setErrors] = useState<Partial<Record<CompanyField, MessageId>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCompanyForm(form);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok)
      update.mutate({ id: company.id, change: checked.change }, { onSuccess: () => onDone(true) });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={text('businessSettings.company.edit')}
    >
      {update.isError && (isHttpStatus(update.error, 403) || isHttpStatus(update.error, 400)) ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text
              id={
                isHttpStatus(update.error, 403)
                  ? 'businessSettings.company.forbidden'
                  : 'businessSettings.company.checkEntries'
              }
            />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <GenericErrorToast
        error={
          update.isError && !isHttpStatus(update.error, 403) && !isHttpStatus(update.error, 400)
            ? update.error
            : null
        }
      />
      <Field label={text('businessSettings.company.name')} hint={text('businessSettings.company.nameLocked')}>
        <Input value={company.name} disabled />
      </Field>
      {COMPANY_FIELDS.map((field) => (
        <Field
          key={field}
          label={text(LABELS[field])}
          validationMessage={errors[field] ? text(errors[field]) : undefined}
          required={field !== 'phone'}
        >
          <Input
            value={form[field]}
            inputMode={field === 'postalCode' ? 'numeric' : field === 'phone' ? 'tel' : undefined}
            onChange={(_, data) => setForm((current) => ({ ...current, [field]: data.value }))}
          />
        </Field>
      ))}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={update.isPending}>
          <Text id="businessSettings.action.save" />
        </Button>
        <Button onClick={() => onDone(false)}>
          <Text id="businessSettings.action.cancel" />
        </Button>
      </div>
    </form>
  );
};
