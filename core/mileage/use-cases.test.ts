import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { fleetAnalyst, inMemoryDeals, kunde, ownedBy } from '../deals/in-memory-deals.ts';
import { NOW } from '../deals/test-clock.ts';
import { cents } from '../shared/money.ts';
import type { ExtraMileageBooking, MileagePackageChange, MileageStore } from './ports.ts';
import type { MileageReading } from './rules.ts';
import { bookExtraMileage, changeMileagePackage, mileageOverview, reportMileage } from './use-cases.ts';

const setUp = () => {
  const deals = inMemoryDeals([
    {
      deal: aDeal({
        id: 'd-1001',
        state: 'ACTIVE',
        mileage_package: 1500,
        amount: 54900,
        term: 12,
        months_till_end: 1,
        additional_mileage_fee: 19,
      } as never),
      ownership: ownedBy('u-kunde'),
    },
    {
      deal: aDeal({ id: 'd-1002', state: 'CREATED', mileage_package: 1000, amount: 47900 }),
      ownership: ownedBy('u-kunde'),
    },
    { deal: aDeal({ id: 'd-1004', state: 'ENDED', mileage_package: 1000 }), ownership: ownedBy('u-kunde') },
  ]);
  const readings: (MileageReading & { dealId: string })[] = [
    { dealId: 'd-1001', mileage: 12, day: '2025-12-29' },
    { dealId: 'd-1001', mileage: 14_250, day: '2026-11-19' },
  ];
  const changes: MileagePackageChange[] = [];
  const extras: ExtraMileageBooking[] = [];
  const mileage: MileageStore = {
    packagePrices: async () => [
      { mileage_package: 1000, monthly_fee: cents(2900) },
      { mileage_package: 1500, monthly_fee: cents(5900) },
      { mileage_package: 2000, monthly_fee: cents(11800) },
    ],
    readingsOf: async (dealId) => readings.filter((reading) => reading.dealId === dealId),
    inTransaction: (work) =>
      work({
        ...deals,
        lastReading: async (dealId) =>
          readings.filter((reading) => reading.dealId === dealId).at(-1)?.mileage,
        addReading: async (reading) => {
          readings.push({
            dealId: reading.dealId,
            mileage: reading.mileage,
            day: reading.at.toISOString().slice(0, 10),
          });
        },
        extraMileageBookedSince: async (dealId, kilometres, since) =>
          extras.findLast(
            (booking) => booking.dealId === dealId && booking.kilometres === kilometres && booking.at > since,
          ),
        recordPackageChange: async (change) => {
          changes.push(change);
        },
        recordExtraMileage: async (booking) => {
          extras.push(booking);
        },
      }),
  };
  return { deps: { deals, mileage }, deals, readings, changes, extras };
};

describe('mileage packages', () => {
  it('shows the bigger packages and the last reading with a recommendation', async () => {
    const { deps } = setUp();
    const overview = (await mileageOverview(deps)(kunde, 'd-1001'))._unsafeUnwrap();
    expect(overview.available_mileage_packages.map((offer) => offer.mileage_package)).toEqual([2000]);
    expect(overview.report).toEqual({
      mileage: 14_250,
      monthly_usage: expect.any(Number),
      package_recommendation: 1500,
      readings: expect.arrayContaining([{ mileage: 14_250, day: expect.any(String) }]),
    });
  });

  it('offers nothing to raise once the subscription has ended', async () => {
    const { deps } = setUp();
    expect((await mileageOverview(deps)(kunde, 'd-1004'))._unsafeUnwrap()).toEqual({
      available_mileage_packages: [],
      report: null,
    });
  });

  it('raises the package: the deal shows package, fee and amount, and the change is recorded', async () => {
    const { deps, deals, changes } = setUp();
    const deal = (await changeMileagePackage(deps)(kunde, 'd-1002', 1500, NOW))._unsafeUnwrap();
    expect(deal).toMatchObject({ mileage_package: 1500, mileage_package_fee: 5900, amount: 50900 });
    expect(deals.get('d-1002')).toMatchObject({ mileage_package: 1500 });
    expect(changes).toEqual([
      expect.objectContaining({ from: 1000, to: 1500, monthlyFeeChange: 3000, oneTimePayment: 0 }),
    ]);
  });

  it('never lowers, fails for a package not on offer or an ended deal, and changes nothing', async () => {
    const { deps, deals, changes } = setUp();
    expect((await changeMileagePackage(deps)(kunde, 'd-1001', 1000, NOW))._unsafeUnwrapErr()).toMatchObject({
      code: 'not_raisable',
    });
    expect((await changeMileagePackage(deps)(kunde, 'd-1001', 2500, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'change_failed',
      message: 'Änderung fehlgeschlagen',
    });
    expect((await changeMileagePackage(deps)(kunde, 'd-1004', 2000, NOW))._unsafeUnwrapErr().code).toBe(
      'change_failed',
    );
    expect(deals.get('d-1001')?.mileage_package).toBe(1500);
    expect(changes).toEqual([]);
  });
});

describe('odometer readings', () => {
  it('stores a reading not below the last one', async () => {
    const { deps, readings } = setUp();
    expect((await reportMileage(deps)(kunde, 'd-1001', 14_100, NOW))._unsafeUnwrapErr()).toMatchObject({
      code: 'invalid',
      field: 'mileage',
    });
    expect((await reportMileage(deps)(kunde, 'd-1001', 15_300, NOW)).isOk()).toBe(true);
    expect(readings.at(-1)?.mileage).toBe(15_300);
  });

  it('keeps the last reading sent again once', async () => {
    const { deps, readings } = setUp();
    const before = readings.length;
    expect((await reportMileage(deps)(kunde, 'd-1001', 14_250, NOW)).isOk()).toBe(true);
    expect(readings).toHaveLength(before);
  });

  it('refuses fractions and readings for deals without the car', async () => {
    const { deps } = setUp();
    expect((await reportMileage(deps)(kunde, 'd-1001', 15_300.5, NOW))._unsafeUnwrapErr().code).toBe(
      'invalid',
    );
    expect((await reportMileage(deps)(kunde, 'd-1002', 10, NOW))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
    expect((await reportMileage(deps)(fleetAnalyst, 'd-1001', 10, NOW))._unsafeUnwrapErr().code).toBe(
      'forbidden',
    );
  });
});

describe('extra kilometres', () => {
  it('books them for an ACTIVE deal at its fee and the deal shows them', async () => {
    const { deps, deals, extras } = setUp();
    expect((await bookExtraMileage(deps)(kunde, 'd-1001', 500, NOW))._unsafeUnwrap()).toEqual({
      kilometres: 500,
      amount: 9500,
    });
    await bookExtraMileage(deps)(kunde, 'd-1001', 250, NOW);
    expect(deals.get('d-1001')).toMatchObject({ addon_mileage: 750 });
    expect(extras).toHaveLength(2);
  });

  it('answers the same kilometres again within ten minutes with the first booking, charging once', async () => {
    const { deps, deals, extras } = setUp();
    const first = (await bookExtraMileage(deps)(kunde, 'd-1001', 500, NOW))._unsafeUnwrap();
    const nineMinutesLater = new Date(NOW.getTime() + 9 * 60_000);
    expect((await bookExtraMileage(deps)(kunde, 'd-1001', 500, nineMinutesLater))._unsafeUnwrap()).toEqual(
      first,
    );
    expect(extras).toHaveLength(1);
    expect(deals.get('d-1001')).toMatchObject({ addon_mileage: 500 });
    const elevenMinutesLater = new Date(NOW.getTime() + 11 * 60_000);
    await bookExtraMileage(deps)(kunde, 'd-1001', 500, elevenMinutesLater);
    expect(extras).toHaveLength(2);
    expect(deals.get('d-1001')).toMatchObject({ addon_mileage: 1000 });
  });

  it('refuses a deal before handover and one without a fee per kilometre', async () => {
    const { deps } = setUp();
    expect((await bookExtraMileage(deps)(kunde, 'd-1002', 500, NOW))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
    const noFee = setUp();
    await noFee.deals.saveDeal(aDeal({ id: 'd-1001', state: 'ACTIVE' }));
    expect((await bookExtraMileage(noFee.deps)(kunde, 'd-1001', 500, NOW))._unsafeUnwrapErr().code).toBe(
      'change_failed',
    );
  });
});
