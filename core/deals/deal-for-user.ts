import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { dealScopeOf } from './access.ts';
import type { DealRepository, StoredDeal } from './ports.ts';
import type { DealState } from './types.ts';

/** Another owner's deal is simply not found (404); a role that may not act is refused (403). */
export type DealAccessError = { readonly code: 'not_found' } | { readonly code: 'forbidden' };

/** Analysts read but never write (business spec §6); consumers, fleet admins and drivers may. */
export const mayChangeDeals = (user: User): boolean =>
  user.kind === 'consumer' || user.role === 'admin' || user.role === 'driver';

/** The deal, if the user sees it (their own, their company's, or a driver's assigned car). */
export const dealToRead = async (
  deals: Pick<DealRepository, 'findIn'>,
  user: User,
  id: string,
): Promise<Result<StoredDeal, DealAccessError>> => {
  const deal = await deals.findIn(dealScopeOf(user), id);
  return deal ? ok(deal) : err({ code: 'not_found' });
};

/** The deal, if the user sees it and may change it; the role is checked first, so it leaks nothing. */
export const dealToChange = async (
  deals: Pick<DealRepository, 'findIn'>,
  user: User,
  id: string,
): Promise<Result<StoredDeal, DealAccessError>> =>
  mayChangeDeals(user) ? dealToRead(deals, user, id) : err({ code: 'forbidden' });

/**
 * The car is with the customer: a running subscription. The consumer portal offers damage report,
 * mileage report and schedule service for ACTIVE deals (consumer spec §4); the business list shows
 * running subscriptions in the display states of its "Meine Flotte" and "Endend" tabs as well.
 */
const CAR_WITH_CUSTOMER: ReadonlySet<DealState> = new Set([
  'ACTIVE',
  'RETURN',
  'RETURNING',
  'PROLONGED',
  'PROLONGATION',
]);

export const isCarWithCustomer = (deal: { readonly state: DealState }): boolean =>
  CAR_WITH_CUSTOMER.has(deal.state);

/** Writes that change the wire deal run with the deal read again and locked until they end. */
export type DealChanges = {
  readonly lockDeal: (id: string) => Promise<StoredDeal | undefined>;
  /** Writes the deal as the portals are served it (deals.data), keeping its owner. */
  readonly saveDeal: (deal: StoredDeal) => Promise<void>;
};
