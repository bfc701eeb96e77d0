/**
 * The handover of fleet orders in a real Chromium against the seeded portal: the orders in
 * preparation show the handover coordination banner (f-2019, no date yet) and the low-confidence
 * banner (f-2006, its date may move by two weeks), and the banner leads to the handover dialog
 * (business spec §4 "Banners").
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const admin = async () => {
  const page = await portal.newPage();
  await signInAsBusiness(page, 'admin@nordflotte.example');
  return page;
};

const bannerOf = (page: Page, title: string) => page.locator('.fui-MessageBar', { hasText: title });

/** Fluent's dialogs fade in: colours are checked once the motion has ended. */
const motionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );

describe('the handover banners of fleet orders', () => {
  it('asks to plan the handover of an order without a date, and the banner opens the dialog', async () => {
    const page = await admin();
    await page.goto('/orders/f-2019');
    const banner = bannerOf(page, 'Übergabe planen');
    await banner.getByText('Bitte wählen Sie einen Liefertermin für dieses Fahrzeug.').waitFor();
    expect(await bannerOf(page, 'Der Liefertermin kann sich verschieben').count()).toBe(0);
    const found = await seriousViolations(page, '/orders/f-2019');
    await banner.getByRole('button', { name: 'Übergabe koordinieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Übergabe koordinieren' });
    await dialog.getByRole('button', { name: 'Übergabe speichern' }).waitFor();
    await motionsEnded(page);
    found.push(...(await seriousViolations(page, 'Übergabe koordinieren (dialog)')));
    expect(found, found.join('\n\n')).toEqual([]);
  });

  it('says when the planned delivery date of an order may move', async () => {
    const page = await admin();
    await page.goto('/orders/f-2006');
    const banner = bannerOf(page, 'Der Liefertermin kann sich verschieben');
    await banner.getByText('Wir informieren Sie, sobald der Liefertermin feststeht.').waitFor();
    expect(await bannerOf(page, 'Übergabe planen').count()).toBe(0);
    await banner.getByRole('button', { name: 'Übergabe koordinieren' }).click();
    await page.getByRole('dialog', { name: 'Übergabe koordinieren' }).waitFor();
  });
});

describe('the delivery window calendar of the handover dialog', () => {
  it('chooses a day with the keyboard and saves the handover for it', async () => {
    const page = await admin();
    await page.goto('/orders/f-2019');
    await page
      .getByRole('region', { name: 'Aktionen' })
      .getByRole('button', { name: 'Übergabe koordinieren' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Übergabe koordinieren' });
    // The preliminary delivery date is chosen to start with, and is the one day in the tab order.
    const chosen = dialog.locator('button[aria-pressed="true"]');
    await chosen.waitFor();
    expect(await chosen.getAttribute('tabindex')).toBe('0');
    await chosen.focus();
    // Sunday ends the week and cannot be chosen; Monday of the same week can.
    await page.keyboard.press('End');
    const sunday = dialog.locator('button:focus');
    expect(await sunday.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await sunday.getAttribute('aria-pressed')).toBeNull();
    await page.keyboard.press('Home');
    // A day's button is named by its full date, the last text inside it.
    const monday = (await dialog.locator('button:focus span').last().textContent()) ?? '';
    expect(monday).toMatch(/^Montag, /);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: monday, pressed: true }).waitFor();
    const picked = ((await dialog.getByText(/^Gewählt: /).textContent()) ?? '').replace('Gewählt: ', '');
    expect(picked).toMatch(/^\d\d\.\d\d\.\d{4}$/);

    await dialog.getByRole('combobox', { name: 'Kontakt' }).selectOption({ label: 'Nora Nord' });
    await dialog.getByRole('combobox', { name: /^Uhrzeit/ }).selectOption('09:00');
    await dialog.getByRole('button', { name: 'Übergabe speichern' }).click();
    await page.getByText('Die Übergabe wurde gespeichert.').waitFor();
    await page.reload();
    const handover = page.getByRole('region', { name: 'Übergabe' });
    await handover.getByText('09:00 – 10:00').waitFor();
    expect(await handover.getByText(picked).count()).toBeGreaterThanOrEqual(1);
    // Coordinated, the order no longer asks to plan its handover.
    expect(await bannerOf(page, 'Übergabe planen').count()).toBe(0);
  });
});
