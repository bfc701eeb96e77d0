import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, toIsoDate } from '../shared/calendar-days.ts';
import { driverFeeOn, driverQuoteOn, meetsYoungDriverCriteria } from './driver-fee.ts';

/** Noon in Berlin on an ISO date: the Berlin calendar day is that date in summer and winter. */
const noonOf = (iso: string) => new Date(`${iso}T10:00:00Z`);
const yearsBefore = (iso: string, years: number) =>
  `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;
const dayBefore = (iso: string) => toIsoDate(berlinDay(iso) - 1);

/** Any day from 2000 to 2060 that is not 29 February, so "n years earlier" is the same date. */
const aDay = fc
  .integer({ min: berlinDay('2000-01-01'), max: berlinDay('2060-12-31') })
  .map(toIsoDate)
  .filter((iso) => !iso.endsWith('-02-29'));

const LONG_HELD = '1990-01-01';

describe('the additional-driver fee', () => {
  it('charges 19 € a month until the 23rd birthday and nothing from that day on', () => {
    fc.assert(
      fc.property(aDay, (today) => {
        const birthday = yearsBefore(today, 23);
        const on = driverFeeOn({ dateOfBirth: birthday, licenceIssueDate: LONG_HELD }, noonOf(today));
        const dayEarlier = driverFeeOn(
          { dateOfBirth: birthday, licenceIssueDate: LONG_HELD },
          noonOf(dayBefore(today)),
        );
        expect(on).toEqual({ monthlyFee: 0, reasons: [] });
        expect(dayEarlier).toEqual({ monthlyFee: 1900, reasons: ['under_23'] });
      }),
    );
  });

  it('charges 19 € a month from the 66th birthday ("über 65"), not on the 66th birthday’s eve', () => {
    fc.assert(
      fc.property(aDay, (today) => {
        const birthday = yearsBefore(today, 66);
        const driver = { dateOfBirth: birthday, licenceIssueDate: LONG_HELD };
        expect(driverFeeOn(driver, noonOf(today))).toEqual({ monthlyFee: 1900, reasons: ['over_65'] });
        expect(driverFeeOn(driver, noonOf(dayBefore(today)))).toEqual({ monthlyFee: 0, reasons: [] });
      }),
    );
  });

  it('charges 19 € a month until the licence is 2 years old', () => {
    fc.assert(
      fc.property(aDay, (today) => {
        const driver = { dateOfBirth: yearsBefore(today, 40), licenceIssueDate: yearsBefore(today, 2) };
        expect(driverFeeOn(driver, noonOf(today)).reasons).toEqual([]);
        expect(driverFeeOn(driver, noonOf(dayBefore(today)))).toEqual({
          monthlyFee: 1900,
          reasons: ['licence_under_2_years'],
        });
      }),
    );
  });

  it('charges the fee once, whatever number of reasons hold', () => {
    const fee = driverFeeOn(
      { dateOfBirth: '2005-01-01', licenceIssueDate: '2026-01-01' },
      noonOf('2026-11-23'),
    );
    expect(fee).toEqual({ monthlyFee: 1900, reasons: ['under_23', 'licence_under_2_years'] });
  });

  it('counts the day in Berlin: at 23:30 UTC the next day has begun', () => {
    const driver = { dateOfBirth: '2003-11-23', licenceIssueDate: LONG_HELD };
    expect(driverFeeOn(driver, new Date('2026-11-22T23:30:00Z')).reasons).toEqual([]);
    expect(driverFeeOn(driver, new Date('2026-11-22T22:30:00Z')).reasons).toEqual(['under_23']);
  });
});

describe('the young-driver criteria', () => {
  it('take a driver under 23 only with a licence held 2 full years', () => {
    fc.assert(
      fc.property(aDay, fc.integer({ min: 17, max: 22 }), (today, age) => {
        const dateOfBirth = yearsBefore(today, age);
        const issued = yearsBefore(today, 2);
        expect(meetsYoungDriverCriteria({ dateOfBirth, licenceIssueDate: issued }, noonOf(today))).toBe(true);
        expect(
          meetsYoungDriverCriteria(
            { dateOfBirth, licenceIssueDate: toIsoDate(berlinDay(issued) + 1) },
            noonOf(today),
          ),
        ).toBe(false);
      }),
    );
  });

  it('take every driver from 23 on, with a licence of any age', () => {
    fc.assert(
      fc.property(aDay, fc.integer({ min: 23, max: 99 }), (today, age) => {
        expect(
          meetsYoungDriverCriteria(
            { dateOfBirth: yearsBefore(today, age), licenceIssueDate: today },
            noonOf(today),
          ),
        ).toBe(true);
      }),
    );
  });
});

describe('the quote for a driver', () => {
  it('refuses a driver of 20 with a licence of one year instead of quoting 19 €', () => {
    expect(
      driverQuoteOn({ dateOfBirth: '2006-06-01', licenceIssueDate: '2025-11-01' }, noonOf('2026-12-06')),
    ).toEqual({
      kind: 'refused',
      reason: 'young_driver_criteria_unmet',
    });
  });

  it('refuses a driver under 17 whatever the licence', () => {
    expect(
      driverQuoteOn({ dateOfBirth: '2010-06-01', licenceIssueDate: '2020-01-01' }, noonOf('2026-12-06')),
    ).toEqual({
      kind: 'refused',
      reason: 'too_young',
    });
  });

  it('quotes a fee exactly for the drivers the young-driver criteria and the minimum age take', () => {
    fc.assert(
      fc.property(
        aDay,
        fc.integer({ min: 10, max: 90 }),
        fc.integer({ min: 0, max: 40 }),
        (today, age, held) => {
          const driver = { dateOfBirth: yearsBefore(today, age), licenceIssueDate: yearsBefore(today, held) };
          const quote = driverQuoteOn(driver, noonOf(today));
          const takes = age >= 17 && meetsYoungDriverCriteria(driver, noonOf(today));
          expect(quote.kind).toBe(takes ? 'accepted' : 'refused');
          if (quote.kind === 'accepted') expect(quote.fee).toEqual(driverFeeOn(driver, noonOf(today)));
        },
      ),
    );
  });
});
