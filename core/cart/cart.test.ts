import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aModel } from '../catalogue/a-model.ts';
import type { ProtectionPackage } from '../catalogue/configuration.ts';
import type { CatalogueModel } from '../catalogue/types.ts';
import { cartView, unavailableLines } from './cart.ts';
import type { CartItemRecord } from './ports.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

const anItem = (overrides: Partial<CartItemRecord> = {}): CartItemRecord => ({
  id: 'ci-1',
  userId: 'u-nord-admin',
  modelId: 'bmw-i4',
  term: 12,
  kmPackage: 1500,
  quantity: 1,
  protection: 'base',
  tireAndWindshield: false,
  swapSubscriptionId: null,
  createdAt: NOW,
  ...overrides,
});

const catalogueOf = (...models: CatalogueModel[]) => new Map(models.map((model) => [model.id, model]));

describe('cartView', () => {
  it('prices each car with its km package, protection and tyre and windscreen protection', () => {
    const view = cartView(
      [anItem({ kmPackage: 2000, protection: 'premium', tireAndWindshield: true, quantity: 2 })],
      catalogueOf(aModel()),
      NOW,
    );
    expect(view.lines[0]).toMatchObject({ monthlyPrice: 64_900 + 3_500 + 2_900 + 1_000, deductible: 50_000 });
    expect(view.summary).toEqual({
      monthlyTotal: 2 * 72_300,
      downpaymentTotal: 0,
      deliveryFeeTotal: 2 * 20_924,
      carCount: 2,
    });
  });

  it("delivers only the swap line's car free: the other cars of the cart pay their delivery", () => {
    const view = cartView(
      [anItem({ id: 'ci-1', quantity: 3 }), anItem({ id: 'ci-2', swapSubscriptionId: 'f-2001' })],
      catalogueOf(aModel()),
      NOW,
    );
    expect(view.swapSubscriptionId).toBe('f-2001');
    expect(view.lines.map((line) => [line.swap, line.deliveryFee])).toEqual([
      [false, 3 * 20_924],
      [true, 0],
    ]);
    expect(view.summary.deliveryFeeTotal).toBe(3 * 20_924);
    expect(
      cartView([anItem({ swapSubscriptionId: 'f-2001' })], catalogueOf(aModel()), NOW).summary
        .deliveryFeeTotal,
    ).toBe(0);
  });

  it('serves the last cars to the line added first', () => {
    const view = cartView(
      [anItem({ id: 'ci-1', quantity: 1 }), anItem({ id: 'ci-2', quantity: 1, term: 24 })],
      catalogueOf(aModel({ stock: 1 })),
      NOW,
    );
    expect(view.lines.map((line) => [line.item.id, line.available, line.availableQuantity])).toEqual([
      ['ci-1', true, 1],
      ['ci-2', false, 0],
    ]);
  });

  it('marks a car whose term is no longer offered, or whose model left the catalogue, as unavailable', () => {
    const view = cartView(
      [anItem({ id: 'ci-1', term: 6 }), anItem({ id: 'ci-2', modelId: 'gone' })],
      catalogueOf(aModel()),
      NOW,
    );
    expect(unavailableLines(view).map((line) => line.item.id)).toEqual(['ci-1', 'ci-2']);
  });

  it('delivers from 3 weeks after today (Berlin)', () => {
    expect(cartView([anItem()], catalogueOf(aModel()), NOW).lines[0]?.deliveryFrom).toBe('2026-12-14');
  });

  it('never promises more cars of a model than are left, and totals what it shows', () => {
    const protections: ProtectionPackage[] = ['base', 'comfort', 'premium', 'exklusiv'];
    fc.assert(
      fc.property(
        fc.nat({ max: 10 }),
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5 }),
            protection: fc.constantFrom(...protections),
          }),
          { maxLength: 6 },
        ),
        (stock, lines) => {
          const items = lines.map((line, index) => anItem({ id: `ci-${index}`, ...line }));
          const view = cartView(items, catalogueOf(aModel({ stock })), NOW);
          const promised = view.lines
            .filter((line) => line.available)
            .reduce((sum, l) => sum + l.item.quantity, 0);
          expect(promised).toBeLessThanOrEqual(stock);
          for (const line of view.lines)
            expect(line.availableQuantity).toBeLessThanOrEqual(line.item.quantity);
          expect(view.summary.monthlyTotal).toBe(
            view.lines.reduce((sum, line) => sum + line.monthlyPrice * line.item.quantity, 0),
          );
        },
      ),
    );
  });
});
