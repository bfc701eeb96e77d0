/**
 * Smaller things of the consumer portal in a real Chromium against the seeded portal, axe on each
 * page: on a phone the floating "Hilfe & Kontakt" button leaves the footer's hotline hours free at
 * the end of a page; the Kona (d-1008) shows its earlier-delivery offer without a delay banner
 * beside it; a cancelled order shows no "Monatliche Rate: Kostenlos"; a subscription that ended in
 * May offers no deposit-refund form on /services; the car's page shows the deductibles once.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
};

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's end on a phone: the footer's last line and the floating help button. */
const pageEnd = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hours = page.locator('footer').getByText('Täglich von 8:00 bis 20:00 Uhr für dich da.');
  await hours.waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
    )
    .toBe(true);
  const launcher = page.getByRole('button', { name: /Hilfe & Kontakt|Chat/ });
  return { hours: await boxOf(hours), launcher: await boxOf(launcher) };
};

describe('the consumer portal’s smaller details', () => {
  it('leaves the hotline hours free of the floating help button at the end of a page on a phone', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    const found: string[] = [];
    for (const path of ['/myaccount', '/myaccount/drivers']) {
      await page.goto(path);
      const { hours, launcher } = await pageEnd(page);
      expect(overlaps(hours, launcher), `${path}: the help button covers the hotline hours`).toBe(false);
      // Room under the last line: the button stands below it, not beside or over it.
      expect(
        launcher.y,
        `${path}: the help button starts above the hotline hours' end`,
      ).toBeGreaterThanOrEqual(hours.y + hours.height);
      found.push(...(await seriousViolations(page, `${path} on a phone, scrolled to its end`)));
    }
    expect(found).toEqual([]);
  });

  it('shows the Kona’s earlier-delivery offer without a delay banner, and the deductibles once', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1008');
    await page.getByRole('heading', { name: 'Dein Auto kann früher kommen' }).waitFor();
    await page.getByRole('heading', { name: 'Dein Schutz' }).waitFor();
    expect(await page.getByText(/^Lieferung in \d+ Tagen/).count()).toBe(0);
    expect(await page.getByText('Dein Liefertermin kann sich verschieben').count()).toBe(0);
    const found = await seriousViolations(page, 'the Kona with its earlier-delivery offer');

    await page.goto('/mycars/d-1001');
    await page.getByRole('heading', { name: 'Dein Schutz' }).getByText('Dein Schutz').waitFor();
    await page.getByRole('heading', { name: 'Selbstbeteiligung' }).waitFor();
    await expect.poll(() => page.getByText(/^1\.000(,00)?\s€$/).count()).toBe(1);
    found.push(...(await seriousViolations(page, 'the ID.4 with its deductibles')));
    expect(found).toEqual([]);
  });

  it('shows no rate for the cancelled order and no deposit refund for the subscription that ended', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars');
    // The return reminder opens over the list (the BMW's return is due) and hides it until put off.
    const reminder = page.getByRole('dialog');
    await reminder.getByRole('button', { name: 'Später' }).click();
    await reminder.waitFor({ state: 'detached' });
    const mini = page.locator('.fui-Card', {
      has: page.getByRole('heading', { name: 'Mini Cooper SE', exact: true }),
    });
    await mini.getByText('Storniert').waitFor();
    expect(await mini.getByText(/Monatliche Rate|Kostenlos/).count()).toBe(0);

    await page.goto('/services');
    const niro = page.locator('section, li, .fui-Card', { hasText: 'M-KN 9' }).last();
    await niro.getByText('Bankverbindung für die Kautionsrückzahlung angeben').waitFor();
    // The Opel ended in May: its final invoice settled the deposit (its card may not show at all).
    const opel = page.locator('section, li, .fui-Card', { hasText: 'M-OC 77' });
    expect(await opel.getByText('Bankverbindung für die Kautionsrückzahlung angeben').count()).toBe(0);
    expect(await seriousViolations(page, '/services')).toEqual([]);
  });
});
