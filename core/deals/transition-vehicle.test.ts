import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, berlinDayOfInstant } from '../shared/calendar-days.ts';
import { inDays, NOW } from './test-clock.ts';
import { mayRequestTransitionVehicle, transitionVehicleTerms } from './transition-vehicle.ts';

describe('the transition vehicle (shared by both portals)', () => {
  it('is requested once, and only before the car is handed over', () => {
    expect(mayRequestTransitionVehicle({ state: 'CREATED', transitionVehicleRequested: false })).toBe(true);
    expect(mayRequestTransitionVehicle({ state: 'NOT_SIGNED', transitionVehicleRequested: false })).toBe(
      true,
    );
    expect(mayRequestTransitionVehicle({ state: 'CREATED', transitionVehicleRequested: true })).toBe(false);
    expect(mayRequestTransitionVehicle({ state: 'ACTIVE', transitionVehicleRequested: false })).toBe(false);
    expect(
      mayRequestTransitionVehicle({
        state: 'CREATED',
        actualHandoverDate: inDays(-1),
        transitionVehicleRequested: false,
      }),
    ).toBe(false);
  });

  it('counts the 7 days from today for a contract signed before or of unknown signing day', () => {
    const choice = { protection: 'base', tireAndWindshield: false } as const;
    expect(transitionVehicleTerms(null, choice, NOW).deliveryBy).toBe(inDays(7));
    expect(transitionVehicleTerms(`${inDays(-20)}T10:00:00Z`, choice, NOW).deliveryBy).toBe(inDays(7));
    expect(transitionVehicleTerms(`${inDays(3)}T10:00:00Z`, choice, NOW).deliveryBy).toBe(inDays(10));
  });

  it('comes 7 days after the later of signing and today, never sooner', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
        fc.constantFrom('base', 'premium' as const),
        fc.boolean(),
        (signedOffset, protection, tireAndWindshield) => {
          const signed = signedOffset === null ? null : `${inDays(signedOffset)}T09:00:00Z`;
          const terms = transitionVehicleTerms(signed, { protection, tireAndWindshield }, NOW);
          const today = berlinDayOfInstant(NOW);
          expect(berlinDay(terms.deliveryBy) - Math.max(today, today + (signedOffset ?? 0))).toBe(7);
          expect(terms.kilometresPerMonth).toBe(1000);
          expect(terms.partialCoverageDeductible).toBe(50_000);
          expect(terms.tireAndWindshieldDeductible).toBe(tireAndWindshield ? 0 : null);
        },
      ),
    );
  });
});
