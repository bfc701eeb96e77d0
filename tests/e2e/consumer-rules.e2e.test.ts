/**
 * Three rules a consumer meets, each with one answer wherever it shows, in a real Chromium:
 * - the additional driver's quote (consumer spec §5, §8, §9): a driver of 20 with a licence of one
 *   year is refused before any price is shown, and the submit sends nothing;
 * - booking a service (§2, §7): the car with a service partner (d-1001, car-77) leads to the
 *   partner's booking link from its page as from /services, a car without one to the portal's form;
 * - a locked sign-in (§8): after 5 wrong passwords the message says for how long, offers a new
 *   password, and the button shows the sign-in while it runs.
 * axe checks every step.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../core/account/login-throttle.ts';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

const PARTNER = 'https://termine.servicepartner.example/buchen?fahrzeug=car-77';

/** DD.MM.YYYY of the Berlin day `years` years and `days` days before today. */
const typedDate = (years: number, days: number): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
};

describe('the additional driver', () => {
  it('refuses a driver of 20 with a licence of one year before quoting a price', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount/drivers/add');
    await page.getByRole('heading', { level: 1, name: 'Fahrer:in hinzufügen' }).waitFor();
    await page.getByRole('textbox', { name: /^Geburtsdatum/ }).fill(typedDate(20, 30));
    await page.getByRole('textbox', { name: /^Ausstellungsdatum/ }).fill(typedDate(1, 0));
    await page.getByText('Diese:n Fahrer:in können wir leider nicht hinzufügen').waitFor();
    // The quote stands alone ("19 € im Monat"); the explanation above the form names the fee too.
    expect(await page.getByText(/^19(,00)?\s€ im Monat$/).count()).toBe(0);
    expect(await seriousViolations(page, 'add driver: refused')).toEqual([]);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Fahrer:in hinzufügen' }).click();
    await expect.poll(() => page.getByText(/unter 23 Jahren nur verfügbar/).count()).toBeGreaterThan(1);
    expect(posts).toEqual([]);
  });
});

describe('booking a service', () => {
  const scheduleLinkOn = async (page: Page, name: string) => {
    const link = page.getByRole('link', { name, exact: true }).first();
    await link.waitFor();
    return { href: await link.getAttribute('href'), target: await link.getAttribute('target') };
  };

  it('leads to the service partner from the car’s page as from /services, and to the form for a car without one', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1001');
    expect(await scheduleLinkOn(page, 'Service vereinbaren')).toEqual({ href: PARTNER, target: '_blank' });
    expect(await seriousViolations(page, 'car page d-1001')).toEqual([]);

    await page.goto('/services');
    const vw = page.getByRole('group', { name: 'Volkswagen ID.4 Pro', exact: true });
    const fromServices = vw.getByRole('link', { name: 'Service-Termin vereinbaren' });
    await fromServices.waitFor();
    expect(await fromServices.getAttribute('href')).toBe(PARTNER);
    expect(await fromServices.getAttribute('target')).toBe('_blank');

    // The Clio's car has no partner: both places lead to the portal's own form (consumer spec §2).
    const clio = page.getByRole('group', { name: 'Renault Clio', exact: true });
    const clioLink = clio.getByRole('link', { name: 'Service-Termin vereinbaren' });
    await clioLink.waitFor();
    expect(await clioLink.getAttribute('href')).toBe('/mycars/d-1007/schedule-service');
    await page.goto('/mycars/d-1007');
    expect(await scheduleLinkOn(page, 'Service vereinbaren')).toEqual({
      href: '/mycars/d-1007/schedule-service',
      target: null,
    });
  });
});

describe('a locked sign-in', () => {
  it('says how long it lasts, offers a new password, and shows the sign-in running', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    const form = page.locator('form').filter({ has: page.getByLabel('E-Mail-Adresse') });
    await form.getByLabel('E-Mail-Adresse').fill('neu@demo.example');
    // Each answer held until the test has seen the button say that the sign-in runs.
    let release: () => void = () => {};
    await page.route('**/portal/api/bff/auth/login', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT + 1; attempt++) {
      await form.getByLabel(/^Passwort/).fill(`falsch-${attempt}`);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      const running = form.getByRole('button', { name: 'Anmeldung läuft …' });
      await running.waitFor();
      expect(await running.isDisabled()).toBe(true);
      if (attempt === 1) expect(await seriousViolations(page, 'login: signing in')).toEqual([]);
      release();
      await form.getByRole('button', { name: 'Anmelden' }).waitFor();
      if (attempt <= MAX_FAILURES_PER_ACCOUNT)
        await page.getByText('Die Kombination aus E-Mail und Passwort ist falsch.').waitFor();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'Zu viele Versuche' });
    await alert.getByText(/Du kannst dich in 1[45] Minuten wieder anmelden\./).waitFor();
    expect(await alert.getByRole('link', { name: 'Neues Passwort anfordern' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await seriousViolations(page, 'login: locked')).toEqual([]);
    await alert.getByRole('link', { name: 'Neues Passwort anfordern' }).click();
    await page.waitForURL('**/forgot-password');
  });
});
