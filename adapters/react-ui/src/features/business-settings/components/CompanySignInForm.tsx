import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import {
  type CompanySignInIssuer,
  MAX_CLIENT_ID_LENGTH,
  MAX_CLIENT_SECRET_LENGTH,
  MAX_ISSUER_LENGTH,
  validateSignInIssuer,
} from '../../../../../../core/company-settings/sign-in-issuer.ts';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { type CompanySignInIssuerJson, useUpdateCompanySignInIssuer } from '../api/settings-queries.ts';

type SignInField = keyof CompanySignInIssuer;

const FIELDS: Readonly<
  Record<SignInField, { readonly label: MessageId; readonly invalid: MessageId; readonly max: number }>
> = {
  issuer: {
    label: 'businessSettings.signIn.issuer',
    invalid: 'businessSettings.signIn.invalid.issuer',
    max: MAX_ISSUER_LENGTH,
  },
  clientId: {
    label: 'businessSettings.signIn.clientId',
    invalid: 'businessSettings.signIn.invalid.clientId',
    max: MAX_CLIENT_ID_LENGTH,
  },
  clientSecret: {
    label: 'businessSettings.signIn.clientSecret',
    invalid: 'businessSettings.signIn.invalid.clientSecret',
    max: MAX_CLIENT_SECRET_LENGTH,
  },
};
const FIELD_ORDER: readonly SignInField[] = ['issuer', 'clientId', 'clientSecret'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '480px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

/**
 * The admin sets or replaces the company's own OpenID issuer: the same rule as the BFF's (core),
 * checked before sending; the secret is asked for with every change, since it is never shown again.
 */
export const CompanySignInForm = ({
  saved,
  onDone,
}: {
  saved: CompanySignInIssuerJson | null;
  onDone: (saved: boolean) => void;
}) => {
  const styles = useStyles();
  const text = useText();
  const update = useUpdateCompanySignInIssuer();
  const [form, setForm] = useState<CompanySignInIssuer>({
    issuer: saved?.issuer ?? '',
    clientId: saved?.clientId ?? '',
    clientSecret: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    validateSignInIssuer(form).match(
      (issuer) => {
        setErrors({});
        update.mutate(issuer, { onSuccess: () => onDone(true) });
      },
      (problems) =>
        setErrors(
          Object.fromEntries(
            problems.map(({ field }) => {
              const { invalid, max } = FIELDS[field];
              const tooLong = form[field].trim().length > max;
              return [field, tooLong ? text('businessSettings.signIn.tooLong', { max }) : text(invalid)];
            }),
          ),
        ),
    );
  };

  const refused = update.isError && isHttpStatus(update.error, 400);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={text('businessSettings.signIn.edit')}
    >
      {refused ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="businessSettings.company.checkEntries" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <GenericErrorToast error={update.isError && !refused ? update.error : null} />
      {FIELD_ORDER.map((field) => (
        <Field
          key={field}
          label={text(FIELDS[field].label)}
          required
          validationMessage={errors[field]}
          hint={field === 'clientSecret' ? text('businessSettings.signIn.secretHint') : undefined}
        >
          <Input
            value={form[field]}
            type={field === 'clientSecret' ? 'password' : field === 'issuer' ? 'url' : 'text'}
            autoComplete="off"
            placeholder={field === 'issuer' ? 'https://login.microsoftonline.com/…/v2.0' : undefined}
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
