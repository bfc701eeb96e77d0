/**
 * The next car in a real Chromium against the seeded portal, as kunde@demo.example: Kim redeems
 * her points for a voucher on /loyalty, follows the swap banner of d-1005 (Skoda Enyaq) to her
 * next car, chooses model, term, km package, protection, the return day and the voucher, sees the
 * price before booking, books, and finds the new reservation with its contract to sign. axe checks
 * every step.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const cardOf = (page: Page, car: string): Locator =>
  page.locator('.fui-Card', { has: page.getByRole('heading', { name: car, exact: true }) });

/** Waits for a dialog's motion to end before axe measures its colours. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** The value shown beside a label in the overview's list. */
const shownBeside = async (page: Page, label: string): Promise<string> =>
  (
    await page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()
  )?.trim() ?? '';

describe('the next car', () => {
  it('is booked from the swap banner with the loyalty voucher, its price shown before confirming', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The return reminder opens by itself; 'Später' holds for the rest of the test.
    const reminder = page.getByRole('dialog');
    await reminder.getByRole('button', { name: 'Später' }).click();
    await reminder.waitFor({ state: 'detached' });

    // The voucher: 4,000 of Kim's 5,200 points, its code shown once redeemed (and mailed).
    await page.goto('/loyalty');
    // The intro opens by itself and hides the page behind it: closed first, then the page is read.
    const intro = page.getByRole('dialog');
    await intro.getByRole('button', { name: 'Schließen' }).first().click();
    await intro.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Mein Treueprogramm' }).waitFor();
    await page.getByRole('button', { name: 'Gutschein einlösen' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Gutschein einlösen?' });
    await confirm.getByRole('button', { name: 'Einlösen' }).click();
    const thanks = page.getByRole('dialog', { name: 'Danke!' });
    const codeLine = (await thanks.getByText(/^Dein Code: /).textContent()) ?? '';
    const code = /Dein Code: (\S+),/.exec(codeLine)?.[1] ?? '';
    expect(code).not.toBe('');
    await thanks.getByRole('button', { name: 'Alles klar' }).click();
    await thanks.waitFor({ state: 'detached' });

    // The swap banner of the Skoda Enyaq leads to the next car.
    await page.goto('/mycars');
    const skoda = cardOf(page, 'Skoda Enyaq');
    const banner = skoda.locator('.fui-MessageBar', { hasText: 'Zeit für dein nächstes Auto' });
    await banner.getByRole('link', { name: 'Nächstes Auto wählen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dein nächstes Auto' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mycars/d-1005/next-car');

    // Step 1: the car.
    await page.getByRole('heading', { name: 'Schritt 1 von 3: Dein Auto' }).waitFor();
    await page.getByRole('combobox', { name: 'Modell' }).selectOption({ label: 'Volkswagen ID.3 Pro' });
    await page.getByRole('combobox', { name: 'Laufzeit' }).selectOption('12');
    await page.getByRole('combobox', { name: 'Kilometerpaket' }).selectOption('2000');
    await page.getByRole('radio', { name: /^Komfort Schutz/ }).check();
    expect(await accessibilityViolations(page, 'next car: the car')).toEqual([]);
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 2: the swap comes on the return day; the voucher.
    await page.getByRole('heading', { name: 'Schritt 2 von 3: Lieferung und Gutschein' }).waitFor();
    await page.getByText(/^Autowechsel am selben Tag/).waitFor();
    const dates = page.getByRole('combobox', { name: 'Liefertermin' }).locator('option');
    expect(await dates.count()).toBe(1);
    const returnDay = (await dates.first().textContent()) ?? '';
    const voucher = page.getByRole('combobox', { name: 'Treue-Gutschein' });
    expect(await voucher.locator(`option[value="${code}"]`).textContent()).toMatch(
      new RegExp(`^${code} – 40\\s€`),
    );
    await voucher.selectOption(code);
    expect(await accessibilityViolations(page, 'next car: delivery and voucher')).toEqual([]);
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 3: the price before confirming.
    await page.getByRole('heading', { name: 'Schritt 3 von 3: Übersicht und Preis' }).waitFor();
    expect(await shownBeside(page, 'Auto')).toBe('Volkswagen ID.3 Pro');
    expect(await shownBeside(page, 'Liefertermin')).toBe(returnDay);
    const monthly = await shownBeside(page, 'Monatliche Rate');
    expect(await shownBeside(page, `Gutschein ${code}`)).toMatch(/^− 40\s€$/);
    const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(euros(await shownBeside(page, 'Erste Monatsrate'))).toBeCloseTo(euros(monthly) - 40, 2);
    expect(await shownBeside(page, 'Liefergebühr (einmalig)')).toBe('Kostenlos');
    expect(await accessibilityViolations(page, 'next car: overview')).toEqual([]);
    await page.getByRole('button', { name: 'Jetzt verbindlich buchen' }).click();

    // Booked: a reservation whose contract is to be signed.
    // A refusal would show as an alert (at a field or for the whole booking): none may.
    await page.getByText('Dein nächstes Auto ist reserviert').or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(await shownBeside(page, 'Erste Monatsrate')).toMatch(/€/);
    expect(await accessibilityViolations(page, 'next car: booked')).toEqual([]);
    await page.getByRole('link', { name: 'Zur Reservierung' }).click();
    await page
      .getByText(/Deine Reservierung läuft/)
      .first()
      .waitFor();
    await page.goto('/mycars');
    const reservation = cardOf(page, 'Volkswagen ID.3 Pro');
    await reservation.locator('.fui-MessageBar', { hasText: 'Deine Reservierung läuft' }).waitFor();
    await settled(page);

    // The voucher served this booking: no other booking offers it.
    await page.goto('/mycars/d-1001/next-car');
    await page.getByRole('heading', { name: 'Schritt 1 von 3: Dein Auto' }).waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const options = await page
      .getByRole('combobox', { name: 'Treue-Gutschein' })
      .locator('option')
      .allInnerTexts();
    expect(options).toEqual(['Ohne Gutschein']);
  });
});
