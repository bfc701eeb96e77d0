/**
 * The fleet manager in a real Chromium: euros stay euros in US English, the announcements speak the
 * chosen language, 'Zahlungsart anpassen' leads to its page (not a 404), and the chat's contact
 * form checks its entries; every page checked with axe.
 */
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

describe('the business portal in every locale', () => {
  it('shows the fleet’s euros as euros and the announcement in English after switching to en-US', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    await page.goto('/overview');
    const total = page
      .getByRole('main')
      // EUR in the German format in every locale (docs/ui/foundations.md): "12.345 €", "209,24 €".
      .getByText(/^\d{1,3}(\.\d{3})*(,\d\d)?\s€$/)
      .first();
    await total.waitFor();
    expect(await page.getByRole('main').getByText(/\$\d/).count()).toBe(0);
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await announcements.getByText('Plan year-end returns').waitFor();
    expect(await announcements.getByRole('link', { name: 'To the ending vehicles' }).count()).toBe(1);
    expect(await accessibilityViolations(page, '/overview (en-US)')).toEqual([]);
  });

  it('leads from the company settings to the page that changes the payment method', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.goto('/settings/company');
    await page.getByRole('link', { name: 'Zahlungsart anpassen' }).click();
    await page.waitForURL('**/account/co-nordflotte/email');
    await page.getByRole('heading', { level: 1, name: 'Zahlungsart anpassen' }).waitFor();
    const write = page.getByRole('link', { name: 'E-Mail an Kundenbetreuung schreiben' });
    expect(await write.getAttribute('href')).toMatch(/^mailto:geschaeftskunden@portal\.example\?subject=/);
    expect(await accessibilityViolations(page, '/account/co-nordflotte/email')).toEqual([]);
  });

  it('checks the chat’s contact form before it writes anything', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.getByRole('button', { name: 'Hilfe & Kontakt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wir sind für dich da' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /^Deine Frage/ }).fill('Hallo?');
    await dialog.getByRole('button', { name: 'E-Mail an den Kundenservice schreiben' }).click();
    await dialog.getByText('Bitte gib mindestens 10 Zeichen ein.').waitFor();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await accessibilityViolations(page, 'chat contact form')).toEqual([]);
  });
});
