import { describe, expect, it } from 'vitest';
import type { StoredDeal } from '../deals/ports.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { aHandover, inMemoryHandovers } from './in-memory-handovers.ts';
import { orderStatusOf } from './order-status.ts';
import type { Actor } from './ports.ts';
import { bookSelfPickup, handoverMetadata, quoteHandoverChange, submitHandover } from './use-cases.ts';

// NOW is Sunday 22 Nov 2026, 11:00 in Berlin.
const deal = { id: 'd-1008', state: 'CREATED', created_at: '2026-10-20T09:00:00Z' } as StoredDeal;
const consumer: Actor = { variant: 'consumer', mayWrite: true };
const payload = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '0151 23456789',
  preferred_handover_date: '2026-12-02',
  slot: '11:00',
};

describe('submitting the handover', () => {
  it('plans the date, charges the short-notice fee and shows the address on the deal', async () => {
    const ports = inMemoryHandovers([aHandover({ planned_delivery_date: inDays(3), slot: '09:00' })]);
    const view = (await submitHandover(ports, deal, payload, consumer, NOW))._unsafeUnwrap();
    expect(view).toMatchObject({ planned_delivery_date: '2026-12-02', slot: { value: '11:00' } });
    expect(ports.records.get('d-1008')).toMatchObject({
      handover_phone_number: '+4915123456789',
      change_fee_cents: 24_900,
      delivery_confirmed_at: inDays(0),
    });
    expect(ports.updatedDeals[0]).toMatchObject({ handover_street: 'Leopoldstraße', handover_zip: '80802' });
  });

  it('answers with the business messages for a business user', async () => {
    const ports = inMemoryHandovers();
    const business: Actor = { variant: 'business', mayWrite: true };
    const refused = await submitHandover(ports, deal, { ...payload, handover_firstname: '' }, business, NOW);
    expect(refused._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { handover_firstname: 'Vorname fehlt' },
    });
    expect(ports.records.size).toBe(0);
  });

  it('refuses a reader and a deal already handed over', async () => {
    const ports = inMemoryHandovers();
    expect(
      (
        await submitHandover(ports, deal, payload, { variant: 'business', mayWrite: false }, NOW)
      )._unsafeUnwrapErr().code,
    ).toBe('forbidden');
    const active = { ...deal, state: 'ACTIVE' } as StoredDeal;
    expect((await submitHandover(ports, active, payload, consumer, NOW))._unsafeUnwrapErr().code).toBe(
      'offer_expired',
    );
  });

  it('has no days when every day is blocked', async () => {
    const blocked = Array.from({ length: 40 }, (_, i) => inDays(i));
    const ports = inMemoryHandovers([], [], blocked);
    expect((await submitHandover(ports, deal, payload, consumer, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'no_availabilities',
      message: 'Keine verfügbaren Termine für die ausgewählte Adresse',
    });
  });
});

describe('the fee quote and the metadata', () => {
  it('quotes 249 EUR short notice with all eight fields, refuses an island postcode', async () => {
    const ports = inMemoryHandovers([aHandover({ planned_delivery_date: inDays(4) })]);
    expect((await quoteHandoverChange(ports, deal, payload, consumer, NOW))._unsafeUnwrap()).toEqual({
      amount: 24_900,
      fee: 24_900,
      type: 'short_notice',
    });
    const island = await quoteHandoverChange(
      ports,
      deal,
      { ...payload, handover_zip: '18565' },
      consumer,
      NOW,
    );
    expect(island._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { handover_zip: 'nur Orte auf dem Festland' },
    });
  });

  it('reports no deviation as 0 weeks', async () => {
    const ports = inMemoryHandovers();
    const metadata = (await handoverMetadata(ports, deal, undefined, '80802', NOW))._unsafeUnwrap();
    expect(metadata.availability_confidence).toEqual({ deviation_in_weeks: 0 });
    expect(metadata.availabilities.length).toBeGreaterThan(0);
  });
});

describe('self-pickup', () => {
  const offer = {
    deal_id: 'd-1008',
    pickup_date: inDays(4),
    expires_at: new Date('2026-11-25T00:00:00Z'),
    booked_slot: null,
    booked_at: null,
  };

  it('books the slot on the offer day for 149 EUR and then is already booked', async () => {
    const ports = inMemoryHandovers([aHandover({ planned_delivery_date: inDays(4) })], [offer]);
    const view = (await bookSelfPickup(ports, deal, 8, NOW))._unsafeUnwrap();
    expect(view).toMatchObject({ planned_delivery_date: inDays(4), fee: 14_900, address_changeable: false });
    expect((await bookSelfPickup(ports, deal, 9, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'already_booked',
      message: 'Abholung bereits hinterlegt',
    });
    expect(orderStatusOf(deal, ports.records.get('d-1008'), NOW).handover_kind).toBe('self_pickup');
  });

  it("is 'Angebot abgelaufen' without an offer or after its expiry", async () => {
    expect((await bookSelfPickup(inMemoryHandovers(), deal, 8, NOW))._unsafeUnwrapErr().message).toBe(
      'Angebot abgelaufen',
    );
    const expired = inMemoryHandovers([], [{ ...offer, expires_at: NOW }]);
    expect((await bookSelfPickup(expired, deal, 8, NOW))._unsafeUnwrapErr().code).toBe('offer_expired');
  });
});

describe('the order status', () => {
  const steps = (record = aHandover()) =>
    orderStatusOf(deal, record, NOW).steps.map((step) => `${step.id}:${step.progress}`);

  it('waits for verification, then for the delivery confirmation', () => {
    expect(steps()[0]).toBe('customer_verified:current');
    expect(steps(aHandover({ customer_verified_at: inDays(-3) })).slice(0, 2)).toEqual([
      'customer_verified:completed',
      'delivery_confirmation:current',
    ]);
  });

  it('follows the car by the days left to the planned delivery', () => {
    const planned = (days: number) =>
      steps(
        aHandover({
          customer_verified_at: inDays(-9),
          delivery_confirmed_at: inDays(-8),
          planned_delivery_date: inDays(days),
        }),
      ).find((step) => step.endsWith(':current'));
    expect(planned(10)).toBe('car_arrived_at_compound:current');
    expect(planned(4)).toBe('car_ready_for_delivery:current');
    expect(planned(1)).toBe('car_in_delivery:current');
    expect(planned(0)).toBe('delivery_completed:current');
  });

  it('dates the completed steps it knows and answers null for every open one', () => {
    const status = orderStatusOf(deal, aHandover({ customer_verified_at: inDays(-3) }), NOW);
    expect(status.steps.slice(0, 3)).toEqual([
      { id: 'customer_verified', progress: 'completed', completed_at: inDays(-3) },
      { id: 'delivery_confirmation', progress: 'current', completed_at: null },
      { id: 'car_arrived_at_compound', progress: 'upcoming', completed_at: null },
    ]);
    expect(status.steps.every((step) => 'completed_at' in step)).toBe(true);
  });

  it('is complete once the car is handed over', () => {
    expect(
      steps(aHandover({ actual_handover_date: inDays(-1) })).every((step) => step.endsWith(':completed')),
    ).toBe(true);
  });
});
