/**
 * Contacts, roles, company settings and contract row actions sent many times at once: a contact is
 * created once per e-mail address, the company never loses its last admin, two changes of the
 * company's details both stay, and one invitation mail goes out for a double click.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

const API = '/portal/api/bff';
const CONTACT_EMAIL_TAKEN = 'Für diese E-Mail-Adresse gibt es bereits einen Kontakt.';
const PAULA = {
  firstName: 'Paula',
  lastName: 'Pool',
  email: 'pool@nordflotte.example',
  role: 'driver',
  phoneNumber: '+4915199999999',
};
const POLICY = {
  budgetLimit: 80000,
  vehicleTypes: 'all',
  fuels: ['Elektro', 'Plug-In-Hybrid'],
  allowedBrands: ['BMW', 'Volkswagen'],
  assignedTo: 'all_drivers',
};

describe.each(DATABASES)('settings changed in parallel on %s', (database) => {
  let bff: DemoBff;
  let admin: Caller;
  afterEach(() => bff?.close());

  const start = async () => {
    bff = await demoBff({ database });
    admin = await bff.signIn('admin@nordflotte.example');
  };
  const outbox = (recipient: string) =>
    bff.db.selectFrom('outbox').select(['kind', 'subject']).where('recipient', '=', recipient).execute();

  it('creates a contact once per e-mail address, in any letter case; the others 409 with the message', async () => {
    await start();
    const answers = await inParallel(BURST, (index) =>
      admin.post(`${API}/fleet/contacts`, {
        payload: { ...PAULA, email: index % 2 === 0 ? PAULA.email : PAULA.email.toUpperCase() },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({
        error: {
          code: 'conflict',
          message: CONTACT_EMAIL_TAKEN,
          fields: { 'body.email': CONTACT_EMAIL_TAKEN },
        },
      });
    const contacts = await bff.db
      .selectFrom('fleet_contacts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', PAULA.email))
      .execute();
    expect(contacts).toHaveLength(1);
    const invitations = [...(await outbox(PAULA.email)), ...(await outbox(PAULA.email.toUpperCase()))];
    expect(invitations).toHaveLength(1);
  });

  it('gives a contact the same role many times at once, the user signing in as it too', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${API}/fleet/settings/roles/ct-2003`, { payload: { role: 'admin' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const contact = await bff.db
      .selectFrom('fleet_contacts')
      .select('role')
      .where('id', '=', 'ct-2003')
      .executeTakeFirst();
    const user = await bff.db
      .selectFrom('users')
      .select('role')
      .where('contact_id', '=', 'ct-2003')
      .executeTakeFirst();
    expect([contact?.role, user?.role]).toEqual(['admin', 'admin']);
  });

  it('never takes the last admin away when the two admins are demoted at once', async () => {
    await start();
    expect(
      (await admin.put(`${API}/fleet/settings/roles/ct-2106`, { payload: { role: 'admin' } })).statusCode,
    ).toBe(200);

    const answers = await inParallel(2, (index) =>
      admin.put(`${API}/fleet/settings/roles/${index === 0 ? 'ct-2001' : 'ct-2106'}`, {
        payload: { role: 'driver' },
      }),
    );

    expectNoServerError(answers);
    // The demotion that comes second answers 409 (the last admin), or 403 when the caller's own
    // demotion was already saved as that request began.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
    const admins = await bff.db
      .selectFrom('fleet_contacts')
      .select('id')
      .where('company_id', '=', 'co-nordflotte')
      .where('role', '=', 'admin')
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('saves the same car policy many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${API}/fleet/settings/car-policy`, { payload: POLICY }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    for (const answer of answers) expect(answer.json().data).toEqual(POLICY);
    const rows = await bff.db
      .selectFrom('car_policies')
      .select('budget_limit_cents')
      .where('company_id', '=', 'co-nordflotte')
      .execute();
    expect(rows).toEqual([{ budget_limit_cents: 80000 }]);
  });

  it('answers each of two car policies saved at once with the policy it saved', async () => {
    await start();
    const policies = [POLICY, { ...POLICY, budgetLimit: 60000, allowedBrands: 'all' }];
    const answers = await inParallel(BURST, (index) =>
      admin.put(`${API}/fleet/settings/car-policy`, { payload: policies[index % 2] }),
    );

    expectNoServerError(answers);
    for (const [index, answer] of answers.entries()) expect(answer.json().data).toEqual(policies[index % 2]);
    const saved = (await admin.get(`${API}/fleet/settings/car-policy`)).json().data;
    expect(policies).toContainEqual(saved);
  });

  it('keeps both of two changes of the company details made at once', async () => {
    await start();
    const address = { street: 'Großer Burstah', houseNumber: '3', postalCode: '20457', city: 'Hamburg' };
    const answers = await inParallel(BURST, (index) =>
      admin.patch(`${API}/companies/co-nordflotte`, {
        payload: index % 2 === 0 ? { phone: '+4940123457' } : { address },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const company = (await admin.get(`${API}/companies/co-nordflotte`)).json().data;
    expect(company.phone).toBe('+4940123457');
    expect(company.address).toEqual(address);
  });

  it('gives every click on the signing link a working link of its own', async () => {
    await start();
    const answers = await inParallel(BURST, () => admin.post(`${API}/fleet/contracts/ctr-2001/signing-link`));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: BURST });
    const urls = new Set(answers.map((answer) => answer.json().data.url));
    expect(urls.size).toBe(BURST);
    const links = await bff.db
      .selectFrom('contract_signing_links')
      .select('mailed_at')
      .where('contract_id', '=', 'ctr-2001')
      .execute();
    expect(links).toHaveLength(BURST);
  });

  it('mails the signing invitation once when it is resent many times at once', async () => {
    await start();
    const signer = (
      await bff.db
        .selectFrom('fleet_contracts')
        .select('signer_email')
        .where('id', '=', 'ctr-2001')
        .executeTakeFirstOrThrow()
    ).signer_email;
    const before = (await outbox(signer)).length;

    const answers = await inParallel(BURST, () =>
      admin.post(`${API}/fleet/contracts/ctr-2001/signing-email`),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 202: BURST });
    const mails = await outbox(signer);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toMatch(/^Bitte unterschreiben Sie Ihren Vertrag/);
  });
});
