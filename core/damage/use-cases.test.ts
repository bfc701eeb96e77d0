import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import {
  fleetAdmin,
  fleetAnalyst,
  fleetDriver,
  inMemoryDeals,
  kunde,
  neu,
  ofFleet,
  ownedBy,
} from '../deals/in-memory-deals.ts';
import { NOW } from '../deals/test-clock.ts';
import type { DamagePhoto, DamageReport, DamageStore, IncidentDamage, NewDamageReport } from './ports.ts';
import { damagePhoto, incidentDamages, reportDamage, uploadDamagePhotos } from './use-cases.ts';

const inMemoryDamage = (incidents: IncidentDamage[] = []) => {
  const photos: (DamagePhoto & { size: number })[] = [];
  const reports: NewDamageReport[] = [];
  const store: DamageStore = {
    incidentsOf: async () => incidents,
    reportsOf: async () => [],
    photosAt: async (locations) => photos.filter((photo) => locations.includes(photo.location)),
    openPhoto: async (location) =>
      photos.some((photo) => photo.location === location)
        ? (async function* () {
            yield new Uint8Array([0xff, 0xd8, 0xff]);
          })()
        : undefined,
    storePhotos: async (files) =>
      files.map((file) => {
        const location = `/uploads/${file.dealId}/${photos.length + 1}`;
        photos.push({
          uploadId: `up-${photos.length + 1}`,
          location,
          ownerUserId: file.ownerUserId,
          dealId: file.dealId,
          reportId: null,
          mediaType: file.mediaType,
          size: file.size,
        });
        return location;
      }),
    addReport: async (report): Promise<DamageReport> => {
      reports.push(report);
      return {
        ...report,
        id: `dr-${reports.length}`,
        created_date: report.at.toISOString(),
        images: { image_urls: report.photos.map((photo) => photo.location) },
      };
    },
  };
  return { store, photos, reports };
};

const deals = () =>
  inMemoryDeals([
    { deal: aDeal({ id: 'd-1001', state: 'ACTIVE' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1004', state: 'ENDED' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'f-2001', state: 'ACTIVE' }), ownership: ofFleet('ct-2002') },
  ]);
const photo = { fileName: 'kratzer.jpg', mediaType: 'image/jpeg', size: 3, receivedKey: 'received/1' };
const request = (image_locations: string[]) => ({
  problemType: 'exterior',
  exteriorProblem: 'rear',
  damageType: 'scratch',
  damageDescription: 'Kratzer an der hinteren Stoßstange beim Einparken an einem Poller.',
  technicalDefect: false,
  unknownDate: false,
  damageOccurrenceDate: '2026-11-21',
  sameAddress: true,
  notDrivible: false,
  image_locations,
});

describe('reporting damage', () => {
  it('sends a report with the photos this customer uploaded for this deal', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [location] = (await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo]))._unsafeUnwrap();
    const report = (
      await reportDamage(deps)(kunde, 'd-1001', request([location as string]), NOW)
    )._unsafeUnwrap();
    expect(report.images.image_urls).toEqual([location]);
    expect(damage.reports[0]).toMatchObject({
      dealId: 'd-1001',
      reportedBy: 'u-kunde',
      damageOccurrenceDate: '2026-11-21',
      exteriorProblem: 'rear',
      damageType: 'scratch',
    });
  });

  it('needs the damage type, and for an exterior damage where it is, and stores nothing without', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [location] = (await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo]))._unsafeUnwrap();
    const refused = await reportDamage(deps)(
      kunde,
      'd-1001',
      { ...request([location as string]), exteriorProblem: undefined, damageType: null },
      NOW,
    );
    expect(refused._unsafeUnwrapErr()).toEqual({
      code: 'invalid',
      fields: { exteriorProblem: 'Dies ist ein Pflichtfeld.', damageType: 'Dies ist ein Pflichtfeld.' },
    });
    const interior = await reportDamage(deps)(
      kunde,
      'd-1001',
      { ...request([location as string]), problemType: 'interior', exteriorProblem: null },
      NOW,
    );
    expect(interior.isOk()).toBe(true);
    expect(damage.reports).toHaveLength(1);
  });

  it('keeps neither for a technical problem, and no exterior problem for another problem type', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [first, second] = (await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo, photo]))._unsafeUnwrap();
    await reportDamage(deps)(
      kunde,
      'd-1001',
      { ...request([first as string]), technicalDefect: true, problemType: 'engine' },
      NOW,
    );
    await reportDamage(deps)(kunde, 'd-1001', { ...request([second as string]), problemType: 'glass' }, NOW);
    expect(damage.reports.map((report) => [report.exteriorProblem, report.damageType])).toEqual([
      [null, null],
      [null, 'scratch'],
    ]);
  });

  it('forgets the date when it is unknown', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [location] = (await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo]))._unsafeUnwrap();
    await reportDamage(deps)(
      kunde,
      'd-1001',
      { ...request([location as string]), unknownDate: true, damageOccurrenceDate: '2030-01-01' },
      NOW,
    );
    expect(damage.reports[0]?.damageOccurrenceDate).toBeNull();
  });

  it('refuses a photo of another deal, of another customer or already in a report, and stores nothing', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const stored = {
      uploadId: 'up-9',
      ownerUserId: 'u-kunde',
      dealId: 'd-1001',
      reportId: null,
      mediaType: 'image/jpeg',
      size: photo.size,
    };
    damage.photos.push(
      { ...stored, location: '/other-deal', dealId: 'd-1004' },
      { ...stored, location: '/other-customer', ownerUserId: 'u-neu' },
      { ...stored, location: '/in-a-report', reportId: 'dr-1' },
    );
    for (const location of ['/other-deal', '/other-customer', '/in-a-report', '/unknown']) {
      const refused = await reportDamage(deps)(kunde, 'd-1001', request([location]), NOW);
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        code: 'invalid',
        fields: { image_locations: expect.any(String) },
      });
    }
    expect(damage.reports).toEqual([]);
  });

  it('refuses analysts, other customers and deals whose car the customer no longer has', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    expect(
      (await reportDamage(deps)(fleetAnalyst, 'f-2001', request(['x']), NOW))._unsafeUnwrapErr(),
    ).toEqual({ code: 'forbidden' });
    expect((await reportDamage(deps)(neu, 'd-1001', request(['x']), NOW))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await reportDamage(deps)(kunde, 'd-1004', request(['x']), NOW))._unsafeUnwrapErr().code).toBe(
      'not_reportable',
    );
    expect((await uploadDamagePhotos(deps)(kunde, 'd-1004', [photo]))._unsafeUnwrapErr().code).toBe(
      'not_reportable',
    );
    expect(damage.photos).toEqual([]);
  });

  it('stores no photo of a batch when one is not an image or too large', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const pdf = { ...photo, mediaType: 'application/pdf' };
    const huge = { ...photo, size: 6_291_457 };
    expect((await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo, pdf]))._unsafeUnwrapErr()).toEqual({
      code: 'photo_not_image',
    });
    expect((await uploadDamagePhotos(deps)(kunde, 'd-1001', [photo, huge]))._unsafeUnwrapErr()).toEqual({
      code: 'photo_too_large',
    });
    expect(damage.photos).toEqual([]);
  });
});

describe('incident damages', () => {
  it('shows an open incident without repair as pending', async () => {
    const incident: IncidentDamage = {
      id: 'inc-1',
      date: '2026-11-01',
      repair_status: 'open',
      appointment_date: null,
      damages: [],
      repair_orders: [],
    };
    const deps = { deals: deals(), damage: inMemoryDamage([incident]).store };
    expect((await incidentDamages(deps)(kunde, 'd-1001'))._unsafeUnwrap()[0]?.repair_status).toBe('pending');
    expect((await incidentDamages(deps)(neu, 'd-1001'))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
  });
});

describe('damage photos', () => {
  it('shows a photo not yet in a report to its uploader only', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [location] = (await uploadDamagePhotos(deps)(fleetDriver, 'f-2001', [photo]))._unsafeUnwrap();
    const served = (await damagePhoto(deps)(fleetDriver, location as string))._unsafeUnwrap();
    expect(served).toMatchObject({ mediaType: 'image/jpeg', fileName: '1' });
    for (const other of [fleetAdmin, fleetAnalyst, kunde])
      expect((await damagePhoto(deps)(other, location as string))._unsafeUnwrapErr()).toEqual({
        code: 'not_found',
      });
  });

  it('shows a photo in a report to everyone who sees its deal, and to nobody else', async () => {
    const damage = inMemoryDamage();
    const deps = { deals: deals(), damage: damage.store };
    const [location] = (await uploadDamagePhotos(deps)(fleetDriver, 'f-2001', [photo]))._unsafeUnwrap();
    damage.photos[0] = { ...(damage.photos[0] as DamagePhoto & { size: number }), reportId: 'dr-1' };
    for (const viewer of [fleetDriver, fleetAdmin, fleetAnalyst])
      expect((await damagePhoto(deps)(viewer, location as string)).isOk()).toBe(true);
    for (const other of [kunde, neu])
      expect((await damagePhoto(deps)(other, location as string))._unsafeUnwrapErr()).toEqual({
        code: 'not_found',
      });
    expect((await damagePhoto(deps)(fleetDriver, '/uploads/f-2001/9'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
  });
});
