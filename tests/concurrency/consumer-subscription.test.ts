import { afterEach, describe, expect, it } from 'vitest';
import type { DemoBff } from '../support/demo-bff.ts';
import { type Kim, mailsToKim, rowsOfDeal, sendExample, withKim } from './consumer-support.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

/**
 * Mileage, damage, service, purchase offer, insurance and prolongation of Kim's deals, each sent many
 * times at once: booked and charged once, every other answer a 4xx in the error shape or the first
 * answer again.
 */

const dealData = async (bff: DemoBff, id: string) =>
  (await bff.db.selectFrom('deals').select('data').where('id', '=', id).executeTakeFirstOrThrow())
    .data as Record<string, unknown>;

describe.each(DATABASES)('on %s', (database) => {
  let kim: Kim;
  afterEach(async () => kim?.bff.close());

  it('books the same extra kilometres once and answers every repeat with that booking', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const before = await dealData(bff, 'd-1001');
    const answers = await inParallel(BURST, () =>
      sendExample(kunde, 'bookExtraMileage', { kilometres: 500 }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: BURST });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // One after another too: the same amount again shortly after is the same booking.
    expect((await sendExample(kunde, 'bookExtraMileage', { kilometres: 500 })).body).toBe(answers[0]?.body);
    expect(await rowsOfDeal(bff, 'extra_mileage_bookings', 'd-1001')).toBe(1);
    const addon = typeof before.addon_mileage === 'number' ? before.addon_mileage : 0;
    expect((await dealData(bff, 'd-1001')).addon_mileage).toBe(addon + 500);
    // Another amount is another booking.
    expect((await sendExample(kunde, 'bookExtraMileage', { kilometres: 250 })).statusCode).toBe(201);
    expect(await rowsOfDeal(bff, 'extra_mileage_bookings', 'd-1001')).toBe(2);
    expect((await dealData(bff, 'd-1001')).addon_mileage).toBe(addon + 750);
  });

  it('raises the mileage package once and charges its one-time payment once', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const answers = await inParallel(BURST, () => sendExample(kunde, 'changeMileagePackage'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 422: BURST - 1 });
    const changes = await bff.db
      .selectFrom('mileage_package_changes')
      .select(['from_package', 'to_package'])
      .where('deal_id', '=', 'd-1001')
      .execute();
    expect(changes).toEqual([{ from_package: 1500, to_package: 2000 }]);
    expect((await dealData(bff, 'd-1001')).mileage_package).toBe(2000);
  });

  it('applies two different package raises sent at once one after the other, each from the package before', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const answers = await inParallel(BURST, (index) =>
      sendExample(kunde, 'changeMileagePackage', { mileage_package: index % 2 === 0 ? 2000 : 2500 }),
    );
    expectNoServerError(answers);
    const changes = await bff.db
      .selectFrom('mileage_package_changes')
      .select(['from_package', 'to_package'])
      .where('deal_id', '=', 'd-1001')
      .orderBy('id')
      .execute();
    expect(changes.length).toBe(successes(answers));
    // A chain: each change starts where the one before ended, and the deal shows the last.
    changes.forEach((change, index) => {
      expect(change.from_package).toBe(index === 0 ? 1500 : changes[index - 1]?.to_package);
    });
    expect((await dealData(bff, 'd-1001')).mileage_package).toBe(changes.at(-1)?.to_package);
  });

  it('keeps the same odometer reading once', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const before = await rowsOfDeal(bff, 'mileage_readings', 'd-1001');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'reportMileage'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await rowsOfDeal(bff, 'mileage_readings', 'd-1001')).toBe(before + 1);
  });

  it('keeps one of two different readings sent at once when the other is lower, never a lower one last', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const answers = await inParallel(BURST, (index) =>
      sendExample(kunde, 'reportMileage', { dealId: 'd-1001', mileage: index % 2 === 0 ? 15_300 : 15_400 }),
    );
    expectNoServerError(answers);
    const readings = await bff.db
      .selectFrom('mileage_readings')
      .select('mileage')
      .where('deal_id', '=', 'd-1001')
      .orderBy('id')
      .execute();
    const mileages = readings.map((reading) => reading.mileage);
    expect(mileages).toEqual(mileages.toSorted((a, b) => a - b));
    expect(mileages.filter((km) => km >= 15_300).length).toBeLessThanOrEqual(2);
  });

  it('takes the same damage report once; its photos cannot make a second one', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const reports = await rowsOfDeal(bff, 'damage_reports', 'd-1001');
    const incidents = await rowsOfDeal(bff, 'incident_damages', 'd-1001');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'reportDamage'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 201: 1, 400: BURST - 1 });
    expect(
      answers.filter((a) => a.statusCode === 400).map((a) => Object.keys(a.json().error.fields)),
    ).toEqual(Array(BURST - 1).fill(['body.image_locations']));
    expect(await rowsOfDeal(bff, 'damage_reports', 'd-1001')).toBe(reports + 1);
    expect(await rowsOfDeal(bff, 'incident_damages', 'd-1001')).toBe(incidents + 1);
  });

  it('books the same service request once, with one confirmation mail', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const mails = await mailsToKim(bff);
    const requests = await rowsOfDeal(bff, 'service_requests', 'd-1001');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'requestService'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await rowsOfDeal(bff, 'service_requests', 'd-1001')).toBe(requests + 1);
    expect((await mailsToKim(bff)) - mails).toBe(1);
  });

  it('starts the car inventory workflow once for calls at once', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const before = await bff.db.selectFrom('car_inventory_requests').select('id').execute();
    const answers = await inParallel(BURST, () => sendExample(kunde, 'requestCarInventory'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const after = await bff.db.selectFrom('car_inventory_requests').select('id').execute();
    expect(after.length - before.length).toBe(1);
  });

  it('keeps one open purchase offer request with one mail', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const mails = await mailsToKim(bff);
    const answers = await inParallel(BURST, () => sendExample(kunde, 'requestPurchaseOffer'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 202: BURST });
    expect(await rowsOfDeal(bff, 'purchase_offer_requests', 'd-1001')).toBe(1);
    expect((await mailsToKim(bff)) - mails).toBe(1);
  });

  it('books premium protection once; the repeats answer 409 not_eligible', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const before = await rowsOfDeal(bff, 'insurance_bookings', 'd-1002');
    const answers = await inParallel(BURST, () => sendExample(kunde, 'bookInsuranceUpgrade'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(await rowsOfDeal(bff, 'insurance_bookings', 'd-1002')).toBe(before + 1);
  });

  it('prolongs once; the repeats answer 409 not_eligible', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const returnDate = (await dealData(bff, 'd-1001')).return_date;
    const answers = await inParallel(BURST, () => sendExample(kunde, 'prolongSubscription'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(await rowsOfDeal(bff, 'prolongations', 'd-1001')).toBe(1);
    const prolonged = answers.find((a) => a.statusCode === 200)?.json().data;
    expect(prolonged.return_date).not.toBe(returnDate);
    expect((await dealData(bff, 'd-1001')).return_date).toBe(prolonged.return_date);
  });

  it('prolongs with two different terms at once by one of them only', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const answers = await inParallel(BURST, (index) =>
      sendExample(kunde, 'prolongSubscription', { term: index % 2 === 0 ? 12 : 24, termsAccepted: true }),
    );
    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    expect(await rowsOfDeal(bff, 'prolongations', 'd-1001')).toBe(1);
    const prolonged = answers.find((a) => a.statusCode === 200)?.json().data;
    expect((await dealData(bff, 'd-1001')).return_date).toBe(prolonged.return_date);
  });

  it('answers the add-ons and the prolongation options alike for calls at once and books nothing', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    for (const name of ['getAddons', 'getProlongationOptions'] as const) {
      const answers = await inParallel(BURST, () => sendExample(kunde, name));
      expectNoServerError(answers);
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    }
    expect(await rowsOfDeal(bff, 'insurance_bookings', 'd-1002')).toBe(0);
    expect(await rowsOfDeal(bff, 'prolongations', 'd-1001')).toBe(0);
  });
});
