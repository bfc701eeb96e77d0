/** An in-memory OrderingStore for use-case tests: a transaction's writes are undone when it throws. */
import type { CarPolicy } from '../car-policy/policy.ts';
import { DEFAULT_CAR_POLICY } from '../car-policy/policy.ts';
import type { CatalogueModel } from '../catalogue/types.ts';
import type { Company } from '../company/ports.ts';
import type { FleetContract } from '../contracts/contracts.ts';
import type { DealOwnership, StoredDeal } from '../deals/ports.ts';
import type { FleetCar } from '../fleet/cars-list.ts';
import type { OrderRequest } from '../order-requests/order-requests.ts';
import type { OutgoingMail } from '../shared/ports.ts';
import type { OrderingStore, Transactional } from './ordering.ts';
import type { CartItemRecord } from './ports.ts';

type State = {
  models: CatalogueModel[];
  items: CartItemRecord[];
  /** The recorded swaps: order id → replaced subscription. */
  swaps: Map<string, string>;
  companies: Company[];
  deals: { deal: StoredDeal; ownership: DealOwnership }[];
  contracts: FleetContract[];
  requests: OrderRequest[];
  policy: CarPolicy;
  shopAccessWithdrawn: boolean;
  mails: OutgoingMail[];
  number: number;
};

export const inMemoryOrdering = (initial: Partial<State> = {}, options: { failMail?: boolean } = {}) => {
  let state: State = {
    models: [],
    items: [],
    swaps: new Map(),
    companies: [],
    deals: [],
    contracts: [],
    requests: [],
    policy: DEFAULT_CAR_POLICY,
    shopAccessWithdrawn: false,
    mails: [],
    number: 5000,
    ...initial,
  };
  const store: OrderingStore = {
    carts: {
      lock: async () => {},
      items: async (userId) => state.items.filter((item) => item.userId === userId),
      unmarkSwap: async (userId) => {
        state.items = state.items.map((item) =>
          item.userId === userId ? { ...item, swapSubscriptionId: null } : item,
        );
      },
      add: async (item) => void state.items.push(item),
      update: async (item) => {
        state.items = state.items.map((old) => (old.id === item.id ? item : old));
      },
      remove: async (userId, ids) => {
        state.items = state.items.filter((item) => item.userId !== userId || !ids.includes(item.id));
      },
      clear: async (userId) => {
        state.items = state.items.filter((item) => item.userId !== userId);
      },
    },
    catalogue: {
      all: async () => state.models,
      find: async (id) => state.models.find((model) => model.id === id),
    },
    stock: {
      take: async (modelId, quantity) => {
        const model = state.models.find((candidate) => candidate.id === modelId);
        if (!model || model.stock < quantity) return false;
        state.models = state.models.map((m) => (m.id === modelId ? { ...m, stock: m.stock - quantity } : m));
        return true;
      },
    },
    deals: {
      listIn: async () => state.deals.map((entry) => entry.deal),
      findIn: async (scope, id) =>
        state.deals.find(
          (entry) =>
            entry.deal.id === id && 'companyId' in scope && entry.ownership.companyId === scope.companyId,
        )?.deal,
      save: async (deal, ownership) => void state.deals.push({ deal, ownership }),
    },
    contracts: {
      list: async (companyId) => state.contracts.filter((contract) => contract.companyId === companyId),
      find: async (companyId, id) => state.contracts.find((c) => c.companyId === companyId && c.id === id),
      add: async (contract) => void state.contracts.push(contract),
      lock: async (companyId, id) => state.contracts.find((c) => c.companyId === companyId && c.id === id),
      addSigningLink: async () => {},
      lastMailedAt: async () => undefined,
    },
    orderRequests: {
      list: async (companyId, contactId) =>
        state.requests.filter(
          (request) =>
            request.companyId === companyId && (!contactId || request.employee.contactId === contactId),
        ),
      find: async (companyId, id) => state.requests.find((r) => r.companyId === companyId && r.id === id),
      lock: async (companyId, id) => state.requests.find((r) => r.companyId === companyId && r.id === id),
      add: async (request) => void state.requests.push(request),
      save: async (request) => {
        state.requests = state.requests.map((old) => (old.id === request.id ? request : old));
      },
    },
    policies: {
      find: async () => state.policy,
      save: async (_companyId, policy) => {
        state.policy = policy;
      },
    },
    shopAccess: { driversShopAccess: async () => !state.shopAccessWithdrawn },
    ids: {
      nextNumber: async () => ++state.number,
      nextFleetDealId: async () => `f-${2211 + state.deals.length}`,
    },
    companies: {
      find: async (id) => state.companies.find((company) => company.id === id),
      lock: async (id) => state.companies.find((company) => company.id === id),
    } as OrderingStore['companies'],
    swaps: {
      lockReplaceable: async (companyId, subscriptionId) => {
        const entry = state.deals.find(
          (candidate) => candidate.deal.id === subscriptionId && candidate.ownership.companyId === companyId,
        );
        if (!entry) return undefined;
        const by = [...state.swaps].find(([, replaced]) => replaced === subscriptionId)?.[0] ?? null;
        return {
          car: { ...entry.deal, company: { id: companyId, name: companyId } } as FleetCar,
          swappedBy: by,
        };
      },
      record: async ({ orderId, subscriptionId, pickup }) => {
        if ([...state.swaps.values()].includes(subscriptionId)) throw new Error('already swapped');
        state.swaps.set(orderId, subscriptionId);
        state.deals = state.deals.map((entry) =>
          entry.deal.id === subscriptionId
            ? {
                ...entry,
                deal: {
                  ...entry.deal,
                  return_type: pickup.return_type,
                  preferred_return_date: pickup.preferred_return_date,
                },
              }
            : entry,
        );
      },
    },
    mailer: {
      send: async (mail) => {
        if (options.failMail) throw new Error('mail server down');
        state.mails.push(mail);
      },
    },
  };
  const run: Transactional = async (work) => {
    const before: State = {
      ...state,
      models: [...state.models],
      items: [...state.items],
      swaps: new Map(state.swaps),
      deals: [...state.deals],
      contracts: [...state.contracts],
      requests: [...state.requests],
      mails: [...state.mails],
    };
    try {
      return await work(store);
    } catch (error) {
      state = before;
      throw error;
    }
  };
  return { run, store, state: () => state };
};
