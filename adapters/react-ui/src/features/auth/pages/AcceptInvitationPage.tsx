import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title2,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { checkPasswordStrength } from '../../../../../../core/shared/validation/password.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useAcceptInvitation } from '../api/invitation-calls.ts';
import { fieldErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';
import { useFormStyles } from '../components/form-styles.ts';

/** What the page says for a refused acceptance; an unusable link replaces the form. */
const failureOf = (error: unknown): MessageId | 'link_invalid' | undefined => {
  const apiError = apiErrorOf(error);
  if (!apiError) return error ? 'invitation.generalError' : undefined;
  if (apiError.kind !== 'http') return 'invitation.generalError';
  switch (apiError.code) {
    case 'token_invalid':
      return 'link_invalid';
    case 'conflict':
      return 'invitation.accountExists';
    case 'weak_password':
      return 'validation.passwordWeak';
    case 'rate_limited':
      return 'invitation.rateLimited';
    default:
      return 'invitation.generalError';
  }
};

/**
 * /invitation?token=… from the invitation mail of a business contact: the invited person sets a
 * password and is then signed in to the business portal (docs/ui.md "Invited contacts").
 */
export const AcceptInvitationPage = () => {
  const styles = useFormStyles();
  const text = useText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const accept = useAcceptInvitation();
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
    if (Object.keys(next).length === 0)
      accept.mutate({ token, password }, { onSuccess: () => navigate('/', { replace: true }) });
  };

  const failure = failureOf(accept.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="invitation.title" />
      </Title2>
      {!token ? (
        <FormError message="invitation.missingToken" />
      ) : failure === 'link_invalid' ? (
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Text id="invitation.invalid.title" />
            </MessageBarTitle>
            <Text id="invitation.invalid.text" />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Body1>
            <Text id="invitation.intro" />
          </Body1>
          {failure ? <FormError message={failure} /> : null}
          <Field
            label={text('invitation.password')}
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
          <Field label={text('invitation.confirmed')} validationMessage={errors.confirmed} required>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirmed}
              onChange={(_, data) => setConfirmed(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={accept.isPending || accept.isSuccess}>
            <Text id="invitation.submit" />
          </Button>
        </form>
      )}
      {!token || failure === 'link_invalid' || failure === 'invitation.accountExists' ? (
        <Body1>
          <Text id="invitation.toLogin" /> <AppLink to="/login">{text('auth.toLogin')}</AppLink>
        </Body1>
      ) : null}
    </PageStack>
  );
};
