import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredDeal } from '../deals/ports.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { aHandover, inMemoryHandovers } from './in-memory-handovers.ts';
import { aPreponementOffer, inMemoryPreponements } from './in-memory-preponements.ts';
import { isPreponementOfferShown, lastDayOfOffer, preponementRefusal } from './preponement.ts';
import { acceptPreponement, declinePreponement, openPreponementOffer } from './preponement-use-cases.ts';

// NOW is Sunday 22 Nov 2026, 11:00 in Berlin; the offer: the 24th instead of the 26th, until the 23rd.
const deal = { id: 'd-1008', state: 'CREATED', variant: 'SUBSCRIPTION' } as StoredDeal;
const planned = aHandover({
  planned_delivery_date: '2026-11-26',
  preferred_delivery_date: '2026-11-26',
  slot: '11:00',
});
const offer = aPreponementOffer();

const portsWith = (handover = planned, offers = [offer]) => ({
  ...inMemoryHandovers([handover]),
  ...inMemoryPreponements(offers),
});

describe('when the earlier delivery is offered', () => {
  it('shows an open offer of an ordered subscription with a planned delivery', () => {
    expect(isPreponementOfferShown(deal, planned, offer, NOW)).toBe(true);
  });

  it('holds until the day before it expires', () => {
    expect(lastDayOfOffer(offer)).toBe('2026-11-23');
  });

  it.each([
    ['answered', { ...offer, answer: 'declined' as const, answered_at: NOW }, planned, deal, 'answered'],
    ['expired', { ...offer, expires_at: NOW }, planned, deal, 'expired'],
    ['for today', { ...offer, offered_date: inDays(0) }, planned, deal, 'expired'],
    ['not earlier than planned', { ...offer, offered_date: '2026-11-26' }, planned, deal, 'expired'],
    ['after the handover moved', offer, { ...planned, planned_delivery_date: '2026-11-30' }, deal, 'expired'],
    ['for a station pickup', offer, { ...planned, method: 'self_pickup' as const }, deal, 'expired'],
    ['once handed over', offer, { ...planned, actual_handover_date: inDays(0) }, deal, 'expired'],
    ['for an active deal', offer, planned, { ...deal, state: 'ACTIVE' } as StoredDeal, 'expired'],
    ['for a lead', offer, planned, { ...deal, variant: 'LEAD' } as StoredDeal, 'expired'],
  ])('does not show it %s', (_, anOffer, handover, aDeal, refusal) => {
    expect(preponementRefusal(aDeal, handover, anOffer, NOW)).toBe(refusal);
    expect(isPreponementOfferShown(aDeal, handover, anOffer, NOW)).toBe(false);
  });

  it('has nothing to show without an offer', async () => {
    expect(preponementRefusal(deal, planned, undefined, NOW)).toBe('no_offer');
    expect(await openPreponementOffer(portsWith(planned, []), deal, NOW)).toBeNull();
  });

  it('shows the new and the planned day, the last day and the kept slot', async () => {
    expect(await openPreponementOffer(portsWith(), deal, NOW)).toEqual({
      offered_date: '2026-11-24',
      planned_delivery_date: '2026-11-26',
      valid_until: '2026-11-23',
      expires_at: '2026-11-23T23:00:00.000Z',
      slot: { value: '11:00', formatted_time: expect.any(String) },
    });
  });
});

describe('accepting the earlier delivery', () => {
  it('moves the planned delivery to the offered day and keeps address, slot and fees', async () => {
    const ports = portsWith({ ...planned, change_fee_cents: 0 });
    const view = (await acceptPreponement(ports, deal, NOW))._unsafeUnwrap();
    expect(view).toMatchObject({ planned_delivery_date: '2026-11-24', slot: { value: '11:00' } });
    expect(ports.records.get('d-1008')).toEqual({
      ...planned,
      planned_delivery_date: '2026-11-24',
      preferred_delivery_date: '2026-11-24',
    });
    expect(ports.offers.get('pp-1008')).toMatchObject({ answer: 'accepted', answered_at: NOW });
    expect(await openPreponementOffer(ports, deal, NOW)).toBeNull();
  });

  it('refuses an expired offer and changes nothing', async () => {
    const ports = portsWith(planned, [{ ...offer, expires_at: NOW }]);
    const refused = (await acceptPreponement(ports, deal, NOW))._unsafeUnwrapErr();
    expect(refused).toEqual({
      code: 'offer_expired',
      message: 'Dieses Angebot ist leider abgelaufen. Dein geplanter Liefertermin bleibt bestehen.',
    });
    expect(ports.records.get('d-1008')).toEqual(planned);
    expect(ports.offers.get('pp-1008')?.answer).toBeNull();
  });

  it('refuses an offer answered before', async () => {
    const ports = portsWith();
    await declinePreponement(ports, deal, NOW);
    const refused = (await acceptPreponement(ports, deal, NOW))._unsafeUnwrapErr();
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('bereits beantwortet');
    expect(ports.records.get('d-1008')?.planned_delivery_date).toBe('2026-11-26');
  });

  it('refuses when there never was an offer', async () => {
    const refused = (await acceptPreponement(portsWith(planned, []), deal, NOW))._unsafeUnwrapErr();
    expect(refused.code).toBe('offer_expired');
  });

  it('always lands on a day earlier than planned and after today, or changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: -5, max: 20 }),
        fc.integer({ min: -48, max: 72 }),
        async (offeredIn, plannedIn, expiresInHours) => {
          const handover = { ...planned, planned_delivery_date: inDays(plannedIn) };
          const anOffer = {
            ...offer,
            offered_date: inDays(offeredIn),
            planned_date: inDays(plannedIn),
            expires_at: new Date(NOW.getTime() + expiresInHours * 3_600_000),
          };
          const ports = portsWith(handover, [anOffer]);
          const result = await acceptPreponement(ports, deal, NOW);
          const stored = ports.records.get('d-1008')?.planned_delivery_date as string;
          if (result.isOk()) {
            expect(berlinDay(stored)).toBeLessThan(plannedIn + berlinDayOfInstant(NOW));
            expect(berlinDay(stored)).toBeGreaterThan(berlinDayOfInstant(NOW));
            expect(expiresInHours).toBeGreaterThan(0);
          } else {
            expect(stored).toBe(toIsoDate(berlinDayOfInstant(NOW) + plannedIn));
          }
        },
      ),
    );
  });
});

describe('declining the earlier delivery', () => {
  it('keeps the planned delivery and no longer shows the offer', async () => {
    const ports = portsWith();
    const view = (await declinePreponement(ports, deal, NOW))._unsafeUnwrap();
    expect(view.planned_delivery_date).toBe('2026-11-26');
    expect(ports.offers.get('pp-1008')).toMatchObject({ answer: 'declined', answered_at: NOW });
    expect(await openPreponementOffer(ports, deal, NOW)).toBeNull();
  });

  it('refuses an expired offer', async () => {
    const ports = portsWith(planned, [{ ...offer, expires_at: NOW }]);
    expect((await declinePreponement(ports, deal, NOW))._unsafeUnwrapErr().code).toBe('offer_expired');
  });
});
