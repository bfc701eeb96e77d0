import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_CAR_MESSAGES } from '../../core/next-car/rules.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

const options = (id: string) => `/portal/api/bff/deals/${id}/next-car`;

let bff: DemoBff;
afterEach(async () => bff?.close());

/** Kim redeems 4,000 of her 5,200 points for a voucher, as on /loyalty; its code. */
const redeemVoucher = async (kunde: Awaited<ReturnType<DemoBff['signIn']>>): Promise<string> => {
  const answer = await kunde.post('/portal/api/bff/loyalty/vouchers');
  expect(answer.statusCode).toBeLessThan(300);
  return answer.json().data.code as string;
};

const booking = (deliveryDate: string, voucherCode: string | null = null) => ({
  modelId: 'vw-id3',
  term: 12,
  kmPackage: 1500,
  protection: 'comfort',
  deliveryDate,
  voucherCode,
});

const dealData = async (id: string) =>
  (await bff.db.selectFrom('deals').select(['state', 'data']).where('id', '=', id).executeTakeFirstOrThrow())
    .data as Record<string, unknown>;

describe('the next car of a running subscription', () => {
  it('offers the models, packages, delivery days and vouchers, and books the follow-up reserved for signing with the voucher off its first rate', async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    const code = await redeemVoucher(kunde);
    const read = await kunde.get(options('d-1001'));
    expect(read.statusCode).toBe(200);
    const offered = read.json().data;
    expect(offered).toMatchObject({ deal_id: 'd-1001', swap_same_day: false, loyalty_level: 'silver' });
    expect(offered.vouchers).toEqual([expect.objectContaining({ code, value: 4_000 })]);
    expect(offered.models.map((model: { id: string }) => model.id)).toContain('vw-id3');
    // From the shop's lead time (21 days) to a week after the return day (28 days), working days only.
    expect(offered.delivery_dates[0]).toBe('2026-12-14');
    expect(offered.delivery_dates.at(-1)).toBe('2026-12-28');

    const booked = await kunde.post(options('d-1001'), {
      payload: booking('2026-12-15', code.toLowerCase()),
    });
    expect(booked.statusCode).toBe(201);
    const result = booked.json().data;
    expect(result).toMatchObject({
      current_deal_id: 'd-1001',
      car: { oem: 'Volkswagen', model: 'ID.3 Pro' },
      delivery_date: '2026-12-15',
      voucher_code: code,
      reservation_expires_at: new Date(DEMO_NOW.getTime() + 72 * 3_600_000).toISOString(),
    });
    expect(result.price.voucher_discount).toBe(4_000);
    expect(result.price.first_monthly).toBe(result.price.monthly - 4_000);
    expect(result.price.delivery_fee).toBe(20_924);

    // The follow-up is a reservation of Kim's, linked to d-1001, with its contract to sign.
    const next = await dealData(result.id);
    expect(next).toMatchObject({
      state: 'NOT_SIGNED',
      term: 12,
      mileage_package: 1500,
      amount: result.price.monthly,
    });
    expect((await dealData('d-1001')).followup_subscription_id).toBe(result.id);
    const contract = await kunde.get(`/portal/api/bff/deals/${result.id}/contract`);
    expect(contract.json().data).toMatchObject({
      status: 'UNSIGNED',
      contract_number: result.contract_number,
    });
    const list = (await kunde.get('/portal/api/bff/deals')).json().data as { id: string }[];
    expect(list.map((deal) => deal.id)).toContain(result.id);

    // Booked once: again is a conflict, and the voucher is gone from the options of any deal.
    const again = await kunde.post(options('d-1001'), { payload: booking('2026-12-15', code) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: NEXT_CAR_MESSAGES.alreadyBooked });
    const swap = await kunde.get(options('d-1005'));
    expect(swap.json().data.vouchers).toEqual([]);
    const reused = await kunde.post(options('d-1005'), { payload: booking('2027-01-02', code) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields['body.voucherCode']).toBe(NEXT_CAR_MESSAGES.voucherUsed);
  });

  it("brings a same-day swap's next car on the return day, delivered free", async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    const offered = (await kunde.get(options('d-1005'))).json().data;
    expect(offered).toMatchObject({ swap_same_day: true, delivery_dates: ['2027-01-02'] });
    const other = await kunde.post(options('d-1005'), { payload: booking('2026-12-15') });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ 'body.deliveryDate': NEXT_CAR_MESSAGES.swapDate });
    const booked = await kunde.post(options('d-1005'), { payload: booking('2027-01-02') });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ swap_same_day: true, voucher_code: null });
    expect(booked.json().data.price).toMatchObject({ delivery_fee: 0, voucher_discount: 0 });
    expect(await dealData(booked.json().data.id)).toMatchObject({ subscribed_as: 'SWAP_SAME_DAY' });
  });

  it("refuses bad input field by field with the specification's messages, and books nothing", async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    const empty = await kunde.post(options('d-1001'), {
      payload: {
        modelId: '',
        term: 12,
        kmPackage: 1500,
        protection: '',
        deliveryDate: '',
        voucherCode: null,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      'body.modelId': 'Dies ist ein Pflichtfeld.',
      'body.protection': NEXT_CAR_MESSAGES.protection,
      'body.deliveryDate': 'Dies ist ein Pflichtfeld.',
    });
    const wrong = await kunde.post(options('d-1001'), {
      payload: { ...booking('2026-12-13', 'TREUE-GIBT-ES-NICHT'), term: 7, kmPackage: 1234 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      'body.term': 'Leider ist diese Laufzeit nicht verfügbar',
      'body.deliveryDate': NEXT_CAR_MESSAGES.deliveryDate,
      'body.voucherCode': NEXT_CAR_MESSAGES.voucherUnknown,
    });
    const km = await kunde.post(options('d-1001'), {
      payload: { ...booking('2026-12-15'), kmPackage: 1234 },
    });
    expect(km.json().error.fields).toEqual({ 'body.kmPackage': NEXT_CAR_MESSAGES.kmPackage });
    const gone = await kunde.post(options('d-1001'), {
      payload: { ...booking('2026-12-15'), modelId: 'no-such-car' },
    });
    expect(gone.json().error.fields).toEqual({ 'body.modelId': NEXT_CAR_MESSAGES.vehicleUnavailable });
    // Another customer's voucher is unknown to Kim; an expired one of hers would say so.
    const foreign = await kunde.post(options('d-1001'), {
      payload: booking('2026-12-15', 'TREUE-4K-PLAT0001'),
    });
    expect(foreign.json().error.fields).toEqual({ 'body.voucherCode': NEXT_CAR_MESSAGES.voucherUnknown });
    const undecodable = await kunde.post(options('d-1001'), {
      payload: { ...booking('2026-12-15'), term: 'zwölf' },
    });
    expect(undecodable.statusCode).toBe(400);
    expect((await dealData('d-1001')).followup_subscription_id).toBeUndefined();
    expect(await bff.db.selectFrom('next_car_bookings').selectAll().execute()).toEqual([]);
  });

  it('is only for running subscriptions of the caller', async () => {
    bff = await demoBff();
    const kunde = await bff.signIn('kunde@demo.example');
    for (const id of ['d-1003', 'd-1004', 'd-1007']) {
      const answer = await kunde.get(options(id));
      expect([id, answer.statusCode, answer.json().error.code]).toEqual([id, 409, 'not_eligible']);
    }
    const booked = await kunde.post(options('d-1003'), { payload: booking('2026-12-15') });
    expect(booked.json().error).toEqual({ code: 'not_eligible', message: NEXT_CAR_MESSAGES.notEligible });
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get(options('d-1001'))).statusCode).toBe(404);
    expect((await neu.post(options('d-1001'), { payload: booking('2026-12-15') })).statusCode).toBe(404);
  });
});
