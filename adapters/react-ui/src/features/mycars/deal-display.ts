import type { Deal } from '../../../../../core/deals/types.ts';

/** Consumer spec §4: handover data is loaded only for CREATED SUBSCRIPTION deals. */
export { loadsHandover } from '../../../../../core/deals/context.ts';

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
export const statusModuleOf = (deal: Deal): 'order' | 'return' | undefined => {
  if (BEFORE_HANDOVER.has(deal.state)) return 'order';
  if (RETURNING.has(deal.state) || (deal.state === 'ACTIVE' && deal.return_type)) return 'return';
  return undefined;
};

/** "Volkswagen ID.4 Pro", or nothing when the backend sent no car. */
export const carNameOf = (deal: Deal): string | undefined => {
  const name = [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
};

export const licensePlateOf = (deal: Deal): string | undefined =>
  deal.car?.registration_data?.license_plate ?? deal.car?.license_plate ?? undefined;
