/** In-memory deals for the use-case tests: the scope rules of sql/deal-repository.ts, and the changes of a transaction. */
import type { User } from '../account/ports.ts';
import type { DealScope } from './access.ts';
import type { DealChanges } from './deal-for-user.ts';
import type { DealOwnership, DealRepository, StoredDeal } from './ports.ts';

export const inMemoryDeals = (
  initial: readonly { readonly deal: StoredDeal; readonly ownership: DealOwnership }[] = [],
): DealRepository & DealChanges & { readonly get: (id: string) => StoredDeal | undefined } => {
  const deals = new Map(initial.map((entry) => [entry.deal.id, entry]));
  const visible = (scope: DealScope, ownership: DealOwnership): boolean => {
    switch (scope.kind) {
      case 'owner':
        return ownership.ownerUserId === scope.userId;
      case 'company':
        return ownership.companyId === scope.companyId;
      case 'assigned':
        return ownership.companyId === scope.companyId && ownership.contactId === scope.contactId;
      case 'none':
        return false;
    }
  };
  return {
    get: (id) => deals.get(id)?.deal,
    listIn: async (scope) =>
      [...deals.values()].filter((entry) => visible(scope, entry.ownership)).map((entry) => entry.deal),
    findIn: async (scope, id) => {
      const entry = deals.get(id);
      return entry && visible(scope, entry.ownership) ? entry.deal : undefined;
    },
    save: async (deal, ownership) => {
      deals.set(deal.id, { deal, ownership });
    },
    lockDeal: async (id) => deals.get(id)?.deal,
    saveDeal: async (deal) => {
      const entry = deals.get(deal.id);
      if (entry) deals.set(deal.id, { ...entry, deal });
    },
  };
};

const user = (overrides: Partial<User>): User => ({
  id: 'u-kunde',
  email: 'kunde@demo.example',
  passwordHash: null,
  kind: 'consumer',
  firstName: 'Kim',
  lastName: 'Kunde',
  companyId: null,
  role: null,
  contactId: null,
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: null,
  ...overrides,
});

/** The users of the use-case tests: a consumer, another consumer, and Nordflotte's admin, driver and analyst. */
export const kunde = user({});
export const neu = user({ id: 'u-neu', email: 'neu@demo.example', firstName: 'Nina' });
const nordflotte = (id: string, role: 'admin' | 'driver' | 'analyst', contactId: string) =>
  user({
    id,
    email: `${role}@nordflotte.example`,
    kind: 'business',
    companyId: 'co-nordflotte',
    role,
    contactId,
  });
export const fleetAdmin = nordflotte('u-nord-admin', 'admin', 'ct-2001');
export const fleetDriver = nordflotte('u-nord-fahrer', 'driver', 'ct-2002');
export const fleetAnalyst = nordflotte('u-nord-analyst', 'analyst', 'ct-2003');

export const ownedBy = (userId: string): DealOwnership => ({
  ownerUserId: userId,
  companyId: null,
  contactId: null,
});
export const ofFleet = (contactId: string | null = null): DealOwnership => ({
  ownerUserId: null,
  companyId: 'co-nordflotte',
  contactId,
});
