import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  useIsSSR,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { validateEmail } from '../../../../../../core/shared/validation/email.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { useLogin, useResendVerificationEmail } from '../api/auth-calls.ts';
import { authErrorMessage, fieldErrorMessage, lockOutMessage } from '../auth-errors.ts';
import { FormError } from './FormError.tsx';
import { useFormStyles } from './form-styles.ts';

type FieldErrors = { email?: string; password?: string };

/** E-mail and password; used by the login page and the login dialog. */
export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) => {
  const styles = useFormStyles();
  const text = useText();
  const login = useLogin();
  const hydrating = useIsSSR();
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
  const locked = serverError ? lockOutMessage(serverError) : undefined;
  return (
    // Rendered on the server, the form takes input and signs in once the portal has taken the page
    // over: until then its fields are read-only (what was typed would not reach React's state) and
    // its button is disabled, so that neither a click nor Enter sends it as a plain form — and if it
    // were, as a POST, never with the password in the address (docs/ui/server-render.md "The first page rendered
    // on the server").
    <form className={styles.form} onSubmit={submit} method="post" noValidate>
      {locked ? (
        <FormError message={locked.id} {...(locked.values ? { values: locked.values } : {})}>
          <div>
            <Text id="auth.login.lockedForgotPassword" />{' '}
            <AppLink to="/forgot-password">
              <Text id="auth.login.lockedResetLink" />
            </AppLink>
          </div>
        </FormError>
      ) : serverError ? (
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
        <Input
          type="email"
          autoComplete="email"
          value={email}
          readOnly={hydrating}
          onChange={(_, data) => setEmail(data.value)}
        />
      </Field>
      <Field label={text('auth.fields.password')} validationMessage={errors.password} required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          readOnly={hydrating}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      {/* While the sign-in runs (the password check takes a moment), the button says so. */}
      <Button
        type="submit"
        appearance="primary"
        disabled={login.isPending || hydrating}
        aria-busy={login.isPending}
        icon={
          login.isPending ? <Spinner size="tiny" aria-label={text('auth.login.submitting')} /> : undefined
        }
      >
        <Text id={login.isPending ? 'auth.login.submitting' : 'auth.login.submit'} />
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
