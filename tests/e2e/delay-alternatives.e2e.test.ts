/**
 * The delay alternatives and the transition-vehicle modal in a real Chromium against the seeded
 * portal (consumer spec §2): Kim opens the delayed deal d-1008 from its delivery-delay banner, sees
 * how late the car is and the alternatives, requests a transition car, and finds the request again
 * after a reload; a request from a second tab and a car already handed over (d-1001) are refused
 * with their messages. Axe on each step.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

/** Waits until the dialog's data is there and nothing moves, then runs axe with it open. */
const settled = async (page: Page, dialog: Locator, label: string, found: string[]) => {
  await dialog.locator('[data-loading], .fui-Spinner').waitFor({ state: 'detached' });
  await expect
    .poll(() =>
      dialog.evaluate(
        (surface) =>
          surface.getAnimations({ subtree: true }).filter((motion) => motion.playState === 'running').length,
      ),
    )
    .toBe(0);
  found.push(...(await seriousViolations(page, label)));
};

describe('delay alternatives', () => {
  it('shows the delay and the alternatives, requests a transition car and shows it after a reload', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    const found: string[] = [];

    // d-1008: CREATED, delivery planned in 4 days with a deviation of 2 weeks (the demo data).
    // A second tab with the modal open before the request: its request comes too late.
    const other = await portal.newPage();
    await signIn(other, 'kunde@demo.example');
    await other.goto('/mycars/d-1008?modalName=transition-vehicle');
    const stale = other.getByRole('dialog', { name: 'Übergangsfahrzeug' });
    await stale.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }).waitFor();

    // The car's page offers an earlier delivery and so shows no delay banner; the list shows it.
    await page.goto('/mycars');
    // The return reminder asks first (the BMW's return is due to be planned) and hides the list
    // from the accessibility tree until "Später" puts it off.
    const reminder = page.getByRole('dialog');
    await reminder.getByRole('button', { name: 'Später' }).click();
    await reminder.waitFor({ state: 'detached' });
    const kona = page.locator('.fui-Card', {
      has: page.getByRole('heading', { name: 'Hyundai Kona Elektro', exact: true }),
    });
    const banner = kona.locator('.fui-MessageBar', { hasText: /Lieferung in \d+ Tagen/ });
    await banner.waitFor();
    // The dialog's modalizer gives the page back to assistive technology a moment after it closed.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-hidden'));
    found.push(...(await seriousViolations(page, 'my cars with the delivery-delay banner')));
    await banner.getByRole('link', { name: 'Jetzt ansehen' }).click();
    await page.waitForURL('**/mycars/d-1008?modalName=delay-alternatives');

    const delay = page.getByRole('dialog', { name: 'Deine Lieferung verzögert sich' });
    await delay.getByText('Lieferung in 18 Tagen').waitFor();
    await delay.getByText('Dein Auto kommt voraussichtlich bis zu 2 Wochen später als geplant.').waitFor();
    for (const alternative of ['Weiter warten', 'Stattdessen ein anderes Auto buchen'])
      await delay.getByRole('button', { name: alternative }).waitFor();
    await delay.getByRole('link', { name: 'Abo kündigen' }).waitFor();
    await settled(page, delay, 'delay alternatives', found);

    await delay.getByRole('link', { name: 'Übergangsfahrzeug für die Wartezeit' }).click();
    const transition = page.getByRole('dialog', { name: 'Übergangsfahrzeug' });
    await transition.getByRole('radio', { name: /^Premium Schutz/ }).check();
    await transition
      .getByRole('checkbox', { name: 'Reifen- und Scheibenschutz ohne Selbstbeteiligung' })
      .check();
    await transition.getByText('Selbstbeteiligung Reifen und Scheiben').waitFor();
    await settled(page, transition, 'transition-vehicle terms', found);
    await transition.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }).click();
    await transition
      .getByText(/^Dein Übergangsfahrzeug ist angefragt\. Es kommt bis spätestens \d{2}\.\d{2}\.\d{4}\.$/)
      .waitFor();
    await settled(page, transition, 'transition vehicle requested', found);

    // Read back: after a reload the alternatives show the request instead of its link.
    await page.goto('/mycars/d-1008?modalName=delay-alternatives');
    await page.reload();
    const again = page.getByRole('dialog', { name: 'Deine Lieferung verzögert sich' });
    await again.getByText(/^Dein Übergangsfahrzeug ist angefragt\./).waitFor();
    expect(await again.getByRole('link', { name: 'Übergangsfahrzeug für die Wartezeit' }).count()).toBe(0);
    await settled(page, again, 'delay alternatives with the request', found);

    // The other tab's request is refused with its message, and shows the request made.
    await stale.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }).click();
    await stale
      .getByRole('alert')
      .getByText('Du hast für dieses Abo bereits ein Übergangsfahrzeug angefragt.')
      .waitFor();
    await stale.getByText(/^Dein Übergangsfahrzeug ist angefragt\./).waitFor();
    await settled(other, stale, 'second request refused', found);

    expect(found).toEqual([]);
  });

  it('refuses a transition car for a car already handed over, with its message', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    const found: string[] = [];
    await page.goto('/mycars/d-1001?modalName=transition-vehicle');
    const dialog = page.getByRole('dialog', { name: 'Übergangsfahrzeug' });
    await dialog
      .getByText('Ein Übergangsfahrzeug ist nur möglich, solange dein Auto noch nicht übergeben wurde.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }).count()).toBe(0);
    await settled(page, dialog, 'transition vehicle refused', found);

    expect(found).toEqual([]);
  });
});
