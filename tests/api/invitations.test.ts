/**
 * Invited contacts sign in: 'Kontakt erstellen' mails a single-use link, the person sets a password
 * with it and is signed in as a user of the company with the contact's role; the contact becomes
 * ACTIVE. Expired, used and replaced links are refused with the message that says what to do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../adapters/http/server/app.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

const API = '/portal/api/bff';
const INVITATION_INVALID =
  'Dieser Einladungslink ist abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an Ihre*n Administrator*in, damit Sie eine neue Einladung erhalten.';
const PAULA = {
  firstName: 'Paula',
  lastName: 'Pool',
  email: 'pool@nordflotte.example',
  role: 'analyst',
  phoneNumber: '0151 99999999',
};
const PASSWORD = 'Eingeladen!2026';

let bff: DemoBff;
afterEach(() => bff?.close());

const invitationsTo = (recipient: string) =>
  bff.db
    .selectFrom('outbox')
    .select(['kind', 'subject', 'body'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

const tokenIn = (text: string) => {
  const link = /http:\/\/localhost:3000\/invitation\?token=(\S+)/.exec(text);
  if (!link?.[1]) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(link[1]);
};

const accept = (token: string, password = PASSWORD) =>
  bff.anonymous.post(`${API}/auth/accept-invitation`, { payload: { token, password } });

const statusOf = async (contactId: string) =>
  (
    await bff.db
      .selectFrom('fleet_contacts')
      .select('status')
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow()
  ).status;

describe('an invited contact', () => {
  it('gets a link by mail, sets a password with it, is signed in with the role given and becomes ACTIVE', async () => {
    bff = await demoBff();
    const nora = await bff.signIn('admin@nordflotte.example');
    const created = await nora.post(`${API}/fleet/contacts`, { payload: PAULA });
    expect(created.statusCode).toBe(201);
    const contactId = created.json().data.id as string;

    const [mail, ...more] = await invitationsTo(PAULA.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'contact_invitation',
      subject: 'Ihre Einladung ins Geschäftskundenportal',
    });
    expect(mail?.body).toContain('Nora Nord hat Sie ins Geschäftskundenportal eingeladen.');
    expect(mail?.body).toContain('Der Link ist 7 Tage gültig und kann einmal verwendet werden.');
    const token = tokenIn(mail?.body ?? '');
    // Only a hash of the token is stored.
    const stored = await bff.db.selectFrom('contact_invitations').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(token);

    const weak = await accept(token, 'kurz');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toMatchObject({
      code: 'weak_password',
      message: 'Das Passwort entspricht nicht den Anforderungen.',
      fields: { 'body.password': 'Das Passwort entspricht nicht den Anforderungen.' },
    });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      email: PAULA.email,
      name: 'Paula Pool',
      kind: 'business',
      role: 'analyst',
      company_id: 'co-nordflotte',
      hs_contact_id: contactId,
    });
    const cookie = accepted.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const session = await bff.app.inject({
      url: `${API}/auth/session`,
      headers: { 'x-portal-actor': 'b2b-portal', cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(session.json().data).toMatchObject({ email: PAULA.email, role: 'analyst' });

    expect(await statusOf(contactId)).toBe('ACTIVE');
    const listed = (await nora.get(`${API}/fleet/contacts`)).json().data as { id: string; status: string }[];
    expect(listed.find((contact) => contact.id === contactId)?.status).toBe('ACTIVE');

    // The new password signs in from now on.
    const paula = await bff.signIn(PAULA.email, PASSWORD);
    expect((await paula.get(`${API}/fleet/contacts`)).statusCode).toBe(200);

    // Used once: the link opens nothing more, and the admin cannot invite an ACTIVE contact again.
    const again = await accept(token, 'Noch!Einmal2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'token_invalid', message: INVITATION_INVALID } });
    const resent = await nora.post(`${API}/fleet/contacts/${contactId}/invitation`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.message).toBe('Dieser Kontakt hat die Einladung bereits angenommen.');
  });

  it('takes the role the admin gave after the invitation', async () => {
    bff = await demoBff();
    const nora = await bff.signIn('admin@nordflotte.example');
    const promoted = await nora.put(`${API}/fleet/settings/roles/ct-2004`, { payload: { role: 'analyst' } });
    expect(promoted.statusCode).toBe(200);
    const accepted = await accept('invite-demo-token');
    expect(accepted.json().data).toMatchObject({
      email: 'ida.eingeladen@nordflotte.example',
      role: 'analyst',
    });
  });

  it('refuses an expired link and says to ask the admin for a new one', async () => {
    bff = await demoBff();
    const expired = await accept('invite-expired-demo-token');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: { code: 'token_invalid', message: INVITATION_INVALID } });
    expect(await statusOf('ct-2006')).toBe('INVITED');
    const users = await bff.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bernd.bericht@nordflotte.example')
      .execute();
    expect(users).toEqual([]);
  });

  it('sends a new link on resend, after which the old one opens nothing', async () => {
    bff = await demoBff();
    const nora = await bff.signIn('admin@nordflotte.example');
    const resent = await nora.post(`${API}/fleet/contacts/ct-2004/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ok: true });
    const [mail, ...more] = await invitationsTo('ida.eingeladen@nordflotte.example');
    expect(more).toEqual([]);
    // A double click sends no second mail.
    expect((await nora.post(`${API}/fleet/contacts/ct-2004/invitation`)).statusCode).toBe(200);
    expect(await invitationsTo('ida.eingeladen@nordflotte.example')).toHaveLength(1);

    expect((await accept('invite-demo-token')).json().error.code).toBe('token_invalid');
    const accepted = await accept(tokenIn(mail?.body ?? ''));
    expect(accepted.statusCode).toBe(200);
    expect(await statusOf('ct-2004')).toBe('ACTIVE');
  });

  it('resends an expired invitation, only to INVITED contacts of the admin’s own company', async () => {
    bff = await demoBff();
    const nora = await bff.signIn('admin@nordflotte.example');
    const fritz = await bff.signIn('fahrer@nordflotte.example');
    const sven = await bff.signIn('admin@suedlogistik.example');
    expect((await fritz.post(`${API}/fleet/contacts/ct-2006/invitation`)).statusCode).toBe(403);
    expect((await sven.post(`${API}/fleet/contacts/ct-2006/invitation`)).statusCode).toBe(404);
    expect((await bff.anonymous.post(`${API}/fleet/contacts/ct-2006/invitation`)).statusCode).toBe(401);
    const inactive = await nora.post(`${API}/fleet/contacts/ct-2005/invitation`);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.message).toBe('Dieser Kontakt hat keinen Zugang zum Portal.');

    expect((await nora.post(`${API}/fleet/contacts/ct-2006/invitation`)).statusCode).toBe(200);
    const [mail] = await invitationsTo('bernd.bericht@nordflotte.example');
    const accepted = await accept(tokenIn(mail?.body ?? ''));
    expect(accepted.json().data).toMatchObject({ name: 'Bernd Bericht', role: 'analyst' });
  });

  it('is not made a second account when the address already has one; the link stays open', async () => {
    bff = await demoBff();
    const nora = await bff.signIn('admin@nordflotte.example');
    await nora.post(`${API}/fleet/contacts`, { payload: { ...PAULA, email: 'neu@demo.example' } });
    const [mail] = await invitationsTo('neu@demo.example');
    const token = tokenIn(mail?.body ?? '');
    const taken = await accept(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'conflict',
      message:
        'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an oder wenden Sie sich an Ihre*n Administrator*in.',
    });
    expect((await accept(token)).statusCode).toBe(409);
  });
});

/**
 * The invitation page is rendered on the server, and its form is a real one: a click before the
 * portal's scripts have run posts it to /invitation (adapters/http/server/invitation-form.ts).
 */
describe('the invitation form sent before the scripts ran', () => {
  const SAME_ORIGIN = {
    host: 'portal.example:8080',
    origin: 'http://portal.example:8080',
    'sec-fetch-site': 'same-origin',
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    bff.app.inject({
      method: 'POST',
      url: '/invitation',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const form = (token: string, password = PASSWORD, confirmed = password) => ({ token, password, confirmed });

  it('accepts the invitation, signs in with a session cookie and sends the browser to the start page', async () => {
    bff = await demoBff();
    const response = await post(form('invite-demo-token'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await bff.app.inject({
      method: 'GET',
      url: `${API}/auth/session`,
      headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}`, 'x-portal-actor': 'b2b-portal' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({
      email: 'ida.eingeladen@nordflotte.example',
      kind: 'business',
    });
    expect(await statusOf('ct-2004')).toBe('ACTIVE');
    // Single use, as through the portal's call: the page says why.
    const again = await post(form('invite-demo-token'));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/invitation?token=invite-demo-token&error=token_invalid');
  });

  it('sends the page back with the reason for a repetition that differs or a weak password, the link still usable', async () => {
    bff = await demoBff();
    const mismatch = await post(form('invite-demo-token', PASSWORD, 'Anders!2026'));
    expect(mismatch.statusCode).toBe(303);
    expect(mismatch.headers.location).toBe('/invitation?token=invite-demo-token&error=mismatch');
    const weak = await post(form('invite-demo-token', 'kurz'));
    expect(weak.headers.location).toBe('/invitation?token=invite-demo-token&error=weak_password');
    expect(mismatch.cookies.concat(weak.cookies).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(await statusOf('ct-2004')).toBe('INVITED');
    expect((await post(form('invite-demo-token'))).headers.location).toBe('/');
  });

  it("refuses another site's form and keeps the invitation open", async () => {
    bff = await demoBff();
    const crossSite: Record<string, string>[] = [
      { host: 'portal.example:8080', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { host: 'portal.example:8080', origin: 'https://evil.example' },
      { host: 'portal.example:8080', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const refused = await post(form('invite-demo-token'), headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('csrf_rejected');
      expect(refused.cookies).toEqual([]);
    }
    expect(await statusOf('ct-2004')).toBe('INVITED');
  });
});
