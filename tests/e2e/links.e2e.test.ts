/**
 * Every link the portal shows leads somewhere real (consumer spec §2 "Routing rules", "Public header
 * and footer links"): from every page of both portals' page lists — the consumer portal as
 * kunde@demo.example and signed out, the business portal as admin@nordflotte.example — the test
 * follows every link of the portal's own origin, and the links of the pages it reaches, and fails on
 * the portal's not-found page; a link to one of the BFF's files (a PDF) must answer below 400.
 * Links of the public website go to its origin (VITE_PUBLIC_SITE_URL), never to the portal's.
 *
 * Pages that differ only in an id (`/mycars/d-1001`, `/orders/f-2031`) are one route of the portal,
 * which shows the not-found page for all or none of them: one of each is loaded and walked further,
 * every other link is checked to be of a route loaded so. Besides: the contract's and the
 * prolongation's rental terms open in a new tab over the dialog, the invite link a customer shares
 * has its page, and axe checks the pages these reach.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL } from '../../adapters/react-ui/src/lib/links.ts';
import { seriousViolations } from './support/axe.ts';
import { BUSINESS_ADMIN_PAGES, CONSUMER_SIGNED_IN, CONSUMER_SIGNED_OUT } from './support/page-lists.ts';
import { portalInChromium, submitLogin } from './support/portal-browser.ts';

const portal = portalInChromium();

const NOT_FOUND = 'Diese Seite gibt es nicht.';
/** A walk that finds more routes than this has run away (a link that makes a new page every time). */
const MAX_ROUTES = 120;
/** Ends the session: its page is the sign-in tests' subject, and walking on after it would sign out. */
const NOT_FOLLOWED = new Set(['/logout']);

/** The route a link leads to: its path with every segment holding a digit (an id) as `:id`, and its query's names. */
const routeOf = (url: URL): string => {
  const path = url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
  const names = [...new Set(url.searchParams.keys())].sort();
  const modal = url.searchParams.get('modalName');
  return `${path}?${names.join('&')}${modal ? `=${modal}` : ''}`;
};

type Walk = { readonly loaded: number; readonly problems: readonly string[]; readonly publicLinks: number };

/**
 * Loads each start page, then every same-origin link found there and on the pages reached, once per
 * route; answers what failed: a not-found page (with the page that linked it) or a file that did
 * not answer. The pages given walk at once, each taking the next route from one queue: one page's
 * wait for the network to be quiet is another's work.
 */
const walk = async (pages: readonly Page[], starts: readonly string[]): Promise<Walk> => {
  const origin = new URL(portal.url()).origin;
  const seen = new Set<string>();
  const queue: { path: string; from: string }[] = [];
  const problems: string[] = [];
  let publicLinks = 0;
  const enqueue = (href: string, from: string) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) {
      if (href.startsWith(DEFAULT_PUBLIC_SITE_URL)) publicLinks++;
      return;
    }
    if (NOT_FOLLOWED.has(url.pathname)) return;
    const route = routeOf(url);
    if (seen.has(route)) return;
    seen.add(route);
    queue.push({ path: `${url.pathname}${url.search}`, from });
  };
  for (const start of starts) enqueue(start, '(the page list)');
  let loaded = 0;
  const visit = async (page: Page, { path, from }: { path: string; from: string }) => {
    if (path.startsWith('/portal/api/') || path.startsWith('/api/')) {
      const answer = await page.request.get(path);
      if (answer.status() >= 400) problems.push(`${path} answered ${answer.status()} (linked from ${from})`);
      return;
    }
    loaded++;
    if (loaded > MAX_ROUTES) throw new Error(`more than ${MAX_ROUTES} routes found; the last ${path}`);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Lazy pages render once their chunk is here: the main content, or the not-found heading.
    await page.locator('main').first().waitFor();
    if ((await page.getByRole('heading', { name: NOT_FOUND }).count()) > 0)
      problems.push(`${path} shows "${NOT_FOUND}" (linked from ${from})`);
    const hrefs = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs)
      if (href && !href.startsWith('mailto:') && !href.startsWith('tel:') && !href.startsWith('#'))
        enqueue(href, path);
  };
  // A page with nothing to take waits until another's visit ends (it may have found new routes);
  // the walk ends when the queue is empty and no page is visiting.
  let visiting = 0;
  let failed = false;
  const idle: (() => void)[] = [];
  const walker = async (page: Page) => {
    while (!failed) {
      const next = queue.shift();
      if (!next) {
        if (visiting === 0) return;
        await new Promise<void>((resolve) => idle.push(resolve));
        continue;
      }
      visiting++;
      try {
        await visit(page, next);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        visiting--;
        for (const wake of idle.splice(0)) wake();
      }
    }
  };
  await Promise.all(pages.map(walker));
  return { loaded, problems, publicLinks };
};

/** Pages of one session walking at once. */
const TABS = 3;

const WALK_MS = 600_000;

describe('every link of the portal leads somewhere real', () => {
  it(
    'in the consumer portal, as kunde@demo.example',
    async () => {
      const pages = [];
      for (let tab = 0; tab < TABS; tab++) pages.push(await portal.signedInPage('kunde@demo.example'));
      const result = await walk(pages, [
        ...CONSUMER_SIGNED_IN.map(({ path }) => path),
        // The account menu's services and the reservation's contract, with its terms link.
        '/services',
        '/mycars/d-1003?modalName=contract-signing',
      ]);
      expect(result.problems).toEqual([]);
      expect(result.loaded).toBeGreaterThan(CONSUMER_SIGNED_IN.length);
      // The header's and footer's pages of the public website are links to its origin.
      expect(result.publicLinks).toBeGreaterThan(0);
    },
    WALK_MS,
  );

  it(
    'in the consumer portal, signed out',
    async () => {
      const pages = await Promise.all(Array.from({ length: TABS }, () => portal.newPage()));
      const result = await walk(pages, [
        ...CONSUMER_SIGNED_OUT.map(({ path }) => path),
        '/loyalty',
        '/referral',
        '/subscribe',
      ]);
      expect(result.problems).toEqual([]);
      expect(result.publicLinks).toBeGreaterThan(0);
    },
    WALK_MS,
  );

  it(
    'in the business portal, as admin@nordflotte.example',
    async () => {
      // The business portal's start is /cars/all, not /mycars (where signIn waits).
      const page = await portal.newPage();
      await page.goto('/login');
      await submitLogin(page, 'admin@nordflotte.example');
      await page.waitForURL('**/cars/all');
      const session = await page.context().storageState();
      const others = await Promise.all(
        Array.from({ length: TABS - 1 }, () => portal.newPage({ storageState: session })),
      );
      const result = await walk(
        [page, ...others],
        BUSINESS_ADMIN_PAGES.map(({ path }) => path),
      );
      expect(result.problems).toEqual([]);
      expect(result.loaded).toBeGreaterThan(BUSINESS_ADMIN_PAGES.length / 2);
    },
    WALK_MS,
  );
});

describe('links of the public website and the terms', () => {
  it('sends the header’s and footer’s website pages to the public website’s origin', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    const footer = page.locator('footer');
    for (const [name, path] of [
      ['Datenschutz', '/privacy'],
      ['Blog', '/blog'],
      ['Berlin', '/auto-abo/city/berlin'],
    ] as const)
      expect(await footer.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(
        `${DEFAULT_PUBLIC_SITE_URL}${path}`,
      );
    expect(
      await page
        .locator('header')
        .getByRole('link', { name: 'So funktioniert’s' })
        .first()
        .getAttribute('href'),
    ).toBe(`${DEFAULT_PUBLIC_SITE_URL}/how-it-works`);
  });

  it('opens the rental terms of the contract being signed in a new tab, the contract stays open', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/mycars/d-1003?modalName=contract-signing');
    const contract = page.getByRole('dialog', { name: 'Dein Vertrag' });
    const terms = contract.getByRole('link', { name: 'Mietbedingungen lesen' });
    await terms.waitFor();
    expect(await terms.getAttribute('href')).toBe(`${DEFAULT_PUBLIC_SITE_URL}/terms/rent`);
    expect(await terms.getAttribute('target')).toBe('_blank');
    const opened = page.context().waitForEvent('page');
    await terms.click();
    // A new tab (the public website is out of reach of the test's machine: it shows an error page).
    const tab = await opened;
    await tab.close();
    // Still the contract, still unsigned, at the same address.
    await contract.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' }).waitFor();
    expect(new URL(page.url()).searchParams.get('modalName')).toBe('contract-signing');
    expect(await seriousViolations(page, 'contract with its terms link')).toEqual([]);
  });

  it('gives the invite link a customer shares its page', async () => {
    const page = await portal.signedInPage('kunde@demo.example');
    await page.goto('/referral');
    const field = page.getByRole('textbox', { name: 'Dein Einladungslink' });
    await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toMatch(/\/invite\//);
    const link = new URL(await field.inputValue());
    const friend = await portal.newPage();
    await friend.goto(link.pathname);
    await friend.getByRole('heading', { level: 1, name: 'Du wurdest zum Auto-Abo eingeladen' }).waitFor();
    await friend.getByText(/200\s€ Rabatt auf die erste Rate/).waitFor();
    expect(await friend.getByRole('heading', { name: NOT_FOUND }).count()).toBe(0);
    expect(await friend.getByRole('link', { name: 'Jetzt Auto aussuchen' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(await seriousViolations(friend, 'invite page')).toEqual([]);
  });
});
