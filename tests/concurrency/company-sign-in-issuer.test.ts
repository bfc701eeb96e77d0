/**
 * A company's own OpenID issuer saved many times at once: the company keeps one issuer, whole —
 * the issuer, client id and secret of one of the saves, never a mix — and no answer is a 5xx or
 * carries the secret.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

const PATH = '/portal/api/bff/fleet/settings/sign-in-issuer';

const issuerOf = (index: number) => ({
  issuer: `https://login.microsoftonline.com/tenant-${index}/v2.0`,
  clientId: `client-${index}`,
  clientSecret: `secret-${index}`,
});

describe.each(DATABASES)('a company’s sign-in issuer saved in parallel on %s', (database) => {
  let bff: DemoBff;
  afterEach(() => bff?.close());

  it('keeps one issuer per company, the whole of one save', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');
    const answers = await inParallel(BURST, (index) => admin.put(PATH, { payload: issuerOf(index) }));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    for (const answer of answers) expect(answer.body).not.toContain('secret-');
    const rows = await bff.db
      .selectFrom('company_sign_in_issuers')
      .select(['issuer', 'client_id', 'client_secret'])
      .where('company_id', '=', 'co-nordflotte')
      .execute();
    expect(rows).toHaveLength(1);
    const index = Number(rows[0]?.client_id.replace('client-', ''));
    expect(rows[0]).toEqual({
      issuer: issuerOf(index).issuer,
      client_id: issuerOf(index).clientId,
      client_secret: issuerOf(index).clientSecret,
    });
    const read = await admin.get(PATH);
    expect(read.json()).toEqual({
      data: { issuer: issuerOf(index).issuer, clientId: issuerOf(index).clientId, clientSecretSet: true },
    });
  });
});
