/**
 * The consumer portal's wizards and modals on a phone, a tablet and a desktop (390 × 844,
 * 768 × 1024, 1440 × 900): on every step the dialog does not scroll sideways, the step's buttons
 * ("Zurück", "Weiter", "Absenden") stand inside the window without scrolling sideways, and no text
 * is printed over another. A scripted click scrolls its button into view, so the flows' own tests
 * pass even when a person could not reach the button: this test measures where the buttons are.
 * The return and handover wizards are walked step by step to their overview (not submitted);
 * every other named modal is checked as it opens. Screenshots: test-results/screenshots/wizard-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { overlappingTexts } from './support/layout.ts';
import { photograph } from './support/photographs.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const STEP_BUTTONS = /^(Zurück|Weiter|Absenden)$/;

/** Waits until the dialog's data has arrived and its motions (opening, a step's fade) have ended. */
const settled = async (dialog: Locator) => {
  await dialog.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
  await expect
    .poll(() =>
      dialog.evaluate(
        (surface) =>
          surface.getAnimations({ subtree: true }).filter((motion) => motion.playState === 'running').length,
      ),
    )
    .toBe(0);
};

/** What keeps a person from seeing or reaching the open dialog's step on this screen, one line each. */
const problemsOf = async (page: Page, dialog: Locator, label: string): Promise<string[]> => {
  await settled(dialog);
  const measured = await dialog.evaluate((surface, buttonNames) => {
    const found: string[] = [];
    const width = window.innerWidth;
    // Any part of the dialog that scrolls sideways hides something to its right.
    for (const element of [surface, ...surface.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) || element === surface;
      if (scrolls && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} scrolls sideways (${element.scrollWidth} > ${element.clientWidth}px)`,
        );
    }
    if (document.scrollingElement && document.scrollingElement.scrollWidth > width + 1)
      found.push(`the page is ${document.scrollingElement.scrollWidth - width}px wider than the window`);
    // Measured where they are, without scrolling them into view as a scripted click would.
    for (const button of surface.querySelectorAll('button')) {
      const name = button.textContent?.trim() ?? '';
      if (!new RegExp(buttonNames).test(name)) continue;
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 1)
        found.push(
          `"${name}" stands at x ${Math.round(box.left)}–${Math.round(box.right)}px, outside the ${width}px window`,
        );
    }
    return found;
  }, STEP_BUTTONS.source);
  const overlaps = await overlappingTexts(page, '.fui-DialogSurface');
  return [...measured, ...overlaps.map((pair) => `text over text ${pair}`)].map(
    (line) => `${label}: ${line}`,
  );
};

/** `wizard-<name>.png`, the screen as a person sees it, when photographs are asked for (support/photographs.ts). */
const photographWizard = (page: Page, name: string) =>
  photograph(page, `wizard-${name}`, { fullPage: false });

const pageAt = async (viewport: Viewport): Promise<Page> => {
  const page = await portal.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await signIn(page, 'kunde@demo.example');
  return page;
};

/** Runs a walk on the three screens at once, each in a page (and session) of its own. */
const onEveryScreen = async (walk: (page: Page, viewport: Viewport) => Promise<string[]>) =>
  (await Promise.all(VIEWPORTS.map(async (viewport) => walk(await pageAt(viewport), viewport)))).flat();

const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}`));

/**
 * A step of a walk: its title, and what a person fills in before "Weiter" (nothing: the step's
 * defaults). The last step is only checked, never submitted, so the demo data stays as it is.
 */
type Step = { readonly title: string | RegExp; readonly fill?: (dialog: Locator) => Promise<void> };

const walk =
  (dealId: string, modal: string, dialogName: string, steps: readonly Step[]) =>
  async (page: Page, viewport: Viewport): Promise<string[]> => {
    await page.goto(`/mycars/${dealId}?modalName=${modal}`);
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    const found: string[] = [];
    for (const [index, step] of steps.entries()) {
      await dialog.getByRole('heading', { name: step.title }).waitFor();
      const label = `${modal} step ${index + 1} at ${viewport.name}`;
      found.push(...(await problemsOf(page, dialog, label)));
      await photographWizard(page, `${modal}-${index + 1}-${viewport.name}`);
      if (index === steps.length - 1) break;
      await step.fill?.(dialog);
      await dialog.getByRole('button', { name: 'Weiter' }).click();
    }
    return found;
  };

const RETURN_STEPS: readonly Step[] = [
  {
    title: 'Warum gibst du dein Auto zurück?',
    fill: (dialog) => field(dialog, 'Dein Kommentar').fill('Ich ziehe ins Ausland.'),
  },
  {
    title: 'Wie möchtest du dein Auto zurückgeben?',
    fill: (dialog) => dialog.getByRole('radio', { name: 'Abholung bei dir' }).check(),
  },
  {
    title: 'Wo sollen wir dein Auto abholen?',
    fill: async (dialog) => {
      await field(dialog, 'Straße').fill('Marienplatz');
      await field(dialog, 'Hausnummer').fill('1');
      await field(dialog, 'PLZ').fill('80331');
      await field(dialog, 'Stadt').fill('München');
    },
  },
  // The offered days, one chosen by default; the reported step whose buttons stood out of reach.
  { title: 'Wann passt es dir?' },
  {
    title: 'Wie erreichen wir dich?',
    fill: async (dialog) => {
      await field(dialog, 'Vorname').fill('Kim');
      await field(dialog, 'Nachname').fill('Kunde');
      await field(dialog, 'Telefonnummer').fill('+49 151 23456789');
    },
  },
  { title: 'Übersicht' },
];

const HANDOVER_STEPS: readonly Step[] = [
  { title: 'Bevor du die Übergabe änderst' },
  { title: 'Wohin dürfen wir liefern?' },
  { title: 'Wann dürfen wir liefern?' },
];

/** Every other named modal (consumer spec §2 "Modal names") as it opens, on a deal that offers it. */
const MODALS: readonly { readonly modal: string; readonly dealId: string }[] = [
  { modal: 'extend-subscription-selector', dealId: 'd-1001' },
  { modal: 'service-selector', dealId: 'd-1001' },
  { modal: 'cancelation', dealId: 'd-1001' },
  { modal: 'handover-self-pickup', dealId: 'd-1008' },
  { modal: 'power-of-attorney', dealId: 'd-1001' },
  { modal: 'onsite-appraisal-booking', dealId: 'd-1001' },
  { modal: 'INSURANCE_UPGRADE', dealId: 'd-1001' },
  { modal: 'manage-my-kilometres', dealId: 'd-1001' },
  { modal: 'mileage-report', dealId: 'd-1001' },
  { modal: 'REPORT_DAMAGE_MODAL', dealId: 'd-1001' },
  { modal: 'handover-options', dealId: 'd-1008' },
  { modal: 'delay-alternatives', dealId: 'd-1008' },
];

describe('the wizards on a phone, a tablet and a desktop', () => {
  it('the return wizard: every step fits and its buttons are in reach', { timeout: 240_000 }, async () => {
    const problems = await onEveryScreen(
      walk('d-1001', 'MULTISTEP_EDIT_RETURN', 'Rückgabe planen', RETURN_STEPS),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the handover wizard: every step fits and its buttons are in reach', { timeout: 240_000 }, async () => {
    const problems = await onEveryScreen(
      walk('d-1008', 'MULTISTEP_EDIT_HANDOVER', 'Übergabe bearbeiten', HANDOVER_STEPS),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('every other modal fits as it opens', { timeout: 300_000 }, async () => {
    const problems = await onEveryScreen(async (page, viewport) => {
      const found: string[] = [];
      for (const { modal, dealId } of MODALS) {
        await page.goto(`/mycars/${dealId}?modalName=${modal}`);
        const dialog = page.getByRole('dialog').first();
        await dialog.waitFor();
        found.push(...(await problemsOf(page, dialog, `${modal} at ${viewport.name}`)));
        await photographWizard(page, `${modal}-${viewport.name}`);
      }
      return found;
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
