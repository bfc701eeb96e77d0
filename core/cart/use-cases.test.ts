import { describe, expect, it } from 'vitest';
import type { User } from '../account/ports.ts';
import { aModel } from '../catalogue/a-model.ts';
import type { Company } from '../company/ports.ts';
import type { StoredDeal } from '../deals/ports.ts';
import { inMemoryOrdering } from './in-memory-store.ts';
import type { CartItemRecord } from './ports.ts';
import { addToCart, checkout, removeUnavailableCartItems } from './use-cases.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const admin: User = {
  id: 'u-nord-admin',
  email: 'admin@nordflotte.example',
  passwordHash: null,
  kind: 'business',
  firstName: 'Nora',
  lastName: 'Nord',
  companyId: 'co-nordflotte',
  role: 'admin',
  contactId: 'ct-2001',
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: null,
};
const driver: User = {
  ...admin,
  id: 'u-nord-fahrer',
  role: 'driver',
  contactId: 'ct-2002',
  firstName: 'Fritz',
  lastName: 'Fahrer',
};
const item = (overrides: Partial<CartItemRecord> = {}): CartItemRecord => ({
  id: 'ci-1',
  userId: admin.id,
  modelId: 'bmw-i4',
  term: 12,
  kmPackage: 1500,
  quantity: 2,
  protection: 'base',
  tireAndWindshield: false,
  swapSubscriptionId: null,
  createdAt: NOW,
  ...overrides,
});

describe('checkout', () => {
  it("places one reserved order per car, empties the cart and mails the orderer: 'Confirm and Order'", async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 3 })], items: [item()] });
    const result = (await checkout(ordering.run, admin, { mode: 'order' }, NOW))._unsafeUnwrap();
    expect(result.orders.map((order) => order.id)).toEqual(['f-2211', 'f-2212']);
    expect(ordering.state().items).toEqual([]);
    expect(ordering.state().contracts).toHaveLength(2);
    expect(ordering.state().mails.map((mail) => mail.to)).toEqual(['admin@nordflotte.example']);
  });

  it('rolls every order back when the stock runs out meanwhile', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 3 })], items: [item()] });
    // Another order takes the last cars after the first of ours was placed.
    let taken = 0;
    Object.assign(ordering.store.stock, { take: async () => ++taken === 1 });
    const result = await checkout(ordering.run, admin, { mode: 'order' }, NOW);
    expect(result._unsafeUnwrapErr().code).toBe('cart_items_unavailable');
    expect(ordering.state().deals).toEqual([]);
    expect(ordering.state().items).toHaveLength(1);
  });

  it('answers the order submit error when placing fails, and keeps the cart', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 3 })], items: [item()] });
    Object.assign(ordering.store.deals, {
      save: async () => {
        throw new Error('order service down');
      },
    });
    expect((await checkout(ordering.run, admin, { mode: 'order' }, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'general_error',
    });
    expect(ordering.state().items).toHaveLength(1);
  });

  it("turns a driver's single car into an order request reserved for 3 days", async () => {
    const ordering = inMemoryOrdering({
      models: [aModel()],
      items: [item({ userId: driver.id, quantity: 1 })],
    });
    const result = (await checkout(ordering.run, driver, { mode: 'order' }, NOW))._unsafeUnwrap();
    expect(result.orders).toEqual([]);
    expect(result.orderRequest).toMatchObject({
      status: 'reserved',
      employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
      reservedUntil: new Date('2026-11-26T09:00:00Z'),
    });
  });

  it('lets no driver order once shop access is withdrawn', async () => {
    const ordering = inMemoryOrdering({ models: [aModel()], shopAccessWithdrawn: true });
    const input = { modelId: 'bmw-i4', term: 12, kmPackage: 1500, protection: 'base' as const };
    expect((await addToCart(ordering.run, driver, input, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'shop_access_withdrawn',
    });
    expect((await addToCart(ordering.run, admin, input, NOW)).isOk()).toBe(true);
  });

  const nordflotte: Company = {
    id: 'co-nordflotte',
    name: 'Nordflotte GmbH',
    address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    phone: '+4940123456',
    invoicingInfo: { email: null, ccEmail: null, costCenter: null, paymentMethod: null },
    contactPerson: { firstName: 'Nora', lastName: 'Nord', email: 'admin@nordflotte.example', phone: null },
  } as Company;
  const running = (id: string, fields: Partial<StoredDeal> = {}) => ({
    deal: { id, state: 'ACTIVE', ...fields } as StoredDeal,
    ownership: { ownerUserId: null, companyId: 'co-nordflotte', contactId: null },
  });
  const swapInput = {
    modelId: 'bmw-i4',
    term: 12,
    kmPackage: 1500,
    protection: 'base' as const,
    swapSubscriptionId: 'f-2001',
  };

  it('swaps only a subscription of the company, one car for it', async () => {
    const ordering = inMemoryOrdering({
      models: [aModel()],
      companies: [nordflotte],
      deals: [running('f-2001')],
    });
    const foreign = await addToCart(ordering.run, admin, { ...swapInput, swapSubscriptionId: 'f-2201' }, NOW);
    expect(foreign._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { 'body.swapSubscriptionId': 'Bitte wählen Sie ein Abo aus' },
    });
    const two = await addToCart(ordering.run, admin, { ...swapInput, quantity: 2 }, NOW);
    expect(two._unsafeUnwrapErr()).toEqual({
      code: 'bad_request',
      fields: { 'body.quantity': 'Ein Fahrzeugtausch ersetzt genau ein Abo durch ein Fahrzeug.' },
    });
    expect((await checkout(ordering.run, admin, { mode: 'vehicle_swap' }, NOW))._unsafeUnwrapErr().code).toBe(
      'cart_empty',
    );
  });

  it('orders the swap car in place of the subscription and the other cars of the cart as usual', async () => {
    const ordering = inMemoryOrdering({
      models: [aModel({ stock: 10 })],
      items: [item({ quantity: 2, term: 24 })],
      companies: [nordflotte],
      deals: [running('f-2001')],
    });
    const cart = (await addToCart(ordering.run, admin, swapInput, NOW))._unsafeUnwrap();
    expect(cart.lines.map((line) => line.swap)).toEqual([false, true]);
    const placed = (
      await checkout(ordering.run, admin, { mode: 'vehicle_swap', swapSubscriptionId: 'f-2001' }, NOW)
    )._unsafeUnwrap();
    expect(placed.orders).toHaveLength(3);
    const swapOrder = placed.orders[2]?.id as string;
    expect(ordering.state().swaps).toEqual(new Map([[swapOrder, 'f-2001']]));
    const kinds = ordering.state().deals.map((entry) => [entry.deal.id, entry.deal.subscribed_as ?? null]);
    expect(kinds.filter(([, kind]) => kind === 'SWAP_SAME_DAY')).toEqual([[swapOrder, 'SWAP_SAME_DAY']]);
    // The replaced car is picked up on the new car's first delivery day (3 weeks on).
    expect(ordering.state().deals.find((entry) => entry.deal.id === 'f-2001')?.deal).toMatchObject({
      return_type: 'PICKUP',
      preferred_return_date: cart.lines[1]?.deliveryFrom,
    });
  });

  it('refuses to swap a subscription whose return is booked, before anything is ordered', async () => {
    const ordering = inMemoryOrdering({
      models: [aModel()],
      companies: [nordflotte],
      deals: [
        running('f-2001', {
          return_type: 'PICKUP',
          preferred_return_date: '2026-12-16',
        } as Partial<StoredDeal>),
      ],
    });
    const refused = await addToCart(ordering.run, admin, swapInput, NOW);
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'bad_request',
      fields: { 'body.swapSubscriptionId': expect.stringContaining('bereits eine Rückgabe geplant') },
    });
  });
});

describe('the same cart request again', () => {
  const input = { modelId: 'bmw-i4', term: 12, kmPackage: 1500, protection: 'base' as const, quantity: 2 };

  it('keeps one line when the same car, configuration and quantity is added again', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 5 })] });
    await addToCart(ordering.run, admin, input, NOW);
    const again = (await addToCart(ordering.run, admin, input, NOW))._unsafeUnwrap();
    expect(again.lines.map((line) => line.item.quantity)).toEqual([2]);
    await addToCart(ordering.run, admin, { ...input, quantity: 1 }, NOW);
    await addToCart(ordering.run, admin, { ...input, protection: 'premium' }, NOW);
    expect(ordering.state().items.map((line) => [line.quantity, line.protection])).toEqual([
      [2, 'base'],
      [1, 'base'],
      [2, 'premium'],
    ]);
  });

  it('finds the cart empty at a second checkout and places nothing more', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 3 })], items: [item()] });
    expect((await checkout(ordering.run, admin, { mode: 'order' }, NOW)).isOk()).toBe(true);
    expect((await checkout(ordering.run, admin, { mode: 'order' }, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'cart_empty',
    });
    expect(ordering.state().deals).toHaveLength(2);
    expect(ordering.state().mails).toHaveLength(1);
  });
});

describe("'Ja, entfernen & fortfahren'", () => {
  it('cuts a line of 2 asked for and 1 available to one car, which the order then places', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 1 })], items: [item()] });
    const view = (await removeUnavailableCartItems(ordering.run, admin, NOW))._unsafeUnwrap();
    expect(view.lines.map((line) => [line.item.id, line.item.quantity, line.available])).toEqual([
      ['ci-1', 1, true],
    ]);
    const result = (await checkout(ordering.run, admin, { mode: 'order' }, NOW))._unsafeUnwrap();
    expect(result.orders).toHaveLength(1);
  });

  it('removes only the lines with no car left and keeps the available ones', async () => {
    const ordering = inMemoryOrdering({
      models: [aModel({ stock: 2 }), aModel({ id: 'vw-id3', stock: 0 })],
      items: [item(), item({ id: 'ci-2', modelId: 'vw-id3', quantity: 1 })],
    });
    const view = (await removeUnavailableCartItems(ordering.run, admin, NOW))._unsafeUnwrap();
    expect(view.lines.map((line) => [line.item.id, line.item.quantity])).toEqual([['ci-1', 2]]);
  });

  it('changes nothing when sent again', async () => {
    const ordering = inMemoryOrdering({ models: [aModel({ stock: 1 })], items: [item()] });
    await removeUnavailableCartItems(ordering.run, admin, NOW);
    const again = (await removeUnavailableCartItems(ordering.run, admin, NOW))._unsafeUnwrap();
    expect(again.lines.map((line) => line.item.quantity)).toEqual([1]);
  });
});
