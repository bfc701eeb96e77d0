/**
 * Signing in, in a real Chromium against the portal as `npm start` serves it: the login page and
 * its errors, the login dialog of `?login=true`, and pages that need a session.
 */
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { pathOf, portalInChromium, signIn, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

/** Consumer spec §8: one text for wrong_password and user_does_not_exist (docs/ui/foundations.md "Sign-in errors"). */
const WRONG_COMBINATION = 'Die Kombination aus E-Mail und Passwort ist falsch.';

describe('signing in', () => {
  it('tells of a wrong password or an unknown e-mail address with the same text and stays on the login page', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    await submitLogin(page, 'kunde@demo.example', 'Falsch!2026');
    await page.getByText(WRONG_COMBINATION).waitFor();
    expect(pathOf(page)).toBe('/login');

    const other = await portal.newPage();
    await other.goto('/login');
    await submitLogin(other, 'niemand@demo.example');
    await other.getByText(WRONG_COMBINATION).waitFor();
    expect(pathOf(other)).toBe('/login');
  });

  it('opens the login dialog on a page asked for with login=true, and signs in there without leaving the page', async () => {
    const page = await portal.newPage();
    await page.goto('/forgot-password?login=true');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    await submitLogin(page, 'kunde@demo.example');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Kontomenü' }).waitFor();
    expect(pathOf(page)).toBe('/forgot-password');

    // Signed in, the flag opens nothing.
    await page.goto('/forgot-password?login=true');
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen' }).waitFor();
    await page.getByRole('button', { name: 'Kontomenü' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('opens the login dialog over a car page for a signed-out visitor, who stays on the car after signing in', async () => {
    const page = await portal.newPage();
    await page.goto('/mycars/d-1001');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/mycars/d-1001?login=true');
    expect(await accessibilityViolations(page, 'login dialog over a car page')).toEqual([]);
    await submitLogin(page, 'kunde@demo.example');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Volkswagen ID.4 Pro' }).waitFor();
    expect(pathOf(page)).toBe('/mycars/d-1001');
  });

  it('opens the login dialog over /mycars?login=true and shows the cars after signing in', async () => {
    const page = await portal.newPage();
    await page.goto('/mycars?login=true');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    // Closed without signing in: the page says why it is empty and offers the dialog again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Bitte melde dich an').waitFor();
    expect(pathOf(page)).toBe('/mycars');
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await submitLogin(page, 'kunde@demo.example');
    await dialog.waitFor({ state: 'detached' });
    // The cars load under the return reminder that greets Kim.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meine Autos' }).waitFor();
    expect(pathOf(page)).toBe('/mycars');
  });

  it('asks a user whose session ended to sign in over the page, and shows whoever signs in next only their own subscriptions', async () => {
    const page = await portal.newPage();
    await signIn(page, 'kunde@demo.example');
    // The return reminder greets Kim with the cars (its dialog hides the page behind it until closed).
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Volkswagen ID.4 Pro' }).waitFor();
    // The cards' own reads (order and return status, handover) done, or one of them would meet the
    // ended session first and send the user to the login before the click below.
    await page.waitForLoadState('networkidle');

    // The session ends (expired, or signed out elsewhere): the next call answers 401.
    await page.context().clearCookies();
    await page
      .locator('.fui-Card', { hasText: 'Volkswagen ID.4 Pro' })
      .getByRole('link', { name: 'Details ansehen' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.waitFor();
    expect(pathOf(page)).toBe('/mycars/d-1001?login=true');

    await submitLogin(page, 'neu@demo.example');
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/mycars/d-1001');
    await page.getByText('Dieses Abo haben wir nicht gefunden.').waitFor();
    await page.getByRole('link', { name: 'Zurück zu meinen Autos' }).click();
    await page.getByRole('heading', { name: 'Du hast noch kein Auto-Abo.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Volkswagen ID.4 Pro' }).count()).toBe(0);
  });
});
