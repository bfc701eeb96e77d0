import { err, ok, type Result } from 'neverthrow';

/**
 * A company's own OpenID issuer (Microsoft Entra ID, Okta, Keycloak and the like) for its staff's
 * sign-in to the business portal, set by the company's admin. The client secret is written, never
 * read back: the API answers only whether one is set.
 */
export type CompanySignInIssuer = {
  /** The issuer's URL, whose /.well-known/openid-configuration names its endpoints and keys. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
};

export type SignInIssuerProblem = { readonly field: keyof CompanySignInIssuer; readonly message: string };

/** Entra ID's client ids are GUIDs, its secrets about 40 characters; these leave room for others. */
export const MAX_CLIENT_ID_LENGTH = 200;
export const MAX_CLIENT_SECRET_LENGTH = 2_000;
export const MAX_ISSUER_LENGTH = 500;

/** Where an issuer on http:// may be: this machine only (a local test issuer). */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** An https:// address with nothing OpenID Connect Discovery could not append its path to. */
const isIssuerUrl = (text: string, allowLoopbackHttp: boolean): boolean => {
  try {
    const url = new URL(text);
    const secure =
      url.protocol === 'https:' ||
      (allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
    return secure && url.search === '' && url.hash === '' && url.username === '';
  } catch {
    return false;
  }
};

/**
 * An issuer as an admin sends it: an https:// address without query or fragment (OpenID Connect
 * Discovery §4 appends the well-known path to it), a client id and a secret, none of them blank;
 * http:// only to this machine and only where the BFF allows local issuers (tests).
 * Whether the issuer answers is found at the first sign-in, not here: a save waits on nobody.
 */
export const validateSignInIssuer = (
  input: CompanySignInIssuer,
  { allowLoopbackHttp = false }: { readonly allowLoopbackHttp?: boolean } = {},
): Result<CompanySignInIssuer, SignInIssuerProblem[]> => {
  const problems: SignInIssuerProblem[] = [];
  const issuer = input.issuer.trim().replace(/\/+$/, '');
  if (!isIssuerUrl(issuer, allowLoopbackHttp))
    problems.push({ field: 'issuer', message: 'Bitte geben Sie die https://-Adresse des Anbieters an.' });
  else if (issuer.length > MAX_ISSUER_LENGTH)
    problems.push({ field: 'issuer', message: `Höchstens ${MAX_ISSUER_LENGTH} Zeichen.` });
  const clientId = input.clientId.trim();
  if (clientId === '') problems.push({ field: 'clientId', message: 'Bitte geben Sie die Client-ID an.' });
  else if (clientId.length > MAX_CLIENT_ID_LENGTH)
    problems.push({ field: 'clientId', message: `Höchstens ${MAX_CLIENT_ID_LENGTH} Zeichen.` });
  if (input.clientSecret.trim() === '')
    problems.push({ field: 'clientSecret', message: 'Bitte geben Sie das Client-Secret an.' });
  else if (input.clientSecret.length > MAX_CLIENT_SECRET_LENGTH)
    problems.push({ field: 'clientSecret', message: `Höchstens ${MAX_CLIENT_SECRET_LENGTH} Zeichen.` });
  return problems.length ? err(problems) : ok({ issuer, clientId, clientSecret: input.clientSecret });
};

/** Each company's issuer, one at most. */
export type CompanySignInIssuerRepository = {
  readonly find: (companyId: string) => Promise<CompanySignInIssuer | undefined>;
  /** Sets or replaces the company's issuer in one statement and answers what this call stored. */
  readonly save: (companyId: string, issuer: CompanySignInIssuer, now: Date) => Promise<CompanySignInIssuer>;
};

/** What the admin reads back: everything but the secret, of which only that it is set. */
export type CompanySignInIssuerView = {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecretSet: true;
};

export const viewOf = (issuer: CompanySignInIssuer): CompanySignInIssuerView => ({
  issuer: issuer.issuer,
  clientId: issuer.clientId,
  clientSecretSet: true,
});
