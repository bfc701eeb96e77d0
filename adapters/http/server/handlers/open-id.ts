import { err, ok } from 'neverthrow';
import type {
  configuredProviders,
  finishOpenIdSignIn,
  OpenIdProvider,
  OpenIdSignInError,
  startOpenIdSignIn,
} from '../../../../core/account/open-id.ts';
import type { Failure, Handler } from '../handler.ts';
import { sessionUserOf } from './auth.ts';

type OpenIdSignIn = {
  readonly providers: ReturnType<typeof configuredProviders>;
  readonly start: ReturnType<typeof startOpenIdSignIn>;
  readonly finish: ReturnType<typeof finishOpenIdSignIn>;
  readonly companyOf: (id: string) => Promise<{ readonly id: string; readonly name: string } | undefined>;
};

/** A sign-in whose issuer is out of reach may be tried again in a moment. */
const ISSUER_RETRY_AFTER_SECONDS = 30;

const failureOf = (error: OpenIdSignInError): Failure => {
  switch (error.code) {
    case 'issuer_unavailable':
      return {
        code: 'service_unavailable',
        message: 'Die Anmeldung ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
        retryAfterSeconds: ISSUER_RETRY_AFTER_SECONDS,
      };
    case 'token_invalid':
      return {
        code: 'token_invalid',
        message: 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melde dich erneut an.',
      };
    case 'email_not_verified':
      return {
        code: 'email_not_verified',
        message:
          'Dein Konto beim Anbieter hat diese E-Mail-Adresse nicht bestätigt. Bitte bestätige sie dort zuerst.',
      };
    case 'not_company_staff':
      return {
        code: 'forbidden',
        message:
          'Mit diesem Firmenkonto gibt es keinen Zugang zum Portal Ihres Unternehmens. Bitte wenden Sie sich an die Administration Ihres Fuhrparks.',
      };
    case 'not_found':
      return { code: 'not_found' };
  }
};

/** Sign-in through Google, Apple and a company's own issuer (core/account/open-id.ts). */
export const openIdHandlers = (openId: OpenIdSignIn): Record<string, Handler> => ({
  getSignInProviders: async () => ok({ body: { data: { providers: openId.providers } } }),
  startOpenIdSignIn: async ({ params, body, now }) => {
    const { binding } = body as { binding: string };
    const started = await openId.start(params.provider as OpenIdProvider, binding, now);
    if (started.isErr()) return err(failureOf(started.error));
    return ok({ body: { data: { authorization_url: started.value.authorizationUrl } } });
  },
  finishOpenIdSignIn: async ({ params, body, now, sessionId }) => {
    const answer = body as { code: string; state: string; iss?: string; binding: string };
    const finished = await openId.finish(params.provider as OpenIdProvider, answer, now, sessionId);
    if (finished.isErr()) return err(failureOf(finished.error));
    const { user, session } = finished.value;
    const company = user.companyId ? await openId.companyOf(user.companyId) : null;
    return ok({
      body: { data: sessionUserOf(user, company) },
      startSession: { id: finished.value.sessionId, expiresAt: session.expiresAt },
    });
  },
});
