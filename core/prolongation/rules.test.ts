import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money.ts';
import { confirmProlongation, grossNetSplit, prolongationOptions, vatPart } from './rules.ts';

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
