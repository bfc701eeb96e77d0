import { Button, Field, Input, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkPasswordStrength } from '../../../../../../core/shared/validation/password.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useResetPassword } from '../api/auth-calls.ts';
import { authErrorMessage, fieldErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';
import { useFormStyles } from '../components/form-styles.ts';

/** /reset-password?token=… from the reset e-mail. */
export const ResetPasswordPage = () => {
  const styles = useFormStyles();
  const text = useText();
  const [search] = useSearchParams();
  const token = search.get('token');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmed?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const strength = checkPasswordStrength(password);
    const next = {
      ...(strength.isErr() ? { password: text(fieldErrorMessage(strength.error.code)) } : {}),
      ...(confirmed === ''
        ? { confirmed: text('validation.required') }
        : confirmed !== password
          ? { confirmed: text('validation.passwordMismatch') }
          : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) reset.mutate({ token, newPassword: password });
  };

  const serverError = apiErrorOf(reset.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.reset.title" />
      </Title2>
      {!token ? <FormError message="auth.reset.missingToken" /> : null}
      {reset.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="auth.reset.success" /> <AppLink to="/login">{text('auth.toLogin')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      ) : token ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          {serverError ? <FormError message={authErrorMessage(serverError)} /> : null}
          <Field
            label={text('auth.fields.newPassword')}
            validationMessage={errors.password}
            hint={text('auth.fields.passwordHint')}
            required
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <Field
            label={text('auth.fields.confirmedNewPassword')}
            validationMessage={errors.confirmed}
            required
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={confirmed}
              onChange={(_, data) => setConfirmed(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={reset.isPending}>
            <Text id="auth.reset.submit" />
          </Button>
        </form>
      ) : (
        <AppLink to="/forgot-password">{text('auth.login.forgotPassword')}</AppLink>
      )}
    </PageStack>
  );
};
