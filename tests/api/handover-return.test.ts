import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStore } from '../../adapters/files/local-file-store.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import { HANDOVER_RETURN_PROVIDER_STATES } from '../../adapters/sql/seed/handover-return.ts';
import { RETURN_BOOKED } from '../../contracts/routes/return.ts';
import { BANNER_IDS, bannersFor } from '../../core/deals/banners.ts';
import type { DealContext } from '../../core/deals/types.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type FilePart, multipart, PDF_BYTES } from '../support/multipart.ts';

/** The handover, return, status, self-pickup and cancellation calls against the seeded BFF (now: Mon 23 Nov 2026). */

const deal = (id: string) => `/portal/api/bff/deals/${id}`;
const kimsAddress = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '+4915123456789',
};
const pickup = {
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

let bff: DemoBff;
let kunde: Caller;

beforeAll(async () => {
  bff = await demoBff();
  kunde = await bff.signIn('kunde@demo.example');
});
afterAll(async () => bff.close());

/** Each test that writes gets its own seeded BFF, so the order of tests does not matter. */
const fresh = async () => {
  const own = await demoBff();
  return { own, kunde: await own.signIn('kunde@demo.example') };
};

describe('the handover', () => {
  it('shows the planned delivery of d-1008 with its slot, fee and bookable weekdays', async () => {
    const response = await kunde.get(`${deal('d-1008')}/handover`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      ...kimsAddress,
      planned_delivery_date: '2026-11-27',
      actual_handover_date: null,
      slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
      fee: 20924,
      address_changeable: true,
    });
    expect(data.availabilities).toContain('2026-11-30');
    // Weekends are never offered, nor today.
    expect(data.availabilities).not.toContain('2026-11-28');
    expect(data.availabilities).not.toContain('2026-11-23');
  });

  it('gives the deviation in weeks and slotted availabilities for a postcode', async () => {
    const response = await kunde.get(`${deal('d-1008')}/handover-metadata?customer_postcode=80802`);
    const { data } = response.json();
    expect(data.availability_confidence).toEqual({ deviation_in_weeks: 2 });
    expect(data.availabilities[0]).toEqual({
      date: '2026-11-24',
      available_slots: expect.arrayContaining([{ value: '11:00', formatted_time: '11:00 – 12:00' }]),
    });
  });

  it('offers nothing to an island postcode and refuses a postcode that is not five digits', async () => {
    const sylt = await kunde.get(`${deal('d-1008')}/handover-metadata?customer_postcode=25980`);
    expect(sylt.json().data.availabilities).toEqual([]);
    const bad = await kunde.get(`${deal('d-1008')}/handover-metadata?customer_postcode=8080`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'query.customer_postcode': 'PLZ muss 5-stellig sein' });
  });

  it('charges 249 EUR short notice for changing a delivery planned in 4 days, nothing before a date is planned', async () => {
    const move = await kunde.post(`${deal('d-1008')}/handover-change-fee`, {
      payload: { ...kimsAddress, preferred_handover_date: '2026-11-30' },
    });
    expect(move.json()).toEqual({ data: { amount: 24900, fee: 24900, type: 'short_notice' } });
    const unplanned = await kunde.post(`${deal('d-1002')}/handover-change-fee`, {
      payload: { ...kimsAddress, preferred_handover_date: '2026-12-04' },
    });
    expect(unplanned.json()).toEqual({ data: { amount: 0, fee: 0, type: null } });
  });

  it('quotes no fee until all eight fields are filled', async () => {
    const { handover_phone_number: _phone, ...withoutPhone } = kimsAddress;
    const missing = await kunde.post(`${deal('d-1008')}/handover-change-fee`, {
      payload: { ...withoutPhone, preferred_handover_date: '2026-11-27' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['body.handover_phone_number']);
    const blank = await kunde.post(`${deal('d-1008')}/handover-change-fee`, {
      payload: { ...kimsAddress, handover_phone_number: '  ', preferred_handover_date: '2026-11-27' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ 'body.handover_phone_number': 'Dies ist ein Pflichtfeld.' });
  });

  it('plans the delivery of d-1002 and keeps the deal in step', async () => {
    const { own, kunde } = await fresh();
    const response = await kunde.put(`${deal('d-1002')}/handover`, {
      payload: {
        ...kimsAddress,
        handover_street: 'Türkenstraße',
        preferred_handover_date: '2026-12-04',
        slot: '11:00',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      handover_street: 'Türkenstraße',
      planned_delivery_date: '2026-12-04',
      preferred_delivery_date: '2026-12-04',
      slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
      address_changeable: true,
    });
    const shown = (await kunde.get(deal('d-1002'))).json().data;
    expect(shown.handover_street).toBe('Türkenstraße');
    const status = (await kunde.get(`${deal('d-1002')}/order-status`)).json().data;
    expect(status.steps.slice(0, 3).map((s: { progress: string }) => s.progress)).toEqual([
      'completed',
      'completed',
      'current',
    ]);
    await own.close();
  });

  it('refuses an island address, a weekend and an unknown slot, changing nothing', async () => {
    const { own, kunde } = await fresh();
    const put = (body: Record<string, unknown>) =>
      kunde.put(`${deal('d-1002')}/handover`, {
        payload: { ...kimsAddress, preferred_handover_date: '2026-12-04', slot: '11:00', ...body },
      });
    const island = await put({ handover_zip: '25980', handover_city: 'Sylt' });
    expect(island.statusCode).toBe(400);
    expect(island.json().error.fields).toEqual({ 'body.handover_zip': 'nur Orte auf dem Festland' });
    const weekend = await put({ preferred_handover_date: '2026-11-28' });
    expect(weekend.statusCode).toBe(400);
    expect(Object.keys(weekend.json().error.fields)).toEqual(['body.preferred_handover_date']);
    const slot = await put({ slot: '07:00' });
    expect(Object.keys(slot.json().error.fields)).toEqual(['body.slot']);
    const handover = (await kunde.get(`${deal('d-1002')}/handover`)).json().data;
    expect(handover.planned_delivery_date).toBeNull();
    await own.close();
  });

  it("answers 'Keine verfügbaren Termine für die ausgewählte Adresse' when every day is booked", async () => {
    const { own, kunde } = await fresh();
    const days = Array.from({ length: 60 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 23 + i)).toISOString().slice(0, 10),
    );
    await own.db
      .insertInto('appointment_blocked_days')
      .values(days.map((day) => ({ kind: 'delivery' as const, day, zip_prefix: '8' })))
      .execute();
    const response = await kunde.put(`${deal('d-1002')}/handover`, {
      payload: { ...kimsAddress, preferred_handover_date: '2026-12-04', slot: '11:00' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'no_availabilities',
      message: 'Keine verfügbaren Termine für die ausgewählte Adresse',
    });
    await own.close();
  });

  it("answers 404 for another customer's deal and 403 for an analyst", async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get(`${deal('d-1008')}/handover`)).statusCode).toBe(404);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get(`${deal('d-1008')}/handover`)).statusCode).toBe(404);
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const refused = await analyst.put(`${deal('f-2001')}/handover`, {
      payload: { ...kimsAddress, preferred_handover_date: '2026-12-04', slot: '11:00' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await analyst.get(`${deal('f-2001')}/handover`)).statusCode).toBe(200);
  });
});

describe('the handover of fleet cars', () => {
  it("lets a fleet admin plan a company car's handover with the business portal's messages", async () => {
    const { own } = await fresh();
    const admin = await own.signIn('admin@nordflotte.example');
    // f-2004 is in state HANDOVER.
    const url = `${deal('f-2004')}/handover`;
    const body = { ...kimsAddress, preferred_handover_date: '2026-12-04', slot: '11:00' };
    const refused = await admin.put(url, { payload: { ...body, handover_firstname: '' } });
    expect(refused.json().error.fields).toEqual({ 'body.handover_firstname': 'Vorname fehlt' });
    expect((await admin.put(url, { payload: body })).statusCode).toBe(200);
    await own.close();
  });

  it("shows a driver only the cars assigned to them, and no other company's admin", async () => {
    const driver = await bff.signIn('fahrer@nordflotte.example');
    expect((await driver.get(`${deal('f-2001')}/handover`)).statusCode).toBe(200);
    expect((await driver.get(`${deal('f-2002')}/handover`)).statusCode).toBe(404);
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect((await sued.get(`${deal('f-2001')}/return`)).statusCode).toBe(404);
  });
});

describe('self-pickup', () => {
  it('books the station pickup once; a second booking is already there', async () => {
    const { own, kunde } = await fresh();
    const booked = await kunde.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 10 } });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({
      planned_delivery_date: '2026-11-28',
      slot: { value: 10, formatted_time: '10:00 – 11:00' },
      fee: 14900,
      address_changeable: false,
    });
    const again = await kunde.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 11 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'already_booked',
      message: 'Abholung bereits hinterlegt',
    });
    const status = (await kunde.get(`${deal('d-1002')}/order-status`)).json().data;
    expect(status.handover_kind).toBe('self_pickup');
    expect(status.steps.map((s: { id: string }) => s.id)).toContain('car_ready_for_pickup');
    await own.close();
  });

  it("refuses an expired offer with 'Angebot abgelaufen' and a slot outside 8–18", async () => {
    const { own, kunde } = await fresh();
    expect((await kunde.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 19 } })).statusCode).toBe(
      400,
    );
    await own.db
      .updateTable('self_pickup_offers')
      .set({ expires_at: DEMO_NOW })
      .where('deal_id', '=', 'd-1002')
      .execute();
    const expired = await kunde.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 10 } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: 'offer_expired', message: 'Angebot abgelaufen' });
    await own.close();
  });

  it('is a consumer call', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.post(`${deal('f-2001')}/self-pickup`, { payload: { slot: 10 } })).statusCode).toBe(
      403,
    );
  });
});

describe('order and return status', () => {
  it('shows d-1002 verified and waiting for the delivery confirmation', async () => {
    const { data } = (await kunde.get(`${deal('d-1002')}/order-status`)).json();
    expect(data.handover_kind).toBe('delivery');
    expect(data.steps.slice(0, 3)).toEqual([
      { id: 'customer_verified', progress: 'completed', completed_at: '2026-11-04' },
      { id: 'delivery_confirmation', progress: 'current', completed_at: null },
      { id: 'car_arrived_at_compound', progress: 'upcoming', completed_at: null },
    ]);
  });

  it("shows d-1007's booked pickup return waiting for confirmation", async () => {
    const { data } = (await kunde.get(`${deal('d-1007')}/return-status`)).json();
    expect(data.return_type).toBe('PICKUP');
    expect(data.steps.slice(0, 3)).toEqual([
      { id: 'return_booked', progress: 'completed', completed_at: '2026-11-21' },
      { id: 'return_confirmed', progress: 'current', completed_at: null },
      { id: 'prepare_car_for_return', progress: 'upcoming', completed_at: null },
    ]);
  });

  it('shows d-1001 with no return booked yet', async () => {
    const { data } = (await kunde.get(`${deal('d-1001')}/return-status`)).json();
    expect(data.return_type).toBeNull();
    expect(data.steps[0]).toEqual({ id: 'return_booked', progress: 'current', completed_at: null });
  });
});

describe('the return', () => {
  it("shows d-1007's booked pickup, and nothing planned for d-1001", async () => {
    const { data } = (await kunde.get(`${deal('d-1007')}/return`)).json();
    expect(data).toEqual({
      return_type: 'PICKUP',
      address: {
        street: 'Leopoldstraße',
        house_number: '12',
        zip: '80802',
        city: 'München',
        address_extra: null,
      },
      planned_delivery_date: '2026-12-04',
      preferred_delivery_date: '2026-12-04',
      slot: { value: '10:00', formatted_time: '10:00 – 12:00' },
    });
    const unplanned = (await kunde.get(`${deal('d-1001')}/return`)).json().data;
    expect(unplanned).toMatchObject({ return_type: null, planned_delivery_date: null, slot: null });
  });

  it('gives pickup days up to the return date, the compounds and no fee while the change is free', async () => {
    const { data } = (
      await kunde.get(`${deal('d-1001')}/return-metadata?customer_postcode=80802&return_type=PICKUP`)
    ).json();
    expect(data.return_fee).toBe(0);
    expect(data.availabilities.map((d: { date: string }) => d.date)).toContain('2026-12-18');
    expect(data.availabilities.map((d: { date: string }) => d.date)).not.toContain('2026-12-22');
    expect(data.compound_locations[0]).toEqual({
      street: 'Am Compound',
      house_number: '1',
      zip: '85748',
      city: 'Garching',
    });
    expect(data.self_return_availabilities).toEqual([]);
  });

  it('quotes a valid change and refuses a pickup without address', async () => {
    const quote = await kunde.post(`${deal('d-1001')}/return-change-fee`, { payload: pickup });
    expect(quote.json()).toEqual({ data: { amount: 0 } });
    const incomplete = await kunde.post(`${deal('d-1001')}/return-change-fee`, {
      payload: { return_type: 'PICKUP', preferred_return_date: '2026-12-18' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.fields['body.return_street']).toBe('Dies ist ein Pflichtfeld.');
  });

  it('plans the self-return of d-1001 at the Garching compound and the deal follows', async () => {
    const { own, kunde } = await fresh();
    const response = await kunde.put(`${deal('d-1001')}/return`, {
      payload: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-17', slot: '12:00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      return_type: 'SELF_RETURN',
      address: { street: 'Am Compound', zip: '85748', city: 'Garching' },
      preferred_delivery_date: '2026-12-17',
      slot: { value: '12:00', formatted_time: '12:00 – 14:00' },
    });
    const shown = (await kunde.get(deal('d-1001'))).json().data;
    expect(shown).toMatchObject({ return_type: 'SELF_RETURN', preferred_return_date: '2026-12-17' });
    await own.close();
  });

  it('refuses a return before handover and a return after the return date, changing nothing', async () => {
    const early = await kunde.put(`${deal('d-1002')}/return`, {
      payload: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '10:00' },
    });
    expect(early.statusCode).toBe(409);
    const late = await kunde.put(`${deal('d-1007')}/return`, {
      payload: { ...pickup, preferred_return_date: '2026-12-07', slot: '10:00' },
    });
    expect(late.statusCode).toBe(400);
    expect((await kunde.get(`${deal('d-1007')}/return`)).json().data.preferred_delivery_date).toBe(
      '2026-12-04',
    );
  });

  it('lets no analyst plan a return', async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const refused = await analyst.put(`${deal('f-2001')}/return`, {
      payload: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '10:00' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the pre-return appraisal', () => {
  it('offers weekdays before the return with the two slots, and books one once', async () => {
    const { own, kunde } = await fresh();
    const booked = await kunde.put(`${deal('d-1001')}/return`, { payload: { ...pickup, slot: '10:00' } });
    expect(booked.statusCode).toBe(200);
    const offer = (await kunde.get(`${deal('d-1001')}/pre-return-appraisal?selected_date=2026-12-10`)).json()
      .data;
    expect(offer.address).toEqual({
      street: 'Leopoldstraße',
      housenumber: '12',
      zip: '80802',
      city: 'München',
    });
    expect(offer.options).toContain('2026-12-10');
    expect(offer.date_slots).toEqual([
      {
        date: '2026-12-10',
        available_slots: [
          { value: '10:00', formatted_time: '08:00-12:00' },
          { value: '13:00', formatted_time: '12:00-15:30' },
        ],
      },
    ]);
    const body = { appointment_date: '2026-12-10', appointment_timeslot: '10:00' };
    const requested = await kunde.post(`/portal/api/bff/deals/d-1001/pre-return-appraisal`, {
      payload: body,
    });
    expect(requested.json()).toEqual({ ok: true });
    const twice = await kunde.post(`/portal/api/bff/deals/d-1001/pre-return-appraisal`, { payload: body });
    expect(twice.statusCode).toBe(409);
    const after = (await kunde.get(`${deal('d-1001')}/pre-return-appraisal`)).json().data;
    expect(after).toMatchObject({
      appointment_date: '2026-12-10',
      appointment_timeslot: '10:00',
      options: [],
    });
    await own.close();
  });

  it('is not offered without return data', async () => {
    for (const id of ['d-1002', 'd-1001']) {
      const response = await kunde.post(`/portal/api/bff/deals/${id}/pre-return-appraisal`, {
        payload: { appointment_date: '2026-12-10', appointment_timeslot: '10:00' },
      });
      expect(response.statusCode, id).toBe(409);
      expect(response.json().error.code).toBe('not_eligible');
    }
  });
});

describe('deposit refund and return reason', () => {
  it('stores a valid IBAN in electronic format and refuses an invalid one', async () => {
    const { own, kunde } = await fresh();
    const url = '/portal/api/bff/deals/d-1001/deposit-refund-details';
    const bad = await kunde.post(url, { payload: { iban: 'DE00 1234', account_holder: 'Kim Kunde' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'body.iban': 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
    });
    expect(await own.db.selectFrom('deposit_refund_details').selectAll().execute()).toEqual([]);
    const good = await kunde.post(url, {
      payload: { iban: 'de89 3704 0044 0532 0130 00', account_holder: 'Kim Kunde' },
    });
    expect(good.json()).toEqual({ ok: true });
    const rows = await own.db.selectFrom('deposit_refund_details').select(['deal_id', 'iban']).execute();
    expect(rows).toEqual([{ deal_id: 'd-1001', iban: 'DE89370400440532013000' }]);
    await own.close();
  });

  it('takes the bank details only while core allows them: not for an order before its delivery', async () => {
    const { own, kunde } = await fresh();
    const body = { payload: { iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' } };
    const early = await kunde.post(`${deal('d-1002')}/deposit-refund-details`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'not_eligible',
      message:
        'Die Bankverbindung für die Kautionsrückzahlung kannst du angeben, sobald die Rückgabe deines Autos ansteht.',
    });
    // Nor for a subscription that ended in May: its final invoice settled the deposit.
    expect((await kunde.post(`${deal('d-1004')}/deposit-refund-details`, body)).statusCode).toBe(409);
    // A returned car (STOPPED) takes them.
    expect((await kunde.post(`${deal('d-1009')}/deposit-refund-details`, body)).json()).toEqual({ ok: true });
    const rows = await own.db.selectFrom('deposit_refund_details').select('deal_id').execute();
    expect(rows).toEqual([{ deal_id: 'd-1009' }]);
    await own.close();
  });

  it('keeps the return reason comment and refuses an empty one', async () => {
    const url = '/portal/api/bff/deals/d-1001/non-retention-comment';
    expect((await kunde.post(url, { payload: { comment: 'Ich ziehe ins Ausland.' } })).json()).toEqual({
      ok: true,
    });
    expect((await kunde.post(url, { payload: { comment: '  ' } })).statusCode).toBe(400);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect(
      (await admin.post('/portal/api/bff/deals/f-2001/non-retention-comment', { payload: { comment: 'x' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the banners of the demo deals', () => {
  it('shows every banner across kunde@demo.example deals with the handover and return data served', async () => {
    const deals = (await kunde.get('/portal/api/bff/deals')).json().data as DealContext['deal'][];
    const shown = new Set<string>();
    for (const one of deals) {
      const handover = (await kunde.get(`${deal(one.id)}/handover`)).json().data;
      const handoverMetadata = (await kunde.get(`${deal(one.id)}/handover-metadata`)).json().data;
      const returnData = (await kunde.get(`${deal(one.id)}/return`)).json().data;
      for (const banner of bannersFor({ deal: one, handover, handoverMetadata, returnData }, DEMO_NOW))
        shown.add(banner.id);
    }
    expect([...shown].sort()).toEqual([...BANNER_IDS].sort());
  });
});

describe('the cancellation', () => {
  // Multipart as the cancellation wizard sends it: text fields and the documents.
  const cancel = (caller: Caller, id: string, body: Record<string, string>, files: readonly FilePart[]) =>
    caller.post(`${deal(id)}/cancellation`, { payload: multipart(body, files) });
  // The seed holds uploads of other purposes (damage photos): only cancellation documents count here.
  const cancellationDocuments = (own: DemoBff) =>
    own.db.selectFrom('uploads').selectAll().where('purpose', '=', 'cancellation_document').execute();
  const proof = [
    { field: 'documents', filename: 'abmeldung.pdf', bytes: PDF_BYTES, contentType: 'application/pdf' },
  ];

  it('records the request pending review with its fee, document and mail', async () => {
    const { own, kunde } = await fresh();
    const response = await cancel(
      kunde,
      'd-1001',
      {
        cancelation_reason_code: 'moving_abroad',
        date: 'asap',
        required_comments: 'Umzug nach Lissabon im Januar.',
      },
      proof,
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { id: 'can-1', status: 'pending_review' } });
    const request = await own.db.selectFrom('cancellation_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      deal_id: 'd-1001',
      reason: 'moving_abroad',
      asap: true,
      early_cancellation_fee_cents: 54900,
      short_notice_fee_cents: null,
    });
    const upload = await own.db
      .selectFrom('uploads')
      .selectAll()
      .where('purpose', '=', 'cancellation_document')
      .where('deal_id', '=', 'd-1001')
      .executeTakeFirstOrThrow();
    expect(upload).toMatchObject({
      purpose: 'cancellation_document',
      deal_id: 'd-1001',
      file_name: 'abmeldung.pdf',
    });
    expect(await own.files.get(upload.storage_key)).toEqual(proof[0]?.bytes);
    const mails = await sqlOutbox(own.db).list({ to: 'kunde@demo.example' });
    expect(mails[0]).toMatchObject({ kind: 'cancellation_received' });
    expect(mails[0]?.text).toContain('Gebühr für die vorzeitige Kündigung: 549\u00a0€');
    const again = await cancel(
      kunde,
      'd-1001',
      { cancelation_reason_code: 'too_expensive', date: 'asap' },
      [],
    );
    expect(again.json().error.code).toBe('not_eligible');
    await own.close();
  });

  it('answers the request pending review until staff decide, none before; another customer gets 404', async () => {
    const { own, kunde: kim } = await fresh();
    const url = '/portal/api/bff/deals/d-1008/cancellation';
    expect((await kim.get(url)).json()).toEqual({ data: null });
    await cancel(kim, 'd-1008', { cancelation_reason_code: 'other', date: '2026-12-31' }, []);
    expect((await kim.get(url)).json()).toEqual({
      data: {
        id: 'can-1',
        reason: 'other',
        date: '2026-12-31',
        requested_at: expect.any(String),
        status: 'pending_review',
      },
    });
    const neu = await own.signIn('neu@demo.example');
    expect((await neu.get(url)).statusCode).toBe(404);
    await own.db.updateTable('cancellation_requests').set({ status: 'confirmed' }).execute();
    expect((await kim.get(url)).json()).toEqual({ data: null });
    await own.close();
  });

  it('adds the 249 EUR short-notice fee when the handover is planned', async () => {
    const { own, kunde } = await fresh();
    const response = await cancel(
      kunde,
      'd-1008',
      { cancelation_reason_code: 'too_expensive', date: 'asap' },
      [],
    );
    expect(response.statusCode).toBe(202);
    const request = await own.db.selectFrom('cancellation_requests').selectAll().executeTakeFirstOrThrow();
    expect(request.short_notice_fee_cents).toBe(24900);
    await own.close();
  });

  it('refuses a health reason without comment and keeps nothing of it', async () => {
    const { own, kunde } = await fresh();
    const response = await cancel(
      kunde,
      'd-1001',
      { cancelation_reason_code: 'health', date: 'asap' },
      proof,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_request',
      fields: { 'body.required_comments': 'Dies ist ein Pflichtfeld.' },
    });
    expect(await own.db.selectFrom('cancellation_requests').selectAll().execute()).toEqual([]);
    expect(await cancellationDocuments(own)).toEqual([]);
    expect(await sqlOutbox(own.db).list()).toEqual([]);
    await own.close();
  });

  it('keeps neither request nor file when the mail cannot be written', async () => {
    const put: string[] = [];
    const files = memoryFileStore();
    const spied = {
      ...files,
      move: async (from: string, to: string) => {
        put.push(to);
        return files.move(from, to);
      },
    };
    const own = await demoBff({ files: spied });
    const kunde = await own.signIn('kunde@demo.example');
    await sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`.execute(own.db);
    await sql`create trigger outbox_unavailable before insert on outbox
      for each row execute function refuse_mail()`.execute(own.db);
    const response = await cancel(
      kunde,
      'd-1001',
      { cancelation_reason_code: 'moving_abroad', date: 'asap', required_comments: 'Lissabon' },
      proof,
    );
    expect(response.statusCode).toBe(500);
    expect(put).toHaveLength(1);
    expect(await files.get(put[0] as string)).toBeUndefined();
    expect(await files.list('')).toEqual([]);
    expect(await own.db.selectFrom('cancellation_requests').selectAll().execute()).toEqual([]);
    expect(await cancellationDocuments(own)).toEqual([]);
    await own.close();
  });

  it('refuses an ended deal and another customer’s deal', async () => {
    const { own, kunde } = await fresh();
    expect(
      (await cancel(kunde, 'd-1004', { cancelation_reason_code: 'too_expensive', date: 'asap' }, [])).json()
        .error.code,
    ).toBe('not_eligible');
    expect(
      (await cancel(kunde, 'f-2001', { cancelation_reason_code: 'too_expensive', date: 'asap' }, [])).json()
        .error.code,
    ).toBe('not_found');
    await own.close();
  });
});

describe('the provider states the seed alone does not show', () => {
  const cases = [
    {
      state: 'customer kunde@demo.example with a CREATED deal d-1002 and no handover availabilities',
      call: (c: Caller) =>
        c.put(`${deal('d-1002')}/handover`, {
          payload: { ...kimsAddress, preferred_handover_date: '2026-12-04', slot: '11:00' },
        }),
      status: 409,
    },
    {
      state: 'customer kunde@demo.example with an ACTIVE deal d-1001 and no self-return availabilities',
      call: (c: Caller) =>
        c.put(`${deal('d-1001')}/return`, {
          payload: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '10:00' },
        }),
      status: 409,
    },
    {
      state: 'customer kunde@demo.example with a CREATED deal d-1002 whose self-pickup offer expired',
      call: (c: Caller) => c.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 10 } }),
      status: 410,
    },
    {
      state: 'customer kunde@demo.example with a CREATED deal d-1002 and a self-pickup booked',
      call: (c: Caller) => c.post(`${deal('d-1002')}/self-pickup`, { payload: { slot: 10 } }),
      status: 409,
    },
  ];
  it(`comes true: ${RETURN_BOOKED}`, async () => {
    const { own, kunde } = await fresh();
    await HANDOVER_RETURN_PROVIDER_STATES[RETURN_BOOKED]?.(own.db, DEMO_NOW);
    const returnData = (await kunde.get(`${deal('d-1001')}/return`)).json().data;
    expect(returnData).toMatchObject({
      return_type: 'PICKUP',
      planned_delivery_date: '2026-12-18',
      slot: { value: '10:00', formatted_time: '10:00 – 12:00' },
    });
    const status = (await kunde.get(`${deal('d-1001')}/return-status`)).json().data;
    expect(status.steps.slice(0, 2)).toEqual([
      { id: 'return_booked', progress: 'completed', completed_at: '2026-11-20' },
      { id: 'return_confirmed', progress: 'current', completed_at: null },
    ]);
    expect((await kunde.get(deal('d-1001'))).json().data).toMatchObject({
      return_type: 'PICKUP',
      preferred_return_date: '2026-12-18',
    });
    await own.close();
  });

  for (const { state, call, status } of cases) {
    it(`comes true: ${state}`, async () => {
      const { own, kunde } = await fresh();
      await HANDOVER_RETURN_PROVIDER_STATES[state]?.(own.db, DEMO_NOW);
      expect((await call(kunde)).statusCode).toBe(status);
      await own.close();
    });
  }
});
