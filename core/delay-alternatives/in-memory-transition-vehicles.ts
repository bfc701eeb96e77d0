import type { TransitionVehicleRequest, TransitionVehicleRequests } from './ports.ts';

/** In-memory requests for the use-case tests: one per deal, as the table's key keeps it. */
export const inMemoryTransitionVehicles = (): TransitionVehicleRequests & {
  readonly all: () => ReadonlyMap<string, TransitionVehicleRequest & { requestedBy: string; token: string }>;
} => {
  const rows = new Map<string, TransitionVehicleRequest & { requestedBy: string; token: string }>();
  return {
    all: () => rows,
    find: async (dealId) => {
      const row = rows.get(dealId);
      if (!row) return undefined;
      const { requestedBy: _by, token: _token, ...request } = row;
      return request;
    },
    save: async (dealId, requestedBy, request, token) => {
      if (rows.has(dealId)) throw new Error(`a transition vehicle is already requested for ${dealId}`);
      rows.set(dealId, { ...request, requestedBy, token });
    },
  };
};
