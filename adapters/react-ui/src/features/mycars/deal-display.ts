import type { Deal } from '../../../../../core/deals/types.ts';

/** Consumer spec §4: handover data is loaded only for CREATED SUBSCRIPTION deals. */
export { loadsHandover } from '../../../../../core/deals/context.ts';

/** Consumer spec §2: which status module a deal shows (core's rule, which the first page's calls read too). */
export { statusModuleOf } from '../../../../../core/deals/status-module.ts';

/** "Volkswagen ID.4 Pro", or nothing when the backend sent no car. */
export const carNameOf = (deal: Deal): string | undefined => {
  const name = [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
};

export const licensePlateOf = (deal: Deal): string | undefined =>
  deal.car?.registration_data?.license_plate ?? deal.car?.license_plate ?? undefined;

/**
 * The monthly rate a deal shows, or nothing: a cancelled order has no rate to pay, and its zero is
 * not a free subscription ("Kostenlos" is for a fee of zero, consumer spec §9).
 */
export const monthlyRateOf = (deal: Pick<Deal, 'state' | 'amount'>): number | undefined =>
  typeof deal.amount === 'number' && deal.state !== 'CANCELED' ? deal.amount : undefined;
