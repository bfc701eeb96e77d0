import type { StoredDeal } from '../deals/ports.ts';
import type { BlockedDays, DealUpdater, HandoverRecord, HandoverStore, SelfPickupOffer } from './ports.ts';

/** In-memory ports of the handover use cases, for tests. */
export const inMemoryHandovers = (
  records: HandoverRecord[] = [],
  offers: SelfPickupOffer[] = [],
  blocked: string[] = [],
) => {
  const byDeal = new Map(records.map((record) => [record.deal_id, record]));
  const offerByDeal = new Map(offers.map((offer) => [offer.deal_id, offer]));
  const updatedDeals: StoredDeal[] = [];
  const handovers: HandoverStore = {
    find: async (dealId) => byDeal.get(dealId),
    save: async (record) => void byDeal.set(record.deal_id, record),
    findOffer: async (dealId) => offerByDeal.get(dealId),
    saveOffer: async (offer) => void offerByDeal.set(offer.deal_id, offer),
  };
  const blockedDays: BlockedDays = async (_kind, _zip, from, to) =>
    blocked.filter((day) => day >= from && day <= to);
  const deals: DealUpdater = { update: async (deal) => void updatedDeals.push(deal) };
  return { handovers, blockedDays, deals, updatedDeals, records: byDeal, offers: offerByDeal };
};

export const aHandover = (overrides: Partial<HandoverRecord> = {}): HandoverRecord => ({
  deal_id: 'd-1008',
  method: 'delivery',
  planned_delivery_date: null,
  preferred_delivery_date: null,
  actual_handover_date: null,
  slot: null,
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_address_extra: null,
  handover_phone_number: '+4915123456789',
  handover_email: null,
  deviation_in_weeks: null,
  customer_verified_at: null,
  delivery_confirmed_at: null,
  change_fee_cents: 0,
  ...overrides,
});
