/**
 * The fleet manager's cart under requests sent many times at once: a car is added once, an item
 * removed once, one checkout places one set of orders and empties the cart; a change racing the
 * checkout lands either before it (and is ordered) or after it (and finds the item gone).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

const CART = '/portal/api/bff/cart';
const ADMIN = 'u-nord-admin';
const ID3 = { modelId: 'vw-id3', term: 12, kmPackage: 1500, protection: 'base', quantity: 2 };

type CartBody = { data: { items: { id: string; quantity: number }[] } };

describe.each(DATABASES)('the cart changed in parallel on %s', (database) => {
  let bff: DemoBff;
  let admin: Caller;
  afterEach(() => bff?.close());

  const start = async () => {
    bff = await demoBff({ database });
    admin = await bff.signIn('admin@nordflotte.example');
  };
  const items = () =>
    bff.db
      .selectFrom('cart_items')
      .select(['id', 'model_id', 'quantity'])
      .where('user_id', '=', ADMIN)
      .execute();
  const companyDeals = async () =>
    (
      await bff.db
        .selectFrom('deals')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', 'co-nordflotte')
        .executeTakeFirstOrThrow()
    ).n;
  const confirmations = async () =>
    (
      await bff.db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'contract_signing')
        .where('recipient', '=', 'admin@nordflotte.example')
        .execute()
    ).length;
  /** Only the ID.3 line in the cart: the seeded BMW line is not available in its quantity. */
  const cartWithId3 = async () => {
    expect((await admin.delete(`${CART}/items/ci-2001`)).statusCode).toBe(200);
    const added = (await admin.post(`${CART}/items`, { payload: ID3 })).json() as CartBody;
    const [item] = added.data.items;
    if (!item) throw new Error('the ID.3 was not added');
    return item.id;
  };

  it('adds the same car once when it is added many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () => admin.post(`${CART}/items`, { payload: ID3 }));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: BURST });
    expect((await items()).filter((item) => item.model_id === 'vw-id3')).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
  });

  it('changes an item to the same quantity many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.patch(`${CART}/items/ci-2001`, { payload: { quantity: 1 } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await items()).toEqual([expect.objectContaining({ id: 'ci-2001', quantity: 1 })]);
  });

  it('removes an item once; the other removals find it gone (404)', async () => {
    await start();
    const answers = await inParallel(BURST, () => admin.delete(`${CART}/items/ci-2001`));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: BURST - 1 });
    expect(await items()).toEqual([]);
  });

  it('cuts the unavailable items to what is left once, sent many times at once, with the same answer', async () => {
    await start();
    await admin.post(`${CART}/items`, { payload: ID3 });
    const answers = await inParallel(BURST, () => admin.delete(`${CART}/unavailable-items`));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect((await items()).map((item) => [item.model_id, item.quantity]).sort()).toEqual([
      ['bmw-i4', 1],
      ['vw-id3', 2],
    ]);
  });

  it('checks out once: one set of orders, one mail, the cart emptied; the repeats find it empty (409)', async () => {
    await start();
    await cartWithId3();
    const [dealsBefore, mailsBefore] = [await companyDeals(), await confirmations()];

    const answers = await inParallel(BURST, () =>
      admin.post(`${CART}/checkout`, { payload: { mode: 'order' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    const placed = answers.find((answer) => answer.statusCode === 201)?.json().data.orders;
    expect(placed).toHaveLength(2);
    expect(Number(await companyDeals())).toBe(Number(dealsBefore) + 2);
    expect(await confirmations()).toBe(mailsBefore + 1);
    expect(await items()).toEqual([]);
  });

  const swapsOf = (subscriptionId: string) =>
    bff.db
      .selectFrom('fleet_orders')
      .select('deal_id')
      .where('swap_subscription_id', '=', subscriptionId)
      .execute();
  const returnsOf = (dealId: string) =>
    bff.db
      .selectFrom('return_appointments')
      .select('preferred_return_date')
      .where('deal_id', '=', dealId)
      .execute();

  it('completes one vehicle swap sent many times at once: one order replaces the subscription, one pickup', async () => {
    await start();
    // The demo cart's BMW i4 line asks for more cars than are left; the swap car alone is ordered.
    await admin.delete(`${CART}/items/ci-2001`);
    expect(
      (await admin.post(`${CART}/items`, { payload: { ...ID3, quantity: 1, swapSubscriptionId: 'f-2001' } }))
        .statusCode,
    ).toBe(201);

    const answers = await inParallel(BURST, () =>
      admin.post(`${CART}/checkout`, { payload: { mode: 'vehicle_swap', swapSubscriptionId: 'f-2001' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    const placed: { id: string }[] = answers.find((answer) => answer.statusCode === 201)?.json().data.orders;
    expect(await swapsOf('f-2001')).toEqual([{ deal_id: placed.at(-1)?.id }]);
    expect(await returnsOf('f-2001')).toHaveLength(1);
    expect(await items()).toEqual([]);
  });

  it('lets a swap from the shop and one coordinated on an order race for the same car: one of them has it', async () => {
    await start();
    await admin.delete(`${CART}/items/ci-2001`);
    await admin.post(`${CART}/items`, { payload: { ...ID3, quantity: 1, swapSubscriptionId: 'f-2001' } });

    const answers = await inParallel(2, (index) =>
      index === 0
        ? admin.post(`${CART}/checkout`, { payload: { mode: 'vehicle_swap', swapSubscriptionId: 'f-2001' } })
        : admin.put('/portal/api/bff/fleet/orders/f-2002/swap', { payload: { subscriptionId: 'f-2001' } }),
    );

    expectNoServerError(answers);
    expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(1);
    expect(await swapsOf('f-2001')).toHaveLength(1);
    expect(await returnsOf('f-2001')).toHaveLength(1);
  });

  it("turns a driver's checkout sent many times at once into one order request", async () => {
    bff = await demoBff({ database });
    // Nordflotte's drivers may order again (the demo data withdrew their shop access).
    await bff.db
      .updateTable('fleet_company_settings')
      .set({ drivers_shop_access: true })
      .where('company_id', '=', 'co-nordflotte')
      .execute();
    const driver = await bff.signIn('fahrer@nordflotte.example');
    expect((await driver.post(`${CART}/items`, { payload: { ...ID3, quantity: 1 } })).statusCode).toBe(201);
    const requests = () =>
      bff.db.selectFrom('order_requests').select('id').where('employee_contact_id', '=', 'ct-2002').execute();
    const before = (await requests()).length;

    const answers = await inParallel(BURST, () =>
      driver.post(`${CART}/checkout`, { payload: { mode: 'order' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    expect(await requests()).toHaveLength(before + 1);
  });

  it('removes or changes an item at once: a change answered 200 shows the item, and it is gone', async () => {
    await start();
    const answers = await inParallel(BURST, (index) =>
      index === 0
        ? admin.delete(`${CART}/items/ci-2001`)
        : admin.patch(`${CART}/items/ci-2001`, { payload: { quantity: 1 } }),
    );

    expectNoServerError(answers);
    const [removal, ...changes] = answers;
    expect(removal?.statusCode).toBe(200);
    for (const change of changes) {
      expect([200, 404]).toContain(change.statusCode);
      if (change.statusCode === 200)
        expect((change.json() as CartBody).data.items).toEqual([
          expect.objectContaining({ id: 'ci-2001', quantity: 1 }),
        ]);
    }
    expect(await items()).toEqual([]);
  });

  it('orders what the cart held at checkout while its quantity changes at once', async () => {
    await start();
    const itemId = await cartWithId3();
    const dealsBefore = await companyDeals();

    const answers = await inParallel(BURST, (index) =>
      index === 0
        ? admin.post(`${CART}/checkout`, { payload: { mode: 'order' } })
        : admin.patch(`${CART}/items/${itemId}`, { payload: { quantity: 3 } }),
    );

    expectNoServerError(answers);
    const [checkout, ...changes] = answers;
    expect(checkout?.statusCode).toBe(201);
    // A change that succeeded came before the checkout and shows the new quantity; after it, the
    // item is gone (404).
    const changed = changes.filter((change) => change.statusCode === 200);
    for (const change of changed)
      expect((change.json() as CartBody).data.items).toEqual([
        expect.objectContaining({ id: itemId, quantity: 3 }),
      ]);
    expect(changes.every((change) => [200, 404].includes(change.statusCode))).toBe(true);
    const ordered = changed.length > 0 ? 3 : 2;
    expect(checkout?.json().data.orders).toHaveLength(ordered);
    expect(Number(await companyDeals())).toBe(Number(dealsBefore) + ordered);
    expect(await items()).toEqual([]);
  });
});
