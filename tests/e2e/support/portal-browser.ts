import { basename } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Chromium, launchChromium } from './chromium.ts';
import { photographFailure } from './photographs.ts';
import { type RunningPortal, startPortal } from './portal-server.ts';

/** The demo password of every demo login (adapters/sql/seed.ts). */
export const DEMO_PASSWORD = 'Demo!2026';

type NewPageOptions = {
  readonly javaScriptEnabled?: boolean;
  readonly storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
};

export type PortalBrowser = {
  /**
   * A new page in a new browser context: no cookies, no localStorage, German, Berlin time; with
   * `javaScriptEnabled: false`, a browser that runs no script at all; with `storageState`, the
   * cookies and storage another context left (`context.storageState()`: its session).
   */
  readonly newPage: (options?: NewPageOptions) => Promise<Page>;
  /**
   * A new page in a new browser context, signed in as `email`: the file's first call for an
   * address signs in from /login (`signIn`, landing on /mycars); later calls start with that
   * session's cookies and the storage it left, on a blank page, instead of signing in again. For
   * tests of what they do once signed in; tests of signing in (or out) sign in themselves.
   */
  readonly signedInPage: (email: string) => Promise<Page>;
  /** The portal's address of a path (`url('/mycars')`), for calls beside the browser. */
  readonly url: (path?: string) => string;
  /** What the Content-Security-Policy refused in this test's pages so far (each fails the test). */
  readonly policyViolations: () => readonly string[];
};

const shownBy = async (page: Page): Promise<string> => {
  const text = await page
    .locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator, the text as a person sees it
    .innerText({ timeout: 2_000 })
    .catch(() => '(nothing)');
  return `The page at ${page.url()} showed:\n${text.slice(0, 3_000)}`;
};

/**
 * Reports every `securitypolicyviolation` event of the context's pages: what the portal's
 * Content-Security-Policy refused (docs/security.md), with the directive and what was blocked.
 */
const watchPolicyViolations = async (context: BrowserContext, report: (violation: string) => void) => {
  await context.exposeBinding('__portalPolicyViolation', ({ page }, violation: string) =>
    report(`${page.url()}: ${violation}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __portalPolicyViolation?: (violation: string) => void })
        .__portalPolicyViolation;
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${event.sample ? ` "${event.sample}"` : ''} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
};

/**
 * A page the server rendered shows its buttons before the portal has taken it over, and a click
 * in that moment does nothing: `goto` and `reload` return once such a page responds
 * (`#root[data-interactive]`, main.tsx), as a person's click comes once the page does — unless
 * the test asks for the page as it arrives. Pages the browser renders have nothing to click before
 * then, and other sites have no portal root.
 */
const waitForTheTakeOver = (page: Page) => {
  const untilInteractive = () =>
    page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !root?.dataset.serverRendered || root.dataset.interactive === 'true';
      },
      undefined,
      { polling: 50 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // `waitUntil: 'commit'` asks for the page as it arrives, before its scripts (held by a route).
    if (args[1]?.waitUntil !== 'commit') await untilInteractive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive();
    return response;
  };
};

/**
 * One portal server and one Chromium for a test file; every test gets its own browser context, so
 * tests do not share a session or a dismissed banner. A test fails when its pages threw an error
 * they did not handle, or when the Content-Security-Policy refused anything in them.
 */
export const portalInChromium = (
  options: {
    /** More environment for the portal server, read when it starts (after earlier beforeAll hooks). */
    readonly env?: () => Readonly<Record<string, string>>;
  } = {},
): PortalBrowser => {
  let portal: RunningPortal | undefined;
  let chromium: Chromium | undefined;
  let contexts: BrowserContext[] = [];
  let uncaught: string[] = [];
  let policyViolations: string[] = [];
  /** The state each address's first sign-in of the file left: its session cookie and storage. */
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([
      startPortal(options.env ? { env: options.env() } : {}),
      launchChromium(),
    ]);
    // Kept even when the other failed, so that afterAll stops what did start.
    if (server.status === 'fulfilled') portal = server.value;
    if (browser.status === 'fulfilled') chromium = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  }, 120_000);

  afterEach(async ({ task }) => {
    // What the pages showed when the test failed: most failures are a text that never came.
    if (task.result?.state === 'fail') {
      const pages = contexts.flatMap((context) => context.pages());
      for (const page of pages) console.error(await shownBy(page));
      await photographFailure(pages, basename(task.file?.name ?? 'browser test', '.e2e.test.ts'), task.name);
    }
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const errors = uncaught;
    uncaught = [];
    const violations = policyViolations;
    policyViolations = [];
    // An error the portal did not handle fails the test, even when the page looked right.
    if (errors.length > 0) throw new Error(`Uncaught in the page:\n${errors.join('\n')}`);
    // So does anything the page's Content-Security-Policy refused: a style, a script, a call.
    if (violations.length > 0)
      throw new Error(`Refused by the Content-Security-Policy:\n${[...new Set(violations)].join('\n')}`);
  });

  afterAll(async () => {
    await Promise.all([chromium?.close(), portal?.stop()]);
  }, 30_000);

  const url = (path = '/') => {
    if (!portal) throw new Error('the portal is not running (beforeAll failed)');
    return `${portal.url}${path}`;
  };

  const newPage = async (pageOptions: NewPageOptions = {}): Promise<Page> => {
    if (!chromium) throw new Error('Chromium is not running (beforeAll failed)');
    const context = await chromium.browser.newContext({
      baseURL: url(),
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      ...(pageOptions.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
      ...(pageOptions.storageState ? { storageState: pageOptions.storageState } : {}),
    });
    // Waiting for the portal's answers on a busy machine, not measuring it.
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await watchPolicyViolations(context, (violation) => policyViolations.push(violation));
    const page = await context.newPage();
    if (pageOptions.javaScriptEnabled !== false) waitForTheTakeOver(page);
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        policyViolations.push(`${page.url()}: ${message.text()}`);
    });
    return page;
  };

  return {
    url,
    policyViolations: () => [...policyViolations],
    newPage: (pageOptions = {}) => newPage(pageOptions),
    signedInPage: async (email) => {
      const known = sessions.get(email);
      if (known) return newPage({ storageState: known });
      const page = await newPage();
      await signIn(page, email);
      sessions.set(email, await page.context().storageState());
      return page;
    },
  };
};

/** Fills the login form on the page (the login page or the login dialog) and submits it. */
export const submitLogin = async (page: Page, email: string, password: string = DEMO_PASSWORD) => {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Anmelden' }) });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel(/^Passwort/).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
};

/** Signs in from /login and waits for /mycars, where the login page leads by default. */
export const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await submitLogin(page, email);
  // The password's hash is the slowest step of the portal on purpose; on a machine running other
  // tests beside it, several sign-ins at once take longer than a page's usual wait.
  await page.waitForURL('**/mycars', { timeout: 90_000 });
};

export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
