import type { StoredDeal } from '../deals/ports.ts';
import type { BlockedDays, DealUpdater } from '../handover/ports.ts';
import type { Appraisal, ReturnCompound, ReturnRecord, ReturnStore } from './ports.ts';

export const GARCHING: ReturnCompound = {
  id: 'rc-garching',
  street: 'Am Compound',
  house_number: '1',
  zip: '85748',
  city: 'Garching',
};
export const HAMBURG: ReturnCompound = {
  id: 'rc-hamburg',
  street: 'Billstraße',
  house_number: '101',
  zip: '20539',
  city: 'Hamburg',
};

/** In-memory ports of the return use cases, for tests. */
export const inMemoryReturns = (records: ReturnRecord[] = [], blocked: string[] = []) => {
  const byDeal = new Map(records.map((record) => [record.deal_id, record]));
  const appraisals = new Map<string, Appraisal>();
  const refunds = new Map<string, { iban: string; account_holder: string }>();
  const comments: { dealId: string; comment: string }[] = [];
  const updatedDeals: StoredDeal[] = [];
  const returns: ReturnStore = {
    find: async (dealId) => byDeal.get(dealId),
    save: async (record) => void byDeal.set(record.deal_id, record),
    compounds: async () => [GARCHING, HAMBURG],
    findAppraisal: async (dealId) => appraisals.get(dealId),
    saveAppraisal: async (dealId, appraisal) => void appraisals.set(dealId, appraisal),
    saveDepositRefund: async (dealId, details) => void refunds.set(dealId, details),
    addReasonComment: async (dealId, comment) => void comments.push({ dealId, comment }),
  };
  const blockedDays: BlockedDays = async (_kind, _zip, from, to) =>
    blocked.filter((day) => day >= from && day <= to);
  const deals: DealUpdater = { update: async (deal) => void updatedDeals.push(deal) };
  return { returns, blockedDays, deals, records: byDeal, appraisals, refunds, comments, updatedDeals };
};

export const aReturn = (overrides: Partial<ReturnRecord> = {}): ReturnRecord => ({
  deal_id: 'd-1001',
  return_type: 'PICKUP',
  preferred_return_date: '2026-12-18',
  planned_return_date: '2026-12-18',
  slot: '10:00',
  compound: null,
  firstname: 'Kim',
  lastname: 'Kunde',
  street: 'Leopoldstraße',
  house_number: '12',
  zip: '80802',
  city: 'München',
  address_extra: null,
  phone_number: '+4915123456789',
  email: null,
  booked_at: new Date('2026-11-20T10:00:00Z'),
  confirmed_at: null,
  returned_at: null,
  final_invoice_at: null,
  change_fee_cents: 0,
  ...overrides,
});
