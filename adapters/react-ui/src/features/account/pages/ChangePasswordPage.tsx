import { Button, Field, Input, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type PasswordChangeField,
  type PasswordChangeForm,
  validatePasswordChange,
} from '../../../../../../core/shared/validation/password.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { useChangePassword } from '../api/account-calls.ts';
import { type ProfileJson, profileQuery } from '../api/account-queries.ts';
import { AccountFormError } from '../components/AccountFormError.tsx';
import { useAccountFormStyles } from '../components/form-styles.ts';
import { fieldMessage } from '../field-messages.ts';
import { canChangePassword } from '../password-rules.ts';

type Errors = Partial<Record<PasswordChangeField, MessageId>>;
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmedNewPassword: '' };

/** The BFF's refusals of a change (consumer spec §5 "Password change") as field messages. */
const serverErrors = (error: unknown): Errors | undefined => {
  const apiError = apiErrorOf(error);
  if (apiError?.kind !== 'http') return undefined;
  switch (apiError.code) {
    case 'wrong_password':
      return { currentPassword: 'account.password.wrongCurrent' };
    case 'same_as_current_password':
      return { newPassword: 'account.validation.passwordSameAsCurrent' };
    case 'weak_password':
      return { newPassword: 'validation.passwordWeak' };
    default:
      return apiError.fields?.['body.confirmedNewPassword']
        ? { confirmedNewPassword: 'validation.passwordMismatch' }
        : undefined;
  }
};

/** The BFF knows a Google or Apple sign-in the profile did not show yet (consumer spec §5). */
const notEditable = (error: unknown): { message?: MessageId } => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' && apiError.code === 'password_not_editable'
    ? { message: 'account.password.notEditable' }
    : {};
};

const PasswordForm = () => {
  const styles = useAccountFormStyles();
  const text = useText();
  const change = useChangePassword();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswordChange(form);
    const next: Errors = {};
    for (const [field, error] of Object.entries(checked) as [
      PasswordChangeField,
      { code: string; message: string },
    ][])
      next[field] = fieldMessage(error);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(form, {
      onSuccess: () => setForm(EMPTY),
      onError: (error) => setErrors(serverErrors(error) ?? {}),
    });
  };

  const field = (name: PasswordChangeField, label: MessageId, autoComplete: string, hint?: MessageId) => (
    <Field
      label={text(label)}
      validationMessage={errors[name] ? text(errors[name]) : undefined}
      {...(hint ? { hint: text(hint) } : {})}
      required
    >
      <Input
        type="password"
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(_, data) => setForm((current) => ({ ...current, [name]: data.value }))}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {change.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="account.password.changed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {change.isError && !serverErrors(change.error) ? (
        <AccountFormError error={change.error} {...notEditable(change.error)} />
      ) : null}
      {field('currentPassword', 'account.password.current', 'current-password')}
      {field('newPassword', 'auth.fields.newPassword', 'new-password', 'auth.fields.passwordHint')}
      {field('confirmedNewPassword', 'auth.fields.confirmedNewPassword', 'new-password')}
      <Button type="submit" appearance="primary" disabled={change.isPending}>
        <Text id="account.password.submit" />
      </Button>
    </form>
  );
};

const NotEditable = ({ profile }: { profile: ProfileJson }) => (
  <MessageBar intent="info">
    <MessageBarBody>
      {profile.login_provider === 'company' ? (
        <Text id="account.account.companyLogin" />
      ) : (
        <Text
          id="account.account.socialLogin"
          values={{ provider: profile.login_provider === 'apple' ? 'Apple' : 'Google' }}
        />
      )}
    </MessageBarBody>
  </MessageBar>
);

/** /myaccount/changepassword (consumer spec §5): not offered to Google or Apple sign-ins. */
export const ChangePasswordPage = () => {
  const profile = useQuery(profileQuery(usePortalApi()));
  const text = useText();
  return (
    <PageStack>
      <AppLink to="/myaccount">{text('account.back')}</AppLink>
      <Title2 as="h1">{text('account.password.title')}</Title2>
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <DataError onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        canChangePassword(profile.data) ? (
          <PasswordForm />
        ) : (
          <NotEditable profile={profile.data} />
        )
      ) : null}
    </PageStack>
  );
};
