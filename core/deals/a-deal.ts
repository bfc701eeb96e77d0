/** Test data builders (an object mother per entity): tests state only what matters to them. */
import type { Deal, DealContext } from './types.ts';

export const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  created_at: '2026-01-10T09:00:00Z',
  ...overrides,
});

export const aDealContext = (
  deal: Partial<Deal> = {},
  context: Omit<Partial<DealContext>, 'deal'> = {},
): DealContext => ({ deal: aDeal(deal), ...context });
