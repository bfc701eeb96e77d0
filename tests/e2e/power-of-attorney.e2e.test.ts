/**
 * The power of attorney for handover and return (consumer spec §2 modal power-of-attorney) in a real
 * Chromium against the seeded portal: Kim Kunde authorises someone for d-1005 (ACTIVE, return in 40
 * days), finds the authorisation again after a reload, revokes it; a person under 18 is refused
 * with its message; axe checks each state of the modal.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const TITLE = 'Vollmacht für Übergabe und Rückgabe';
const field = (page: Page, label: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${label}`));

const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;

/** Collects axe's serious and critical violations once the dialog's motion has ended. */
const axeOf = (page: Page) => {
  const found: string[] = [];
  return {
    check: async (label: string) => {
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      found.push(...(await seriousViolations(page, label)));
    },
    found,
  };
};

describe('power of attorney', () => {
  it('refuses a person under 18, grants an authorisation, shows it after a reload and revokes it', async () => {
    const page = await portal.newPage();
    const axe = axeOf(page);
    await signIn(page, 'kunde@demo.example');
    // The car's services offer it.
    await page.goto('/mycars/d-1005');
    await page.getByRole('link', { name: 'Vollmacht für Übergabe und Rückgabe' }).click();
    await page.getByRole('dialog', { name: TITLE }).waitFor();
    await page.getByText('Du hast für dieses Abo noch niemanden bevollmächtigt.').waitFor();
    await axe.check('empty form');

    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await field(page, 'Vorname').fill('Jonas');
    await field(page, 'Nachname').fill('Bruder');
    await field(page, 'Geburtsdatum').fill(ddmmyyyy(seventeen));
    await field(page, 'Telefonnummer').fill('0171 2345678');
    await page.getByRole('button', { name: 'Vollmacht erteilen' }).click();
    await page
      .getByText('Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.', { exact: true })
      .waitFor();
    await axe.check('form with an error');

    await field(page, 'Geburtsdatum').fill('02.05.1995');
    await page.getByRole('button', { name: 'Vollmacht erteilen' }).click();
    await page.getByText('Die Vollmacht ist erteilt.').first().waitFor();
    await page.getByRole('dialog').getByText('Jonas Bruder').waitFor();

    await page.reload();
    await page.getByRole('dialog', { name: TITLE }).waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Aktuelle Vollmacht' }).waitFor();
    expect(await dialog.getByText('Jonas Bruder').count()).toBe(1);
    expect(await dialog.getByText('02.05.1995').count()).toBe(1);
    expect(await dialog.getByText('+491712345678').count()).toBe(1);
    await axe.check('current authorisation');

    await dialog.getByRole('button', { name: 'Vollmacht widerrufen' }).click();
    await page.getByText('Die Vollmacht ist widerrufen.').first().waitFor();
    await dialog.getByText('Du hast für dieses Abo noch niemanden bevollmächtigt.').waitFor();
    await page.reload();
    await page.getByRole('dialog', { name: TITLE }).waitFor();
    await page.getByText('Du hast für dieses Abo noch niemanden bevollmächtigt.').waitFor();
    expect(await page.getByText('Jonas Bruder').count()).toBe(0);

    expect(axe.found).toEqual([]);
  });
});
