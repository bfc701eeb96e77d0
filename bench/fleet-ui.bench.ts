/**
 * npm run bench:fleet-ui — the fleet list of a large company in Chromium, not a test: prints figures.
 * Target (issue "Fleets of 20,000 cars"): /cars/all with 20,000 cars renders and sorts within 100 ms
 * of scripting.
 *
 * 1. Writes the demo data into a new PGlite data directory and adds cars to Nordflotte with
 *    `portal db seed --fleet-cars` (adapters/sql/seed/fleet-cars.ts, which writes the fleet list's
 *    read model too) until the company has BENCH_FLEET_SIZE cars (20,000; 200 is the demo data alone,
 *    2,000 and 20,000 the sizes docs/benchmarks.md reports), then starts the portal on it as `npm start`
 *    runs it (the UI is built first when it is missing or older than its sources).
 * 2. Signs admin@nordflotte.example in and, BENCH_RUNS times (7), in a new tab:
 *    - load: opens /cars/all until its first page of cars is shown — the main thread's scripting
 *      (DevTools Performance.getMetrics ScriptDuration) of the whole load, the app's start included;
 *    - tab: goes from Archiv to Meine Flotte inside the app — the list's first render without the start;
 *    - sort: changes the sort to 'Höchste Monatsrate' until the sorted page is shown;
 *    - and, for comparison, the page load of /cart (the app's start without the list).
 *    Prints each run and the median. The CPU is not throttled; on a busy machine figures vary from
 *    run to run, so compare medians of runs on the same machine.
 *
 * BENCH_BEFORE_UI=<dir of another UI build> measures that build beside this one in the same run:
 * a second portal on a copy of the same data serves it, and the runs alternate between the two, so
 * both see the same machine. BENCH_PROFILE=<dir> writes a CPU profile (.cpuprofile, for DevTools)
 * of each run's load, tab change and sort change there.
 */

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { npmBuildUi, uiBuildState, uiPathsOf } from '../adapters/http/server/ui-build.ts';
import { exitWithoutChromium, launchChromium } from '../tests/e2e/support/chromium.ts';
import { type RunningPortal, startPortal } from '../tests/e2e/support/portal-server.ts';

exitWithoutChromium();

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** Nordflotte's cars in the demo data; the seed adds the rest. */
const DEMO_FLEET_SIZE = 200;
const FLEET_SIZE = Number(process.env.BENCH_FLEET_SIZE ?? 20_000);
const TARGET_MS = 100;
const beforeUi = process.env.BENCH_BEFORE_UI ? resolve(process.env.BENCH_BEFORE_UI) : undefined;
const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;

if (!Number.isInteger(FLEET_SIZE) || FLEET_SIZE < DEMO_FLEET_SIZE)
  throw new Error(`BENCH_FLEET_SIZE is Nordflotte's size in all, at least ${DEMO_FLEET_SIZE}`);

/** The demo data plus the seeded fleet cars, written by the support CLI as an operator would. */
const prepareDataDir = (): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-fleet-'));
  const seeded = spawnSync(
    process.execPath,
    [
      join(root, 'adapters/cli/bin/portal.mjs'),
      'db',
      'seed',
      '--fleet-cars',
      String(FLEET_SIZE - DEMO_FLEET_SIZE),
    ],
    { env: { ...process.env, PORTAL_DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the fleet cars failed:\n${seeded.stderr}`);
  console.log(seeded.stdout.trimEnd().replace(/^/gm, '  '));
  return dataDir;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The order ids of the rows the cars table shows, none while a new page is loading. Read with plain
 * DOM queries: the figures are the page's scripting, and Playwright's role and accessible-name
 * queries, asked every 10 ms while the page loads, ran on the same main thread and were counted
 * with it (some 5% of the load's ScriptDuration in a CPU profile).
 */
const shownIds = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    document.querySelector('.fui-Spinner')
      ? []
      : Array.from(
          document.querySelectorAll('table[aria-label="Fahrzeuge"] tbody tr a'),
          (link) => link.getAttribute('href') ?? '',
        ),
  );

const waitForRows = async (page: Page, accept: (ids: string[]) => boolean): Promise<string[]> => {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const ids = await shownIds(page).catch(() => []);
    if (ids.length > 0 && accept(ids)) return ids;
    await page.waitForTimeout(10);
  }
  throw new Error(`the cars list did not show the expected rows at ${page.url()}`);
};

type Figures = { load: number; tab: number; sort: number; cart: number };
type Build = { readonly name: string; readonly uiDir: string };

const signIn = async (portalUrl: string, browser: Awaited<ReturnType<typeof launchChromium>>['browser']) => {
  const context = await browser.newContext({
    baseURL: portalUrl,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(60_000);
  const login = await context.newPage();
  await login.goto('/login');
  const form = login.locator('form').filter({ has: login.getByRole('button', { name: 'Anmelden' }) });
  await form.getByLabel('E-Mail-Adresse').fill('admin@nordflotte.example');
  await form.getByLabel(/^Passwort/).fill('Demo!2026');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await login.waitForURL('**/cars/all');
  const total = await login.getByRole('tab', { name: /^Meine Flotte \([\d.,]+\)/ }).textContent();
  await login.close();
  return { context, total: total?.replace(/Aktion erforderlich/, '').trim() ?? '' };
};

/** Runs `action` with the CPU profiler on when BENCH_PROFILE asks for profiles, and writes the profile. */
const profiled = async <T>(cdp: CDPSession, file: string, action: () => Promise<T>): Promise<T> => {
  if (!profileDir) return action();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await action();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(profileDir, `${file}.cpuprofile`), JSON.stringify(profile));
  return result;
};

const measureRun = async (
  context: Awaited<ReturnType<typeof signIn>>['context'],
  label: string,
): Promise<Figures> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const scripting = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1_000;
  };

  const atStart = await scripting();
  const first = await profiled(cdp, `${label}-load`, async () => {
    await page.goto('/cars/all');
    return waitForRows(page, (ids) => ids.length === 25);
  });
  const load = (await scripting()) - atStart;

  await page.getByRole('tab', { name: /^Archiv \(/ }).click();
  await waitForRows(page, (ids) => ids.join() !== first.join());
  const beforeTab = await scripting();
  await profiled(cdp, `${label}-tab`, async () => {
    await page.getByRole('tab', { name: /^Meine Flotte \(/ }).click();
    await waitForRows(page, (ids) => ids.join() === first.join());
  });
  const tab = (await scripting()) - beforeTab;

  const beforeSort = await scripting();
  await profiled(cdp, `${label}-sort`, async () => {
    await page.getByRole('combobox', { name: 'Sortierung' }).selectOption('highest_rate');
    await waitForRows(page, (ids) => page.url().includes('sort=highest_rate') && ids.join() !== first.join());
  });
  const sort = (await scripting()) - beforeSort;

  await page.close();

  // The same load of a page without the list (the cart), to tell the app's start from the list.
  const cartPage = await context.newPage();
  const cartCdp = await context.newCDPSession(cartPage);
  await cartCdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cartPage.goto('/cart');
  // Plain DOM reads here too, so both loads are measured alike.
  await cartPage.waitForFunction(
    () =>
      (document.querySelector('h1')?.textContent ?? '').includes('Warenkorb') &&
      Array.from(document.querySelectorAll('button'), (button) => button.textContent ?? '').some((label) =>
        label.includes('Confirm and Order'),
      ),
  );
  const { metrics } = await cartCdp.send('Performance.getMetrics');
  const cart = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1_000;
  await cartPage.close();
  return { load, tab, sort, cart };
};

/** Each build's runs, alternating between the builds run by run. */
const measure = async (portals: readonly { build: Build; portal: RunningPortal }[]) => {
  const chromium = await launchChromium();
  try {
    const contexts = [];
    for (const { build, portal } of portals) {
      const { context, total } = await signIn(portal.url, chromium.browser);
      console.log(
        `  ${build.name}: admin@nordflotte.example sees ${total} of ${FLEET_SIZE.toLocaleString('en-US')} cars`,
      );
      contexts.push({ build, context, figures: [] as Figures[] });
    }
    for (let run = 0; run < runs; run++)
      for (const { build, context, figures } of contexts) {
        const figure = await measureRun(context, `${build.name}-${run + 1}`);
        figures.push(figure);
        console.log(
          `  ${build.name} run ${run + 1}: load ${figure.load.toFixed(1)} ms, tab ${figure.tab.toFixed(1)} ms, sort ${figure.sort.toFixed(1)} ms, /cart load ${figure.cart.toFixed(1)} ms`,
        );
      }
    for (const { context } of contexts) await context.close();
    return contexts;
  } finally {
    await chromium.close();
  }
};

const paths = uiPathsOf(root);
if (uiBuildState(paths) !== 'up-to-date' && !npmBuildUi(root)) throw new Error('the UI build failed');
const builds: Build[] = [
  ...(beforeUi ? [{ name: 'before', uiDir: beforeUi }] : []),
  { name: beforeUi ? 'after' : 'this build', uiDir: paths.distDir },
];
if (profileDir) mkdirSync(profileDir, { recursive: true });

console.log(`Preparing Nordflotte with ${FLEET_SIZE.toLocaleString('en-US')} cars …`);
const dataDir = prepareDataDir();
// One data directory per portal (PGlite's directory has one process at a time), copies of one seed.
const dataDirs = builds.map((_, i) => {
  if (i === 0) return dataDir;
  const copy = mkdtempSync(join(tmpdir(), 'portal-bench-fleet-'));
  cpSync(dataDir, copy, { recursive: true });
  return copy;
});
const portals: { build: Build; portal: RunningPortal }[] = [];
try {
  for (const [i, build] of builds.entries())
    portals.push({
      build,
      portal: await startPortal({ dataDir: dataDirs[i], env: { PORTAL_UI_DIR: build.uiDir } }),
    });
  console.log(`Scripting of /cars/all (DevTools ScriptDuration), ${runs} runs:`);
  const measured = await measure(portals);
  const verdict = (ms: number) => (ms <= TARGET_MS ? 'within target' : 'OVER TARGET');
  const what = {
    load: 'first render, page load (app start included)',
    tab: 'first render, from another tab',
    sort: 'sort change',
    cart: "page load of /cart, for comparison (the app's start without the list)",
  } as const;
  for (const { build, figures } of measured) {
    console.log(
      `Medians, ${build.name} (${build.uiDir}), Nordflotte with ${FLEET_SIZE.toLocaleString('en-US')} cars:`,
    );
    for (const key of ['load', 'tab', 'sort', 'cart'] as const) {
      const value = median(figures.map((figure) => figure[key]));
      const share = `${Math.round((value / TARGET_MS) * 100)}% of the target`;
      console.log(
        key === 'cart'
          ? `  median ${what[key]}: ${value.toFixed(1)} ms`
          : `  median ${what[key]}: ${value.toFixed(1)} ms (target ≤ ${TARGET_MS} ms, ${share}: ${verdict(value)})`,
      );
    }
  }
  if (profileDir) console.log(`CPU profiles: ${profileDir}`);
} finally {
  for (const { portal } of portals) await portal.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
