import { describe, expect, it } from 'vitest';
import { checkNewDriver, type LicenceImage, licencesOf, removeDriver } from './drivers.ts';
import { aDriver, inMemoryDrivers } from './in-memory-accounts.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const image = (filename: string, size = 10): LicenceImage => ({
  filename,
  mediaType: 'image/jpeg',
  size,
  receivedKey: `received/${filename}`,
});
const licence = { front: image('vorne.jpg'), back: image('hinten.jpg') };
const form = {
  relationship_type: 'relative_type_1' as const,
  firstname: 'Luca',
  lastname: 'Kunde',
  date_of_birth: '02.07.1998',
  driver_license_issue_date: '15.08.2016',
  agreed_to_terms: 'true',
  confirmed_truthful_data: 'true',
};

const setup = () => {
  const drivers = inMemoryDrivers([
    aDriver({ ownerUserId: 'u-1' }),
    aDriver({ id: 'drv-x', ownerUserId: 'u-2', firstName: 'Luca' }),
  ]);
  return { drivers, check: checkNewDriver({ drivers, newId: () => 'drv-2' }) };
};

describe('adding a driver', () => {
  it('answers a pending driver with ISO dates and the keys of both licence images', async () => {
    const { check } = setup();
    const driver = (await check('u-1', form, licence, NOW))._unsafeUnwrap();
    expect(driver).toMatchObject({
      id: 'drv-2',
      status: 'pending',
      dateOfBirth: '1998-07-02',
      licenceIssueDate: '2016-08-15',
      licenceFrontKey: 'licences/drv-2/front.jpg',
      licenceBackKey: 'licences/drv-2/back.jpg',
    });
    expect(licencesOf(driver, licence.front, licence.back).map((l) => l.filename)).toEqual([
      'vorne.jpg',
      'hinten.jpg',
    ]);
  });

  it('refuses a driver who turns 17 tomorrow for the age limits', async () => {
    const { check } = setup();
    const young = (
      await check(
        'u-1',
        { ...form, date_of_birth: '24.11.2009', driver_license_issue_date: '23.11.2026' },
        licence,
        NOW,
      )
    )._unsafeUnwrapErr();
    expect(young).toMatchObject({
      code: 'dob_age_limits_exceeded',
      message: 'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.',
    });
  });

  it('refuses a driver under 23 whose licence is not 2 years old, takes one whose licence is', async () => {
    const { check } = setup();
    const under23 = { ...form, date_of_birth: '24.11.2003' };
    const novice = await check('u-1', { ...under23, driver_license_issue_date: '24.11.2024' }, licence, NOW);
    expect(novice._unsafeUnwrapErr()).toMatchObject({
      code: 'dob_young_driver_criteria_unmet',
      message:
        'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.',
      fields: { driver_license_issue_date: { code: 'young_driver_criteria_unmet' } },
    });
    expect(
      (await check('u-1', { ...under23, driver_license_issue_date: '23.11.2024' }, licence, NOW)).isOk(),
    ).toBe(true);
    expect(
      (
        await check(
          'u-1',
          { ...form, date_of_birth: '23.11.2009', driver_license_issue_date: '23.11.2026' },
          licence,
          NOW,
        )
      )._unsafeUnwrapErr().code,
    ).toBe('dob_young_driver_criteria_unmet');
  });

  it('takes a driver from 23 on with a licence of today (the fee applies, no refusal)', async () => {
    const { check } = setup();
    expect(
      (
        await check(
          'u-1',
          { ...form, date_of_birth: '23.11.2003', driver_license_issue_date: '23.11.2026' },
          licence,
          NOW,
        )
      ).isOk(),
    ).toBe(true);
  });

  it('refuses the same person twice on one account, but not on another', async () => {
    const { check } = setup();
    const twice = await check(
      'u-1',
      { ...form, firstname: ' alex ', date_of_birth: '15.03.1995' },
      licence,
      NOW,
    );
    expect(twice._unsafeUnwrapErr()).toEqual({
      code: 'driver_already_exists',
      message: 'Dieser Fahrer wurde bereits als Zweitfahrer hinzugefügt',
    });
    expect(
      (await check('u-2', { ...form, firstname: 'Alex', date_of_birth: '15.03.1995' }, licence, NOW)).isOk(),
    ).toBe(true);
  });

  it('needs both confirmations as "true"', async () => {
    const { check } = setup();
    expect(
      (await check('u-1', { ...form, agreed_to_terms: 'false' }, licence, NOW))._unsafeUnwrapErr().code,
    ).toBe('agree_to_terms_invalid');
    expect(
      (await check('u-1', { ...form, confirmed_truthful_data: 'yes' }, licence, NOW))._unsafeUnwrapErr().code,
    ).toBe('truthful_data_invalid');
  });

  it('refuses impossible dates, missing or oversized images, each field with its message', async () => {
    const { check } = setup();
    const refused = await check(
      'u-1',
      { ...form, date_of_birth: '31.02.1998', driver_license_issue_date: '01.01.2027' },
      { front: image('vorne.gif'), back: image('hinten.jpg', 10_485_761) },
      NOW,
    );
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'bad_request',
      fields: {
        date_of_birth: { code: 'date_invalid' },
        driver_license_issue_date: { code: 'issue_date_impossible' },
        dl_front: { message: 'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).' },
        dl_back: { message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
      },
    });
    const before = await check('u-1', { ...form, driver_license_issue_date: '01.07.1998' }, {}, NOW);
    expect(before._unsafeUnwrapErr()).toMatchObject({
      fields: {
        driver_license_issue_date: { code: 'issue_date_impossible' },
        dl_front: { code: 'required' },
        dl_back: { code: 'required' },
      },
    });
  });
});

describe('removing a driver', () => {
  it("removes only the account's own driver", async () => {
    const { drivers } = setup();
    expect((await removeDriver(drivers)('u-2', 'drv-1', NOW))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await removeDriver(drivers)('u-1', 'drv-1', NOW)).isOk()).toBe(true);
    expect(await drivers.listOf('u-1')).toEqual([]);
  });
});
