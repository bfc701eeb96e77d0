import { afterEach, describe, expect, it } from 'vitest';
import { type Kim, withKim } from './consumer-support.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

const path = (id: string) => `/portal/api/bff/deals/${id}/next-car`;
const booking = (deliveryDate: string, voucherCode: string) => ({
  modelId: 'vw-id3',
  term: 12,
  kmPackage: 1500,
  protection: 'comfort',
  deliveryDate,
  voucherCode,
});

/** Kim's voucher, redeemed as on /loyalty. */
const voucherOf = async ({ kunde }: Kim): Promise<string> =>
  (await kunde.post('/portal/api/bff/loyalty/vouchers')).json().data.code as string;

const stockOf = async ({ bff }: Kim): Promise<number> =>
  (
    await bff.db
      .selectFrom('catalogue_models')
      .select('stock')
      .where('id', '=', 'vw-id3')
      .executeTakeFirstOrThrow()
  ).stock;

/** The next car booked many times at once: one follow-up deal, one car from the stock, one voucher used. */
describe.each(DATABASES)('on %s', (database) => {
  let kim: Kim;
  afterEach(async () => kim?.bff.close());

  it('books the next car once; every other answer finds it booked', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const code = await voucherOf(kim);
    const stock = await stockOf(kim);
    const answers = await inParallel(BURST, () =>
      kunde.post(path('d-1001'), { payload: booking('2026-12-15', code) }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.code).toBe('conflict');
    const id = answers.find((a) => a.statusCode === 201)?.json().data.id;
    const bookings = await bff.db
      .selectFrom('next_car_bookings')
      .select(['current_deal_id', 'follow_up_deal_id', 'voucher_code'])
      .execute();
    expect(bookings).toEqual([{ current_deal_id: 'd-1001', follow_up_deal_id: id, voucher_code: code }]);
    const reserved = await bff.db
      .selectFrom('deals')
      .select('id')
      .where('state', '=', 'NOT_SIGNED')
      .where('owner_user_id', '=', 'u-kunde')
      .execute();
    expect(reserved.map((row) => row.id).sort()).toEqual(['d-1003', id].sort());
    expect(await stockOf(kim)).toBe(stock - 1);
    const vouchers = await bff.db
      .selectFrom('loyalty_vouchers')
      .select('used_for_deal_id')
      .where('code', '=', code)
      .execute();
    expect(vouchers).toEqual([{ used_for_deal_id: id }]);
  });

  it('lets one voucher serve one booking when two subscriptions book with it at once', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const code = await voucherOf(kim);
    const answers = await inParallel(BURST, (index) =>
      index % 2 === 0
        ? kunde.post(path('d-1001'), { payload: booking('2026-12-15', code) })
        : kunde.post(path('d-1005'), { payload: booking('2027-01-02', code) }),
    );
    expectNoServerError(answers);
    // The first booking takes the voucher; its deal's other tries find it booked, the other deal's
    // find the voucher used.
    expect(successes(answers)).toBe(1);
    const booked = answers.find((a) => a.statusCode === 201)?.json().data;
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      const error = answer.json().error;
      if (answer.statusCode === 409) expect(error.code).toBe('conflict');
      else expect([answer.statusCode, Object.keys(error.fields)]).toEqual([400, ['body.voucherCode']]);
    }
    const vouchers = await bff.db
      .selectFrom('loyalty_vouchers')
      .select('used_for_deal_id')
      .where('code', '=', code)
      .execute();
    expect(vouchers).toEqual([{ used_for_deal_id: booked.id }]);
    expect(await bff.db.selectFrom('next_car_bookings').select('follow_up_deal_id').execute()).toEqual([
      { follow_up_deal_id: booked.id },
    ]);
  });
});
