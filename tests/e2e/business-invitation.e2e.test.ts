/**
 * An invited contact signs in, in a real Chromium against the seeded portal (business spec §4
 * "Contact statuses"): the admin creates a contact, the invitation mail leaves the outbox through
 * SMTP, the person opens its link, sets a password and is signed in; the contacts table shows the
 * contact as active. An expired link says whom to ask for a new one.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, seriousViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { type MailCatcher, startMailCatcher } from './support/mail-catcher.ts';
import { portalInChromium, submitLogin } from './support/portal-browser.ts';

let mail: MailCatcher | undefined;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail?.stop());

const portal = portalInChromium({ env: () => ({ SMTP_URL: mail?.url ?? '' }) });

const PAULA = { first: 'Paula', last: 'Pool', email: 'paula.pool@nordflotte.example' };
const PASSWORD = 'Eingeladen!2026';

const contactRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Kontakte' }).getByRole('row').filter({ hasText: name });

describe('an invited contact', () => {
  it('is invited by the admin, opens the link from the mail, sets a password and is signed in', async () => {
    const admin = await portal.newPage();
    await signInAsBusiness(admin, 'admin@nordflotte.example');
    await admin.goto('/contacts');
    await admin.getByRole('button', { name: 'Kontakt erstellen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Kontakt erstellen' });
    await dialog.getByLabel('Vorname').fill(PAULA.first);
    await dialog.getByLabel('Nachname').fill(PAULA.last);
    await dialog.getByLabel('E-Mail-Adresse').fill(PAULA.email);
    await dialog.getByRole('button', { name: 'Kontakt erstellen' }).click();
    await admin.getByRole('status').filter({ hasText: 'wurde angelegt und per E-Mail' }).waitFor();
    await contactRow(admin, 'Paula Pool').getByText('Eingeladen').waitFor();

    const invitation = await (mail as MailCatcher).mailTo(PAULA.email);
    expect(invitation.subject).toContain('Einladung ins Geschäftskundenportal');
    const link = /\/invitation\?token=\S+/.exec(invitation.text)?.[0];
    expect(link).toBeDefined();

    const paula = await portal.newPage();
    await paula.goto(link as string);
    await paula.getByRole('heading', { name: 'Einladung annehmen', level: 1 }).waitFor();
    expect(await accessibilityViolations(paula, '/invitation')).toEqual([]);
    await paula.getByLabel(/^Passwort\b(?! wiederholen)/).fill(PASSWORD);
    await paula.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await paula.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
    await paula.waitForURL('**/cars/all');
    await paula.getByRole('button', { name: 'Kontomenü von Paula' }).waitFor();

    // The contacts table follows: the contact is active now.
    await admin.reload();
    await contactRow(admin, 'Paula Pool').getByText('Aktiv').waitFor();

    // Used once: the link opens nothing more; the new password signs in from the login page.
    const again = await portal.newPage();
    await again.goto(link as string);
    await again.getByLabel(/^Passwort\b(?! wiederholen)/).fill('Noch!Einmal2026');
    await again.getByLabel('Passwort wiederholen').fill('Noch!Einmal2026');
    await again.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
    await again.getByRole('alert').filter({ hasText: 'Dieser Link ist nicht mehr gültig.' }).waitFor();
    await again.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await again.waitForURL('**/login');
    await submitLogin(again, PAULA.email, PASSWORD);
    await again.waitForURL('**/cars/all');
  });

  it('takes a click sent before the portal’s scripts have run: the page is a real form', async () => {
    const ida = await portal.newPage();
    // The portal's scripts are held until the click has happened: until then the page is the
    // server's HTML alone, which no script has taken over.
    let clicked: () => void = () => {};
    const click = new Promise<void>((resolve) => {
      clicked = resolve;
    });
    const held: string[] = [];
    await ida.route(/\.js(\?.*)?$/, async (route) => {
      held.push(route.request().url());
      await click;
      await route.continue().catch(() => undefined);
    });
    await ida.goto('/invitation?token=invite-demo-token', { waitUntil: 'commit' });
    const submit = ida.getByRole('button', { name: 'Passwort festlegen und anmelden' });
    await submit.waitFor();
    await ida.getByLabel(/^Passwort\b(?! wiederholen)/).fill(PASSWORD);
    await ida.getByLabel('Passwort wiederholen').fill(PASSWORD);
    expect(await ida.locator('#root').getAttribute('data-hydrated')).toBeNull();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await submit.click();
    clicked();
    // The click was not lost: the form was sent, Ida is signed in and in the fleet.
    await ida.waitForURL('**/cars/all');
    await ida.getByRole('button', { name: 'Kontomenü von Ida' }).waitFor();
    expect(await accessibilityViolations(ida, '/cars/all (after the invitation)')).toEqual([]);
  });

  it('says for an expired link whom to ask, and the admin sends a new one', async () => {
    const bernd = await portal.newPage();
    await bernd.goto('/invitation?token=invite-expired-demo-token');
    await bernd.getByLabel(/^Passwort\b(?! wiederholen)/).fill(PASSWORD);
    await bernd.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await bernd.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
    await bernd
      .getByRole('alert')
      .filter({
        hasText: 'Bitte wenden Sie sich an Ihre*n Administrator*in, damit Sie eine neue Einladung erhalten.',
      })
      .waitFor();
    expect(await accessibilityViolations(bernd, '/invitation (expired)')).toEqual([]);

    const admin = await portal.newPage();
    await signInAsBusiness(admin, 'admin@nordflotte.example');
    await admin.goto('/contacts');
    const actions = contactRow(admin, 'Bernd Bericht').getByRole('button', {
      name: 'Aktionen für Bernd Bericht',
    });
    await actions.waitFor();
    expect(await accessibilityViolations(admin, '/contacts')).toEqual([]);
    await actions.click();
    const resend = admin.getByRole('menuitem', { name: 'Einladung erneut senden' });
    await resend.waitFor();
    expect(await seriousViolations(admin, '/contacts (action menu)')).toEqual([]);
    await resend.click();
    await admin
      .locator('.fui-ToastTitle')
      .filter({ hasText: 'Die Einladung wurde erneut an bernd.bericht@nordflotte.example gesendet.' })
      .waitFor();
    // The portal's toaster sits outside the page's landmarks (a moderate finding of every toast).
    expect(await seriousViolations(admin, '/contacts (toast)')).toEqual([]);
    const resent = await (mail as MailCatcher).mailTo('bernd.bericht@nordflotte.example');
    expect(resent.text).toMatch(/\/invitation\?token=/);
  });
});
