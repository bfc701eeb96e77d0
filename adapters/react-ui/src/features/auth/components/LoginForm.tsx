import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { validateEmail } from '../../../../../../core/shared/validation/email.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { useLogin, useResendVerificationEmail } from '../api/auth-calls.ts';
import { authErrorMessage, fieldErrorMessage } from '../auth-errors.ts';
import { FormError } from './FormError.tsx';
import { useFormStyles } from './form-styles.ts';

type FieldErrors = { email?: string; password?: string };

/** E-mail and password; used by the login page and the login dialog. */
export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) => {
  const styles = useFormStyles();
  const text = useText();
  const login = useLogin();
  const resend = useResendVerificationEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    const next: FieldErrors = {};
    if (checked.isErr()) next.email = text(fieldErrorMessage(checked.error.code));
    if (password === '') next.password = text('validation.required');
    setErrors(next);
    if (next.email || next.password || checked.isErr()) return;
    login.mutate({ email: checked.value, password }, { onSuccess: ({ data }) => onSignedIn(data) });
  };

  const serverError = apiErrorOf(login.error);
  const notVerified = serverError?.kind === 'http' && serverError.code === 'email_not_verified';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {serverError ? (
        <FormError message={authErrorMessage(serverError)}>
          {notVerified && !resend.isSuccess ? (
            <div>
              <Button appearance="transparent" onClick={() => resend.mutate(email.trim())}>
                <Text id="auth.login.resendVerification" />
              </Button>
            </div>
          ) : null}
        </FormError>
      ) : null}
      {resend.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="auth.login.verificationSent" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={text('auth.fields.email')} validationMessage={errors.email} required>
        <Input type="email" autoComplete="email" value={email} onChange={(_, data) => setEmail(data.value)} />
      </Field>
      <Field label={text('auth.fields.password')} validationMessage={errors.password} required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={login.isPending}>
        <Text id="auth.login.submit" />
      </Button>
      <div className={styles.links}>
        <AppLink to="/forgot-password">
          <Text id="auth.login.forgotPassword" />
        </AppLink>
        <span>
          <Text id="auth.login.noAccount" /> <AppLink to="/register">{text('auth.login.register')}</AppLink>
        </span>
      </div>
    </form>
  );
};
