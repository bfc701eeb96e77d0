/**
 * Smaller parts of the consumer portal in a real Chromium against the seeded portal, as
 * kunde@demo.example: the display statuses (consumer spec §4), the payment method's 7 days (§9),
 * "Weiter" of the mileage change (§5), the alternative car's discount (§9), each model's damage
 * prices with the rim pictures (§2, §3), and the chat without a chat vendor (§2). axe on each.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { damagePriceRangeOf } from '../../core/damage/policy.ts';
import { seriousViolations } from './support/axe.ts';
import { portalInChromium } from './support/portal-browser.ts';

const portal = portalInChromium();

/** axe once the page has settled (a dialog fading in has colours between its start and end). */
const accessible = async (page: Page, label: string) => {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await seriousViolations(page, label)).toEqual([]);
};

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
// The portal's one money format: whole euros without decimals, thousands with a dot ("1.234 €").
const euros = (cents: number) =>
  `${new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace('.', '\\.')}\\s€`;

describe('display statuses and the payment method', () => {
  it('shows the bridging car’s booked return as being prepared, on /mycars and on its page', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars');
    // The return reminder asks first (the BMW's return is due to be planned); "Später" hides it.
    await page.getByRole('dialog').getByRole('button', { name: 'Später' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // d-1007's pickup return is booked and waits for its confirmation (seed/handover-return.ts).
    const card = page.locator('.fui-Card', {
      has: page.getByRole('heading', { name: 'Renault Clio', exact: true }),
    });
    await card.getByText('Rückgabe in Vorbereitung').waitFor();
    await card.getByText('Wir bereiten deine Rückgabe vor und bestätigen dir die Daten in Kürze.').waitFor();
    await accessible(page, 'mycars with display status');
    await page.goto('/mycars/d-1007');
    await page.getByText('Rückgabe in Vorbereitung').waitFor();
  });

  it('asks for no payment method within the 7 days of the new reservation when SEPA is already set', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount');
    // d-1003 was reserved 20 hours ago, but Kim pays by SEPA direct debit: nothing is left to
    // choose (core/account/payment-choice.ts; a customer without a method is asked, in the
    // component tests of the account page).
    const payment = page.getByRole('region', { name: 'Zahlungsart' });
    await payment
      .getByRole('button', { name: /ändern|anpassen/i })
      .first()
      .waitFor();
    expect(await payment.getByText(/^Bitte wähle deine Zahlungsart bis zum/).count()).toBe(0);
    await accessible(page, 'myaccount with the payment method');
  });
});

describe('mileage change and alternative car', () => {
  it('keeps "Weiter" disabled until a larger package is chosen', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1002?modalName=edit-mileage');
    const dialog = dialogNamed(page, 'Kilometerpaket erhöhen');
    await dialog.getByRole('heading', { name: 'Wähle dein neues Kilometerpaket' }).waitFor();
    const next = dialog.getByRole('button', { name: 'Weiter' });
    expect(await next.isDisabled()).toBe(true);
    await accessible(page, 'edit mileage, nothing chosen');
    await dialog.getByRole('radio').first().check();
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await dialog.getByRole('button', { name: 'Absenden' }).waitFor();
  });

  it('names the 50 € discount and its booking day beside the alternative car', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1002?modalName=handover-options');
    const dialog = dialogNamed(page, 'Deine Lieferung');
    await dialog.getByRole('button', { name: 'Ein anderes Auto wählen' }).waitFor();
    await dialog
      .getByText(/^50\s€ Rabatt auf die erste Monatsrate, wenn du bis zum \d\d\.\d\d\.\d{4} buchst\.$/)
      .waitFor();
    await accessible(page, 'handover options with the discount');
  });
});

describe('damage policy', () => {
  it('shows each model its own prices and the pictures of rim damage', async () => {
    const page = await portal.newPage();
    const catalogue = (await (await page.request.get(portal.url('/portal/api/bff/catalogue'))).json()) as {
      data: { brands: { name: string; models: { name: string; cheapest_price: number }[] }[] };
    };
    const models = catalogue.data.brands
      .flatMap((brand) => brand.models.map((model) => ({ brand: brand.name, ...model })))
      .toSorted((a, b) => a.cheapest_price - b.cheapest_price);
    const cheapest = models[0];
    const dearest = models.at(-1);
    if (!cheapest || !dearest) throw new Error('the demo catalogue has no models');

    await page.goto('/damage-policy');
    await page.getByRole('heading', { level: 1, name: 'Schadensrichtlinie' }).waitFor();
    for (const model of [cheapest, dearest]) {
      await page.getByLabel('Marke').selectOption({ label: model.brand });
      await page.getByLabel('Modell').selectOption({ label: model.name });
      const table = page.getByRole('table', { name: `Schadenspreise für ${model.brand} ${model.name}` });
      const range = damagePriceRangeOf(model.cheapest_price);
      const dent = table.getByRole('row').filter({ hasText: 'Delle' });
      await dent.getByText(new RegExp(`^${euros(range.minCents)} bis ${euros(range.maxCents)}$`)).waitFor();
    }
    expect(damagePriceRangeOf(cheapest.cheapest_price)).not.toEqual(
      damagePriceRangeOf(dearest.cheapest_price),
    );

    const picture = page.getByRole('img', { name: 'Bild: Kratzer an einer Alufelge' });
    await picture.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[src^="/images/damage/"]')].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    expect(await page.locator('img[src^="/images/damage/"]').count()).toBe(3);
    await accessible(page, 'damage policy with pictures');
  });
});

describe('the chat without a chat vendor', () => {
  it('is a conversation with customer service over the checked contact form', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/myaccount');
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
    await page.getByRole('button', { name: 'Hilfe & Kontakt' }).click();
    const dialog = dialogNamed(page, 'Wir sind für dich da');
    const log = dialog.getByRole('log', { name: 'Unterhaltung mit dem Kundenservice' });
    await log.getByText('Hallo! Wie können wir dir helfen?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'E-Mail an den Kundenservice schreiben' }).click();
    await dialog
      .getByText('Bitte gib mindestens 10 Zeichen ein.')
      .or(dialog.getByText('Dies ist ein Pflichtfeld.'))
      .first()
      .waitFor();
    await accessible(page, 'chat, errors shown');
    await dialog.getByRole('textbox', { name: /^Deine Frage/ }).fill('Wann kommt mein nächstes Auto?');
    await dialog.getByRole('button', { name: 'E-Mail an den Kundenservice schreiben' }).click();
    await log.getByText('Wann kommt mein nächstes Auto?').waitFor();
    await log
      .getByText(/Deine Nachricht an kundenservice@portal\.example ist in deinem E-Mail-Programm vorbereitet/)
      .waitFor();
    await accessible(page, 'chat, question sent');
  });
});
