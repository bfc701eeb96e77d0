import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type FilePart, JPEG_BYTES, multipart, PDF_BYTES, PNG_BYTES } from '../support/multipart.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

const json = <T = Record<string, unknown>>(response: { json: () => unknown }) => response.json() as T;
const dealOf = async (id: string) =>
  (await bff.db.selectFrom('deals').select('data').where('id', '=', id).executeTakeFirstOrThrow())
    .data as Record<string, unknown>;
const count = async (
  table: 'damage_reports' | 'mileage_readings' | 'prolongations' | 'service_requests' | 'uploads',
) =>
  Number(
    (
      await bff.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const DAMAGE_IMAGES = '/portal/api/bff/active-fleet/damage-reports/images';
/** Uploads a damage photo as the report-damage dialog does (multipart: file, subscription_id, timestamp). */
const uploadPhoto = async (email: string, deal: string, file: Omit<FilePart, 'field'>) =>
  (await bff.signIn(email)).post(DAMAGE_IMAGES, {
    payload: multipart({ subscription_id: deal, timestamp: '1764000000000' }, [{ field: 'file', ...file }]),
  });
const photo = { filename: 'kratzer.jpg', bytes: JPEG_BYTES, contentType: 'image/jpeg' };
const locationOf = (response: { json: () => unknown }) =>
  json<{ path: { location: string } }>(response).path.location;

describe('incident damages and damage reports', () => {
  it('lists the damages of the car with their repair status, an open one without repair as pending', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/deals/d-1001/incident-damages');
    expect(response.statusCode).toBe(200);
    const incidents = json<{ data: { id: string; repair_status: string }[] }>(response).data;
    expect(new Set(incidents.map((incident) => incident.repair_status))).toEqual(
      new Set(['open', 'ordered', 'in_progress', 'conducted', 'canceled']),
    );
    expect(incidents.find((incident) => incident.id === 'inc-1')).toMatchObject({
      repair_status: 'ordered',
      damages: [{ area: 'front', part: 'bumper', type: { german_name: 'Kratzer' } }],
    });
    const d1006 = json<{ data: { id: string; repair_status: string }[] }>(
      await kunde.get('/portal/api/bff/deals/d-1006/incident-damages'),
    ).data;
    expect(d1006).toEqual([
      expect.objectContaining({ id: 'inc-2', repair_status: 'pending', repair_orders: [] }),
    ]);
  });

  it("lists the incidents of all the customer's cars for the incidents page, newest first, with the car", async () => {
    type Incident = { id: string; date: string; repair_status: string; deal_id: string; car: unknown };
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/incidents');
    expect(response.statusCode).toBe(200);
    const all = json<{ data: Incident[] }>(response).data;
    const perCar = async (id: string) =>
      json<{ data: { id: string; repair_status: string }[] }>(
        await kunde.get(`/portal/api/bff/deals/${id}/incident-damages`),
      ).data;
    // The same incidents and statuses as each car's own list, over every car of the customer.
    for (const id of ['d-1001', 'd-1006']) {
      expect(
        all
          .filter((incident) => incident.deal_id === id)
          .map(({ id, repair_status }) => ({ id, repair_status })),
      ).toEqual(
        expect.arrayContaining((await perCar(id)).map(({ id, repair_status }) => ({ id, repair_status }))),
      );
    }
    expect(new Set(all.map((incident) => incident.deal_id))).toEqual(new Set(['d-1001', 'd-1006']));
    const dates = all.map((incident) => incident.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.find((incident) => incident.id === 'inc-2')).toMatchObject({
      repair_status: 'pending',
      deal_id: 'd-1006',
      car: { oem: 'BMW', model: 'i4 eDrive40', license_plate: 'M-BI 4040' },
    });
    const oneCar = json<{ data: Incident[] }>(
      await kunde.get('/portal/api/bff/incidents?dealId=d-1006'),
    ).data;
    expect(oneCar.map((incident) => incident.id)).toEqual(['inc-2']);
  });

  it("opens every repair order of the customer's incidents as the customer's document PDF", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const all = json<{ data: { repair_orders: { download_url: string }[] }[] }>(
      await kunde.get('/portal/api/bff/incidents'),
    ).data;
    const links = all.flatMap((incident) => incident.repair_orders.map((order) => order.download_url));
    expect(links).toContain('/portal/api/bff/documents/doc-1010/pdf');
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) {
      const answer = await kunde.get(link);
      expect(answer.statusCode, link).toBe(200);
      expect(answer.headers['content-type'], link).toContain('application/pdf');
    }
    // Another customer cannot open them.
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/documents/doc-1010/pdf')).statusCode).toBe(404);
  });

  it('shows another customer no incident of kunde and refuses business users the incidents page', async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect(json<{ data: unknown[] }>(await neu.get('/portal/api/bff/incidents')).data).toEqual([]);
    expect((await neu.get('/portal/api/bff/incidents?dealId=d-1001')).statusCode).toBe(404);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get('/portal/api/bff/incidents')).statusCode).toBe(403);
    expect((await bff.anonymous.get('/portal/api/bff/incidents')).statusCode).toBe(401);
  });

  it('lists the reports the customer sent with their photos', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const reports = json<{ data: { id: string; images: { image_urls: string[] } }[] }>(
      await kunde.get('/portal/api/bff/deals/d-1001/damage-reports'),
    ).data;
    expect(reports.find((report) => report.id === 'dr-1')?.images.image_urls).toEqual([
      '/portal/api/bff/uploads/d-1001/1.jpg',
      '/portal/api/bff/uploads/d-1001/2.jpg',
    ]);
  });

  it("answers 404 for another owner's deal and for a driver's car that is not assigned to them", async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/deals/d-1001/incident-damages')).statusCode).toBe(404);
    const fahrer = await bff.signIn('fahrer@nordflotte.example');
    expect((await fahrer.get('/portal/api/bff/deals/f-2001/damage-reports')).statusCode).toBe(200);
    expect((await fahrer.get('/portal/api/bff/deals/f-2002/damage-reports')).statusCode).toBe(404);
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect((await sued.get('/portal/api/bff/deals/f-2001/incident-damages')).statusCode).toBe(404);
  });
});

describe('reporting damage', () => {
  const report = (image_locations: string[]) => ({
    problemType: 'exterior',
    exteriorProblem: 'rear',
    damageType: 'scratch',
    damageDescription: 'Kratzer an der hinteren Stoßstange beim Einparken an einem Poller.',
    technicalDefect: false,
    unknownDate: false,
    damageOccurrenceDate: '2026-11-20',
    sameAddress: true,
    notDrivible: false,
    image_locations,
  });

  it('stores an uploaded photo and a report naming it, and opens a pending incident', async () => {
    const uploaded = await uploadPhoto('kunde@demo.example', 'd-1001', photo);
    expect(uploaded.statusCode).toBe(200);
    const location = locationOf(uploaded);
    expect(location).toMatch(/^\/portal\/api\/bff\/uploads\/d-1001\/up-[\w-]+\.jpg$/);

    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: report([location]),
    });
    expect(response.statusCode).toBe(201);
    const created = json<{ data: { id: string; images: { image_urls: string[] } } }>(response).data;
    expect(created.images.image_urls).toEqual([location]);
    expect(created).toMatchObject({ exteriorProblem: 'rear', damageType: 'scratch' });
    const stored = await bff.db
      .selectFrom('damage_reports')
      .select(['exterior_problem', 'damage_type'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ exterior_problem: 'rear', damage_type: 'scratch' });
    const listed = json<{ data: { id: string }[] }>(
      await kunde.get('/portal/api/bff/deals/d-1001/damage-reports'),
    ).data;
    expect(listed.find((one) => one.id === created.id)).toMatchObject({
      exteriorProblem: 'rear',
      damageType: 'scratch',
    });
    const incidents = json<{ data: { repair_status: string; date: string }[] }>(
      await kunde.get('/portal/api/bff/deals/d-1001/incident-damages'),
    ).data;
    expect(incidents).toContainEqual(
      expect.objectContaining({ date: '2026-11-20', repair_status: 'pending' }),
    );

    // A photo belongs to one report only.
    const again = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: report([location]),
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a short description, a future date and no photo with the specification’s messages, storing nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await count('damage_reports');
    const response = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: { ...report([]), damageDescription: 'Kratzer', damageOccurrenceDate: '2026-11-24' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toEqual({
      'body.damageDescription': 'Bitte gib mindestens 40 Zeichen ein.',
      'body.image_locations': 'Bitte füge mindestens ein Foto hinzu.',
      'body.damageOccurrenceDate': 'Das Datum darf nicht in der Zukunft liegen.',
    });
    expect(await count('damage_reports')).toBe(before);
  });

  it('refuses an exterior problem or damage type the dialog does not offer, storing nothing', async () => {
    const uploaded = await uploadPhoto('kunde@demo.example', 'd-1001', photo);
    const location = locationOf(uploaded);
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await count('damage_reports');
    const invalid = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: { ...report([location]), exteriorProblem: 'underneath', damageType: 'wobble' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      Object.keys(json<{ error: { fields: Record<string, string> } }>(invalid).error.fields).sort(),
    ).toEqual(['body.damageType', 'body.exteriorProblem']);
    const missing = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: { ...report([location]), exteriorProblem: null, damageType: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(missing).error.fields).toEqual({
      'body.exteriorProblem': 'Dies ist ein Pflichtfeld.',
      'body.damageType': 'Dies ist ein Pflichtfeld.',
    });
    expect(await count('damage_reports')).toBe(before);
  });

  it('keeps neither for a technical problem', async () => {
    const location = locationOf(await uploadPhoto('kunde@demo.example', 'd-1001', photo));
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: { ...report([location]), technicalDefect: true, problemType: 'engine' },
    });
    expect(response.statusCode).toBe(201);
    expect(json<{ data: Record<string, unknown> }>(response).data).toMatchObject({
      exteriorProblem: null,
      damageType: null,
    });
  });

  it('accepts an unknown date without a date, and asks for the whole address when it is not the customer’s', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: {
        ...report(['/portal/api/bff/uploads/d-1001/1.jpg']),
        unknownDate: true,
        damageOccurrenceDate: null,
        sameAddress: false,
        street: 'Leopoldstraße',
        zip: '8080',
      },
    });
    expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toEqual({
      'body.housenumber': 'Dies ist ein Pflichtfeld.',
      'body.city': 'Dies ist ein Pflichtfeld.',
      'body.zip': 'PLZ muss 5-stellig sein',
      // 1.jpg is already part of report dr-1.
      'body.image_locations':
        'Mindestens ein Foto wurde nicht für dieses Fahrzeug hochgeladen. Bitte lade es erneut hoch.',
    });
  });

  it('refuses a photo another customer or another deal uploaded', async () => {
    const uploaded = await uploadPhoto('fahrer@nordflotte.example', 'f-2001', {
      filename: 'tuer.png',
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    const location = locationOf(uploaded);
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/deals/d-1001/damage-reports', {
      payload: report([location]),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses analysts (403) and other owners (404)', async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      (await analyst.post('/portal/api/bff/deals/f-2001/damage-reports', { payload: report(['x']) }))
        .statusCode,
    ).toBe(403);
    const neu = await bff.signIn('neu@demo.example');
    expect(
      (await neu.post('/portal/api/bff/deals/d-1001/damage-reports', { payload: report(['x']) })).statusCode,
    ).toBe(404);
  });

  it('uploads only images of at most 6 MB, for deals the user may report on, storing nothing otherwise', async () => {
    const before = await count('uploads');
    const refusal = async (email: string, deal: string, file: Omit<FilePart, 'field'>) => {
      const response = await uploadPhoto(email, deal, file);
      return { status: response.statusCode, error: json<{ error: Record<string, unknown> }>(response).error };
    };
    expect(
      await refusal('kunde@demo.example', 'd-1001', {
        filename: 'kratzer.jpg',
        bytes: PDF_BYTES,
        contentType: 'image/jpeg',
      }),
    ).toMatchObject({ status: 415, error: { code: 'upload_type_not_allowed' } });
    const tooLarge = new Uint8Array(6_291_457);
    tooLarge.set(JPEG_BYTES);
    expect(await refusal('kunde@demo.example', 'd-1001', { ...photo, bytes: tooLarge })).toMatchObject({
      status: 413,
      error: { code: 'upload_too_large', message: 'Einige Dateien sind zu groß.' },
    });
    expect(await refusal('kunde@demo.example', 'd-9999', photo)).toMatchObject({
      status: 404,
      error: { code: 'not_found' },
    });
    expect(await refusal('neu@demo.example', 'd-1001', photo)).toMatchObject({
      status: 404,
      error: { code: 'not_found' },
    });
    expect(await refusal('analyst@nordflotte.example', 'f-2001', photo)).toMatchObject({
      status: 403,
      error: { code: 'forbidden' },
    });
    expect(await refusal('kunde@demo.example', 'd-1004', photo)).toMatchObject({
      status: 400,
      error: { code: 'bad_request' },
    });
    expect(await count('uploads')).toBe(before);
  });
});

describe('mileage', () => {
  it('offers only bigger packages with their prices and recommends one from the readings', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/deals/d-1001/mileage_packages');
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: { available_mileage_packages: { mileage_package: number }[]; report: Record<string, number> };
    }>(response);
    expect(data.available_mileage_packages.map((option) => option.mileage_package)).toEqual([
      2000, 2500, 3000, 4000, 5000,
    ]);
    expect(data.available_mileage_packages[0]).toEqual({
      mileage_package: 2000,
      mileage_package_fee: 11800,
      amount_change: 5900,
      new_amount: 60800,
      // ACTIVE: retroactively for the 11 months already driven.
      one_time_payment: 5900 * 11,
    });
    expect(data.report).toEqual({
      mileage: 14250,
      monthly_usage: expect.any(Number),
      package_recommendation: 1500,
      readings: expect.arrayContaining([{ mileage: 14_250, day: expect.any(String) }]),
    });
  });

  it('stores a reading and refuses one below the last, a negative one and another deal in the body', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await count('mileage_readings');
    const post = (mileage: number, dealId = 'd-1001') =>
      kunde.post('/portal/api/bff/deals/d-1001/mileage-report', { payload: { dealId, mileage } });
    expect((await post(14000)).json().error.fields).toEqual({
      'body.mileage': 'Der Kilometerstand kann nicht niedriger sein als dein zuletzt gemeldeter.',
    });
    expect((await post(-5)).statusCode).toBe(400);
    expect((await post(15300, 'd-1005')).statusCode).toBe(400);
    expect(await count('mileage_readings')).toBe(before);
    expect((await post(15300)).json()).toEqual({ ok: true });
    expect(await count('mileage_readings')).toBe(before + 1);
  });

  it('refuses the reading to analysts and for a deal without the car', async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const refused = await analyst.post('/portal/api/bff/deals/f-2001/mileage-report', {
      payload: { dealId: 'f-2001', mileage: 9000 },
    });
    expect(refused.statusCode).toBe(403);
    const kunde = await bff.signIn('kunde@demo.example');
    const ended = await kunde.post('/portal/api/bff/deals/d-1004/mileage-report', {
      payload: { dealId: 'd-1004', mileage: 9000 },
    });
    expect(ended.statusCode).toBe(409);
  });

  it('raises the package and the deal shows it; lowering answers 422 and changes nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const lower = await kunde.put('/portal/api/bff/deals/d-1002/mileage-package', {
      payload: { mileage_package: 500 },
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().error.message).toBe(
      'Dein Kilometerpaket kann nur erhöht, aber nicht verringert werden.',
    );
    const notOffered = await kunde.put('/portal/api/bff/deals/d-1002/mileage-package', {
      payload: { mileage_package: 1750 },
    });
    expect(notOffered.json().error).toMatchObject({
      code: 'mileage_change_failed',
      message: 'Änderung fehlgeschlagen',
    });
    expect((await dealOf('d-1002')).mileage_package).toBe(1000);

    const raised = await kunde.put('/portal/api/bff/deals/d-1002/mileage-package', {
      payload: { mileage_package: 1500 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ id: 'd-1002', mileage_package: 1500, amount: 47900 + 3000 });
    expect(await dealOf('d-1002')).toMatchObject({ mileage_package: 1500, amount: 50900 });
  });

  it('books extra kilometres for an ACTIVE deal at its fee per kilometre, not before handover', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const booked = await kunde.post('/portal/api/bff/deals/d-1001/extra-mileage', {
      payload: { kilometres: 500 },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toEqual({ data: { kilometres: 500, amount: 9500 } });
    expect((await dealOf('d-1001')).addon_mileage).toBe(500);
    const created = await kunde.post('/portal/api/bff/deals/d-1002/extra-mileage', {
      payload: { kilometres: 500 },
    });
    expect(created.statusCode).toBe(409);
  });

  it('keeps package changes to private customers', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const response = await admin.put('/portal/api/bff/deals/f-2001/mileage-package', {
      payload: { mileage_package: 5000 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('prolongation', () => {
  const options = (dealId: string, car_id: string) => ({
    dealId,
    car_id,
    mileagePackage: 1500,
    originalPrice: 54900,
  });

  it('offers terms of 3 to 18 months, longest first, gross with 19% VAT', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/api/checkout/prolongation/options', {
      payload: options('d-1001', 'car-77'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.prolongation_options).toEqual([
      { term: 18, price: 47900, original_price: 54900 },
      { term: 12, price: 49900, original_price: 54900 },
      { term: 6, price: 52900, original_price: 54900 },
      // The 3 months cost the current rate: no 1-cent "discount" from the VAT's rounding.
      { term: 3, price: 54900, original_price: 54900 },
    ]);
    expect(data).toMatchObject({ kilometer_package: 1500, current_subscription_end_date: '2026-12-21' });
  });

  it("answers 404 for a car that is not the deal's", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect(
      (await kunde.post('/api/checkout/prolongation/options', { payload: options('d-1001', 'car-78') }))
        .statusCode,
    ).toBe(404);
  });

  it('prolongs once: the deal shows the new return date, term and rate; a second time is refused', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const refusedTerm = await admin.post('/portal/api/bff/deals/f-2001/prolongation', {
      payload: { term: 9, termsAccepted: true },
    });
    expect(refusedTerm.statusCode).toBe(400);
    const before = await dealOf('f-2001');
    const response = await admin.post('/portal/api/bff/deals/f-2001/prolongation', {
      payload: { term: 12, termsAccepted: true },
    });
    expect(response.statusCode).toBe(200);
    const prolonged = response.json().data;
    expect(prolonged.amount).toBe(41650);
    expect(prolonged.return_date > (before.return_date as string)).toBe(true);
    expect(await dealOf('f-2001')).toMatchObject({ return_date: prolonged.return_date, amount: 41650 });

    const again = await admin.post('/portal/api/bff/deals/f-2001/prolongation', {
      payload: { term: 6, termsAccepted: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Dein Abo wurde bereits verlängert.');
    const offers = await admin.post('/api/checkout/prolongation/options', {
      payload: options('f-2001', 'car-2001'),
    });
    expect(offers.statusCode).toBe(409);
  });

  it('refuses ended and same-day swap deals and analysts, changing nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await count('prolongations');
    for (const id of ['d-1004', 'd-1005'])
      expect(
        (
          await kunde.post(`/portal/api/bff/deals/${id}/prolongation`, {
            payload: { term: 12, termsAccepted: true },
          })
        ).statusCode,
      ).toBe(409);
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      (
        await analyst.post('/portal/api/bff/deals/f-2001/prolongation', {
          payload: { term: 12, termsAccepted: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(await count('prolongations')).toBe(before);
  });
});

describe('add-ons and insurance', () => {
  it('offers premium protection before handover with the deductibles, and mileage packages', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/api/addons', {
      payload: { productId: 'cupra-born', subscriptionId: 'd-1003' },
    });
    expect(response.statusCode).toBe(404);
    const addons = await kunde.post('/api/addons', {
      payload: { productId: 'volkswagen-id-4-pro', subscriptionId: 'd-1001' },
    });
    expect(addons.json().data[0]).toMatchObject({
      group: 'insurance',
      insurance_type: 'basic',
      canUpgradeInsurance: false,
    });
    const d1006 = await kunde.post('/api/addons', {
      payload: { productId: 'bmw-i4-edrive40', subscriptionId: 'd-1006' },
    });
    expect(d1006.json().data[0]).toMatchObject({
      insurance_type: 'comfort',
      insurance_amount: 2900,
      addons: [],
    });
  });

  it('books premium protection for a CREATED deal; the deal shows it; a second booking is refused', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const offered = await kunde.post('/api/addons', {
      payload: { productId: 'cupra-born', subscriptionId: 'd-1002' },
    });
    expect(offered.json().data[0]).toMatchObject({
      group: 'insurance',
      insurance_type: 'basic',
      canUpgradeInsurance: true,
      canAddAdditionalMileage: true,
      // de-DE puts a no-break space before the sign.
      vkValueFormatted: '1.000\u00a0€',
      tkValueFormatted: '500\u00a0€',
      addons: [{ addon_id: 'premium-protection', pricing: { amount: { gross: 2900 } } }],
    });
    const booked = await kunde.post('/portal/api/bff/deals/d-1002/insurance', {
      payload: { addon_id: 'premium-protection' },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({
      insurance_amount: 2900,
      damage_deductible_vollkasko: 50000,
      damage_deductible_teilkasko: 50000,
    });
    expect(await dealOf('d-1002')).toMatchObject({ insurance_amount: 2900 });
    const again = await kunde.post('/portal/api/bff/deals/d-1002/insurance', {
      payload: { addon_id: 'premium-protection' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a deal ending within two months, an unknown add-on and analysts', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const ending = await kunde.post('/portal/api/bff/deals/d-1001/insurance', {
      payload: { addon_id: 'premium-protection' },
    });
    expect(ending.statusCode).toBe(409);
    expect((await dealOf('d-1001')).insurance_amount).toBeUndefined();
    const unknown = await kunde.post('/portal/api/bff/deals/d-1001/insurance', {
      payload: { addon_id: 'gold' },
    });
    expect(unknown.statusCode).toBe(404);
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      (
        await analyst.post('/portal/api/bff/deals/f-2001/insurance', {
          payload: { addon_id: 'premium-protection' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('services', () => {
  it("gives the partner's booking link, the portal's page as fallback, and 404 for a car not the user's", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const partner = await kunde.get('/portal/api/bff/deals/schedule-service/car-77?dealId=d-1001');
    expect(partner.json()).toEqual({ url: 'https://termine.servicepartner.example/buchen?fahrzeug=car-77' });
    const fallback = await kunde.get('/portal/api/bff/deals/schedule-service/car-78');
    expect(fallback.json()).toEqual({
      url: 'http://localhost:3000/portal/de-DE/mycars/d-1002/schedule-service',
    });
    expect((await kunde.get('/portal/api/bff/deals/schedule-service/car-99')).statusCode).toBe(404);
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/deals/schedule-service/car-77')).statusCode).toBe(404);
  });

  it('stores a service request with a confirmation mail; none without a service, with a bad address or by an analyst', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await count('service_requests');
    const none = await kunde.post('/portal/api/bff/deals/d-1001/service-requests', {
      payload: { car_id: 'car-77', requested_services: [] },
    });
    expect(none.json().error.fields).toEqual({
      'body.requested_services': 'Bitte wähle mindestens einen Service aus.',
    });
    const badAddress = await kunde.post('/portal/api/bff/deals/d-1001/service-requests', {
      payload: { car_id: 'car-77', requested_services: ['huau'], street: 'Leopoldstraße', postalCode: '808' },
    });
    expect(badAddress.statusCode).toBe(400);
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const refused = await analyst.post('/portal/api/bff/deals/f-2001/service-requests', {
      payload: { car_id: 'car-77', requested_services: ['huau'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(await count('service_requests')).toBe(before);

    const booked = await kunde.post('/portal/api/bff/deals/d-1001/service-requests', {
      payload: {
        car_id: 'car-77',
        comment: 'Bitte vormittags.',
        requested_services: ['inspection', 'oilChange'],
      },
    });
    expect(booked.json()).toEqual({ ok: true });
    expect(await count('service_requests')).toBe(before + 1);
    const mails = await sqlOutbox(bff.db).list({ to: 'kunde@demo.example' });
    expect(mails[0]?.subject).toContain('Danke für deine Anfrage');
  });

  it('starts the car inventory for a car the user sees', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect(
      (await kunde.post('/portal/api/bff/car-inventory', { payload: { car_id: 'car-77' } })).json(),
    ).toEqual({
      ok: true,
    });
    expect(
      (await kunde.post('/portal/api/bff/car-inventory', { payload: { car_id: 'car-99' } })).statusCode,
    ).toBe(404);
  });

  it('gives an alternative-car magic link, but not for a same-day swap nor to business users', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const offers = () => bff.db.selectFrom('alternative_car_offers').select('token_hash').execute();
    const before = await offers();
    // The read writes nothing: the shop's page without a personal token.
    const read = await kunde.get(
      '/portal/api/bff/deals/d-1001/get-alternative-car-offering-link?source=cancelation',
    );
    expect(read.json()).toEqual({ magic_link: 'http://localhost:3000/subscribe/deals' });
    expect(await offers()).toEqual(before);
    const link = await kunde.post('/portal/api/bff/deals/d-1001/alternative-car-offering-link', {
      payload: { source: 'cancelation' },
    });
    expect(link.json().magic_link).toMatch(/^http:\/\/localhost:3000\/subscribe\/deals\?token=.+/);
    expect((await offers()).length).toBe(before.length + 1);
    for (const url of ['get-alternative-car-offering-link', 'alternative-car-offering-link']) {
      const method = url.startsWith('get') ? 'get' : 'post';
      const options = method === 'post' ? { payload: {} } : {};
      expect((await kunde[method](`/portal/api/bff/deals/d-1005/${url}`, options)).statusCode).toBe(409);
      const admin = await bff.signIn('admin@nordflotte.example');
      expect((await admin[method](`/portal/api/bff/deals/f-2001/${url}`, options)).statusCode).toBe(403);
    }
  });

  it('takes a purchase-offer request for an ACTIVE deal once, and refuses an ended deal', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect(
      (await kunde.post('/portal/api/bff/deals/d-1001/purchase-offer', { payload: {} })).statusCode,
    ).toBe(202);
    expect(
      (await kunde.post('/portal/api/bff/deals/d-1001/purchase-offer', { payload: {} })).statusCode,
    ).toBe(202);
    const open = await bff.db
      .selectFrom('purchase_offer_requests')
      .selectAll()
      .where('deal_id', '=', 'd-1001')
      .execute();
    expect(open).toHaveLength(1);
    expect(
      (await kunde.post('/portal/api/bff/deals/d-1004/purchase-offer', { payload: {} })).statusCode,
    ).toBe(409);
    expect(
      (await kunde.post('/portal/api/bff/deals/d-1007/purchase-offer', { payload: {} })).statusCode,
    ).toBe(409);
  });
});
