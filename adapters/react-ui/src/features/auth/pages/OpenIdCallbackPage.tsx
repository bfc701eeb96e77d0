import { Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { type OpenIdProvider, useFinishOpenIdSignIn } from '../api/auth-calls.ts';
import { companyLoginPath, companyOfProvider } from '../company-sign-in.ts';
import { FormError } from '../components/FormError.tsx';
import { openIdErrorMessage } from '../open-id-errors.ts';
import { takeFlow } from '../open-id-flow.ts';
import { safeReturnTo } from '../return-to.ts';

const PROVIDERS: readonly string[] = ['google', 'apple'];

/**
 * The page Google, Apple or a company's own issuer send the browser back to: it hands the issuer's answer and this tab's
 * binding to the BFF once, and goes on to where the sign-in started.
 */
export const OpenIdCallbackPage = () => {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const text = useText();
  const finish = useFinishOpenIdSignIn();
  const sent = useRef(false);
  const code = search.get('code');
  const state = search.get('state');
  const iss = search.get('iss');
  // The issuer's own refusal (the person cancelled) comes as `error` without a code.
  const companyId = companyOfProvider(provider);
  const answered =
    (PROVIDERS.includes(provider) || companyId !== undefined) && code !== null && state !== null;

  useEffect(() => {
    if (sent.current || !answered || code === null || state === null) return;
    sent.current = true;
    const flow = takeFlow();
    finish.mutate(
      {
        provider: provider as OpenIdProvider,
        answer: { code, state, binding: flow?.binding ?? '', ...(iss ? { iss } : {}) },
      },
      { onSuccess: () => navigate(safeReturnTo(flow?.returnTo ?? null) ?? '/', { replace: true }) },
    );
  }, [answered, code, state, iss, provider, finish, navigate]);

  const failed = !answered || finish.isError;
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.login.title" />
      </Title2>
      {failed ? (
        <>
          <FormError
            message={answered ? openIdErrorMessage(apiErrorOf(finish.error)) : 'auth.openId.expired'}
          />
          <AppLink to={companyId ? companyLoginPath(companyId) : '/login'}>
            <Text id="auth.openId.backToLogin" />
          </AppLink>
        </>
      ) : (
        <Spinner label={text('auth.openId.signingIn')} />
      )}
    </PageStack>
  );
};
