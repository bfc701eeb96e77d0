import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../contracts/route-table.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { multipart, PDF_BYTES } from '../support/multipart.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

/**
 * The consumer's handover, preponement, return and cancellation writes, each sent many times at once
 * by Kim (kunde@demo.example): the effect happens once, every other answer is a 409 in the error
 * shape or the same answer again.
 */

const deal = (id: string) => `/portal/api/bff/deals/${id}`;
const pickupReturn = {
  return_type: 'PICKUP',
  preferred_return_date: '2026-12-18',
  return_firstname: 'Kim',
  return_lastname: 'Kunde',
  return_street: 'Leopoldstraße',
  return_housenumber: '12',
  return_city: 'München',
  return_zip: '80802',
  return_phone_number: '+4915123456789',
};

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff;
  let kunde: Caller;
  const fresh = async () => {
    bff = await demoBff({ database });
    kunde = await bff.signIn('kunde@demo.example');
  };
  afterEach(async () => bff?.close());

  const mailCount = async () =>
    (await bff.db.selectFrom('outbox').select('id').where('recipient', '=', 'kunde@demo.example').execute())
      .length;
  const offerOfD1008 = () =>
    bff.db.selectFrom('preponement_offers').select(['answer']).where('deal_id', '=', 'd-1008').execute();
  const plannedDelivery = async (id: string) =>
    (
      await bff.db
        .selectFrom('handover_appointments')
        .select((eb) => eb.cast<string>('planned_delivery_date', 'text').as('day'))
        .where('deal_id', '=', id)
        .executeTakeFirstOrThrow()
    ).day;

  it('accepts the earlier delivery once; the repeats answer 409 conflict', async () => {
    await fresh();
    const answers = await inParallel(BURST, () => kunde.post(`${deal('d-1008')}/preponement/accept`));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(
      Array(BURST - 1).fill('conflict'),
    );
    expect(await offerOfD1008()).toEqual([{ answer: 'accepted' }]);
    expect(await plannedDelivery('d-1008')).toBe('2026-11-25');
  });

  it('declines the earlier delivery once; the repeats answer 409 conflict', async () => {
    await fresh();
    const answers = await inParallel(BURST, () => kunde.post(`${deal('d-1008')}/preponement/decline`));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    expect(await offerOfD1008()).toEqual([{ answer: 'declined' }]);
    expect(await plannedDelivery('d-1008')).toBe('2026-11-27');
  });

  it('takes only the first of accept and decline sent at once, and the delivery day follows it', async () => {
    await fresh();
    const answers = await inParallel(BURST, (index) =>
      kunde.post(`${deal('d-1008')}/preponement/${index % 2 === 0 ? 'accept' : 'decline'}`),
    );
    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    const winner = answers.findIndex((a) => a.statusCode === 200) % 2 === 0 ? 'accepted' : 'declined';
    expect(await offerOfD1008()).toEqual([{ answer: winner }]);
    expect(await plannedDelivery('d-1008')).toBe(winner === 'accepted' ? '2026-11-25' : '2026-11-27');
  });

  it('books the station pickup once; the repeats answer 409 already_booked', async () => {
    await fresh();
    const answers = await inParallel(BURST, (index) =>
      kunde.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 8 + (index % 10) } }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const booked = answers.find((a) => a.statusCode === 200)?.json().data.slot.value;
    const offer = await bff.db
      .selectFrom('self_pickup_offers')
      .select('booked_slot')
      .where('deal_id', '=', 'd-1002')
      .executeTakeFirstOrThrow();
    expect(offer.booked_slot).toBe(booked);
  });

  it('takes one cancellation request with one document and one mail; the repeats answer 409', async () => {
    await fresh();
    const mailsBefore = await mailCount();
    const documentsBefore = await bff.db
      .selectFrom('uploads')
      .select('id')
      .where('purpose', '=', 'cancellation_document')
      .execute();
    const answers = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1001')}/cancellation`, {
        payload: multipart(
          {
            cancelation_reason_code: 'moving_abroad',
            date: 'asap',
            required_comments: 'Umzug nach Lissabon im Januar.',
          },
          [
            {
              field: 'documents',
              filename: 'abmeldung.pdf',
              bytes: PDF_BYTES,
              contentType: 'application/pdf',
            },
          ],
        ),
      }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 202: 1, 409: BURST - 1 });
    const requests = await bff.db.selectFrom('cancellation_requests').select('deal_id').execute();
    expect(requests).toEqual([{ deal_id: 'd-1001' }]);
    const documents = await bff.db
      .selectFrom('uploads')
      .select('id')
      .where('purpose', '=', 'cancellation_document')
      .execute();
    expect(documents.length - documentsBefore.length).toBe(1);
    // Files of the refused requests are removed again: only the request's own document is kept.
    expect((await mailCount()) - mailsBefore).toBe(1);
  });

  it('plans the same handover many times at once as one appointment', async () => {
    await fresh();
    const { body } = ROUTES.submitHandover.example;
    const answers = await inParallel(BURST, () =>
      kunde.put(`${deal('d-1002')}/handover`, { payload: body as object }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const appointments = await bff.db
      .selectFrom('handover_appointments')
      .select('change_fee_cents')
      .where('deal_id', '=', 'd-1002')
      .execute();
    expect(appointments).toHaveLength(1);
  });

  it('takes a cancellation and a prolongation sent at once each once, neither undoing the other', async () => {
    await fresh();
    const answers = await inParallel(BURST, (index) =>
      index % 2 === 0
        ? kunde.post(`${deal('d-1001')}/cancellation`, {
            payload: multipart(
              {
                cancelation_reason_code: 'moving_abroad',
                date: 'asap',
                required_comments: 'Umzug nach Lissabon im Januar.',
              },
              [
                {
                  field: 'documents',
                  filename: 'abmeldung.pdf',
                  bytes: PDF_BYTES,
                  contentType: 'application/pdf',
                },
              ],
            ),
          })
        : kunde.post(`${deal('d-1001')}/prolongation`, { payload: { term: 12, termsAccepted: true } }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 202: 1, 409: BURST - 2 });
    expect(await bff.db.selectFrom('cancellation_requests').select('deal_id').execute()).toHaveLength(1);
    expect(
      await bff.db.selectFrom('prolongations').select('deal_id').where('deal_id', '=', 'd-1001').execute(),
    ).toHaveLength(1);
    const prolonged = answers.find((a) => a.statusCode === 200)?.json().data;
    const stored = await bff.db
      .selectFrom('deals')
      .select('data')
      .where('id', '=', 'd-1001')
      .executeTakeFirstOrThrow();
    expect((stored.data as { return_date: string }).return_date).toBe(prolonged.return_date);
  });

  it('books the same return many times at once as one appointment', async () => {
    await fresh();
    const answers = await inParallel(BURST, () =>
      kunde.put(`${deal('d-1001')}/return`, { payload: { ...pickupReturn, slot: '10:00' } }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const appointments = await bff.db
      .selectFrom('return_appointments')
      .select((eb) => ['slot', eb.cast<string>('preferred_return_date', 'text').as('day')])
      .where('deal_id', '=', 'd-1001')
      .execute();
    expect(appointments).toEqual([{ slot: '10:00', day: '2026-12-18' }]);
  });

  it('requests the pre-return appraisal once; the repeats answer 409 not_eligible', async () => {
    await fresh();
    expect(
      (await kunde.put(`${deal('d-1001')}/return`, { payload: { ...pickupReturn, slot: '10:00' } }))
        .statusCode,
    ).toBe(200);
    const answers = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1001')}/pre-return-appraisal`, {
        payload: { appointment_date: '2026-12-10', appointment_timeslot: '10:00' },
      }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const appraisals = await bff.db.selectFrom('pre_return_appraisals').select('deal_id').execute();
    expect(appraisals).toEqual([{ deal_id: 'd-1001' }]);
  });

  it('keeps one deposit refund account however often it is sent at once', async () => {
    await fresh();
    const answers = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1001')}/deposit-refund-details`, {
        payload: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Kim Kunde' },
      }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const rows = await bff.db
      .selectFrom('deposit_refund_details')
      .select(['iban', 'account_holder'])
      .where('deal_id', '=', 'd-1001')
      .execute();
    expect(rows).toEqual([{ iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' }]);
  });

  it('stores the same return reason comment once however often it is sent', async () => {
    await fresh();
    const comment = { comment: 'Wir ziehen ins Ausland.' };
    const answers = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1001')}/non-retention-comment`, { payload: comment }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    const afterwards = await kunde.post(`${deal('d-1001')}/non-retention-comment`, { payload: comment });
    expect(afterwards.statusCode).toBe(200);
    const other = await kunde.post(`${deal('d-1001')}/non-retention-comment`, {
      payload: { comment: 'Und wir brauchen kein Auto mehr.' },
    });
    expect(other.statusCode).toBe(200);
    const rows = await bff.db
      .selectFrom('return_reason_comments')
      .select('comment')
      .where('deal_id', '=', 'd-1001')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { comment: 'Wir ziehen ins Ausland.' },
      { comment: 'Und wir brauchen kein Auto mehr.' },
    ]);
  });

  it('quotes handover and return changes alike for calls at once and changes nothing', async () => {
    await fresh();
    const before = await bff.db.selectFrom('handover_appointments').selectAll().orderBy('deal_id').execute();
    const handover = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1008')}/handover-change-fee`, {
        payload: ROUTES.getHandoverChangeFee.example.body as object,
      }),
    );
    const returns = await inParallel(BURST, () =>
      kunde.post(`${deal('d-1001')}/return-change-fee`, {
        payload: ROUTES.getReturnChangeFee.example.body as object,
      }),
    );
    for (const answers of [handover, returns]) {
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 200: BURST });
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    }
    expect(await bff.db.selectFrom('handover_appointments').selectAll().orderBy('deal_id').execute()).toEqual(
      before,
    );
  });
});
