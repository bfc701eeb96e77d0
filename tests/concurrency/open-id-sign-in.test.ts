/**
 * Sign-in with an OpenID issuer sent at once: the issuer's answer opens one session however many
 * times it arrives together (the flow is spent by one conditional update), and two sign-ins of the
 * same new person at once make one user (the address and the identity are unique in the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectUriOf } from '../../adapters/openid/open-id-settings.ts';
import { demoBff } from '../support/demo-bff.ts';
import { startTestIssuer, type TestIssuer } from '../support/openid-provider.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

const START = '/portal/api/bff/auth/oidc/google/start';
const CALLBACK = '/portal/api/bff/auth/oidc/google/callback';
const BINDING = 'binding-of-this-browser-0123456789abcdefghij';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer([redirectUriOf('http://localhost:3000', 'google')]);
});
afterAll(() => issuer?.close());

describe.each(DATABASES)('on %s', (database) => {
  it('opens one session for an answer that arrives many times at once', async () => {
    const bff = await demoBff({
      database,
      // The provider signs its tokens at the real time; the BFF's clock runs at it too.
      now: new Date(),
      openId: {
        issuers: [
          {
            provider: 'google',
            issuer: issuer.issuer,
            clientId: issuer.clientId,
            clientSecret: issuer.clientSecret,
          },
        ],
        allowHttp: true,
      },
    });
    try {
      const starts = await inParallel(BURST, () =>
        bff.anonymous.post(START, { payload: { binding: BINDING } }),
      );
      expectNoServerError(starts);
      expect(successes(starts)).toBe(BURST);
      expect(await bff.db.selectFrom('sign_in_flows').select('state_hash').execute()).toHaveLength(BURST);

      const account = { sub: 'sub-burst', email: 'burst@mail.example', email_verified: true };
      const url = (index: number) => starts[index]?.json().data.authorization_url as string;
      const answer = { ...(await issuer.signInAt(url(0), account)), binding: BINDING };
      const callbacks = await inParallel(BURST, () => bff.anonymous.post(CALLBACK, { payload: answer }));
      expectNoServerError(callbacks);
      expect(statusCounts(callbacks)).toEqual({ 200: 1, 400: BURST - 1 });

      // Two sign-ins of another new person at once, each with its own flow and code.
      const twin = { sub: 'sub-twin', email: 'twin@mail.example', email_verified: true };
      const twins = [
        { ...(await issuer.signInAt(url(1), twin)), binding: BINDING },
        { ...(await issuer.signInAt(url(2), twin)), binding: BINDING },
      ];
      const both = await Promise.all(twins.map((payload) => bff.anonymous.post(CALLBACK, { payload })));
      expectNoServerError(both);
      expect(successes(both)).toBe(2);

      const users = await bff.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', ['burst@mail.example', 'twin@mail.example'])
        .execute();
      expect(users.map((user) => user.email).sort()).toEqual(['burst@mail.example', 'twin@mail.example']);
      const burstUser = users.find((user) => user.email === 'burst@mail.example');
      const sessions = await bff.db
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', burstUser?.id ?? '')
        .execute();
      expect(sessions).toHaveLength(1);
      const identities = await bff.db.selectFrom('user_identities').select('subject').execute();
      expect(identities.map((row) => row.subject).sort()).toEqual(['sub-burst', 'sub-twin']);
    } finally {
      await bff.close();
    }
  }, 180_000);
});
