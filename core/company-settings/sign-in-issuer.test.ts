import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_SECRET_LENGTH, validateSignInIssuer } from './sign-in-issuer.ts';

const ENTRA = {
  issuer: 'https://login.microsoftonline.com/4a1c-tenant/v2.0/',
  clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
  clientSecret: 'Qx8~secret',
};

const fieldsOf = (input: typeof ENTRA) =>
  validateSignInIssuer(input).match(
    () => [],
    (problems) => problems.map((problem) => problem.field),
  );

describe('a company’s own sign-in issuer', () => {
  it('takes an https:// issuer, without the slash at its end', () => {
    expect(validateSignInIssuer(ENTRA)._unsafeUnwrap()).toEqual({
      ...ENTRA,
      issuer: 'https://login.microsoftonline.com/4a1c-tenant/v2.0',
    });
  });

  it('refuses an issuer that is not https://, or carries a query, a fragment or credentials', () => {
    for (const issuer of [
      'http://login.example',
      'login.example',
      'https://login.example/?tenant=1',
      'https://login.example/#x',
      'https://user:pw@login.example',
      '',
    ])
      expect(fieldsOf({ ...ENTRA, issuer })).toEqual(['issuer']);
  });

  it('refuses a blank client id or secret, and a secret longer than any issuer gives', () => {
    expect(fieldsOf({ ...ENTRA, clientId: '  ', clientSecret: '' })).toEqual(['clientId', 'clientSecret']);
    expect(fieldsOf({ ...ENTRA, clientSecret: 'x'.repeat(MAX_CLIENT_SECRET_LENGTH + 1) })).toEqual([
      'clientSecret',
    ]);
  });

  it('takes an http:// issuer on this machine only where local issuers are allowed (tests)', () => {
    const local = { ...ENTRA, issuer: 'http://127.0.0.1:4000' };
    expect(fieldsOf(local)).toEqual(['issuer']);
    expect(validateSignInIssuer(local, { allowLoopbackHttp: true }).isOk()).toBe(true);
    const remote = { ...ENTRA, issuer: 'http://login.example' };
    expect(validateSignInIssuer(remote, { allowLoopbackHttp: true }).isErr()).toBe(true);
  });
});
