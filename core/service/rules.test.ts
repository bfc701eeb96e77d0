import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import {
  ALTERNATIVE_CAR_DISCOUNT,
  alternativeCarDiscountOf,
  canOfferAlternativeCar,
  scheduleServiceFallbackPath,
  validateServiceRequest,
} from './rules.ts';

describe('a service request', () => {
  it('needs at least one of the three services', () => {
    expect(validateServiceRequest({ requested_services: [], address: {} })).toEqual({
      requested_services: { code: 'service_required', message: 'Bitte wähle mindestens einen Service aus.' },
    });
    expect(validateServiceRequest({ requested_services: ['huau'], address: {} })).toEqual({});
  });

  it('needs the whole address once any part of it is given', () => {
    expect(
      validateServiceRequest({
        requested_services: ['oilChange'],
        address: { street: 'Leopoldstraße', houseNumber: '12', postalCode: '80802', city: 'München' },
      }),
    ).toEqual({});
    expect(
      Object.keys(
        validateServiceRequest({ requested_services: ['oilChange'], address: { postalCode: '8080' } }),
      ),
    ).toEqual(['street', 'houseNumber', 'city', 'postalCode']);
  });
});

describe('the alternative-car offer', () => {
  it('is fetched for CREATED and ACTIVE deals that are no same-day swap or prolongation', () => {
    expect(canOfferAlternativeCar(aDeal({ state: 'ACTIVE' }))).toBe(true);
    expect(canOfferAlternativeCar(aDeal({ state: 'CREATED' }))).toBe(true);
    expect(canOfferAlternativeCar(aDeal({ state: 'ACTIVE', subscribed_to: 'SWAP_SAME_DAY' }))).toBe(false);
    expect(canOfferAlternativeCar(aDeal({ state: 'ACTIVE', subscribed_as: 'PROLONGATION' }))).toBe(false);
    expect(canOfferAlternativeCar(aDeal({ state: 'ENDED' }))).toBe(false);
  });
});

describe('the alternative-car discount', () => {
  it('is 50 euros off the first rate, booked within 14 days of the offer (Berlin days)', () => {
    expect(ALTERNATIVE_CAR_DISCOUNT).toBe(5_000);
    expect(alternativeCarDiscountOf(new Date('2026-11-23T10:00:00Z'))).toEqual({
      amount: 5_000,
      bookBy: '2026-12-07',
    });
    // 23:30 UTC on the 23rd is already the 24th in Berlin.
    expect(alternativeCarDiscountOf(new Date('2026-11-23T23:30:00Z')).bookBy).toBe('2026-12-08');
  });
});

describe('the schedule-service fallback', () => {
  it("is the portal's own page of the deal", () => {
    expect(scheduleServiceFallbackPath('d-1001')).toBe('/portal/de-DE/mycars/d-1001/schedule-service');
  });
});
