import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPhotoFiles } from '../../adapters/sql/seed/subscription-services.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { JPEG_BYTES, multipart, PNG_BYTES } from '../support/multipart.ts';

/**
 * Damage photos served back (docs/security.md "Uploads, connections and exposed internals"): the
 * location an upload answers shows the photo — in a report to everyone who sees its deal, before
 * that to its uploader only — and to nobody else (404), with its own content type, inline, never
 * cached by anyone but the viewer's browser, and under a policy that lets it run nothing.
 */

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
  await writeDemoPhotoFiles(bff.files);
});
afterAll(() => bff.close());

const DAMAGE_IMAGES = '/portal/api/bff/active-fleet/damage-reports/images';

const upload = async (caller: Caller, deal: string, file = { name: 'kratzer.jpg', bytes: JPEG_BYTES }) => {
  const response = await caller.post(DAMAGE_IMAGES, {
    payload: multipart({ subscription_id: deal, timestamp: '1764000000000' }, [
      { field: 'file', filename: file.name, bytes: file.bytes, contentType: 'image/jpeg' },
    ]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { path: { location: string } }).path.location;
};

const report = async (caller: Caller, deal: string, location: string) => {
  const response = await caller.post(`/portal/api/bff/deals/${deal}/damage-reports`, {
    payload: {
      problemType: 'exterior',
      exteriorProblem: 'rear',
      damageType: 'scratch',
      damageDescription: 'Kratzer an der hinteren Stoßstange beim Einparken an einem Poller.',
      technicalDefect: false,
      unknownDate: false,
      damageOccurrenceDate: '2026-11-21',
      sameAddress: true,
      notDrivible: false,
      image_locations: [location],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { data: { images: { image_urls: string[] } } };
};

const expectPhoto = (response: LightMyRequestResponse, bytes: Uint8Array, type: string) => {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(String(response.headers['content-disposition'])).toMatch(/^inline; filename="[\w.-]+"$/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain('sandbox');
};

const expectNotFound = (response: LightMyRequestResponse, who: string) => {
  expect(response.statusCode, who).toBe(404);
  expect(response.json(), who).toEqual({ error: expect.objectContaining({ code: 'not_found' }) });
  expect(response.headers['content-type'], who).toMatch(/^application\/json/);
};

describe('damage photos', () => {
  it('shows a customer their photo at the location the upload answered, and nobody else before the report', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const location = await upload(kunde, 'd-1001');
    expect(location).toMatch(/^\/portal\/api\/bff\/uploads\/d-1001\/up-[\w-]+\.jpg$/);
    expectPhoto(await kunde.get(location), JPEG_BYTES, 'image/jpeg');

    for (const email of ['neu@demo.example', 'admin@nordflotte.example', 'admin@suedlogistik.example'])
      expectNotFound(await (await bff.signIn(email)).get(location), email);
    const anonymous = await bff.anonymous.get(location);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
  });

  it('shows the photos of a sent report where the reports list them, to the customer only', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const location = await upload(kunde, 'd-1001');
    const sent = await report(kunde, 'd-1001', location);
    expect(sent.data.images.image_urls).toEqual([location]);
    const listed = (await kunde.get('/portal/api/bff/deals/d-1001/damage-reports')).json() as {
      data: { images?: { image_urls?: string[] } }[];
    };
    const urls = listed.data.flatMap((one) => one.images?.image_urls ?? []);
    expect(urls).toContain(location);
    for (const url of urls) expect((await kunde.get(url)).statusCode, url).toBe(200);

    const neu = await bff.signIn('neu@demo.example');
    for (const url of urls) expectNotFound(await neu.get(url), `neu: ${url}`);
    expectNotFound(await (await bff.signIn('admin@nordflotte.example')).get(location), 'admin');
  });

  it("shows a fleet car's reported photo to the company's admin, analyst and the car's driver, not to another company", async () => {
    const fahrer = await bff.signIn('fahrer@nordflotte.example');
    const location = await upload(fahrer, 'f-2001');
    const viewers = {
      admin: await bff.signIn('admin@nordflotte.example'),
      analyst: await bff.signIn('analyst@nordflotte.example'),
    };
    // Not yet in a report: the driver who took it only.
    expectPhoto(await fahrer.get(location), JPEG_BYTES, 'image/jpeg');
    for (const [who, caller] of Object.entries(viewers)) expectNotFound(await caller.get(location), who);

    await report(fahrer, 'f-2001', location);
    expectPhoto(await fahrer.get(location), JPEG_BYTES, 'image/jpeg');
    for (const caller of Object.values(viewers))
      expectPhoto(await caller.get(location), JPEG_BYTES, 'image/jpeg');
    for (const email of ['admin@suedlogistik.example', 'kunde@demo.example'])
      expectNotFound(await (await bff.signIn(email)).get(location), email);
  });

  it('keeps a driver out of the photos of a car not assigned to them, which the company sees', async () => {
    const car = await bff.db
      .selectFrom('deals')
      .select('id')
      .where('company_id', '=', 'co-nordflotte')
      .where('state', '=', 'ACTIVE')
      .where((eb) => eb.or([eb('contact_id', 'is', null), eb('contact_id', '<>', 'ct-2002')]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const admin = await bff.signIn('admin@nordflotte.example');
    const fahrer = await bff.signIn('fahrer@nordflotte.example');
    const location = await upload(admin, car.id);
    await report(admin, car.id, location);
    expectPhoto(await admin.get(location), JPEG_BYTES, 'image/jpeg');
    expectPhoto(
      await (await bff.signIn('analyst@nordflotte.example')).get(location),
      JPEG_BYTES,
      'image/jpeg',
    );
    expectNotFound(await fahrer.get(location), 'driver of other cars');
  });

  it('serves the demo photos of the reports and a PNG with its own type', async () => {
    const fahrer = await bff.signIn('fahrer@nordflotte.example');
    expect((await fahrer.get('/portal/api/bff/uploads/f-2001/1.jpg')).statusCode).toBe(200);
    expect(
      (await (await bff.signIn('kunde@demo.example')).get('/portal/api/bff/uploads/d-1006/1.jpg')).statusCode,
    ).toBe(200);

    const kunde = await bff.signIn('kunde@demo.example');
    const png = await upload(kunde, 'd-1001', { name: 'kratzer.png', bytes: PNG_BYTES });
    expect(png).toMatch(/\.png$/);
    expectPhoto(await kunde.get(png), PNG_BYTES, 'image/png');
  });

  it('finds no photo that is not there, nor one outside the damage photos', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    for (const path of [
      '/portal/api/bff/uploads/d-1001/9.jpg',
      '/portal/api/bff/uploads/d-1001/..%2F..%2Flicences%2Fdr-1%2Ffront.jpg',
    ])
      expect((await kunde.get(path)).statusCode, path).toBe(404);
  });
});
