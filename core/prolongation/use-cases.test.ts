import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { fleetAnalyst, inMemoryDeals, kunde, ownedBy } from '../deals/in-memory-deals.ts';
import { NOW } from '../deals/test-clock.ts';
import { cents } from '../shared/money.ts';
import type { Prolongation, ProlongationStore } from './ports.ts';
import { prolong, prolongationOffers } from './use-cases.ts';

const setUp = () => {
  const deals = inMemoryDeals([
    {
      deal: aDeal({
        id: 'd-1001',
        state: 'ACTIVE',
        term: 12,
        return_date: '2026-12-20',
        amount: 54_900,
        car_id: 'car-77',
        mileage_package: 1500,
      }),
      ownership: ownedBy('u-kunde'),
    },
    { deal: aDeal({ id: 'd-1004', state: 'ENDED', end_date: '2026-05-01' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1011', state: 'ACTIVE', term: 12 }), ownership: ownedBy('u-kunde') },
  ]);
  const prolongations: Prolongation[] = [];
  const isProlonged = async (dealId: string) => prolongations.some((p) => p.dealId === dealId);
  const prolongation: ProlongationStore = {
    offersFor: async () => [
      { term: 12, monthly_net: cents(41_933) },
      { term: 6, monthly_net: cents(44_454) },
    ],
    isProlonged,
    inTransaction: (work) =>
      work({
        ...deals,
        isProlonged,
        recordProlongation: async (p) => {
          prolongations.push(p);
        },
      }),
  };
  return { deps: { deals, prolongation }, deals, prolongations };
};

describe('prolongation offers', () => {
  it('offers the terms of the deal of this car, and none once prolonged', async () => {
    const { deps } = setUp();
    const offers = (
      await prolongationOffers(deps)(kunde, { dealId: 'd-1001', carId: 'car-77' }, NOW)
    )._unsafeUnwrap();
    expect(offers).toMatchObject({
      verdict: 'possible',
      current_subscription_end_date: '2026-12-20',
      kilometer_package: 1500,
    });
    expect(offers.prolongation_options.map((o) => o.term)).toEqual([12, 6]);
    await prolong(deps)(kunde, 'd-1001', { term: 6, termsAccepted: true }, NOW);
    const after = (
      await prolongationOffers(deps)(kunde, { dealId: 'd-1001', carId: 'car-77' }, NOW)
    )._unsafeUnwrap();
    expect(after).toMatchObject({ verdict: 'already_prolonged', prolongation_options: [] });
  });

  it("does not find another car's offers", async () => {
    const { deps } = setUp();
    expect(
      (await prolongationOffers(deps)(kunde, { dealId: 'd-1001', carId: 'car-78' }, NOW))._unsafeUnwrapErr(),
    ).toEqual({ code: 'not_found' });
  });
});

describe('prolonging', () => {
  it('prolongs by an offered term once the terms are accepted, and only once', async () => {
    const { deps, deals, prolongations } = setUp();
    const deal = (
      await prolong(deps)(kunde, 'd-1001', { term: 12, termsAccepted: true }, NOW)
    )._unsafeUnwrap();
    expect(deal).toMatchObject({ term: 24, return_date: '2027-12-20', amount: 49_900 });
    expect(deals.get('d-1001')).toMatchObject({ return_date: '2027-12-20' });
    expect(prolongations).toEqual([
      expect.objectContaining({ previousReturnDate: '2026-12-20', newReturnDate: '2027-12-20' }),
    ]);
    expect(
      (await prolong(deps)(kunde, 'd-1001', { term: 6, termsAccepted: true }, NOW))._unsafeUnwrapErr(),
    ).toEqual({
      code: 'not_eligible',
      message: 'Dein Abo wurde bereits verlängert.',
    });
  });

  it('refuses a term not offered, unaccepted terms, ended deals and analysts, changing nothing', async () => {
    const { deps, deals, prolongations } = setUp();
    expect(
      (await prolong(deps)(kunde, 'd-1001', { term: 9, termsAccepted: true }, NOW))._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'invalid', field: 'term' });
    expect(
      (await prolong(deps)(kunde, 'd-1001', { term: 12, termsAccepted: false }, NOW))._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'invalid', field: 'termsAccepted' });
    expect(
      (await prolong(deps)(kunde, 'd-1004', { term: 12, termsAccepted: true }, NOW))._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    expect(
      (await prolong(deps)(fleetAnalyst, 'd-1001', { term: 12, termsAccepted: true }, NOW))._unsafeUnwrapErr()
        .code,
    ).toBe('forbidden');
    expect(deals.get('d-1001')?.return_date).toBe('2026-12-20');
    expect(prolongations).toEqual([]);
  });

  it('fails with the prolongation-failed message when the deal has no return date to move', async () => {
    const { deps } = setUp();
    expect(
      (await prolong(deps)(kunde, 'd-1011', { term: 12, termsAccepted: true }, NOW))._unsafeUnwrapErr(),
    ).toEqual({
      code: 'failed',
      message: 'Verlängerung fehlgeschlagen',
    });
  });
});
