import type { DateText, Deal } from './types.ts';

/** returnDate = return_date, else end_date, else computed_end_date (consumer spec §3, the deal's dates). */
export const returnDateOf = (deal: Deal): DateText | undefined =>
  deal.return_date ?? deal.end_date ?? deal.computed_end_date ?? undefined;

/** Prolongation and same-day swap deals are follow-ups themselves: no extend or follow-up offers. */
export const isFollowUpKind = (deal: Pick<Deal, 'subscribed_to' | 'subscribed_as'>): boolean =>
  deal.subscribed_to === 'PROLONGATION' ||
  deal.subscribed_to === 'SWAP_SAME_DAY' ||
  deal.subscribed_as === 'PROLONGATION' ||
  deal.subscribed_as === 'SWAP_SAME_DAY';
