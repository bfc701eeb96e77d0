/**
 * The consumer transition-car requests (migration 0013) against PGlite and, in CI, PostgreSQL: a
 * round trip that keeps the deliver-by day and the instant, and one request per deal by the key.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/sql/schema.ts';
import { sqlTransitionVehicleRequests } from '../../adapters/sql/transition-vehicle-requests.ts';
import type { TransitionVehicleRequest } from '../../core/delay-alternatives/ports.ts';
import { cents } from '../../core/shared/money.ts';
import { withCustomerDeal } from './databases.ts';

const request: TransitionVehicleRequest = {
  deliveryBy: '2026-03-29',
  kilometresPerMonth: 1000,
  protection: 'base',
  fullCoverageDeductible: cents(100_000),
  partialCoverageDeductible: cents(50_000),
  tireAndWindshieldDeductible: null,
  requestedAt: '2026-03-22T23:30:00.000Z',
};

export const transitionVehicleRequestsSuite = (name: string, fresh: () => Promise<Kysely<Database>>) => {
  describe(`transition-vehicle requests: ${name}`, () => {
    it('keep a request with its day and instant, and find none for another deal', async () => {
      const requests = sqlTransitionVehicleRequests(await withCustomerDeal(await fresh()));
      await requests.save('d-1008', 'u-kunde', request, 'token-1');
      expect(await requests.find('d-1008')).toEqual(request);
      expect(await requests.find('d-1001')).toBeUndefined();
    });

    it('keep one request per deal', async () => {
      const db = await withCustomerDeal(await fresh());
      const requests = sqlTransitionVehicleRequests(db);
      await requests.save('d-1008', 'u-kunde', request, 'token-1');
      await expect(
        requests.save('d-1008', 'u-kunde', { ...request, protection: 'premium' }, 'token-2'),
      ).rejects.toThrow();
      expect((await requests.find('d-1008'))?.protection).toBe('base');
    });
  });
};
