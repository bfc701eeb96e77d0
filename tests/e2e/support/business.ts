import type { Locator, Page } from 'playwright-core';
import { submitLogin } from './portal-browser.ts';

/** Signs a business user in from /login; the portal leads business users to their fleet. */
export const signInAsBusiness = async (page: Page, email: string) => {
  await page.goto('/login');
  await submitLogin(page, email);
  await page.waitForURL('**/cars/all');
};

/** The cars table of /cars/{tab} once its page has loaded (no spinner over the previous page). */
export const carsTable = async (page: Page): Promise<Locator> => {
  await page.locator('[data-loading], .fui-Spinner').waitFor({ state: 'detached' });
  const table = page.getByRole('table', { name: 'Fahrzeuge' });
  await table.waitFor();
  return table;
};

export type ShownCar = {
  readonly id: string;
  readonly name: string;
  readonly plate: string;
  readonly driver: string;
  readonly company: string;
  readonly rate: string;
  /** 'Aktion erforderlich' on a car needing action, else empty. */
  readonly action: string;
};

/** The cars the table shows, in its order: each row's order id (from its link) and its cells by column. */
export const shownCars = async (page: Page): Promise<ShownCar[]> => {
  const table = await carsTable(page);
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = (column: string) =>
        row.querySelector(`td[data-label="${column}"]`)?.textContent?.trim() ?? '';
      const href = row.querySelector('a')?.getAttribute('href') ?? '';
      return {
        id: decodeURIComponent(href.replace('/orders/', '')),
        name: cell('Fahrzeug'),
        plate: cell('Kennzeichen'),
        driver: cell('Fahrer*in'),
        company: cell('Unternehmen'),
        rate: cell('Monatliche Rate'),
        action: cell('Aktion'),
      };
    }),
  );
};

export const tabCount = async (page: Page, label: string): Promise<number> => {
  const tab = page.getByRole('tablist', { name: 'Fahrzeuge nach Status' }).getByRole('tab', {
    name: new RegExp(`^${label} \\([\\d.]+\\)`),
  });
  const match = /\(([\d.]+)\)/.exec((await tab.textContent()) ?? '');
  if (!match?.[1]) throw new Error(`the tab ${label} shows no count`);
  return Number(match[1].replaceAll('.', ''));
};
