import type { PreponementOffer, PreponementOffers } from './preponement.ts';

/** The offers port in memory, for tests: the latest offer of a deal is the last one saved. */
export const inMemoryPreponements = (offers: PreponementOffer[] = []) => {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const preponements: PreponementOffers = {
    latest: async (dealId) => [...byId.values()].filter((offer) => offer.deal_id === dealId).at(-1),
    save: async (offer) => void byId.set(offer.id, offer),
  };
  return { preponements, offers: byId };
};

export const aPreponementOffer = (overrides: Partial<PreponementOffer> = {}): PreponementOffer => ({
  id: 'pp-1008',
  deal_id: 'd-1008',
  offered_date: '2026-11-24',
  planned_date: '2026-11-26',
  expires_at: new Date('2026-11-23T23:00:00Z'),
  answer: null,
  answered_at: null,
  ...overrides,
});
