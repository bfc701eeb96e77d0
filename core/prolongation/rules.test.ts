import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDeal, aDealContext } from '../deals/a-deal.ts';
import { NOW } from '../deals/test-clock.ts';
import { cents } from '../shared/money.ts';
import {
  confirmProlongation,
  grossNetSplit,
  grossOf,
  offeredProlongations,
  type ProlongationOption,
  prolongationOptions,
  prolongationVerdict,
  prolongedDeal,
  struckOriginalPrice,
  VAT_ROUNDING_CENTS,
  vatPart,
} from './rules.ts';

const option = (term: number, price = 50_000) => ({ term, price: cents(price), original_price: null });

describe('prolongation options', () => {
  it('offers terms from 3 to 18 months only', () => {
    const terms = prolongationOptions([2, 3, 6, 18, 19, 24].map((t) => option(t))).map((o) => o.term);
    expect(terms).toEqual([18, 6, 3]);
  });

  it('sorts the options by term, longest first', () => {
    expect(prolongationOptions([option(6), option(12), option(3), option(9)]).map((o) => o.term)).toEqual([
      12, 9, 6, 3,
    ]);
  });

  it('drops fractional terms', () => {
    expect(prolongationOptions([option(4.5)])).toEqual([]);
  });

  it('keeps every term between 3 and 18 and sorts descending (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 40 })), (terms) => {
        const result = prolongationOptions(terms.map((t) => option(t))).map((o) => o.term);
        expect(result).toEqual(terms.filter((t) => t >= 3 && t <= 18).sort((a, b) => b - a));
      }),
    );
  });
});

describe('the original price struck through', () => {
  it('is the original price when the new rate is lower', () => {
    expect(struckOriginalPrice({ term: 12, price: cents(49_900), original_price: cents(54_900) })).toBe(
      54_900,
    );
  });

  it('is not shown when equal, higher than before, or unknown', () => {
    expect(struckOriginalPrice({ term: 12, price: cents(54_900), original_price: cents(54_900) })).toBeNull();
    expect(struckOriginalPrice({ term: 12, price: cents(59_900), original_price: cents(54_900) })).toBeNull();
    expect(struckOriginalPrice({ term: 12, price: cents(49_900), original_price: null })).toBeNull();
    expect(struckOriginalPrice({ term: 12, price: cents(49_900) })).toBeNull();
  });
});

describe('VAT on the prolongation rate', () => {
  it('shows 19 % VAT contained in the gross rate', () => {
    expect(grossNetSplit(cents(11_900))).toEqual({ gross: 11_900, net: 10_000, vat: 1_900 });
    expect(vatPart(cents(59_900))).toBe(9_564);
  });

  it('rounds the net to the nearest cent and gives the rest to VAT', () => {
    // 1.00 EUR gross: 0.8403… → 0.84 net, 0.16 VAT; 0.01 EUR: 0.0084 → 0.01 net, 0.00 VAT.
    expect(grossNetSplit(cents(100))).toEqual({ gross: 100, net: 84, vat: 16 });
    expect(grossNetSplit(cents(1))).toEqual({ gross: 1, net: 1, vat: 0 });
  });

  it('splits any gross rate into whole-cent net and VAT adding up to it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const { net, vat } = grossNetSplit(cents(gross));
        expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
        expect(net + vat).toBe(gross);
        expect(Math.abs(net * 1.19 - gross)).toBeLessThanOrEqual(0.6);
      }),
    );
  });
});

describe('confirming a prolongation', () => {
  const options = [option(12), option(6)];

  it('needs the terms confirmed', () => {
    expect(
      confirmProlongation({ options, selectedTerm: 12, termsAccepted: false })._unsafeUnwrapErr().code,
    ).toBe('terms_not_accepted');
  });

  it('needs a term among the offered options', () => {
    expect(
      confirmProlongation({ options, selectedTerm: null, termsAccepted: true })._unsafeUnwrapErr().code,
    ).toBe('no_term_selected');
    expect(
      confirmProlongation({ options, selectedTerm: 24, termsAccepted: true })._unsafeUnwrapErr().code,
    ).toBe('no_term_selected');
  });

  it('gives the chosen option once the terms are confirmed', () => {
    expect(confirmProlongation({ options, selectedTerm: 6, termsAccepted: true })._unsafeUnwrap().term).toBe(
      6,
    );
  });
});

describe('prices with VAT', () => {
  it('adds 19% VAT to a net rate, and splitting the gross gives the net back (property)', () => {
    expect(grossOf(cents(41_933))).toBe(49_900);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (net) => {
        expect(grossNetSplit(grossOf(cents(net))).net).toBe(net);
      }),
    );
  });

  it('offers the stored terms gross, against the current rate, 3-18 months, longest first', () => {
    const offers = [
      { term: 6, monthly_net: cents(44_454) },
      { term: 24, monthly_net: cents(39_000) },
      { term: 12, monthly_net: cents(41_933) },
    ];
    expect(offeredProlongations(offers, cents(54_900))).toEqual([
      { term: 12, price: 49_900, original_price: 54_900 },
      { term: 6, price: 52_900, original_price: 54_900 },
    ]);
  });
});

describe('an offer at the current rate', () => {
  it('costs the current rate and strikes nothing through: no 1-cent "discount" from the VAT rounding', () => {
    // 461,34 € net is 548,99 € with VAT: the current 549,00 €, kept net.
    const [threeMonths] = offeredProlongations([{ term: 3, monthly_net: cents(46_134) }], cents(54_900));
    expect(threeMonths).toEqual({ term: 3, price: 54_900, original_price: 54_900 });
    expect(struckOriginalPrice(threeMonths as ProlongationOption)).toBeNull();
  });

  it('never shows a discount of a cent or less, whatever the rates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 500_000 }),
        fc.integer({ min: 1_000, max: 500_000 }),
        (net, current) => {
          const [option] = offeredProlongations([{ term: 6, monthly_net: cents(net) }], cents(current));
          const struck = struckOriginalPrice(option as ProlongationOption);
          if (struck !== null)
            expect(struck - (option as ProlongationOption).price).toBeGreaterThan(VAT_ROUNDING_CENTS);
        },
      ),
    );
  });
});

describe('whether a deal can be prolonged', () => {
  it('can for an ACTIVE subscription without a return planned, once', () => {
    expect(prolongationVerdict(aDealContext({ state: 'ACTIVE' }), false, NOW)).toBe('possible');
    expect(prolongationVerdict(aDealContext({ state: 'ACTIVE' }), true, NOW)).toBe('already_prolonged');
  });

  it('cannot for ended, same-day swap, transition or returning deals', () => {
    for (const deal of [
      { state: 'ENDED' as const },
      { subscribed_to: 'SWAP_SAME_DAY' as const },
      { bridging_type: 'BEGINNING' as const },
      { return_type: 'PICKUP' as const },
    ])
      expect(prolongationVerdict(aDealContext(deal), false, NOW)).toBe('not_possible');
  });

  it('moves the return date, commitment and term on and takes the new rate', () => {
    const deal = aDeal({
      term: 12,
      return_date: '2026-12-20',
      months_till_end: 1,
      days_left_to_schedule_return: 28,
      amount: 54_900,
    });
    expect(prolongedDeal(deal, { term: 12, price: cents(49_900) }, NOW)).toMatchObject({
      term: 24,
      return_date: '2027-12-20',
      minimum_commitment_end_date: '2027-12-20',
      months_till_end: 13,
      days_left_to_schedule_return: 393,
      amount: 49_900,
    });
    expect(prolongedDeal(aDeal({}), { term: 12, price: cents(1) }, NOW)).toBeUndefined();
  });
});
