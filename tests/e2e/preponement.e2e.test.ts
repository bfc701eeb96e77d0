/**
 * Accept preponement in a real Chromium against the seeded portal: d-1008 (CREATED, delivery planned
 * in 4 days) is offered delivery in 2 (adapters/sql/seed/preponement.ts). The customer accepts, the
 * car's page shows the new date after a reload, and an answer from a page opened before (the offer
 * already answered) says so; axe on every step.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();
const TITLE = 'Dein Auto kann früher kommen';

const moduleNamed = (page: Page, title: string): Locator =>
  page.locator('.fui-Card').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

/** The value next to a label of a module's rows. */
const rowValue = (module: Locator, label: string) =>
  module.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

describe('accept preponement', () => {
  it('accepts the earlier delivery, shows the new date after a reload, and refuses a second answer', async () => {
    const found: string[] = [];
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // A second tab of the same customer, opened while the offer is still open.
    const stale = await page.context().newPage();

    await page.goto('/mycars/d-1008');
    const offer = moduleNamed(page, TITLE);
    await offer.waitFor();
    const offered = (await rowValue(offer, 'Neuer Liefertermin').textContent()) ?? '';
    const planned = (await rowValue(offer, 'Bisher geplant').textContent()) ?? '';
    expect(offered).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(offered).not.toBe(planned);
    await expect
      .poll(() => rowValue(moduleNamed(page, 'Bestellstatus'), 'Liefertermin').textContent())
      .toBe(planned);
    found.push(...(await seriousViolations(page, 'the offer')));

    await stale.goto('/mycars/d-1008');
    await moduleNamed(stale, TITLE).getByRole('button', { name: 'Beim bisherigen Termin bleiben' }).waitFor();

    await offer.getByRole('button', { name: 'Früheren Termin annehmen' }).click();
    await expect
      .poll(() => offer.getByRole('status').textContent())
      .toBe(`Dein neuer Liefertermin ist der ${offered}.`);
    found.push(...(await seriousViolations(page, 'accepted')));

    await page.reload();
    const order = moduleNamed(page, 'Bestellstatus');
    await order.waitFor();
    await expect.poll(() => rowValue(order, 'Liefertermin').textContent()).toBe(offered);
    await expect.poll(() => moduleNamed(page, TITLE).count()).toBe(0);

    // The other tab still shows the offer: its answer is refused and changes nothing.
    const staleOffer = moduleNamed(stale, TITLE);
    await staleOffer.getByRole('button', { name: 'Beim bisherigen Termin bleiben' }).click();
    await expect
      .poll(() => staleOffer.getByRole('alert').textContent())
      .toBe('Du hast dieses Angebot bereits beantwortet. Dein Liefertermin wurde nicht geändert.');
    found.push(...(await seriousViolations(stale, 'answered before')));
    await stale.reload();
    await expect
      .poll(() => rowValue(moduleNamed(stale, 'Bestellstatus'), 'Liefertermin').textContent())
      .toBe(offered);

    expect(found).toEqual([]);
  });
});
