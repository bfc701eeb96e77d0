/**
 * The fleet overview's cost per month and handovers per week in a real Chromium, in German and in
 * US English: the charts draw, the page passes axe, and a month's cost and a week's handovers
 * lead to the cars list, which states the same figure.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** The overview once its charts have drawn: the fleet's donut, 13 weeks twice, the months' columns. */
const overviewDrawn = async (page: Page) => {
  await page.goto('/overview');
  await page.waitForFunction(() => document.querySelectorAll('main svg').length >= 28);
};

describe('the fleet overview’s cost and handovers', () => {
  it('leads from a month’s cost and a week’s handovers to the list that states the same, in German', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await overviewDrawn(page);
    expect(await accessibilityViolations(page, '/overview (de-DE)')).toEqual([]);

    // This month's cost, net and gross, as the list of the cars costing in it states it.
    const thisMonth = page.getByRole('link', { name: /^Im \S+ \d{4}:/ });
    const figure = ((await thisMonth.textContent()) ?? '').replace(/\s/g, ' ');
    const [, net, gross] = /: (\S+ €) netto \((\S+ €) brutto\)/.exec(figure) ?? [];
    expect(net).toBeTruthy();
    await thisMonth.click();
    await page.waitForURL('**/cars/all?cost_month=*');
    const note = page.getByRole('status').filter({ hasText: 'Monatsraten im' });
    await note.waitFor();
    expect((await note.textContent())?.replace(/\s/g, ' ')).toContain(
      `zusammen ${net} netto (${gross} brutto)`,
    );

    // A week's handovers: the handover tab's cars of that week, as many as the overview counted.
    await page.goBack();
    const weeks = page.getByRole('list', { name: 'Übergaben je Woche' });
    await weeks.waitFor();
    const busy = weeks.getByRole('listitem').filter({ hasNotText: /\.0$/ }).first();
    const count = Number(/(\d+)$/.exec((await busy.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await busy.getByRole('link').click();
    await page.waitForURL('**/cars/handover?handovers_from=*');
    await page
      .getByRole('status')
      .filter({ hasText: `${count} ${count === 1 ? 'Fahrzeug' : 'Fahrzeuge'} mit Übergabe vom` })
      .waitFor();
    expect(await accessibilityViolations(page, '/cars/handover?handovers_from= (de-DE)')).toEqual([]);
  });

  it('names the months and writes the euros the page’s way in US English', async () => {
    const page = await portal.newPage();
    await signInAsBusiness(page, 'admin@nordflotte.example');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-US');
    await overviewDrawn(page);
    const past = page.getByRole('list', { name: 'Last 12 months' });
    expect(await past.getByRole('listitem').count()).toBe(12);
    // English month names; EUR in the German format (docs/ui/foundations.md), no "$", no "4.41k".
    expect(
      await past
        .getByRole('link', {
          name: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
        })
        .count(),
    ).toBe(12);
    expect(
      await past.getByText(/^\d{1,3}(\.\d{3})*(,\d\d)?\s€ net · \d{1,3}(\.\d{3})*(,\d\d)?\s€ gross$/).count(),
    ).toBe(12);
    expect(
      await page
        .getByRole('main')
        .getByText(/\$\d|\d\.\d+k\b|\+\d+ more/)
        .count(),
    ).toBe(0);
    await page.getByRole('list', { name: 'Handovers per week' }).waitFor();
    expect(await accessibilityViolations(page, '/overview (en-US)')).toEqual([]);
  });
});
