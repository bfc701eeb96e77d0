/**
 * The upload paths sent many times at once: the same driver added by a double-click or a retrying
 * client is stored once with its two licence images, and damage photos sent together are each
 * stored once with their own file; the alternative-car link, a GET the portal repeats, keeps one
 * row however often it is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoTokens } from '../../adapters/shared/crypto.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type FilePart, JPEG_BYTES, multipart, PDF_BYTES, PNG_BYTES } from '../support/multipart.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

const DRIVERS = '/portal/api/bff/drivers';
const DAMAGE_IMAGES = '/portal/api/bff/active-fleet/damage-reports/images';

const driverForm = {
  relationship_type: 'relative_type_1',
  firstname: 'Luca',
  lastname: 'Kunde',
  date_of_birth: '02.07.1998',
  driver_license_issue_date: '15.08.2016',
  agreed_to_terms: 'true',
  confirmed_truthful_data: 'true',
};
const licence: FilePart[] = [
  { field: 'dl_front', filename: 'vorne.jpg', bytes: JPEG_BYTES },
  { field: 'dl_back', filename: 'hinten.pdf', bytes: PDF_BYTES },
];

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff({ database });
  }, 60_000);
  afterAll(() => bff.close());

  it('adds a driver sent many times at once exactly once, with one pair of licence images', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    // The same person, typed with other capitals and spaces by a second tab.
    const answers = await inParallel(BURST, (index) =>
      kunde.post(DRIVERS, {
        payload: multipart(
          index % 2 === 0 ? driverForm : { ...driverForm, firstname: ' luca ', lastname: 'KUNDE' },
          licence,
        ),
      }),
    );
    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: BURST - 1 });
    for (const answer of answers.filter((response) => response.statusCode === 409))
      expect(answer.json().error.code).toBe('driver_already_exists');

    const drivers = await bff.db
      .selectFrom('drivers')
      .select('id')
      .where('owner_user_id', '=', 'u-kunde')
      .where('date_of_birth', '=', '1998-07-02')
      .execute();
    expect(drivers).toHaveLength(1);
    const licences = await bff.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('purpose', '=', 'driver_licence')
      .where('storage_key', 'like', `licences/${drivers[0]?.id}/%`)
      .execute();
    expect(licences).toHaveLength(2);
    // Only the stored driver's images are in the file store; the refused calls left nothing.
    expect((await bff.files.list('licences/')).map((file) => file.key).sort()).toEqual(
      licences.map((row) => row.storage_key).sort(),
    );
    expect(await bff.files.list('received/')).toEqual([]);
  });

  it('stores each of many damage photos sent at once once, each with its own file', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await bff.db
      .selectFrom('uploads')
      .select('id')
      .where('purpose', '=', 'damage_photo')
      .execute();
    const answers = await inParallel(BURST, (index) =>
      kunde.post(DAMAGE_IMAGES, {
        payload: multipart({ subscription_id: 'd-1001', timestamp: String(1764000000000 + index) }, [
          {
            field: 'file',
            filename: `foto-${index}.${index % 2 === 0 ? 'jpg' : 'png'}`,
            bytes: index % 2 === 0 ? JPEG_BYTES : PNG_BYTES,
          },
        ]),
      }),
    );
    expectNoServerError(answers);
    expect(successes(answers)).toBe(BURST);
    const locations = answers.map((answer) => answer.json().path.location as string);
    expect(new Set(locations).size).toBe(BURST);

    const photos = await bff.db
      .selectFrom('uploads')
      .select(['storage_key', 'size_bytes'])
      .where('purpose', '=', 'damage_photo')
      .execute();
    expect(photos).toHaveLength(before.length + BURST);
    const stored = await bff.files.list('damage-photos/');
    expect(stored).toHaveLength(BURST);
    for (const file of stored) {
      const row = photos.find((photo) => photo.storage_key === file.key);
      expect(row).toBeDefined();
      expect((await bff.files.get(file.key))?.length).toBe(row?.size_bytes);
    }
    expect(await bff.files.list('received/')).toEqual([]);
  });

  it('keeps one alternative-car link per deal, customer and source however often it is asked for', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const link = '/portal/api/bff/deals/d-1001/alternative-car-offering-link';
    const make = () => kunde.post(link, { payload: { source: 'cancelation' } });
    // The read makes no link, however often at once: only the customer's request (the POST) does.
    const offersOf = () =>
      bff.db
        .selectFrom('alternative_car_offers')
        .select('token_hash')
        .where('deal_id', '=', 'd-1001')
        .execute();
    const before = await offersOf();
    const reads = await inParallel(BURST, () =>
      kunde.get('/portal/api/bff/deals/d-1001/get-alternative-car-offering-link?source=cancelation'),
    );
    expect(reads.map((read) => read.json())).toEqual(
      reads.map(() => ({ magic_link: 'http://localhost:3000/subscribe/deals' })),
    );
    expect(await offersOf()).toEqual(before);
    const answers = await inParallel(BURST, make);
    expectNoServerError(answers);
    expect(successes(answers)).toBe(BURST);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const again = await make();
    const offers = await bff.db
      .selectFrom('alternative_car_offers')
      .select('token_hash')
      .where('deal_id', '=', 'd-1001')
      .where('source', '=', 'cancelation')
      .execute();
    expect(offers).toHaveLength(1);
    // The link answered last is the one the shop honours.
    const token = new URL(again.json().magic_link).searchParams.get('token') as string;
    expect(offers[0]?.token_hash).toBe(cryptoTokens.hash(token));
  });
});
