/**
 * The pages assembled from the content store (consumer spec §1 "Screens are built from content",
 * §2 modules) in a real Chromium against the seeded portal: /mycars, /loyalty, /referral and
 * /myaccount show their content modules around their own data, axe-core finds no serious
 * violation, and the demo editor sees an editing link on each module.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { photograph } from './support/photographs.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** `content-<name>.png` when photographs are asked for (support/photographs.ts). */
const photographContent = (page: Page, name: string) => photograph(page, `content-${name}`);

/** A module's card by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('.fui-Card', { has: page.getByRole('heading', { name: heading, exact: true, level: 2 }) });

/**
 * Closes the dialog the page opens by itself (the return reminder, the loyalty intro). Call it before
 * looking for anything by its role: while the dialog is open the page behind it is hidden from the
 * accessibility tree, and on a busy machine it may open before the first look.
 */
const closeDialog = async (page: Page, button: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).first().click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
};

describe('pages assembled from content', () => {
  it('/mycars shows the verification steps, the subscriptions and the referral promo', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars');
    await closeDialog(page, 'Später');
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
    const steps = card(page, 'Deine Verifizierung');
    await steps.getByText('Vertragsnummer: V-D-1003 · Fiat 500e').waitFor();
    await steps.getByText('Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.').waitFor();
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Vertrag unterschreiben');
    await page.getByRole('group', { name: 'Volkswagen ID.4 Pro' }).waitFor();
    const promo = card(page, 'Freunde einladen, 200 € sichern');
    await promo.getByRole('textbox', { name: 'Dein Einladungslink' }).waitFor();
    await promo.getByRole('button', { name: 'Link kopieren' }).waitFor();
    await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page, '/mycars')).toEqual([]);
    await photographContent(page, 'mycars');
  });

  it('/mycars reads in English from the English content page', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars');
    await closeDialog(page, 'Später');
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    await page.getByRole('heading', { level: 1, name: 'My cars' }).waitFor();
    const steps = card(page, 'Your verification');
    await steps.getByText('Contract number: V-D-1003 · Fiat 500e').waitFor();
    await steps.getByText('Sign your contract').waitFor();
    await steps.getByText('Checking your documents takes up to 3 working days.').waitFor();
  });

  it('/loyalty shows the programme in the content’s words and its questions as an accordion', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/loyalty');
    await closeDialog(page, 'Schließen');
    await page.getByRole('heading', { level: 1, name: 'Mein Treueprogramm' }).waitFor();
    await page.getByRole('group', { name: 'Dein Treuestatus' }).waitFor();
    const questions = card(page, 'Häufige Fragen');
    const question = questions.getByRole('button', { name: 'Wie lange gilt mein Gutschein?' });
    await question.click();
    await questions.getByText('Ein Jahr ab dem Tag, an dem du ihn einlöst.', { exact: false }).waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'So sammelst du Punkte' }).click();
    const howTo = page.getByRole('dialog', { name: 'So sammelst du Punkte' });
    await howTo
      .getByText('Ab 4.000 Punkten löst du deine Punkte gegen einen Gutschein für dein nächstes Abo ein.')
      .waitFor();
    await howTo.getByRole('button', { name: 'Verstanden' }).click();
    await howTo.waitFor({ state: 'detached' });
    await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
    expect(await seriousViolations(page, '/loyalty')).toEqual([]);
    await photographContent(page, 'loyalty');
  });

  it('/referral shows the voucher texts and the invite link', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/referral');
    await page.getByRole('heading', { level: 1, name: 'Freunde einladen, 200 € sichern' }).waitFor();
    await page.getByText('Du kannst bis zu 5 Freund:innen einladen.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Dein Einladungslink' }).inputValue()).toMatch(/invite/);
    expect(await seriousViolations(page, '/referral')).toEqual([]);
    await photographContent(page, 'referral');
  });

  it('/myaccount shows the account sections, the drivers, the invoices and the facts list', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount');
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
    await page.getByRole('region', { name: 'Kontaktdaten' }).waitFor();
    await card(page, 'Fahrer:innen').getByRole('link', { name: 'Fahrer:in hinzufügen' }).waitFor();
    await card(page, 'Rechnungen').getByRole('link', { name: 'Alle Rechnungen ansehen' }).waitFor();
    const facts = card(page, 'Gut zu wissen');
    await facts.getByRole('term').filter({ hasText: 'Kontolöschung' }).waitFor();
    await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page, '/myaccount')).toEqual([]);
    await photographContent(page, 'myaccount');
  });

  it('shows the editor an editing link on each module of /loyalty', async () => {
    const page = await portal.signedInPage('redaktion@demo.example');
    await page.goto('/loyalty');
    await closeDialog(page, 'Schließen');
    await page.getByRole('heading', { level: 1, name: 'Mein Treueprogramm' }).waitFor();
    const links = page.getByRole('link', { name: /^Bearbeiten: Modul / });
    await links.nth(1).waitFor();
    expect(await links.count()).toBe(2);
    expect(await links.nth(1).getAttribute('href')).toMatch(/\/redaktion\/seiten\/loyalty\/de-DE#m-2$/);
  });
});
