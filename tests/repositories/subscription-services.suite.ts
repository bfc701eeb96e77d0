/**
 * The contract of the subscription-services stores over SQL; run against PGlite always and
 * PostgreSQL when CI has one, by subscription-services.test.ts.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStore } from '../../adapters/files/local-file-store.ts';
import { sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { sqlDeals } from '../../adapters/sql/deal-repository.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { sqlDamageStore } from '../../adapters/sql/subscription-services-damage.ts';
import { sqlMileageStore } from '../../adapters/sql/subscription-services-mileage.ts';
import { sqlProlongationStore } from '../../adapters/sql/subscription-services-prolongation.ts';
import { sqlServiceStore } from '../../adapters/sql/subscription-services-service.ts';
import { aUser } from '../../core/account/in-memory-accounts.ts';
import { aDeal } from '../../core/deals/a-deal.ts';
import type { ServiceRequest } from '../../core/service/ports.ts';
import { cents } from '../../core/shared/money.ts';
import type { FileStore } from '../../core/shared/ports.ts';

const at = (iso: string) => new Date(iso);
const mail = { kind: 'notification' as const, to: 'kunde@demo.example', subject: 'Danke', text: 'Danke' };

/** One database per suite (PGlite starts slowly on a busy machine); each test has a deal of its own. */
let database: Kysely<Database>;
const withDeal = async (id: string) => {
  await sqlDeals(database).save(
    aDeal({ id, state: 'ACTIVE', return_date: '2026-12-20', mileage_package: 1000 }),
    {
      ownerUserId: 'u-1',
      companyId: null,
      contactId: null,
    },
  );
  return database;
};

const report = (photos: Awaited<ReturnType<ReturnType<typeof sqlDamageStore>['photosAt']>>) => ({
  dealId: 'd-1',
  reportedBy: 'u-1',
  at: at('2026-11-22T23:30:00Z'),
  problemType: 'exterior',
  exteriorProblem: 'left' as const,
  damageType: 'dent' as const,
  damageDescription: 'Kratzer an der hinteren Stoßstange beim Einparken an einem Poller.',
  technicalDefect: false,
  unknownDate: true,
  damageOccurrenceDate: null,
  sameAddress: true,
  street: null,
  housenumber: null,
  zip: null,
  city: null,
  notDrivible: false,
  photos,
});

export const subscriptionServiceStoreSuite = (name: string, fresh: () => Promise<Kysely<Database>>) => {
  describe(`subscription-services stores: ${name}`, () => {
    beforeAll(async () => {
      database = await fresh();
      await sqlUsers(database).create(aUser({ id: 'u-1', email: 'kunde@demo.example' }));
      await sqlUsers(database).create(aUser({ id: 'u-2', email: 'neu@demo.example' }));
    });

    it('keep photos, and a report with them that opens an open incident dated in Berlin', async () => {
      const db = await withDeal('d-1');
      const files = memoryFileStore();
      const damage = sqlDamageStore(db, files);
      const bytes = new Uint8Array([1, 2, 3]);
      await files.put('received/a', bytes);
      await files.put('received/b', bytes);
      const received = { ownerUserId: 'u-1', dealId: 'd-1', size: bytes.length };
      const locations = await damage.storePhotos([
        { ...received, fileName: 'a.jpg', mediaType: 'image/jpeg', receivedKey: 'received/a' },
        { ...received, fileName: 'b.png', mediaType: 'image/png', receivedKey: 'received/b' },
      ]);
      expect(locations).toHaveLength(2);
      const photos = await damage.photosAt([...locations].reverse());
      expect(
        photos
          .map((photo) => ({ ...photo, uploadId: '' }))
          .toSorted((a, b) => a.location.localeCompare(b.location)),
      ).toEqual(
        locations
          .map((location, index) => ({
            uploadId: '',
            location,
            ownerUserId: 'u-1',
            dealId: 'd-1',
            reportId: null,
            mediaType: index === 0 ? 'image/jpeg' : 'image/png',
          }))
          .toSorted((a, b) => a.location.localeCompare(b.location)),
      );
      // Each photo's bytes at its location, none elsewhere.
      const photo = await damage.openPhoto(locations[0] as string);
      const read: Uint8Array[] = [];
      for await (const chunk of photo ?? []) read.push(chunk);
      expect(new Uint8Array(Buffer.concat(read))).toEqual(bytes);
      expect(await damage.openPhoto('/portal/api/bff/uploads/d-1/none.jpg')).toBeUndefined();
      expect(await damage.openPhoto('/elsewhere/d-1/a.jpg')).toBeUndefined();
      const ordered = locations.map(
        (location) => photos.find((photo) => photo.location === location) ?? photos[0],
      ) as typeof photos;
      const sent = await damage.addReport(report(ordered));
      if (sent === 'photos_taken') throw new Error('the photos are free');
      expect(sent.images.image_urls).toEqual(locations);
      expect((await damage.reportsOf('d-1'))[0]).toEqual(sent);
      expect(await damage.incidentsOf('d-1')).toEqual([
        {
          id: expect.any(String),
          date: '2026-11-23',
          repair_status: 'open',
          appointment_date: null,
          damages: [],
          repair_orders: [],
        },
      ]);
      expect((await damage.photosAt(locations)).every((photo) => photo.reportId === sent.id)).toBe(true);
      // A second report with a photo of the first stores nothing.
      expect(await damage.addReport(report(ordered.slice(1)))).toBe('photos_taken');
      expect(await damage.reportsOf('d-1')).toHaveLength(1);
      expect(await damage.incidentsOf('d-1')).toHaveLength(1);
    });

    it('store no photo when one of them cannot be stored', async () => {
      const db = await withDeal('d-2');
      const inner = memoryFileStore();
      let moves = 0;
      const failing: FileStore = {
        ...inner,
        move: async (from, to) => {
          if (++moves === 2) throw new Error('disk full');
          await inner.move(from, to);
        },
      };
      const damage = sqlDamageStore(db, failing);
      await inner.put('received/a', new Uint8Array([1]));
      await inner.put('received/b', new Uint8Array([1]));
      const photo = {
        ownerUserId: 'u-1',
        dealId: 'd-2',
        fileName: 'a.jpg',
        mediaType: 'image/jpeg',
        size: 1,
      };
      await expect(
        damage.storePhotos([
          { ...photo, receivedKey: 'received/a' },
          { ...photo, receivedKey: 'received/b' },
        ]),
      ).rejects.toThrow('disk full');
      expect(await inner.list('damage-photos/')).toEqual([]);
      expect(await db.selectFrom('uploads').selectAll().where('deal_id', '=', 'd-2').execute()).toEqual([]);
    });

    it('keep readings oldest first by Berlin day, and a package raise with the deal in one transaction', async () => {
      const db = await withDeal('d-3');
      const mileage = sqlMileageStore(db);
      await mileage.inTransaction(async (changes) => {
        await changes.addReading({
          dealId: 'd-3',
          userId: 'u-1',
          mileage: 9000,
          at: at('2026-11-22T23:30:00Z'),
        });
        await changes.addReading({
          dealId: 'd-3',
          userId: 'u-1',
          mileage: 10,
          at: at('2026-01-01T10:00:00Z'),
        });
        // The latest by the time reported, not by the order written.
        expect(await changes.lastReading('d-3')).toBe(9000);
      });
      expect(await mileage.readingsOf('d-3')).toEqual([
        { mileage: 10, day: '2026-01-01' },
        { mileage: 9000, day: '2026-11-23' },
      ]);
      const change = {
        dealId: 'd-3',
        userId: 'u-1',
        monthlyFeeChange: cents(3000),
        oneTimePayment: cents(0),
        at: at('2026-11-22T10:00:00Z'),
      };
      // A lowering breaks the table's rule: the deal's change is rolled back with it.
      await expect(
        mileage.inTransaction(async (changes) => {
          const deal = aDeal({ ...(await changes.lockDeal('d-3')), mileage_package: 500 });
          await changes.saveDeal(deal);
          await changes.recordPackageChange({ ...change, from: 1000, to: 500 });
        }),
      ).rejects.toThrow();
      expect((await sqlDeals(db).findIn({ kind: 'owner', userId: 'u-1' }, 'd-3'))?.mileage_package).toBe(
        1000,
      );
      await mileage.inTransaction(async (changes) => {
        const deal = aDeal({ ...(await changes.lockDeal('d-3')), mileage_package: 1500 });
        await changes.saveDeal(deal);
        await changes.recordPackageChange({ ...change, from: 1000, to: 1500 });
      });
      expect((await sqlDeals(db).findIn({ kind: 'owner', userId: 'u-1' }, 'd-3'))?.mileage_package).toBe(
        1500,
      );
    });

    it('prolong a deal once', async () => {
      const db = await withDeal('d-4');
      const store = sqlProlongationStore(db);
      const prolongation = {
        dealId: 'd-4',
        userId: 'u-1',
        term: 12,
        monthlyPrice: cents(49_900),
        previousReturnDate: '2026-12-20',
        newReturnDate: '2027-12-20',
        at: at('2026-11-22T10:00:00Z'),
      };
      await store.inTransaction((changes) => changes.recordProlongation(prolongation));
      expect(await store.isProlonged('d-4')).toBe(true);
      await expect(
        store.inTransaction((changes) => changes.recordProlongation(prolongation)),
      ).rejects.toThrow();
    });

    it('take one open purchase-offer request per deal, with its mail, and one inventory run per five minutes', async () => {
      const db = await withDeal('d-5');
      const services = sqlServiceStore(db, (trx) => sqlOutbox(trx));
      const request = { dealId: 'd-5', userId: 'u-1', comment: null, at: at('2026-11-22T10:00:00Z') };
      const offerMail = { ...mail, to: 'offer@demo.example' };
      expect(await services.addPurchaseOfferRequest(request, offerMail)).toBe(true);
      expect(await services.addPurchaseOfferRequest(request, offerMail)).toBe(false);
      expect(await sqlOutbox(db).list({ to: 'offer@demo.example' })).toHaveLength(1);

      const run = { carId: 'car-1', dealId: 'd-5', userId: 'u-1' };
      await services.addInventoryRequest({ ...run, at: at('2026-11-22T10:00:00Z') });
      await services.addInventoryRequest({ ...run, at: at('2026-11-22T10:04:59Z') });
      await services.addInventoryRequest({ ...run, userId: 'u-2', at: at('2026-11-22T10:04:59Z') });
      await services.addInventoryRequest({ ...run, at: at('2026-11-22T10:05:01Z') });
      expect(
        await db
          .selectFrom('car_inventory_requests')
          .select('requested_by')
          .where('deal_id', '=', 'd-5')
          .execute(),
      ).toHaveLength(3);
    });

    it('keep a service request with its address whole or not at all', async () => {
      const db = await withDeal('d-6');
      const services = sqlServiceStore(db, (trx) => sqlOutbox(trx));
      const request = {
        dealId: 'd-6',
        carId: 'car-1',
        userId: 'u-1',
        services: ['huau', 'oilChange'] as const,
        comment: null,
        address: { street: 'Leopoldstraße', houseNumber: '12', postalCode: '80802', city: 'München' },
        at: at('2026-11-22T10:00:00Z'),
      };
      const serviceMail = { ...mail, to: 'service@demo.example' };
      const body = { carId: 'car-1', comment: null, services: request.services };
      const claimFor = (changed: ServiceRequest) =>
        services.inTransaction((changes) =>
          changes.claimWorkflowPost(changed, body, at('2026-11-22T10:00:30Z')),
        );
      const claim = await claimFor(request);
      expect(await services.settleWorkflowPost(claim, { accepted: true }, request, serviceMail)).toBe(true);
      const [row] = await db
        .selectFrom('service_requests')
        .selectAll()
        .where('deal_id', '=', 'd-6')
        .execute();
      expect(row).toMatchObject({
        services: ['huau', 'oilChange'],
        postal_code: '80802',
        status: 'submitted',
      });
      const carwash: ServiceRequest = { ...request, services: ['carwash' as 'huau'] };
      const refused = await claimFor(carwash);
      await expect(
        services.settleWorkflowPost(refused, { accepted: true }, carwash, serviceMail),
      ).rejects.toThrow();
      // A settled claim settles nothing again: the post is the first call's.
      expect(await services.settleWorkflowPost(claim, { accepted: true }, request, serviceMail)).toBe(false);
      expect(await sqlOutbox(db).list({ to: 'service@demo.example' })).toHaveLength(1);
      await services.inTransaction(async (changes) => {
        expect(await changes.hasSameServiceRequestSince(request, at('2026-11-22T09:59:00Z'))).toBe(true);
        expect(
          await changes.hasSameServiceRequestSince(
            { ...request, comment: 'Bitte morgens' },
            at('2026-11-22T09:59:00Z'),
          ),
        ).toBe(false);
        expect(await changes.hasSameServiceRequestSince(request, at('2026-11-22T10:00:00Z'))).toBe(false);
      });
    });
  });
};
