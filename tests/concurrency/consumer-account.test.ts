import { afterEach, describe, expect, it } from 'vitest';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { sendExample } from './consumer-support.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

/**
 * Loyalty vouchers, the transition car, the power of attorney and the account's own writes (profile,
 * payment method, deletion, drivers, newsletter), each sent many times at once.
 */

const POWER = '/portal/api/bff/deals/d-1001/power-of-attorney';

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff;
  const as = async (email: string): Promise<Caller> => {
    bff = await demoBff({ database });
    return bff.signIn(email);
  };
  afterEach(async () => bff?.close());

  const pointsOf = async (userId: string) =>
    (
      await bff.db
        .selectFrom('loyalty_accounts')
        .select('points')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).points;
  const vouchersOf = async (userId: string) =>
    (await bff.db.selectFrom('loyalty_vouchers').select('code').where('user_id', '=', userId).execute())
      .length;

  it('issues one voucher for 5,200 points; the repeats answer 409 and the points never go below zero', async () => {
    const kunde = await as('kunde@demo.example');
    const vouchers = await vouchersOf('u-kunde');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'redeemLoyaltyVoucher'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    expect(await pointsOf('u-kunde')).toBe(1_200);
    expect((await vouchersOf('u-kunde')) - vouchers).toBe(1);
  });

  it('issues as many vouchers as 52,000 points pay for, however many are asked for at once', async () => {
    const black = await as('black@demo.example');
    const answers = await inParallel(BURST, () => sendExample(black, 'redeemLoyaltyVoucher'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 13, 409: BURST - 13 });
    expect(await pointsOf('u-black')).toBe(0);
    const spent = await bff.db
      .selectFrom('loyalty_ledger')
      .select((eb) => eb.fn.sum<string>('points').as('points'))
      .where('user_id', '=', 'u-black')
      .where('reason', '=', 'voucher_redeemed')
      .executeTakeFirstOrThrow();
    expect(Number(spent.points)).toBe(-52_000);
  });

  it('asks for one transition car; the repeats answer 409 already_booked', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'requestDealTransitionVehicle'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    const requests = await bff.db.selectFrom('transition_vehicle_requests').select('deal_id').execute();
    expect(requests).toEqual([{ deal_id: 'd-1008' }]);
  });

  it('keeps one power of attorney however often it is granted at once', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'grantPowerOfAttorney'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const rows = await bff.db
      .selectFrom('powers_of_attorney')
      .select('deal_id')
      .where('deal_id', '=', 'd-1001')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('ends granting and revoking sent at once with the power of attorney either whole or gone', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, (index) =>
      index % 2 === 0 ? sendExample(kunde, 'grantPowerOfAttorney') : kunde.delete(POWER),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const granted = answers[0]?.json().data;
    const held = (await kunde.get(POWER)).json().data.power_of_attorney;
    if (held !== null) expect(held).toEqual(granted);
    const revoked = await inParallel(BURST, () => kunde.delete(POWER));
    expectNoServerError(revoked);
    expect(statusCounts(revoked)).toEqual({ 200: BURST });
    expect((await kunde.get(POWER)).json().data.power_of_attorney).toBeNull();
  });

  it('sets the same SEPA mandate at once as one', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () =>
      sendExample(kunde, 'changePaymentMethod', {
        payment_method: 'sepa_debit',
        iban: 'DE02120300000000202051',
        account_holder: 'Kim Kunde',
      }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const profile = await bff.db
      .selectFrom('customer_profiles')
      .select(['payment_method', 'sepa_iban'])
      .where('user_id', '=', 'u-kunde')
      .execute();
    expect(profile).toEqual([{ payment_method: 'sepa_debit', sepa_iban: 'DE02120300000000202051' }]);
  });

  it('takes the same profile change at once alike', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'updateProfile'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('fills a birth date sent twice at once with different days once; the other is refused as locked', async () => {
    const neu = await as('neu@demo.example');
    const answers = await inParallel(BURST, (index) =>
      sendExample(neu, 'updateProfile', { date_of_birth: index % 2 === 0 ? '1991-02-03' : '1992-03-04' }),
    );
    expectNoServerError(answers);
    const accepted = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.date_of_birth);
    // Every accepted answer names the day that was stored; the other day was refused.
    expect(new Set(accepted).size).toBe(1);
    expect(successes(answers)).toBe(BURST / 2);
    const [stored] = await bff.db
      .selectFrom('customer_profiles')
      .select((eb) => eb.cast<string>('date_of_birth', 'text').as('day'))
      .where('user_id', '=', 'u-neu')
      .execute();
    expect(stored?.day).toBe(accepted[0]);
  });

  it('fills a first name sent twice at once with different names once; the other is refused as locked', async () => {
    const neu = await as('neu@demo.example');
    // An account without names yet (e.g. one made by a social sign-in): the first change fills them.
    await bff.db.updateTable('users').set({ first_name: '' }).where('id', '=', 'u-neu').execute();
    const answers = await inParallel(BURST, (index) =>
      sendExample(neu, 'updateProfile', { firstname: index % 2 === 0 ? 'Nora' : 'Nina' }),
    );
    expectNoServerError(answers);
    const accepted = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.firstname);
    expect(new Set(accepted).size).toBe(1);
    expect(successes(answers)).toBe(BURST / 2);
    const [stored] = await bff.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', 'u-neu')
      .execute();
    expect(stored?.first_name).toBe(accepted[0]);
  });

  it('takes one account deletion request with one mail; the repeats answer 409', async () => {
    const neu = await as('neu@demo.example');
    const mails = async () =>
      (await bff.db.selectFrom('outbox').select('id').where('recipient', '=', 'neu@demo.example').execute())
        .length;
    const before = await mails();
    const answers = await inParallel(BURST, () => sendExample(neu, 'requestAccountDeletion'));
    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    expect(answers.filter((a) => a.statusCode >= 400).map((a) => a.json().error.code)).toEqual(
      Array(BURST - 1).fill('deletion_already_requested'),
    );
    expect(await bff.db.selectFrom('account_deletion_requests').select('user_id').execute()).toEqual([
      { user_id: 'u-neu' },
    ]);
    expect((await mails()) - before).toBe(1);
  });

  it('removes a driver once; the repeats answer 404', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'removeDriver'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: BURST - 1 });
    const driver = await bff.db.selectFrom('drivers').select('status').where('id', '=', 'drv-1').execute();
    expect(driver).toEqual([{ status: 'deleted' }]);
  });

  it('signs an address up for the newsletter once, with one confirmation mail and no post yet', async () => {
    const kunde = await as('kunde@demo.example');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'subscribeNewsletter'));
    expectNoServerError(answers);
    // The address's limit lets five sign-ups through in the window; they all answer the same.
    expect(statusCounts(answers)).toEqual({ 200: 5, 429: BURST - 5 });
    const rows = await bff.db
      .selectFrom('newsletter_signups')
      .select('email')
      .where('email', '=', 'kunde@demo.example')
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await bff.db
      .selectFrom('outbox')
      .select('kind')
      .where('recipient', '=', 'kunde@demo.example')
      .where('kind', '=', 'newsletter_confirmation')
      .execute();
    expect(mails).toHaveLength(1);
    // Nothing goes to the automation webhook before the address is confirmed (double opt-in).
    expect(await bff.db.selectFrom('webhook_outbox').select('once_key').execute()).toEqual([]);
  });

  it('confirms a newsletter sign-up once and posts it to the automation once', async () => {
    bff = await demoBff({ database });
    const answers = await inParallel(BURST, () => sendExample(bff.anonymous, 'confirmNewsletter'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const posts = await bff.db.selectFrom('webhook_outbox').select('once_key').execute();
    expect(posts).toEqual([{ once_key: 'newsletter:leser@demo.example' }]);
  });

  it('makes a customer’s invite link once, however many ask at once, and its read makes none', async () => {
    const neu = await as('neu@demo.example');
    const path = `/portal/api/bff/referral_link/${encodeURIComponent('neu@demo.example')}`;
    const read = await neu.get(path);
    expect(read.json()).toEqual({ link: '' });
    expect(
      await bff.db.selectFrom('referral_links').select('slug').where('user_id', '=', 'u-neu').execute(),
    ).toEqual([]);
    const answers = await inParallel(BURST, () => neu.post(path));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const links = new Set(answers.map((answer) => answer.json().link));
    expect(links.size).toBe(1);
    const rows = await bff.db
      .selectFrom('referral_links')
      .select('slug')
      .where('user_id', '=', 'u-neu')
      .execute();
    expect(rows).toHaveLength(1);
    expect([...links][0]).toBe(`${(await neu.get(path)).json().link}`);
  });
});
