import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { unwrap } from '../../../lib/query.ts';
import { SESSION_KEY, type SessionUser } from '../../../lib/session.ts';
import { signInProvidersQuery } from './sign-in-providers-query.ts';

/** Sign-in calls go out with the consumer actor: nobody is signed in yet to say otherwise. */
const useAuthApi = () => useServices().api.consumer;

export const useLogin = () => {
  const apis = useServices().api;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      unwrap(apis.consumer.login({ body: credentials })),
    onSuccess: ({ data }) => {
      // A new user: nothing cached for the previous one may show — neither in the query cache nor
      // in the typed clients, which keep the deals list and details for 5 minutes (consumer spec §7).
      apis.consumer.invalidate();
      apis.business.invalidate();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, data);
    },
  });
};

export const useRegister = () => {
  const api = useAuthApi();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (form: { email: string; password: string; firstname: string; lastname: string }) =>
      unwrap(api.register({ body: { ...form, locale } })),
  });
};

export const useRequestPasswordReset = () => {
  const api = useAuthApi();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (email: string) => unwrap(api.requestPasswordReset({ body: { email, locale } })),
  });
};

export const useResetPassword = () => {
  const api = useAuthApi();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => unwrap(api.resetPassword({ body: input })),
  });
};

export const useVerifyEmail = () => {
  const api = useAuthApi();
  return useMutation({ mutationFn: (token: string) => unwrap(api.verifyEmail({ body: { token } })) });
};

export const useResendVerificationEmail = () => {
  const api = useAuthApi();
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (email: string) => unwrap(api.resendVerificationEmail({ body: { email, locale } })),
  });
};

/** Google, Apple, or a company's own issuer (`company:<id>`, the company's sign-in link). */
export type OpenIdProvider = 'google' | 'apple' | `company:${string}`;

/** The issuers whose sign-in buttons show (none without their settings). */
export const useSignInProviders = () => useQuery(signInProvidersQuery(useAuthApi()));

export const useStartOpenIdSignIn = () => {
  const api = useAuthApi();
  return useMutation({
    mutationFn: (input: { provider: OpenIdProvider; binding: string }) =>
      unwrap(
        api.startOpenIdSignIn({ params: { provider: input.provider }, body: { binding: input.binding } }),
      ),
  });
};

export const useFinishOpenIdSignIn = () => {
  const apis = useServices().api;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      provider: OpenIdProvider;
      answer: { code: string; state: string; binding: string; iss?: string };
    }) =>
      unwrap(apis.consumer.finishOpenIdSignIn({ params: { provider: input.provider }, body: input.answer })),
    onSuccess: ({ data }) => {
      // As after a password sign-in: nothing cached for a previous user may show.
      apis.consumer.invalidate();
      apis.business.invalidate();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, data);
    },
  });
};
