import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { fleetAdmin, inMemoryDeals, kunde, neu, ofFleet, ownedBy } from '../deals/in-memory-deals.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import type { PowerOfAttorney, PowerOfAttorneyStore } from './ports.ts';
import { grantPowerOfAttorney, powerOfAttorneyOf, revokePowerOfAttorney } from './use-cases.ts';

const inMemoryPowers = () => {
  const powers = new Map<string, PowerOfAttorney>();
  const store: PowerOfAttorneyStore = {
    currentOf: async (dealId) => powers.get(dealId),
    grant: async (dealId, _by, power) => {
      powers.set(dealId, power);
    },
    revoke: async (dealId) => powers.delete(dealId),
  };
  return { store, powers };
};
const deals = () =>
  inMemoryDeals([
    {
      deal: aDeal({ id: 'd-1001', state: 'ACTIVE', return_date: inDays(28) }),
      ownership: ownedBy('u-kunde'),
    },
    { deal: aDeal({ id: 'd-1004', state: 'ENDED', end_date: inDays(-200) }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'f-2001', state: 'ACTIVE' }), ownership: ofFleet('ct-2001') },
  ]);
const form = {
  first_name: 'Lea',
  last_name: 'Nachbar',
  date_of_birth: '1990-03-14',
  phone: '0151 23456789',
  valid_from: inDays(1),
  valid_until: inDays(20),
};

describe('the power of attorney of a deal', () => {
  it('grants, shows and revokes the authorisation of the customer’s own deal', async () => {
    const { store } = inMemoryPowers();
    const deps = { deals: deals(), powers: store };
    expect((await powerOfAttorneyOf(deps)(kunde, 'd-1001', NOW))._unsafeUnwrap()).toEqual({
      power_of_attorney: null,
      can_grant: true,
      latest_valid_until: inDays(28),
    });
    const granted = (await grantPowerOfAttorney(deps)(kunde, 'd-1001', form, NOW))._unsafeUnwrap();
    expect(granted).toMatchObject({ phone: '+4915123456789', email: null, granted_at: NOW.toISOString() });
    expect((await powerOfAttorneyOf(deps)(kunde, 'd-1001', NOW))._unsafeUnwrap().power_of_attorney).toEqual(
      granted,
    );
    expect((await revokePowerOfAttorney(deps)(kunde, 'd-1001')).isOk()).toBe(true);
    expect(
      (await powerOfAttorneyOf(deps)(kunde, 'd-1001', NOW))._unsafeUnwrap().power_of_attorney,
    ).toBeNull();
  });

  it('refuses invalid input with the field messages and stores nothing', async () => {
    const { store, powers } = inMemoryPowers();
    const refused = await grantPowerOfAttorney({ deals: deals(), powers: store })(
      kunde,
      'd-1001',
      { ...form, phone: '', date_of_birth: '01.01.2015' },
      NOW,
    );
    expect(refused._unsafeUnwrapErr()).toEqual({
      code: 'invalid',
      fields: {
        phone: 'Dies ist ein Pflichtfeld.',
        date_of_birth: 'Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.',
      },
    });
    expect(powers.size).toBe(0);
  });

  it('refuses a deal with no handover or return ahead, another customer’s deal and business users', async () => {
    const { store, powers } = inMemoryPowers();
    const deps = { deals: deals(), powers: store };
    expect((await grantPowerOfAttorney(deps)(kunde, 'd-1004', form, NOW))._unsafeUnwrapErr()).toMatchObject({
      code: 'not_eligible',
    });
    expect((await grantPowerOfAttorney(deps)(neu, 'd-1001', form, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await powerOfAttorneyOf(deps)(neu, 'd-1001', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await revokePowerOfAttorney(deps)(neu, 'd-1001'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await grantPowerOfAttorney(deps)(fleetAdmin, 'f-2001', form, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
    expect(powers.size).toBe(0);
    expect((await powerOfAttorneyOf(deps)(kunde, 'd-1004', NOW))._unsafeUnwrap()).toEqual({
      power_of_attorney: null,
      can_grant: false,
      latest_valid_until: null,
    });
  });
});
