import type { DealScope } from './access.ts';
import type { Deal } from './types.ts';

/** A deal as stored and served: the fields core reads plus every other field of the wire deal. */
export type StoredDeal = Deal & { readonly [field: string]: unknown };

export type DealOwnership = {
  readonly ownerUserId: string | null;
  readonly companyId: string | null;
  readonly contactId: string | null;
};

export type DealRepository = {
  /** The deals a scope sees, newest first. */
  readonly listIn: (scope: DealScope) => Promise<StoredDeal[]>;
  /** One deal, if the scope sees it; another owner's deal is simply not found. */
  readonly findIn: (scope: DealScope, id: string) => Promise<StoredDeal | undefined>;
  readonly save: (deal: StoredDeal, ownership: DealOwnership) => Promise<void>;
};
