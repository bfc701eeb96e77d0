import type { Deal } from './types.ts';

const BEFORE_HANDOVER = new Set([
  'CREATED',
  'SIGNED',
  'EXTERNALLY_VERIFIED',
  'HANDOVER',
  'DELIVERING',
  'SCHEDULED',
]);
const RETURNING = new Set(['RETURN', 'RETURNING', 'FINAL_INVOICE']);

/**
 * Which status module a deal shows (consumer spec §2 modules "order status", "return status"):
 * order steps until the car is handed over, return steps once a return is booked.
 */
export const statusModuleOf = (deal: Pick<Deal, 'state' | 'return_type'>): 'order' | 'return' | undefined => {
  if (BEFORE_HANDOVER.has(deal.state)) return 'order';
  if (RETURNING.has(deal.state) || (deal.state === 'ACTIVE' && deal.return_type)) return 'return';
  return undefined;
};
