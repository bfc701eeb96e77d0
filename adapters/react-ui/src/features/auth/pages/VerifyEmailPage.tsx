import { MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useVerifyEmail } from '../api/auth-calls.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';

/** /verify-email?token=… from the verification e-mail: confirms the address once on opening. */
export const VerifyEmailPage = () => {
  const [search] = useSearchParams();
  const token = search.get('token');
  const verify = useVerifyEmail();
  const text = useText();
  const sent = useRef(false);
  useEffect(() => {
    // A single-use token: send it once, also under StrictMode's double effects.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const serverError = apiErrorOf(verify.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.verify.title" />
      </Title2>
      {!token ? <FormError message="auth.errors.tokenInvalid" /> : null}
      {token && (verify.isPending || verify.isIdle) ? <LoadingState /> : null}
      {serverError ? <FormError message={authErrorMessage(serverError)} /> : null}
      {verify.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="auth.verify.success" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {verify.isSuccess || serverError || !token ? (
        <AppLink to="/login">{text('auth.toLogin')}</AppLink>
      ) : null}
    </PageStack>
  );
};
