/**
 * 'Complete vehicle swap' (business spec §2 "Checkout", §4, §9): the swap is the one car that
 * replaces a running subscription; it is recorded with its order, the replaced car's return is the
 * pickup on the new car's handover day, both cars' pages name each other, and a car whose return is
 * booked is not offered for a swap.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

const B2B = { 'x-portal-actor': 'b2b-portal' };
const API = '/portal/api/bff';
const ID3 = { modelId: 'vw-id3', term: 12, kmPackage: 1500, protection: 'base' };
const CUSTOM_DELIVERY_FEE = 20_924;

const json = (response: { body: string }) => JSON.parse(response.body);

describe('a vehicle swap ordered through the shop', () => {
  let bff: DemoBff;
  let admin: Caller;
  afterEach(() => bff?.close());

  const start = async () => {
    bff = await demoBff();
    admin = await bff.signIn('admin@nordflotte.example');
    // The demo cart holds cars already; these tests start from an empty one.
    await bff.db.deleteFrom('cart_items').where('user_id', '=', 'u-nord-admin').execute();
  };
  const candidatesOf = async (orderId: string) =>
    (json(await admin.get(`${API}/fleet/orders/${orderId}/swap-candidates`)).data as { id: string }[]).map(
      (car) => car.id,
    );

  it('keeps the swap to its one car: the other cars of the cart are ordered as usual', async () => {
    await start();
    expect(await candidatesOf('f-2002')).toContain('f-2001');
    await admin.post(`${API}/cart/items`, { headers: B2B, payload: { ...ID3, quantity: 2 } });
    const added = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...ID3, term: 24, swapSubscriptionId: 'f-2001' },
    });
    expect(added.statusCode).toBe(201);
    const cart = json(added).data;
    expect(cart.swapSubscriptionId).toBe('f-2001');
    expect(
      cart.items.map((item: { swap: boolean; deliveryFee: number }) => [item.swap, item.deliveryFee]),
    ).toEqual([
      [false, 2 * CUSTOM_DELIVERY_FEE],
      [true, 0],
    ]);
    expect(cart.summary.deliveryFeeTotal).toBe(2 * CUSTOM_DELIVERY_FEE);
    const handoverDay = cart.items[1].deliveryFrom;

    const placed = await admin.post(`${API}/cart/checkout`, {
      headers: B2B,
      payload: { mode: 'vehicle_swap', swapSubscriptionId: 'f-2001' },
    });
    expect(placed.statusCode).toBe(201);
    const orders: { id: string }[] = json(placed).data.orders;
    expect(orders).toHaveLength(3);
    const kinds = await Promise.all(
      orders.map(
        async (order) => json(await admin.get(`${API}/deals/${order.id}`)).data.subscribed_as ?? null,
      ),
    );
    expect(kinds).toEqual([null, null, 'SWAP_SAME_DAY']);
    const swapOrder = orders[2]?.id as string;

    // The new order names the subscription it replaces and picks the old car up on its handover day.
    const order = json(await admin.get(`${API}/fleet/orders/${swapOrder}`)).data;
    expect(order.swap).toMatchObject({
      replacesSubscriptionId: 'f-2001',
      date: handoverDay,
      subscriptionStartDate: handoverDay,
      returnType: 'PICKUP',
    });
    // The old car's return is planned for that day, and its page names the order replacing it.
    const old = json(await admin.get(`${API}/fleet/orders/f-2001`)).data;
    expect(old.deal).toMatchObject({ return_type: 'PICKUP', preferred_return_date: handoverDay });
    expect(old.return).toMatchObject({ date: handoverDay, returnType: 'PICKUP' });
    expect(old.swap).toMatchObject({ replacedByOrderId: swapOrder, date: handoverDay, returnType: 'PICKUP' });
    const pickup = await bff.db
      .selectFrom('return_appointments')
      .select(['return_type', 'street', 'zip'])
      .where('deal_id', '=', 'f-2001')
      .execute();
    expect(pickup).toEqual([{ return_type: 'PICKUP', street: 'Am Sandtorkai', zip: '20457' }]);

    // One car, one end: the swapped car is offered to no other order, nor swapped again.
    expect(await candidatesOf('f-2002')).not.toContain('f-2001');
    const again = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...ID3, swapSubscriptionId: 'f-2001' },
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).error.fields['body.swapSubscriptionId']).toBe(
      `Dieses Abo wird bereits durch die Bestellung ${swapOrder} getauscht.`,
    );
  });

  it('says before the order what must change: one car per swap, no swap of a car whose return is booked', async () => {
    await start();
    const two = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...ID3, quantity: 2, swapSubscriptionId: 'f-2001' },
    });
    expect(two.statusCode).toBe(400);
    expect(json(two).error.fields).toEqual({
      'body.quantity': 'Ein Fahrzeugtausch ersetzt genau ein Abo durch ein Fahrzeug.',
    });
    const added = json(
      await admin.post(`${API}/cart/items`, {
        headers: B2B,
        payload: { ...ID3, swapSubscriptionId: 'f-2001' },
      }),
    ).data;
    const more = await admin.patch(`${API}/cart/items/${added.items[0].id}`, {
      headers: B2B,
      payload: { quantity: 2 },
    });
    expect(more.statusCode).toBe(400);
    expect(json(more).error.fields).toEqual({
      'body.quantity': 'Ein Fahrzeugtausch ersetzt genau ein Abo durch ein Fahrzeug.',
    });

    // f-2015's pickup is booked (seed/fleet.ts): no swap for it.
    const booked = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...ID3, swapSubscriptionId: 'f-2015' },
    });
    expect(booked.statusCode).toBe(400);
    expect(json(booked).error.fields['body.swapSubscriptionId']).toContain('bereits eine Rückgabe geplant');
  });

  it('offers no car with a booked return for a swap', async () => {
    await start();
    const before = await candidatesOf('f-2002');
    expect(before).toContain('f-2001');
    // A pickup booked for f-2001 in the meantime.
    await sql`update deals set data = data || '{"return_type":"PICKUP"}'::jsonb where id = 'f-2001'`.execute(
      bff.db,
    );
    expect(await candidatesOf('f-2002')).not.toContain('f-2001');
    const refused = await admin.put(`${API}/fleet/orders/f-2002/swap`, {
      headers: B2B,
      payload: { subscriptionId: 'f-2001' },
    });
    expect(refused.statusCode).toBe(409);
  });
});
