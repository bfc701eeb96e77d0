/**
 * The contract every storage adapter of the ordering ports fulfils (carts, stock, ids, contracts,
 * order requests, car policy, shop access); run against each of them by the files that import it. Each store
 * starts with the companies co-nordflotte and co-suedlogistik, their admins u-nord-admin and
 * u-sued-admin, and one BMW i4 (bmw-i4) left in stock.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAR_POLICY } from '../../core/car-policy/policy.ts';
import type { OrderingStore } from '../../core/cart/ordering.ts';
import type { CartItemRecord } from '../../core/cart/ports.ts';
import type { FleetContract } from '../../core/contracts/contracts.ts';
import type { OrderRequest } from '../../core/order-requests/order-requests.ts';
import { cents } from '../../core/shared/money.ts';

const NOW = new Date('2026-11-23T09:00:00.000Z');

const anItem = (overrides: Partial<CartItemRecord> = {}): CartItemRecord => ({
  id: 'ci-9001',
  userId: 'u-nord-admin',
  modelId: 'bmw-i4',
  term: 12,
  kmPackage: 1500,
  quantity: 2,
  protection: 'premium',
  tireAndWindshield: true,
  swapSubscriptionId: null,
  createdAt: NOW,
  ...overrides,
});

const aContract = (overrides: Partial<FleetContract> = {}): FleetContract => ({
  id: 'ctr-9001',
  companyId: 'co-suedlogistik',
  dealId: null,
  contractNumber: 'V-2026-9001',
  status: 'UNSIGNED',
  createdAt: NOW,
  createdBy: 'Sven Süd',
  signerEmail: 'admin@suedlogistik.example',
  signerName: null,
  ...overrides,
});

const aRequest = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  id: 'req-9001',
  companyId: 'co-suedlogistik',
  employee: { contactId: 'ct-3001', name: 'Sven Süd', email: 'admin@suedlogistik.example' },
  modelId: 'bmw-i4',
  modelName: 'BMW i4 eDrive40',
  term: 12,
  kmPackage: 1500,
  protection: 'base',
  tireAndWindshield: false,
  monthlyPrice: cents(64_900),
  status: 'reserved',
  submittedAt: NOW,
  reservedUntil: new Date('2026-11-26T09:00:00.000Z'),
  decidedAt: null,
  orderId: null,
  rejectionReason: null,
  ...overrides,
});

export const orderingStoreSuite = (name: string, fresh: () => Promise<OrderingStore>) => {
  describe(`ordering store: ${name}`, () => {
    it("keeps a user's cart items apart from others' and empties it with its swap line", async () => {
      const store = await fresh();
      await store.carts.add(anItem());
      await store.carts.add(anItem({ id: 'ci-9002', userId: 'u-sued-admin' }));
      await store.carts.add(anItem({ id: 'ci-9003', quantity: 1, swapSubscriptionId: 'f-2001' }));
      await store.carts.unmarkSwap('u-sued-admin');
      expect(await store.carts.items('u-nord-admin')).toEqual([
        anItem(),
        anItem({ id: 'ci-9003', quantity: 1, swapSubscriptionId: 'f-2001' }),
      ]);
      await store.carts.unmarkSwap('u-nord-admin');
      expect((await store.carts.items('u-nord-admin'))[1]?.swapSubscriptionId).toBeNull();
      await store.carts.remove('u-nord-admin', ['ci-9003']);
      await store.carts.update(anItem({ quantity: 1, protection: 'base' }));
      expect((await store.carts.items('u-nord-admin'))[0]).toMatchObject({ quantity: 1, protection: 'base' });
      await store.carts.remove('u-nord-admin', ['ci-9002']);
      expect(await store.carts.items('u-sued-admin')).toHaveLength(1);
      await store.carts.clear('u-nord-admin');
      expect(await store.carts.items('u-nord-admin')).toEqual([]);
    });

    it('takes cars from the stock only while enough are left', async () => {
      const store = await fresh();
      expect(await store.stock.take('bmw-i4', 2)).toBe(false);
      expect(await store.stock.take('bmw-i4', 1)).toBe(true);
      expect(await store.stock.take('bmw-i4', 1)).toBe(false);
      expect((await store.catalogue.find('bmw-i4'))?.stock).toBe(0);
    });

    it('hands out distinct numbers', async () => {
      const store = await fresh();
      const numbers = [
        await store.ids.nextNumber(),
        await store.ids.nextNumber(),
        await store.ids.nextNumber(),
      ];
      expect(new Set(numbers).size).toBe(3);
      expect(await store.ids.nextFleetDealId()).toMatch(/^f-\d+$/);
    });

    it("finds a contract only in its own company's", async () => {
      const store = await fresh();
      await store.contracts.add(aContract());
      expect(await store.contracts.find('co-suedlogistik', 'ctr-9001')).toEqual(aContract());
      expect(await store.contracts.find('co-nordflotte', 'ctr-9001')).toBeUndefined();
      expect(await store.contracts.list('co-suedlogistik')).toContainEqual(aContract());
    });

    it("keeps order requests of the company, a driver's own on asking", async () => {
      const store = await fresh();
      await store.orderRequests.add(aRequest());
      await store.orderRequests.save(
        aRequest({ status: 'rejected', reservedUntil: null, rejectionReason: 'Nein.' }),
      );
      expect(await store.orderRequests.find('co-suedlogistik', 'req-9001')).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Nein.',
        modelName: 'BMW i4 eDrive40',
      });
      expect(await store.orderRequests.find('co-nordflotte', 'req-9001')).toBeUndefined();
      expect(await store.orderRequests.list('co-suedlogistik', 'ct-9999')).toEqual([]);
    });

    it('keeps a car policy, the default until one is set', async () => {
      const store = await fresh();
      expect(await store.policies.find('co-nordflotte')).toEqual(DEFAULT_CAR_POLICY);
      const policy = { ...DEFAULT_CAR_POLICY, budgetLimit: cents(80_000), fuels: ['Elektro' as const] };
      await store.policies.save('co-nordflotte', policy);
      expect(await store.policies.find('co-nordflotte')).toEqual(policy);
    });

    it("lets drivers order until the company's shop access is withdrawn", async () => {
      const store = await fresh();
      expect(await store.shopAccess.driversShopAccess('co-nordflotte')).toBe(true);
    });
  });
};
