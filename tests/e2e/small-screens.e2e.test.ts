/**
 * Every page of both portals on a phone (390 × 844) and a tablet (768 × 1024), the page lists of
 * the desktop checks: the page does not scroll sideways, no text is printed over another text, and
 * axe-core finds what the desktop checks refuse (serious and critical for the consumer portal, any
 * impact for the business portal). Dialogs the pages open are checked the same way. Each page is
 * photographed when asked for (`PORTAL_SCREENSHOTS=1`): test-results/screenshots/<page>-<viewport>.png (docs/ui/foundations.md "Small screens").
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, seriousViolations } from './support/axe.ts';
import { signInAsBusiness } from './support/business.ts';
import { horizontalOverflow, overlappingTexts } from './support/layout.ts';
import {
  BUSINESS_ADMIN_PAGES,
  BUSINESS_DRIVER_PAGES,
  type BusinessPage,
  businessPageName,
  CONSUMER_SIGNED_IN,
  CONSUMER_SIGNED_OUT,
  type ConsumerPage,
} from './support/page-lists.ts';
import { photograph } from './support/photographs.ts';
import { portalInChromium, signIn } from './support/portal-browser.ts';

const portal = portalInChromium();

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

type Axe = (page: Page, label: string) => Promise<string[]>;

/**
 * The page has its main content and has loaded its data (no request pending, no spinner). A dialog
 * the page opens by itself hides the page from the accessibility tree: its main and heading count
 * as there all the same.
 */
const settled = async (page: Page) => {
  await page.getByRole('main', { includeHidden: true }).waitFor();
  await page.getByRole('heading', { level: 1, includeHidden: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
};

/** Everything wrong with the page (or its open dialog) as shown now, each line naming the page. */
const problemsOf = async (page: Page, label: string, axe: Axe, dialog?: Locator): Promise<string[]> => {
  const overflow = await horizontalOverflow(page);
  const overlaps = await overlappingTexts(page, dialog ? '.fui-DialogSurface' : undefined);
  return [
    ...(overflow > 0 ? [`${label}: the page is ${overflow}px wider than the window`] : []),
    ...overlaps.map((pair) => `${label}: text over text ${pair}`),
    ...(await axe(page, label)),
  ];
};

/** `<page>-<screen>.png` when photographs are asked for (support/photographs.ts). */
const photographAt = (page: Page, name: string, viewport: Viewport) =>
  photograph(page, `${name}-${viewport.name}`);

/** Waits until the dialog's opening or closing motion has ended and the page behind is back. */
const motionEnded = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const visitConsumer = async (page: Page, pages: readonly ConsumerPage[], viewport: Viewport) => {
  const found: string[] = [];
  for (const { name, path, dialogCloses } of pages) {
    const label = `${path} at ${viewport.name}`;
    await page.goto(path);
    await settled(page);
    if (dialogCloses) {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await motionEnded(page);
      found.push(...(await problemsOf(page, `${label} (dialog)`, seriousViolations, dialog)));
      await photographAt(page, `${name}-dialog`, viewport);
      await dialog.getByRole('button', { name: dialogCloses }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('#root[aria-hidden]').waitFor({ state: 'detached' });
    }
    found.push(...(await problemsOf(page, label, seriousViolations)));
    await photographAt(page, name, viewport);
  }
  return found;
};

const visitBusiness = async (page: Page, pages: readonly BusinessPage[], viewport: Viewport, who: string) => {
  const found: string[] = [];
  for (const { path, dialog } of pages) {
    const label = `${path} at ${viewport.name} (${who})`;
    const name = `${businessPageName(path)}${who === 'admin' ? '' : `-${who}`}`;
    await page.goto(path);
    await settled(page);
    found.push(...(await problemsOf(page, label, accessibilityViolations)));
    await photographAt(page, name, viewport);
    if (dialog) {
      await page.getByRole('main').getByRole('button', { name: dialog.opens }).first().click();
      const opened = page.getByRole('dialog', { name: dialog.name });
      await opened.waitFor();
      await motionEnded(page);
      found.push(
        ...(await problemsOf(page, `${label} (dialog ${dialog.name})`, accessibilityViolations, opened)),
      );
      await photographAt(page, `${name}-dialog`, viewport);
      await opened.getByRole('button', { name: dialog.closes }).click();
      await opened.waitFor({ state: 'detached' });
    }
  }
  return found;
};

const pageAt = async (viewport: Viewport): Promise<Page> => {
  const page = await portal.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
};

/**
 * Walks the pages on the phone and the tablet at once, each in a page of its own (own browser
 * context and session): the walks wait for the portal's answers at the same time instead of one
 * after the other. The problems of both are reported together, each naming its viewport.
 */
const onEveryViewport = async (walk: (page: Page, viewport: Viewport) => Promise<string[]>) =>
  (await Promise.all(VIEWPORTS.map(async (viewport) => walk(await pageAt(viewport), viewport)))).flat();

describe(`on a phone (${VIEWPORTS[0].width} × ${VIEWPORTS[0].height}) and a tablet (${VIEWPORTS[1].width} × ${VIEWPORTS[1].height})`, () => {
  it('the consumer pages fit, signed out', async () => {
    const problems = await onEveryViewport((page, viewport) =>
      visitConsumer(page, CONSUMER_SIGNED_OUT, viewport),
    );
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('the consumer pages fit, signed in', { timeout: 240_000 }, async () => {
    const problems = await onEveryViewport(async (page, viewport) => {
      await signIn(page, 'kunde@demo.example');
      return visitConsumer(page, CONSUMER_SIGNED_IN, viewport);
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('the business pages fit for an admin', { timeout: 300_000 }, async () => {
    const problems = await onEveryViewport(async (page, viewport) => {
      await signInAsBusiness(page, 'admin@nordflotte.example');
      return visitBusiness(page, BUSINESS_ADMIN_PAGES, viewport, 'admin');
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('the business pages fit for a driver', { timeout: 180_000 }, async () => {
    const problems = await onEveryViewport(async (page, viewport) => {
      await signInAsBusiness(page, 'fahrer@nordflotte.example');
      return visitBusiness(page, BUSINESS_DRIVER_PAGES, viewport, 'driver');
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});

/** The wizards and dialogs a customer opens from a car (as kunde@demo.example), each by its address. */
const WIZARDS: readonly { readonly name: string; readonly path: string }[] = [
  { name: 'wizard-cancelation', path: '/mycars/d-1001?modalName=cancelation' },
  { name: 'wizard-extend-subscription', path: '/mycars/d-1001?modalName=extend-subscription-selector' },
  { name: 'wizard-mileage-report', path: '/mycars/d-1001?modalName=mileage-report' },
  { name: 'wizard-insurance-upgrade', path: '/mycars/d-1002?modalName=INSURANCE_UPGRADE' },
  { name: 'wizard-deposit-refund', path: '/mycars/d-1004?modalName=deposit-refund-details' },
  { name: 'wizard-onsite-appraisal', path: '/mycars/d-1007?modalName=onsite-appraisal-booking' },
];

/** The wizards that are pages of their own. */
const WIZARD_PAGES: readonly ConsumerPage[] = [
  { name: 'wizard-report-damage', path: '/mycars/d-1001/report-damage' },
  { name: 'wizard-schedule-service', path: '/mycars/d-1001/schedule-service' },
];

describe('the wizards on a phone', () => {
  it('fit the window, their actions in reach', { timeout: 180_000 }, async () => {
    const viewport = VIEWPORTS[0];
    const page = await pageAt(viewport);
    await signIn(page, 'kunde@demo.example');
    const problems: string[] = [];
    for (const { name, path } of WIZARDS) {
      const label = `${path} at ${viewport.name}`;
      await page.goto(path);
      const dialog = page.getByRole('dialog').last();
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      await dialog.locator('[data-loading], .fui-Spinner').first().waitFor({ state: 'detached' });
      await motionEnded(page);
      problems.push(...(await problemsOf(page, label, seriousViolations, dialog)));
      const surface = await dialog.boundingBox();
      if (!surface || surface.x < 0 || surface.x + surface.width > viewport.width)
        problems.push(`${label}: the dialog is not within the window's width`);
      await photographAt(page, name, viewport);
    }
    problems.push(...(await visitConsumer(page, WIZARD_PAGES, viewport)));
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});

describe('the header on a phone', () => {
  it('folds its links, language and account into a menu that opens and closes by keyboard', async () => {
    const page = await pageAt(VIEWPORTS[0]);
    await signIn(page, 'kunde@demo.example');
    // /mycars greets with the return reminder's dialog; the menu is tried on a page without one.
    await page.goto('/referral');
    await settled(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Angebote' }).isVisible()).resolves.toBe(false);
    const menu = header.getByRole('button', { name: 'Menü' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');

    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    const links = header.getByRole('navigation', { name: 'Auto-Abo entdecken' });
    await links.waitFor();
    // The focus moved into the menu, to its first link.
    await expect(
      links
        .getByRole('link')
        .first()
        .evaluate((link) => link === document.activeElement),
    ).resolves.toBe(true);
    await header.getByRole('combobox', { name: 'Sprache' }).waitFor();
    const account = header.getByRole('navigation', { name: /^Kontomenü von / });
    await account.getByRole('link', { name: 'Mein Profil' }).waitFor();
    const violations = await seriousViolations(page, 'the open menu');
    expect(violations, violations.join('\n\n')).toEqual([]);
    await photographAt(page, 'header-menu', VIEWPORTS[0]);

    await page.keyboard.press('Escape');
    await links.waitFor({ state: 'detached' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // A link of the menu leads to its page and closes the menu.
    await menu.click();
    await account.getByRole('link', { name: 'Mein Profil' }).click();
    await page.waitForURL('**/myaccount');
    await links.waitFor({ state: 'detached' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('keeps the tabs on one line that scrolls, the current tab in sight', async () => {
    const page = await pageAt(VIEWPORTS[0]);
    await signIn(page, 'kunde@demo.example');
    await page.goto('/referral');
    await settled(page);
    const tabs = page.getByRole('navigation', { name: 'Mein Bereich' });
    const sizes = await tabs.evaluate((nav) => ({ scroll: nav.scrollWidth, client: nav.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const current = tabs.getByRole('tab', { name: 'Freunde werben' });
    const [navBox, tabBox] = await Promise.all([tabs.boundingBox(), current.boundingBox()]);
    expect(tabBox && navBox && tabBox.x + tabBox.width <= navBox.x + navBox.width + 1).toBe(true);
    expect(tabBox && navBox && tabBox.x >= navBox.x - 1).toBe(true);
  });
});
