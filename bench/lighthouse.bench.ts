/**
 * npm run bench:lighthouse — Lighthouse's figures of the portal's pages on a phone and on a desktop,
 * not a test: prints a table.
 *
 * Installs nothing at run time: Lighthouse is the pinned dev dependency (12.2.3), the browser is
 * Chromium (PORTAL_CHROMIUM, the system's or Playwright's: tests/e2e/support/chromium.ts). Builds the UI when it is missing or
 * older than its sources (as `npm start` does), starts the portal as `npm start` runs it (a free
 * port, a new PGlite data directory with the demo data), signs the pages' users in through the BFF
 * and runs Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU slowdown, a
 * phone's screen) and with its desktop preset, BENCH_RUNS times per page (3), and prints the
 * median of each figure. BENCH_PAGES=/mycars,/login measures only those pages; BENCH_PRESETS=mobile
 * only one preset.
 *
 * Targets (docs/benchmarks.md, mobile): performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1,
 * accessibility 100, best practices ≥ 96, on a machine whose benchmarkIndex (printed beside every
 * row) is about 2,000. On a busy machine the figures vary from run to run: compare runs made side by
 * side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureUiBuilt, uiPathsOf } from '../adapters/http/server/ui-build.ts';
import { ACTOR_HEADER } from '../contracts/headers.ts';
import { chromiumPath, exitWithoutChromium } from '../tests/e2e/support/chromium.ts';
import { startPortal } from '../tests/e2e/support/portal-server.ts';

exitWithoutChromium();

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_REPORTS=<dir> keeps each run's whole Lighthouse report (its LCP element, its waterfall) and
// the trace the browser recorded (to open in DevTools' performance panel).
const reportsDir = process.env.BENCH_REPORTS;

type Page = { readonly path: string; readonly user?: string };
const PAGES: readonly Page[] = [
  { path: '/mycars', user: 'kunde@demo.example' },
  { path: '/mycars/d-1001', user: 'kunde@demo.example' },
  { path: '/login' },
  { path: '/cars/all', user: 'admin@nordflotte.example' },
  { path: '/overview', user: 'admin@nordflotte.example' },
  { path: '/subscribe' },
];
const PASSWORD = 'Demo!2026';
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

const only = (value: string | undefined) => value?.split(',').map((entry) => entry.trim());
const pages = ((wanted) => (wanted ? PAGES.filter((page) => wanted.includes(page.path)) : PAGES))(
  only(process.env.BENCH_PAGES),
);
const presets = ((wanted) => (wanted ? PRESETS.filter((preset) => wanted.includes(preset)) : PRESETS))(
  only(process.env.BENCH_PRESETS),
);

/** The session cookie of a signed-in user, as the login call sets it. */
const signIn = async (url: string, email: string): Promise<string> => {
  const response = await fetch(`${url}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, [ACTOR_HEADER]: 'b2c-customer-portal' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing ${email} in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

type RunningChromium = { readonly port: number; readonly stop: () => Promise<void> };

/** Chromium with a fresh profile and its DevTools port, which Lighthouse drives. */
const startChromium = async (): Promise<RunningChromium> => {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const browser: ChildProcess = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let printed = '';
    const timeout = setTimeout(() => reject(new Error(`Chromium did not start:\n${printed}`)), 30_000);
    browser.stderr?.on('data', (chunk) => {
      printed += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(printed);
      if (found) {
        clearTimeout(timeout);
        resolve(Number(found[1]));
      }
    });
    browser.once('exit', () => reject(new Error(`Chromium ended:\n${printed}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true });
        resolve();
      };
      if (browser.exitCode !== null || browser.signalCode !== null) return done();
      browser.once('exit', done);
      browser.kill('SIGTERM');
    });
  return { port, stop };
};

type Figures = {
  readonly performance: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly jsBytes: number;
  /** Lighthouse's measure of the machine's speed (about 2,000 on the reference machine; higher is faster). */
  readonly benchmarkIndex: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? Number.NaN) * 100);

const audit = async (port: number, url: string, preset: Preset, cookie?: string): Promise<Figures> => {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${preset}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
    // The observed trace beside it: the simulation's long tasks are found in it by their order.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(join(reportsDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    performance: score(categories.performance?.score),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    jsBytes: resources?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const medianOf = (all: readonly Figures[]): Figures => {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    jsBytes: of('jsBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

ensureUiBuilt(uiPathsOf(root), (line) => console.log(line));
const portal = await startPortal();
const chromium = await startChromium().catch(async (error) => {
  await portal.stop();
  throw error;
});
const lines: string[] = [];
try {
  const cookies = new Map<string, string>();
  for (const user of new Set(pages.flatMap((page) => (page.user ? [page.user] : []))))
    cookies.set(user, await signIn(portal.url, user));
  // A figure means little without the machine's speed and how busy it was when measured.
  console.log(
    `Lighthouse 12.2.3, ${runs} run(s) per page and preset, medians; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores:\n`,
  );
  lines.push(
    row([
      'page',
      'preset',
      'performance',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'accessibility',
      'best practices',
      'JS transferred',
      'performance per run',
      'benchmarkIndex',
    ]),
    row(Array.from({ length: 12 }, () => '---')),
  );
  for (const page of pages)
    for (const preset of presets) {
      const all: Figures[] = [];
      for (let run = 0; run < runs; run += 1)
        all.push(
          await audit(
            chromium.port,
            `${portal.url}${page.path}`,
            preset,
            page.user ? cookies.get(page.user) : undefined,
          ),
        );
      const figures = medianOf(all);
      const line = row([
        page.path,
        preset,
        String(figures.performance),
        seconds(figures.lcp),
        seconds(figures.fcp),
        `${Math.round(figures.tbt)} ms`,
        figures.cls.toFixed(3),
        String(figures.accessibility),
        String(figures.bestPractices),
        `${(figures.jsBytes / 1024).toFixed(0)} KiB`,
        all.map((figures) => figures.performance).join(' / '),
        String(Math.round(figures.benchmarkIndex)),
      ]);
      lines.push(line);
      // Each row as it is measured (stderr); the whole table once all are.
      console.error(line);
    }
} finally {
  await Promise.all([chromium.stop(), portal.stop()]);
}
console.log(lines.join('\n'));
