import { describe, expect, it } from 'vitest';
import {
  type ApprovedRequestFacts,
  contradictionsOf,
  type FleetDealFacts,
  requestContradictionsOf,
  returnDateAfterDelivery,
} from './deal-coherence.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

const aCar = (overrides: Partial<FleetDealFacts> = {}): FleetDealFacts => ({
  id: 'f-3001',
  state: 'ACTIVE',
  created_at: '2026-01-10T09:00:00Z',
  return_date: '2027-01-09',
  deliveryDate: null,
  ...overrides,
});

const rulesOf = (car: FleetDealFacts) => contradictionsOf(car, NOW).map((found) => found.rule);

describe('the dates of a fleet car', () => {
  it('agree for a running car, a scheduled car ending a term after its delivery and an archived car', () => {
    expect(rulesOf(aCar())).toEqual([]);
    expect(
      rulesOf(
        aCar({
          state: 'SCHEDULED',
          deliveryDate: '2026-12-01',
          return_date: returnDateAfterDelivery('2026-12-01', 12),
        }),
      ),
    ).toEqual([]);
    expect(rulesOf(aCar({ state: 'ARCHIVED', return_date: '2026-10-31' }))).toEqual([]);
  });

  it('end a subscription the day before the same day a term later', () => {
    expect(returnDateAfterDelivery('2026-12-01', 12)).toBe('2027-11-30');
  });

  it('refuse an order awaiting handover whose return date has passed or comes before its delivery', () => {
    expect(rulesOf(aCar({ state: 'SCHEDULED', return_date: '2026-11-01' }))).toEqual([
      'return_before_handover',
    ]);
    expect(
      rulesOf(aCar({ state: 'HANDOVER', deliveryDate: '2026-12-20', return_date: '2026-12-10' })),
    ).toEqual(['return_before_handover']);
  });

  it('refuse a handover date in the past for a car not yet handed over', () => {
    expect(rulesOf(aCar({ state: 'SCHEDULED', deliveryDate: '2026-11-20' }))).toEqual([
      'handover_date_passed',
    ]);
  });

  it('refuse an archived car or one at its final invoice whose return date is still ahead', () => {
    expect(rulesOf(aCar({ state: 'ARCHIVED', return_date: '2026-11-23' }))).toEqual([
      'returned_with_return_ahead',
    ]);
    expect(rulesOf(aCar({ state: 'FINAL_INVOICE', return_date: '2027-03-01' }))).toEqual([
      'returned_with_return_ahead',
    ]);
  });

  it('refuse a lapsed reservation that still has a handover date, and let a running one have it', () => {
    const lapsed = aCar({
      state: 'NOT_SIGNED',
      created_at: '2026-11-10T10:00:00Z',
      return_date: null,
      deliveryDate: '2026-12-01',
    });
    expect(rulesOf(lapsed)).toEqual(['lapsed_reservation_with_dates']);
    expect(rulesOf({ ...lapsed, deliveryDate: null })).toEqual([]);
    expect(rulesOf({ ...lapsed, created_at: '2026-11-21T10:00:00Z' })).toEqual([]);
  });

  it('refuse a bridging car running past its follow-up’s handover by more than 7 days', () => {
    const bridging = aCar({ followUp: { id: 'f-3002', deliveryDate: '2026-12-17' } });
    expect(rulesOf({ ...bridging, return_date: '2026-12-17' })).toEqual([]);
    expect(rulesOf({ ...bridging, return_date: '2026-12-24' })).toEqual([]);
    expect(rulesOf({ ...bridging, return_date: '2027-11-17' })).toEqual(['bridging_outlasts_follow_up']);
    expect(rulesOf({ ...bridging, return_date: null })).toEqual(['bridging_outlasts_follow_up']);
    // Its follow-up's handover not coordinated yet: nothing fixes the bridging car's end.
    expect(rulesOf({ ...bridging, followUp: { id: 'f-3002', deliveryDate: null } })).toEqual([]);
  });

  it('refuse a car created after today', () => {
    expect(rulesOf(aCar({ created_at: '2026-11-23T10:00:00Z' }))).toEqual(['created_in_the_future']);
  });
});

describe('an approved order request', () => {
  const approved: ApprovedRequestFacts = {
    id: 'req-3001',
    decidedAt: new Date('2026-11-09T10:00:00Z'),
    term: 12,
    brand: 'Cupra',
    version: 'Born 170 kW',
    order: {
      id: 'f-3003',
      created_at: '2026-11-09T10:00:00.000Z',
      term: 12,
      oem: 'Cupra',
      model: 'Born 170 kW',
    },
  };

  it('is the order it created: the model asked for, its term, ordered at the approval', () => {
    expect(requestContradictionsOf(approved)).toEqual([]);
  });

  it('contradicts an order of another model, another term or another day, or none', () => {
    const differs = [{ id: 'req-3001', rule: 'approved_request_order_differs' }];
    const order = approved.order as NonNullable<ApprovedRequestFacts['order']>;
    expect(requestContradictionsOf({ ...approved, order: { ...order, oem: 'Ford', model: 'Kuga' } })).toEqual(
      differs,
    );
    expect(requestContradictionsOf({ ...approved, order: { ...order, term: 24 } })).toEqual(differs);
    expect(
      requestContradictionsOf({ ...approved, order: { ...order, created_at: '2026-06-20T10:00:00Z' } }),
    ).toEqual(differs);
    expect(requestContradictionsOf({ ...approved, order: null })).toEqual(differs);
  });
});
