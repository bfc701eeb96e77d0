import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoTokens } from '../../adapters/shared/crypto.ts';
import { sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { sqlAccountTokens } from '../../adapters/sql/account-tokens.ts';
import { sqlCompanies } from '../../adapters/sql/company-repository.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import { applyAccountProviderState } from '../../adapters/sql/seed/accounts.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type FilePart, JPEG_BYTES, multipart, PDF_BYTES } from '../support/multipart.ts';

const PROFILE = '/portal/api/bff/profile';
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] as string;
const mailsTo = (bff: DemoBff, to: string) => sqlOutbox(bff.db).list({ to });

describe('registration and e-mail verification', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  const registration = {
    email: 'neu2@demo.example',
    password: 'Sicher!2026',
    firstname: 'Nina',
    lastname: 'Neu',
    locale: 'de-DE',
  };

  it('creates an unconfirmed account, mails a single-use link and signs in only once it is confirmed', async () => {
    const created = await bff.anonymous.post('/portal/api/bff/auth/register', { payload: registration });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { email: 'neu2@demo.example', email_verified: false } });

    const login = () =>
      bff.anonymous.post('/portal/api/bff/auth/login', {
        payload: { email: 'neu2@demo.example', password: 'Sicher!2026' },
      });
    const unconfirmed = await login();
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error).toEqual({
      code: 'email_not_verified',
      message: 'Bitte bestätige zuerst deine E-Mail-Adresse über den Link in unserer E-Mail.',
    });

    const [mail] = await mailsTo(bff, 'neu2@demo.example');
    expect(mail?.kind).toBe('email_verification');
    expect(mail?.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    const token = tokenIn(mail?.text ?? '');
    const stored = await bff.db.selectFrom('account_tokens').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(token);

    const verify = () => bff.anonymous.post('/portal/api/bff/auth/verify-email', { payload: { token } });
    expect((await verify()).json()).toEqual({ ok: true });
    expect((await verify()).json().error.code).toBe('token_invalid');
    expect((await login()).statusCode).toBe(200);
  });

  it('answers a taken address like a new one, changing nothing, and mails its owner instead', async () => {
    const before = await sqlUsers(bff.db).findByEmail('kunde@demo.example');
    const taken = await bff.anonymous.post('/portal/api/bff/auth/register', {
      payload: { ...registration, email: 'KUNDE@demo.example' },
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ data: { email: 'KUNDE@demo.example', email_verified: false } });
    expect(await sqlUsers(bff.db).findByEmail('kunde@demo.example')).toEqual(before);
    const [mail] = await mailsTo(bff, 'kunde@demo.example');
    expect(mail?.subject).toBe('Du hast bereits ein Kundenkonto');
    expect(mail?.text).toContain('Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an:');
  });

  it('refuses a weak password and an invalid address, creating nothing', async () => {
    const weak = await bff.anonymous.post('/portal/api/bff/auth/register', {
      payload: { ...registration, email: 'neu3@demo.example', password: 'kurz' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toMatchObject({
      code: 'weak_password',
      fields: { 'body.password': 'Das Passwort entspricht nicht den Anforderungen.' },
    });

    const invalid = await bff.anonymous.post('/portal/api/bff/auth/register', {
      payload: { ...registration, email: 'neu3.demo.example' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      'body.email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(await sqlUsers(bff.db).findByEmail('neu3@demo.example')).toBeUndefined();
    expect(await mailsTo(bff, 'neu3@demo.example')).toEqual([]);
  });

  it('answers a resend alike for every address and mails only unconfirmed accounts', async () => {
    for (const email of ['neu@demo.example', 'niemand@demo.example'])
      expect(
        (
          await bff.anonymous.post('/portal/api/bff/auth/verification-email', {
            payload: { email, locale: 'de-DE' },
          })
        ).json(),
      ).toEqual({ ok: true });
    expect(await mailsTo(bff, 'neu@demo.example')).toEqual([]);
    expect(await mailsTo(bff, 'niemand@demo.example')).toEqual([]);
  });

  it("confirms with the demo data's verification token", async () => {
    const verified = await bff.anonymous.post('/portal/api/bff/auth/verify-email', {
      payload: { token: 'verify-demo-token' },
    });
    expect(verified.json()).toEqual({ ok: true });
  });
});

describe('password reset', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  const forgot = (email: string) =>
    bff.anonymous.post('/portal/api/bff/auth/forgot-password', { payload: { email, locale: 'de-DE' } });
  const reset = (token: string, newPassword: string) =>
    bff.anonymous.post('/portal/api/bff/auth/reset-password', { payload: { token, newPassword } });

  it('mails a link only to an existing account, answering alike for any address', async () => {
    expect((await forgot('niemand@demo.example')).json()).toEqual({ ok: true });
    expect(await mailsTo(bff, 'niemand@demo.example')).toEqual([]);
    expect((await forgot('kunde@demo.example')).json()).toEqual({ ok: true });
    const [mail] = await mailsTo(bff, 'kunde@demo.example');
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Passwort zurücksetzen' });
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('sets the new password once, keeps the link for a weak choice and ends every session', async () => {
    const before = await bff.signIn('kunde@demo.example');
    await forgot('kunde@demo.example');
    const [mail] = await mailsTo(bff, 'kunde@demo.example');
    const token = tokenIn(mail?.text ?? '');

    const weak = await reset(token, 'kurz');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.code).toBe('weak_password');

    expect((await reset(token, 'Neu!Passwort2026')).json()).toEqual({ ok: true });
    expect((await reset(token, 'Noch!Neuer2026')).json().error.code).toBe('token_invalid');
    expect((await before.get(PROFILE)).statusCode).toBe(401);
    await expect(bff.signIn('kunde@demo.example')).rejects.toThrow();
    await bff.signIn('kunde@demo.example', 'Neu!Passwort2026');
  });

  it('makes an earlier link worthless when a new one is sent, and refuses an expired one', async () => {
    await forgot('neu@demo.example');
    const [first] = await mailsTo(bff, 'neu@demo.example');
    await forgot('neu@demo.example');
    expect((await reset(tokenIn(first?.text ?? ''), 'Neu!Passwort2026')).json().error.code).toBe(
      'token_invalid',
    );

    await sqlAccountTokens(bff.db).create({
      idHash: cryptoTokens.hash('abgelaufen'),
      userId: 'u-neu',
      purpose: 'password_reset',
      createdAt: new Date(DEMO_NOW.getTime() - 2 * 3_600_000),
      expiresAt: new Date(DEMO_NOW.getTime() - 3_600_000),
    });
    const expired = await reset('abgelaufen', 'Neu!Passwort2026');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({
      code: 'token_invalid',
      message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    });
    await bff.signIn('neu@demo.example');
  });
});

describe('password change and sessions', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  const change = (
    caller: DemoBff['anonymous'],
    currentPassword: string,
    newPassword: string,
    confirmed = newPassword,
  ) =>
    caller.put('/portal/api/bff/profile/password', {
      payload: { currentPassword, newPassword, confirmedNewPassword: confirmed },
    });

  it("refuses with the specification's messages and changes nothing", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const same = await change(kunde, 'Demo!2026', 'Demo!2026');
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toMatchObject({
      code: 'same_as_current_password',
      message: 'Du kannst leider nicht dein aktuelles Passwort verwenden.',
    });
    const weak = await change(kunde, 'Demo!2026', 'kurz');
    expect(weak.json().error).toMatchObject({
      code: 'weak_password',
      message: 'Das Passwort entspricht nicht den Anforderungen.',
    });
    const mismatch = await change(kunde, 'Demo!2026', 'Neu!Passwort2026', 'Neu!Passwort2027');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({
      'body.confirmedNewPassword': 'Die von dir angegebenen Passwörter stimmen nicht überein.',
    });
    const wrong = await change(kunde, 'falsch!2026', 'Neu!Passwort2026');
    expect(wrong.json().error.code).toBe('wrong_password');
    await bff.signIn('kunde@demo.example');
  });

  it('keeps the session that changed the password and ends the others', async () => {
    const here = await bff.signIn('analyst@nordflotte.example');
    const elsewhere = await bff.signIn('analyst@nordflotte.example');
    expect((await change(here, 'Demo!2026', 'Neu!Passwort2026')).json()).toEqual({ ok: true });
    expect((await here.get('/portal/api/bff/auth/session')).statusCode).toBe(200);
    expect((await elsewhere.get('/portal/api/bff/auth/session')).statusCode).toBe(401);
    await bff.signIn('analyst@nordflotte.example', 'Neu!Passwort2026');
  });

  it('gives a new session id at sign-in and ends the one the browser held', async () => {
    const first = await bff.signIn('fahrer@nordflotte.example');
    const again = await bff.anonymous.post('/portal/api/bff/auth/login', {
      payload: { email: 'fahrer@nordflotte.example', password: 'Demo!2026' },
      headers: { cookie: first.cookie },
    });
    const next = again.cookies.find((cookie) => cookie.name === 'portal_session')?.value;
    expect(next).toBeDefined();
    expect(first.cookie).not.toContain(next);
    expect((await first.get('/portal/api/bff/auth/session')).statusCode).toBe(401);
  });
});

describe('profile, account deletion and payment method', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it("shows Kim Kunde's contact and invoice data", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get(PROFILE)).json()).toEqual({
      data: {
        firstname: 'Kim',
        lastname: 'Kunde',
        email: 'kunde@demo.example',
        phone: '+4915123456789',
        mobilephone: null,
        date_of_birth: '1990-04-12',
        invoice_street: 'Leopoldstraße',
        invoice_house_number: '12',
        zip: '80802',
        city: 'München',
        payment_method: 'sepa_debit',
        login_provider: 'password',
        email_verified: true,
      },
    });
  });

  it('changes contact data with the phone normalised, and refuses locked and invalid fields, changing nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const refused = await kunde.patch(PROFILE, {
      payload: { zip: '1234', phone: '12', firstname: 'Kimberly', city: 'Berlin' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'body.zip': 'ungültige PLZ',
      'body.phone': 'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.',
      'body.firstname': 'Dieses Feld kann nicht mehr geändert werden. Bitte wende dich an den Kundenservice.',
    });
    expect((await kunde.get(PROFILE)).json().data.city).toBe('München');

    const changed = await kunde.patch(PROFILE, {
      payload: {
        phone: '015123456780',
        zip: '80803',
        city: 'München',
        firstname: 'Kim',
        date_of_birth: '12.04.1990',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      phone: '+4915123456780',
      zip: '80803',
      date_of_birth: '1990-04-12',
    });
    expect((await kunde.get(PROFILE)).json().data.phone).toBe('+4915123456780');
  });

  it('fills an empty birthday once', async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect(
      (await neu.patch(PROFILE, { payload: { date_of_birth: '01.02.1988' } })).json().data.date_of_birth,
    ).toBe('1988-02-01');
    expect((await neu.patch(PROFILE, { payload: { date_of_birth: '01.02.1989' } })).statusCode).toBe(400);
  });

  it('lets only consumers change a profile', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.patch(PROFILE, { payload: { city: 'Hamburg' } })).statusCode).toBe(403);
  });

  it('blocks the deletion while a deal runs, and answers a second request as already requested', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const blocked = await kunde.post(`${PROFILE}/deletion-request`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('account_deletion_blocked');

    const neu = await bff.signIn('neu@demo.example');
    const requested = await neu.post(`${PROFILE}/deletion-request`);
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ ok: true });
    expect((await mailsTo(bff, 'neu@demo.example'))[0]?.text).toContain('innerhalb von 48 Stunden');
    const again = await neu.post(`${PROFILE}/deletion-request`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'deletion_already_requested',
      message: 'Du hast die Löschung deines Kontos bereits beantragt.',
    });
  });

  it('sets SEPA debit with a valid IBAN at once and leaves card and PayPal pending', async () => {
    const neu = await bff.signIn('neu@demo.example');
    const method = (payload: object) => neu.put(`${PROFILE}/payment-method`, { payload });
    const invalid = await method({
      payment_method: 'sepa_debit',
      iban: 'DE00123',
      account_holder: 'Nina Neu',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      'body.iban': 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
    });
    expect((await neu.get(PROFILE)).json().data.payment_method).toBeNull();

    const sepa = await method({
      payment_method: 'sepa_debit',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Nina Neu',
    });
    expect(sepa.json()).toEqual({
      data: { payment_method: 'sepa_debit', status: 'active', redirect_url: null },
    });
    const paypal = await method({ payment_method: 'paypal' });
    expect(paypal.json().data).toMatchObject({ payment_method: 'paypal', status: 'pending_confirmation' });
    expect(paypal.json().data.redirect_url).toMatch(/^http:\/\/localhost:3000\//);
    expect((await neu.get(PROFILE)).json().data.payment_method).toBe('sepa_debit');
  });
});

describe('companies', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  const address = { street: 'Am Sandtorkai', houseNumber: '52', postalCode: '20457', city: 'Hamburg' };

  it("shows a business user only their company; another's answers 404", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    expect(
      (await admin.get('/portal/api/bff/companies')).json().data.map((c: { id: string }) => c.id),
    ).toEqual(['co-nordflotte']);
    expect((await admin.get('/portal/api/bff/companies/co-nordflotte')).json().data.name).toBe(
      'Nordflotte GmbH',
    );
    expect((await admin.get('/portal/api/bff/companies/co-suedlogistik')).statusCode).toBe(404);
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get('/portal/api/bff/companies/co-nordflotte')).statusCode).toBe(404);
  });

  it('lets only the admin change phone and address, never the name', async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      (await analyst.patch('/portal/api/bff/companies/co-nordflotte', { payload: { phone: '+4940123457' } }))
        .statusCode,
    ).toBe(403);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect(
      (await admin.patch('/portal/api/bff/companies/co-suedlogistik', { payload: { phone: '+4940123457' } }))
        .statusCode,
    ).toBe(404);
    const invalid = await admin.patch('/portal/api/bff/companies/co-nordflotte', {
      payload: { address: { ...address, postalCode: '2045' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      'body.address.postalCode': 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.',
    });
    const renamed = await admin.patch('/portal/api/bff/companies/co-nordflotte', {
      payload: { phone: '040 123457', address, name: 'Andere GmbH' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ 'body.name': 'Dieses Feld ist unbekannt.' });
    const changed = await admin.patch('/portal/api/bff/companies/co-nordflotte', {
      payload: { phone: '040 123457', address },
    });
    expect(changed.json().data).toMatchObject({ name: 'Nordflotte GmbH', phone: '+4940123457', address });
    expect((await sqlCompanies(bff.db).find('co-nordflotte'))?.address.houseNumber).toBe('52');
    expect((await sqlCompanies(bff.db).find('co-suedlogistik'))?.phone).toBe('+4989765432');
  });
});

describe('drivers', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it("keeps each account's drivers to itself", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get('/portal/api/bff/drivers')).json().data.map((d: { id: string }) => d.id)).toEqual(
      ['drv-1'],
    );
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/drivers')).json()).toEqual({ data: [] });
    expect((await neu.delete('/portal/api/bff/drivers/drv-1')).statusCode).toBe(404);
    expect((await kunde.get('/portal/api/bff/drivers')).json().data).toHaveLength(1);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get('/portal/api/bff/drivers')).statusCode).toBe(403);
  });

  it('removes a driver once', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.delete('/portal/api/bff/drivers/drv-9999')).statusCode).toBe(404);
    expect((await kunde.delete('/portal/api/bff/drivers/drv-1')).json()).toEqual({ ok: true });
    expect((await kunde.delete('/portal/api/bff/drivers/drv-1')).statusCode).toBe(404);
    expect((await kunde.get('/portal/api/bff/drivers')).json()).toEqual({ data: [] });
  });

  describe('adding a driver with both sides of the licence', () => {
    const DRIVERS = '/portal/api/bff/drivers';
    const form = {
      relationship_type: 'relative_type_1',
      firstname: 'Luca',
      lastname: 'Kunde',
      date_of_birth: '02.07.1998',
      driver_license_issue_date: '15.08.2016',
      agreed_to_terms: 'true',
      confirmed_truthful_data: 'true',
    };
    const licence: FilePart[] = [
      { field: 'dl_front', filename: 'vorne.jpg', bytes: JPEG_BYTES, contentType: 'image/jpeg' },
      { field: 'dl_back', filename: 'hinten.pdf', bytes: PDF_BYTES, contentType: 'application/pdf' },
    ];
    const add = async (fields: Record<string, string>, files: FilePart[] = licence) =>
      (await bff.signIn('kunde@demo.example')).post(DRIVERS, { payload: multipart(fields, files) });
    const driverCount = async () => (await bff.db.selectFrom('drivers').select('id').execute()).length;
    const uploadCount = async () => (await bff.db.selectFrom('uploads').select('id').execute()).length;

    it('stores the driver as pending with both images and their metadata', async () => {
      const response = await add(form);
      expect(response.statusCode).toBe(201);
      const driver = response.json().data;
      expect(driver).toMatchObject({
        firstname: 'Luca',
        status: 'pending',
        date_of_birth: '1998-07-02',
        driver_license_issue_date: '2016-08-15',
      });
      expect(await bff.files.get(driver.dl_front_key as string)).toEqual(JPEG_BYTES);
      expect(await bff.files.get(driver.dl_back_key as string)).toEqual(PDF_BYTES);
      const uploads = await bff.db
        .selectFrom('uploads')
        .selectAll()
        .where('purpose', '=', 'driver_licence')
        .execute();
      expect(uploads.map((u) => u.storage_key).sort()).toEqual(
        [driver.dl_back_key, driver.dl_front_key].sort(),
      );
      const kunde = await bff.signIn('kunde@demo.example');
      expect((await kunde.get(DRIVERS)).json().data.map((d: { id: string }) => d.id)).toContain(driver.id);
      const neu = await bff.signIn('neu@demo.example');
      expect((await neu.get(DRIVERS)).json().data).toEqual([]);
    });

    it("refuses with the specification's codes and texts, storing nothing", async () => {
      const drivers = await driverCount();
      const uploads = await uploadCount();
      const refusal = async (fields: Record<string, string>, files?: FilePart[]) => {
        const response = await add(fields, files);
        return { status: response.statusCode, error: response.json().error };
      };
      expect(await refusal(form)).toMatchObject({
        status: 409,
        error: {
          code: 'driver_already_exists',
          message: 'Dieser Fahrer wurde bereits als Zweitfahrer hinzugefügt',
        },
      });
      expect(await refusal({ ...form, firstname: 'Mia', date_of_birth: '01.01.2015' })).toMatchObject({
        status: 422,
        error: {
          code: 'dob_age_limits_exceeded',
          message: 'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.',
          fields: { 'body.date_of_birth': 'Du musst mindestens 17 Jahre alt sein.' },
        },
      });
      expect(await refusal({ ...form, firstname: 'Mia', agreed_to_terms: 'false' })).toMatchObject({
        status: 422,
        error: { code: 'agree_to_terms_invalid' },
      });
      expect(await refusal({ ...form, firstname: 'Mia', confirmed_truthful_data: '' })).toMatchObject({
        status: 422,
        error: { code: 'truthful_data_invalid' },
      });
      expect(await refusal({ ...form, firstname: 'Mia', lastname: ' ' })).toMatchObject({
        status: 400,
        error: { code: 'bad_request', fields: { 'body.lastname': 'Dies ist ein Pflichtfeld.' } },
      });
      expect(await refusal({ ...form, firstname: 'Mia' }, [licence[0] as FilePart])).toMatchObject({
        status: 400,
        error: { code: 'bad_request', fields: { 'body.dl_back': 'Dies ist ein Pflichtfeld.' } },
      });
      const program = { field: 'dl_back', filename: 'hinten.jpg', bytes: new Uint8Array(Buffer.from('MZ')) };
      expect(await refusal({ ...form, firstname: 'Mia' }, [licence[0] as FilePart, program])).toMatchObject({
        status: 415,
        error: {
          code: 'upload_type_not_allowed',
          fields: {
            'body.dl_back': 'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).',
          },
        },
      });
      const bigPdf = new Uint8Array(10_485_761);
      bigPdf.set(PDF_BYTES);
      const tooLarge = { ...(licence[1] as FilePart), bytes: bigPdf };
      expect(await refusal({ ...form, firstname: 'Mia' }, [licence[0] as FilePart, tooLarge])).toMatchObject({
        status: 413,
        error: {
          code: 'upload_too_large',
          fields: { 'body.dl_back': 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
        },
      });
      expect(await driverCount()).toBe(drivers);
      expect(await uploadCount()).toBe(uploads);
    });

    it('answers the 19 € monthly fee of a driver under 23, over 65 or with a licence under 2 years', async () => {
      // DEMO_NOW is 23.11.2026 in Berlin.
      const feeOf = async (fields: Record<string, string>) => {
        const response = await add({ ...form, ...fields });
        expect(response.statusCode).toBe(201);
        const { monthly_fee, fee_reasons } = response.json().data;
        return { monthly_fee, fee_reasons };
      };
      expect(
        await feeOf({
          firstname: 'Jana',
          date_of_birth: '24.11.2003',
          driver_license_issue_date: '23.11.2021',
        }),
      ).toEqual({ monthly_fee: 1900, fee_reasons: ['under_23'] });
      expect(
        await feeOf({
          firstname: 'Ole',
          date_of_birth: '23.11.2003',
          driver_license_issue_date: '23.11.2021',
        }),
      ).toEqual({ monthly_fee: 0, fee_reasons: [] });
      expect(
        await feeOf({
          firstname: 'Gerd',
          date_of_birth: '23.11.1960',
          driver_license_issue_date: '01.04.1979',
        }),
      ).toEqual({ monthly_fee: 1900, fee_reasons: ['over_65'] });
      expect(
        await feeOf({
          firstname: 'Uwe',
          date_of_birth: '24.11.1960',
          driver_license_issue_date: '01.04.1979',
        }),
      ).toEqual({ monthly_fee: 0, fee_reasons: [] });
      expect(
        await feeOf({
          firstname: 'Nele',
          date_of_birth: '01.01.1990',
          driver_license_issue_date: '24.11.2024',
        }),
      ).toEqual({ monthly_fee: 1900, fee_reasons: ['licence_under_2_years'] });
      const listed = (await (await bff.signIn('kunde@demo.example')).get(DRIVERS)).json().data;
      expect(listed.find((d: { firstname: string }) => d.firstname === 'Gerd')).toMatchObject({
        monthly_fee: 1900,
        fee_reasons: ['over_65'],
      });
      expect(listed.find((d: { firstname: string }) => d.firstname === 'Luca')).toMatchObject({
        monthly_fee: 0,
        fee_reasons: [],
      });
    });

    it('refuses a driver under 23 whose licence is under 2 years old (dob_young_driver_criteria_unmet)', async () => {
      const drivers = await driverCount();
      const response = await add({
        ...form,
        firstname: 'Finn',
        date_of_birth: '24.11.2003',
        driver_license_issue_date: '24.11.2024',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'dob_young_driver_criteria_unmet',
        message:
          'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.',
        fields: {
          'body.driver_license_issue_date':
            'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.',
        },
      });
      expect(await driverCount()).toBe(drivers);
    });

    it('refuses business users (403) and callers without a session (401), storing nothing', async () => {
      const drivers = await driverCount();
      const admin = await bff.signIn('admin@nordflotte.example');
      expect((await admin.post(DRIVERS, { payload: multipart(form, licence) })).statusCode).toBe(403);
      expect((await bff.anonymous.post(DRIVERS, { payload: multipart(form, licence) })).statusCode).toBe(401);
      expect(await driverCount()).toBe(drivers);
    });
  });
});

describe('newsletter and chat token', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it('signs up with consent and refuses without it', async () => {
    const signup = { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true };
    expect((await bff.anonymous.post('/portal/api/bff/newsletter', { payload: signup })).json()).toEqual({
      ok: true,
    });
    const refused = await bff.anonymous.post('/portal/api/bff/newsletter', {
      payload: { ...signup, 'E-Mail': 'neu@demo.example', gdpr: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'body.gdpr': 'Dies ist ein Pflichtfeld.' });
    // The demo data's own reader (leser@) aside: the sign-up with consent is kept, the other not.
    const rows = await bff.db
      .selectFrom('newsletter_signups')
      .select('email')
      .where('email', 'in', ['kunde@demo.example', 'neu@demo.example'])
      .execute();
    expect(rows).toEqual([{ email: 'kunde@demo.example' }]);
  });

  it("signs the chat login with the chat secret over the user's id and the epoch", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const { success, token } = (await kunde.post('/api/generateDecagonToken')).json();
    expect(success).toBe(true);
    expect(token.epoch).toBe(Math.floor(DEMO_NOW.getTime() / 1000));
    expect(token.signature).toBe(
      createHmac('sha256', 'portal-development-chat-secret')
        .update(`${token.user_id}${token.epoch}`)
        .digest('hex'),
    );
    expect((await bff.anonymous.post('/api/generateDecagonToken')).statusCode).toBe(401);
  });
});

describe('provider states of the account examples', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it('make the deletion already requested and the address of neu@demo.example unconfirmed', async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect(
      await applyAccountProviderState(
        bff.db,
        'customer neu@demo.example has already requested the deletion of the account',
        DEMO_NOW,
      ),
    ).toBe(true);
    expect((await neu.post(`${PROFILE}/deletion-request`)).json().error.code).toBe(
      'deletion_already_requested',
    );

    await applyAccountProviderState(
      bff.db,
      'customer neu@demo.example has not confirmed the e-mail address',
      DEMO_NOW,
    );
    await expect(bff.signIn('neu@demo.example')).rejects.toThrow(/email_not_verified/);
    await bff.anonymous.post('/portal/api/bff/auth/verification-email', {
      payload: { email: 'neu@demo.example', locale: 'de-DE' },
    });
    expect((await mailsTo(bff, 'neu@demo.example')).map((mail) => mail.kind)).toContain('email_verification');
  });

  it('make kunde@demo.example a Google sign-in without a password to change', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    await applyAccountProviderState(bff.db, 'customer kunde@demo.example is signed in with Google', DEMO_NOW);
    const refused = await kunde.put('/portal/api/bff/profile/password', {
      payload: {
        currentPassword: 'Demo!2026',
        newPassword: 'Neu!Passwort2026',
        confirmedNewPassword: 'Neu!Passwort2026',
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('password_not_editable');
    expect(await applyAccountProviderState(bff.db, 'nobody is signed in', DEMO_NOW)).toBe(false);
  });
});
