import { describe, expect, it } from 'vitest';
import { aDeal } from './a-deal.ts';
import { dealToChange, dealToRead, isCarWithCustomer } from './deal-for-user.ts';
import {
  fleetAdmin,
  fleetAnalyst,
  fleetDriver,
  inMemoryDeals,
  kunde,
  neu,
  ofFleet,
  ownedBy,
} from './in-memory-deals.ts';

const deals = inMemoryDeals([
  { deal: aDeal({ id: 'd-1001' }), ownership: ownedBy('u-kunde') },
  { deal: aDeal({ id: 'f-2001' }), ownership: ofFleet('ct-2002') },
  { deal: aDeal({ id: 'f-2002' }), ownership: ofFleet('ct-2100') },
]);

describe('the deal a user may read or change', () => {
  it("finds the consumer's own deal and not another customer's", async () => {
    expect((await dealToRead(deals, kunde, 'd-1001'))._unsafeUnwrap().id).toBe('d-1001');
    expect((await dealToRead(deals, neu, 'd-1001'))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
  });

  it('lets a driver change only the cars assigned to them and an admin all of the company', async () => {
    expect((await dealToChange(deals, fleetDriver, 'f-2001')).isOk()).toBe(true);
    expect((await dealToChange(deals, fleetDriver, 'f-2002'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await dealToChange(deals, fleetAdmin, 'f-2002')).isOk()).toBe(true);
  });

  it('lets an analyst read but never change, and says so before looking the deal up', async () => {
    expect((await dealToRead(deals, fleetAnalyst, 'f-2002')).isOk()).toBe(true);
    expect((await dealToChange(deals, fleetAnalyst, 'f-2002'))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
    expect((await dealToChange(deals, fleetAnalyst, 'f-9999'))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
  });

  it('counts running subscriptions as having the car, not orders or ended ones', () => {
    expect(isCarWithCustomer({ state: 'ACTIVE' })).toBe(true);
    expect(isCarWithCustomer({ state: 'RETURNING' })).toBe(true);
    for (const state of ['CREATED', 'NOT_SIGNED', 'ENDED', 'CANCELED', 'ARCHIVED'] as const)
      expect(isCarWithCustomer({ state })).toBe(false);
  });
});
