import { describe, expect, it } from 'vitest';
import type { Company, CompanyRepository } from '../company/ports.ts';
import { companiesOf, companyOf, updateCompanyDetails } from './companies.ts';
import { aUser } from './in-memory-accounts.ts';

const nordflotte: Company = {
  id: 'co-nord',
  name: 'Nordflotte GmbH',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
  phone: null,
  invoicingInfo: { email: null, ccEmail: null, costCenter: null, paymentMethod: null },
  contactPerson: null,
};
const repository = (): CompanyRepository & { saved: Company[] } => {
  const saved: Company[] = [];
  return {
    saved,
    find: async (id) =>
      id === 'co-nord' ? nordflotte : id === 'co-sued' ? { ...nordflotte, id } : undefined,
    lock: async (id) =>
      id === 'co-nord' ? nordflotte : id === 'co-sued' ? { ...nordflotte, id } : undefined,
    save: async (c) => void saved.push(c),
  };
};
const member = (role: 'admin' | 'driver' | 'analyst') =>
  aUser({ kind: 'business', companyId: 'co-nord', role });

describe('companies', () => {
  it('show a business user their own company only; a consumer none', async () => {
    expect((await companiesOf(repository(), member('driver'))).map((c) => c.id)).toEqual(['co-nord']);
    expect(await companyOf(repository(), member('admin'), 'co-sued')).toBeUndefined();
    expect(await companiesOf(repository(), aUser())).toEqual([]);
  });

  it('let the admin change phone and address, the name stays', async () => {
    const companies = repository();
    const address = { street: 'Kehrwieder', houseNumber: '2', postalCode: '20457', city: 'Hamburg' };
    const updated = (
      await updateCompanyDetails(companies)(member('admin'), 'co-nord', { phone: '040 123456', address })
    )._unsafeUnwrap();
    expect(updated).toMatchObject({ name: 'Nordflotte GmbH', phone: '+4940123456', address });
  });

  it('refuse other roles (403), other companies (404) and a wrong zip, saving nothing', async () => {
    const companies = repository();
    const update = updateCompanyDetails(companies);
    expect(
      (await update(member('analyst'), 'co-nord', { phone: '040 123456' }))._unsafeUnwrapErr().code,
    ).toBe('forbidden');
    expect((await update(member('driver'), 'co-nord', {}))._unsafeUnwrapErr().code).toBe('forbidden');
    expect((await update(member('analyst'), 'co-sued', {}))._unsafeUnwrapErr().code).toBe('not_found');
    const refused = await update(member('admin'), 'co-nord', {
      address: { street: '', houseNumber: '2', postalCode: '2045', city: 'Hamburg' },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      fields: {
        'address.street': { message: 'Straße fehlt' },
        'address.postalCode': { message: 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.' },
      },
    });
    expect(companies.saved).toEqual([]);
  });
});
