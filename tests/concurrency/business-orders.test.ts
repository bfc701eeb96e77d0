/**
 * The order detail's dialogs sent many times at once: each change lands once (a setting set twice
 * is the same setting), a request the product takes once per order is booked once, and two orders
 * choosing the same subscription to swap cannot both have it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { sqlCompanies } from '../../adapters/sql/company-repository.ts';
import { sqlFleet } from '../../adapters/sql/fleet-repository.ts';
import { COMMENT_REPEAT_MS, commentOnOrder } from '../../core/fleet/order-use-cases.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

const ORDERS = '/portal/api/bff/fleet/orders';
const ADDRESS = { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' };
const HANDOVER = {
  handover_firstname: 'Fritz',
  handover_lastname: 'Fahrer',
  handover_street: 'Am Sandtorkai',
  handover_housenumber: '50',
  handover_zip: '20457',
  handover_city: 'Hamburg',
  handover_phone_number: '+4915112345678',
  preferred_handover_date: '2026-12-15',
  slot: '11:00',
  contactId: 'ct-2002',
};

describe.each(DATABASES)('order changes in parallel on %s', (database) => {
  let bff: DemoBff;
  let admin: Caller;
  afterEach(() => bff?.close());

  const start = async () => {
    bff = await demoBff({ database });
    admin = await bff.signIn('admin@nordflotte.example');
  };
  const orderRows = (id: string) =>
    bff.db
      .selectFrom('fleet_orders')
      .select(['shared_car', 'delivery_option', 'delivery_street', 'swap_subscription_id'])
      .where('deal_id', '=', id)
      .execute();
  const mailsTo = async (subject: string) =>
    (
      await bff.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', 'admin@nordflotte.example')
        .where('subject', '=', subject)
        .execute()
    ).length;

  it('assigns the same driver many times at once: one assignment', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${ORDERS}/f-2002/driver`, { payload: { contactId: 'ct-2002' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const deal = await bff.db
      .selectFrom('deals')
      .select('contact_id')
      .where('id', '=', 'f-2002')
      .executeTakeFirst();
    expect(deal?.contact_id).toBe('ct-2002');
    expect(await orderRows('f-2002')).toEqual([expect.objectContaining({ shared_car: false })]);
  });

  it('chooses the same delivery many times at once: one choice', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${ORDERS}/f-2002/delivery-option`, {
        payload: { option: 'custom_delivery', address: ADDRESS },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await orderRows('f-2002')).toEqual([
      expect.objectContaining({ delivery_option: 'custom_delivery', delivery_street: 'Am Sandtorkai' }),
    ]);
  });

  it('coordinates the same handover many times at once: one handover', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${ORDERS}/f-2002/handover`, { payload: HANDOVER }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const handovers = await bff.db
      .selectFrom('fleet_handovers')
      .select(['contact_id', 'handover_date'])
      .where('deal_id', '=', 'f-2002')
      .execute();
    expect(handovers).toEqual([{ contact_id: 'ct-2002', handover_date: '2026-12-15' }]);
  });

  it('keeps a car shared when it is marked shared while a handover names a contact at once', async () => {
    await start();
    const answers = await inParallel(BURST, (index) =>
      index % 2 === 0
        ? admin.put(`${ORDERS}/f-2002/driver`, { payload: { shared: true } })
        : admin.put(`${ORDERS}/f-2002/handover`, { payload: HANDOVER }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    // A handover names the driver only of a car that has none and is not shared: whichever came
    // first, the car ends shared and without a driver.
    const deal = await bff.db
      .selectFrom('deals')
      .select('contact_id')
      .where('id', '=', 'f-2002')
      .executeTakeFirst();
    expect(deal?.contact_id).toBeNull();
    expect(await orderRows('f-2002')).toEqual([expect.objectContaining({ shared_car: true })]);
  });

  it('swaps the same subscription many times at once: one swap', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.put(`${ORDERS}/f-2002/swap`, { payload: { subscriptionId: 'f-2001' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await orderRows('f-2002')).toEqual([expect.objectContaining({ swap_subscription_id: 'f-2001' })]);
  });

  it('lets one of two orders choosing the same subscription at once have it; the other 409', async () => {
    await start();
    const answers = await inParallel(2, (index) =>
      admin.put(`${ORDERS}/${index === 0 ? 'f-2002' : 'f-2021'}/swap`, {
        payload: { subscriptionId: 'f-2001' },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    const swaps = await bff.db
      .selectFrom('fleet_orders')
      .select('deal_id')
      .where('swap_subscription_id', '=', 'f-2001')
      .execute();
    expect(swaps).toHaveLength(1);
  });

  it('keeps one comment when the same comment is sent many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.post(`${ORDERS}/f-2002/comments`, { payload: { comment: 'Bitte vor 12 Uhr liefern.' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: BURST });
    const comments = await bff.db
      .selectFrom('fleet_order_comments')
      .select('comment')
      .where('deal_id', '=', 'f-2002')
      .execute();
    expect(comments).toEqual([{ comment: 'Bitte vor 12 Uhr liefern.' }]);
    // Another text is another comment.
    await admin.post(`${ORDERS}/f-2002/comments`, { payload: { comment: 'Und bitte anrufen.' } });
    expect(
      await bff.db.selectFrom('fleet_order_comments').select('id').where('deal_id', '=', 'f-2002').execute(),
    ).toHaveLength(2);
  });

  it('stores the same comment again once the repeat window is over', async () => {
    await start();
    const nora = await sqlUsers(bff.db).findById('u-nord-admin');
    if (!nora) throw new Error('the demo admin is missing');
    const ports = {
      fleet: sqlFleet(bff.db),
      companies: sqlCompanies(bff.db),
      mailer: { send: async () => {} },
    };
    const at = (minutes: number) => new Date(DEMO_NOW.getTime() + minutes * 60_000);

    for (const minutes of [0, 4, 4 + COMMENT_REPEAT_MS / 60_000])
      expect((await commentOnOrder(ports, nora, 'f-2002', 'Bitte anrufen.', at(minutes))).isOk()).toBe(true);

    const comments = await bff.db
      .selectFrom('fleet_order_comments')
      .select('created_at')
      .where('deal_id', '=', 'f-2002')
      .orderBy('id')
      .execute();
    expect(comments.map((comment) => new Date(comment.created_at))).toEqual([at(0), at(9)]);
  });

  it('books one transition car per order; the repeats 409', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.post(`${ORDERS}/f-2002/transition-vehicle`, {
        payload: { protection: 'premium', tireAndWindshield: true },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    const booked = await bff.db
      .selectFrom('fleet_transition_vehicles')
      .select('deal_id')
      .where('deal_id', '=', 'f-2002')
      .execute();
    expect(booked).toHaveLength(1);
    expect(await mailsTo('Ihre Anfrage für ein Übergangsfahrzeug')).toBe(1);
  });

  it('keeps one open purchase offer request per car, at once and asked again later', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.post(`${ORDERS}/f-2001/purchase-offer`, { payload: { comment: 'Bitte Angebot.' } }),
    );
    answers.push(await admin.post(`${ORDERS}/f-2001/purchase-offer`, { payload: {} }));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 202: BURST + 1 });
    const requests = await bff.db
      .selectFrom('fleet_purchase_offer_requests')
      .select(['comment', 'status'])
      .where('deal_id', '=', 'f-2001')
      .execute();
    expect(requests).toEqual([{ comment: 'Bitte Angebot.', status: 'open' }]);
    expect(await mailsTo('Ihre Anfrage für ein Kaufangebot')).toBe(1);
  });

  it('books an order on the same company many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.post('/portal/api/bff/fleet/company-assignments', {
        payload: { orderId: 'f-2002', companyId: 'co-nordflotte' },
      }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const deal = await bff.db
      .selectFrom('deals')
      .select('company_id')
      .where('id', '=', 'f-2002')
      .executeTakeFirst();
    expect(deal?.company_id).toBe('co-nordflotte');
  });

  it('starts the car inventory once when it is asked for many times at once', async () => {
    await start();
    const answers = await inParallel(BURST, () =>
      admin.post('/portal/api/bff/car-inventory', { payload: { car_id: 'car-2001' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const runs = await bff.db
      .selectFrom('car_inventory_requests')
      .select('deal_id')
      .where('car_id', '=', 'car-2001')
      .execute();
    expect(runs).toEqual([{ deal_id: 'f-2001' }]);
  });
});
