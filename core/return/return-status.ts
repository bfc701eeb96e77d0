import type { Deal, ReturnType } from '../deals/types.ts';
import { type StatusStep, stepsAt } from '../handover/order-status.ts';
import { berlinDayOfInstant, daysUntil, toIsoDate } from '../shared/calendar-days.ts';
import type { ReturnRecord } from './ports.ts';

/**
 * The return-status steps (consumer spec §4). The rules for moving between them are not given; our
 * reading: booked, confirmed by the provider, preparation until the return day, the return itself,
 * the final invoice (3–4 weeks later, consumer §9), complete with the final invoice.
 */
const RETURN_STEPS = [
  'return_booked',
  'return_confirmed',
  'prepare_car_for_return',
  'return_in_progress',
  'final_invoice',
  'return_completed',
] as const;
export type ReturnStatusStep = (typeof RETURN_STEPS)[number];

/** Consumer spec §9: the final invoice takes 3–4 weeks after the return. */
export const FINAL_INVOICE_WEEKS = { from: 3, to: 4 } as const;
/** Consumer spec §9: the return protocol follows about 7 days after the return. */
export const RETURN_PROTOCOL_DAYS = 7;

export type ReturnStatus = {
  readonly return_type: ReturnType | null;
  readonly steps: StatusStep<ReturnStatusStep>[];
};

const FINISHED_STATES = new Set(['ENDED', 'ARCHIVED']);

const dayOf = (instant: Date | null): string | null =>
  instant ? toIsoDate(berlinDayOfInstant(instant)) : null;

const currentIndex = (deal: Deal, record: ReturnRecord | undefined, now: Date): number => {
  if (FINISHED_STATES.has(deal.state) || record?.final_invoice_at) return RETURN_STEPS.length;
  if (!record) return deal.state === 'FINAL_INVOICE' ? 4 : 0;
  if (record.returned_at) return 4;
  if (!record.confirmed_at) return 1;
  const date = record.planned_return_date ?? record.preferred_return_date;
  return daysUntil(date, now) > 0 ? 2 : 3;
};

export const returnStatusOf = (deal: Deal, record: ReturnRecord | undefined, now: Date): ReturnStatus => ({
  return_type: record?.return_type ?? deal.return_type ?? null,
  steps: stepsAt<ReturnStatusStep>(RETURN_STEPS, currentIndex(deal, record, now), {
    return_booked: dayOf(record?.booked_at ?? null),
    return_confirmed: dayOf(record?.confirmed_at ?? null),
    return_in_progress: dayOf(record?.returned_at ?? null),
    final_invoice: dayOf(record?.final_invoice_at ?? null),
  }),
});
