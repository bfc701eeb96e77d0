/**
 * npm run bench:first-render — what the main thread of a phone spends on a page's first load, not a
 * test: prints a table.
 *
 * Starts the portal as `npm start` runs it (the UI built first when it is missing or older than its
 * sources; a new PGlite data directory with the demo data), signs the pages' users in through the
 * BFF and opens each page BENCH_RUNS times (5) in a new tab of Chromium with the CPU slowed down 4×
 * (DevTools' Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset) and the cache off:
 * /mycars and /mycars/d-1001 as kunde@demo.example, /cars/all and /overview as
 * admin@nordflotte.example, /login signed out. For each load it reads DevTools' Performance.getMetrics
 * once the page shows its content (the cards, the car's page, the list's rows, the overview's
 * figures, the login form) and once the page has settled (no
 * request for 500 ms, then an idle main thread): the scripts' processor time (ScriptDuration in the
 * thread's own time, which waiting for other processes does not lengthen; on a loaded machine it
 * still varies from load to load), scripting in wall time (ScriptDuration), style (RecalcStyleDuration),
 * layout (LayoutDuration), and the blocking time of the long tasks after the first paint (each
 * task's time over 50 ms, as Lighthouse's TBT counts it), once in wall time and once from a trace's
 * thread time of each task, which other processes on a busy machine do not lengthen. Prints each
 * page's medians.
 *
 * BENCH_BEFORE_UI=<dir of another UI build> measures that build beside this one: a second portal
 * serves it, and the loads alternate between the two, so both see the same machine; the table then
 * shows before → after and the ratio. BENCH_PAGES=/mycars,/login narrows the pages down.
 *
 * BENCH_UI=<dir> measures a build other than adapters/react-ui/dist. BENCH_PROFILE=<dir> writes a
 * CPU profile (.cpuprofile, for DevTools) of each load there and attributes its samples: by what the
 * main thread was doing (React's render, its commit and effects, the modules' evaluation), by named
 * hot spots (HOT_SPOTS), by package or source file, by component (the function React called to
 * render, its hooks included, its children not) and by effect. Names of packages and files need a
 * build without minification, which opens each module with a comment naming its file:
 * `vite build --config adapters/react-ui/vite.config.ts --minify false --outDir <dir>`, then
 * BENCH_UI=<dir>. With BENCH_PROFILE, BENCH_TRACE=1 also keeps each load's Chromium trace there
 * (`<name>.trace.json`, beside its profile): the main thread's tasks with their own thread time,
 * to put the profile's samples to the task they ran in.
 *
 * On a busy machine the figures vary from run to run: compare builds in the same run (ratios of
 * medians), not runs made at different times.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { ensureUiBuilt, uiPathsOf } from '../adapters/http/server/ui-build.ts';
import { ACTOR_HEADER } from '../contracts/headers.ts';
import { exitWithoutChromium, launchChromium } from '../tests/e2e/support/chromium.ts';
import { type RunningPortal, startPortal } from '../tests/e2e/support/portal-server.ts';

exitWithoutChromium();

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const beforeUi = process.env.BENCH_BEFORE_UI ? resolve(process.env.BENCH_BEFORE_UI) : undefined;
const thisUi = process.env.BENCH_UI ? resolve(process.env.BENCH_UI) : undefined;
const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
const traceDir = profileDir && process.env.BENCH_TRACE ? profileDir : undefined;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'Demo!2026';

type PageUnderTest = {
  readonly path: string;
  readonly user?: string;
  /** True once the page shows what its visitor came for (read with plain DOM queries). */
  readonly shown: () => boolean;
};

const PAGES: readonly PageUnderTest[] = [
  {
    path: '/mycars',
    user: 'kunde@demo.example',
    shown: () =>
      (document.querySelector('h1')?.textContent ?? '').includes('Meine Autos') &&
      document.querySelector('a[href*="/mycars/d-"]') !== null,
  },
  {
    path: '/mycars/d-1001',
    user: 'kunde@demo.example',
    shown: () =>
      document.querySelector('main h1') !== null && document.querySelector('main a[href="/mycars"]') !== null,
  },
  {
    path: '/cars/all',
    user: 'admin@nordflotte.example',
    shown: () => document.querySelectorAll('table tbody tr a').length > 0,
  },
  {
    path: '/overview',
    user: 'admin@nordflotte.example',
    shown: () => document.querySelectorAll('main h2, h2').length >= 4,
  },
  {
    path: '/login',
    shown: () =>
      Array.from(document.querySelectorAll('form button'), (button) => button.textContent ?? '').some(
        (text) => text.includes('Anmelden'),
      ),
  },
];
const wanted = process.env.BENCH_PAGES?.split(',').map((entry) => entry.trim());
const pages = wanted ? PAGES.filter((page) => wanted.includes(page.path)) : PAGES;

type Figures = {
  /**
   * The main thread's processor time in scripts until the content is shown, and until settled, in
   * ms (DevTools' thread time, which waiting for other processes does not lengthen).
   */
  readonly shownCpu: number;
  readonly cpu: number;
  /** Main thread's time until the content is shown, in ms (wall time, slowed down 4×). */
  readonly shownScript: number;
  readonly shownStyle: number;
  readonly shownLayout: number;
  /** The same once the page has settled. */
  readonly script: number;
  readonly style: number;
  readonly layout: number;
  /** Sum of the long tasks' time over 50 ms after the first paint, until settled. */
  readonly blocking: number;
  /**
   * The same from the main thread's own time in each task (the trace's thread duration, slowed
   * down 4× as the wall time is): a task the machine's other processes held up does not count longer.
   */
  readonly threadBlocking: number;
  /** When the content was shown, ms after navigation started (as the page's clock sees it). */
  readonly shownAt: number;
};
const KEYS = [
  'shownCpu',
  'cpu',
  'shownScript',
  'shownStyle',
  'shownLayout',
  'script',
  'style',
  'layout',
  'blocking',
  'threadBlocking',
  'shownAt',
] as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The session cookie of a signed-in user, as the login call sets it. */
const signIn = async (url: string, email: string) => {
  const response = await fetch(`${url}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, [ACTOR_HEADER]: 'b2c-customer-portal' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing ${email} in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
};

const metricsOf = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1_000;
  return { script: ms('ScriptDuration'), style: ms('RecalcStyleDuration'), layout: ms('LayoutDuration') };
};

/** Collects the long tasks and the first paint from the page's start on. */
const observeLongTasks = () => {
  const seen = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __firstPaint?: number;
  };
  seen.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.__firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // Whatever the last answers started has run once the throttled main thread is idle.
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })),
  );
};

const profiled = async <T>(cdp: CDPSession, file: string | undefined, action: () => Promise<T>) => {
  if (!file) return { result: await action(), profile: undefined };
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await action();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  return { result, profile: profile as CpuProfile };
};

type CpuProfile = {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
};

type TraceEvent = {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
};

/**
 * The blocking time of the page's main thread after its first paint, from a trace: each task's own
 * thread time over 50 ms (the renderer's tasks, on the thread that painted first).
 */
const threadBlockingOf = (trace: Buffer): number => {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return 0;
  return traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts + (event.dur ?? 0) > paint.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, (task.tdur ?? 0) / 1_000 - 50), 0);
};

const loadOnce = async (context: BrowserContext, page: PageUnderTest, profileFile: string | undefined) => {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Performance.enable');
  const cpu = await context.newCDPSession(tab);
  await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
  await tab.addInitScript(observeLongTasks);
  const atStart = await metricsOf(cdp);
  const cpuAtStart = await metricsOf(cpu);
  const browser = context.browser();
  if (!browser) throw new Error('the context has no browser to trace');
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const { result, profile } = await profiled(cdp, profileFile, async () => {
    await tab.goto(page.path, { waitUntil: 'commit' });
    await tab.waitForFunction(page.shown, undefined, { polling: 50, timeout: 120_000 });
    const shownAt = await tab.evaluate(() => performance.now());
    const shown = await metricsOf(cdp);
    const shownCpu = await metricsOf(cpu);
    await settled(tab);
    const done = await metricsOf(cdp);
    const doneCpu = await metricsOf(cpu);
    const blocking = await tab.evaluate(() => {
      const seen = window as unknown as {
        __longTasks: { start: number; duration: number }[];
        __firstPaint?: number;
      };
      const from = seen.__firstPaint ?? 0;
      return seen.__longTasks
        .filter((task) => task.start + task.duration > from)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    });
    return { shownAt, shown, shownCpu, done, doneCpu, blocking };
  });
  const trace = await browser.stopTracing();
  if (traceDir && profileFile)
    writeFileSync(
      join(traceDir, `${profileFile.split('/').pop()?.replace('.cpuprofile', '')}.trace.json`),
      trace,
    );
  const threadBlocking = threadBlockingOf(trace);
  await tab.close();
  const figures: Figures = {
    shownCpu: result.shownCpu.script - cpuAtStart.script,
    cpu: result.doneCpu.script - cpuAtStart.script,
    shownScript: result.shown.script - atStart.script,
    shownStyle: result.shown.style - atStart.style,
    shownLayout: result.shown.layout - atStart.layout,
    script: result.done.script - atStart.script,
    style: result.done.style - atStart.style,
    layout: result.done.layout - atStart.layout,
    blocking: result.blocking,
    threadBlocking,
    shownAt: result.shownAt,
  };
  return { figures, profile };
};

/** The comment an unminified chunk opens each module with: `// ../node_modules/react/index.js`. */
const MODULE_COMMENT = /^\/\/ ([^ ]+\.(?:m?[jt]sx?|cjs))$/;
const regionsCache = new Map<string, Map<string, string[]>>();

/** The module of each line of an unminified chunk, from Rolldown's `//#region <path>` comments. */
const regionsOf = (uiDir: string) => {
  const cached = regionsCache.get(uiDir);
  if (cached) return cached;
  const byFile = new Map<string, string[]>();
  const assets = join(uiDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const lines = readFileSync(join(assets, name), 'utf8').split('\n');
    const modules: string[] = [];
    let current = `(chunk ${name.replace(/-[\w-]{8}\.js$/, '')})`;
    for (const line of lines) {
      const module = MODULE_COMMENT.exec(line);
      if (module?.[1]) current = module[1];
      modules.push(current);
    }
    byFile.set(`/assets/${name}`, modules);
  }
  regionsCache.set(uiDir, byFile);
  return byFile;
};

/** A module's path as a package name (node_modules/@scope/name) or the project's source file. */
const ownerOf = (module: string) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage?.[1]) return inPackage[1];
  return module.replace(/^.*?(adapters\/|contracts\/|core\/)/, '$1');
};

type Attribution = {
  /** Each sample's own function, by its package or source file. */
  readonly bySelf: Map<string, number>;
  /** Each sample by what the main thread was doing (module evaluation, React's render or commit…). */
  readonly byPhase: Map<string, number>;
  /** Samples inside a component's render (the function React called, the hooks it calls included). */
  readonly byComponent: Map<string, number>;
  /** Samples inside an effect React ran on mount or unmount, by the effect's package or file. */
  readonly byEffect: Map<string, number>;
  /** Samples inside the functions of HOT_SPOTS, callees included. */
  readonly byHotSpot: Map<string, number>;
  total: number;
};

/** Functions whose time, callees included, the attribution names on its own. */
const HOT_SPOTS: Readonly<Record<string, string>> = {
  computeClasses:
    "Griffel's class names of a component: makeStyles resolving its styles at run time (precomputed ones only look them up)",
  insertCSSRules: "Griffel inserting CSS rules into the page's style sheets",
  createIntl$1: "react-intl's createIntl (the page's first Intl call, ICU's locale data)",
  createIntl: "react-intl's createIntl (the page's first Intl call, ICU's locale data)",
  preload: "Vite's preload helper of lazy imports",
  formatMessage: 'react-intl formatting a message',
};

const REACT_COMMIT = new Set([
  'commitRoot',
  'flushPassiveEffects',
  'flushLayoutEffects',
  'flushMutationEffects',
]);
const REACT_RENDER = new Set([
  'performWorkOnRoot',
  'performSyncWorkOnRoot',
  'renderRootSync',
  'renderRootConcurrent',
]);

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

const attribute = (profile: CpuProfile, regions: Map<string, string[]>, into: Attribution) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  type ProfileNode = CpuProfile['nodes'][number];
  const ownerOfNode = (node: ProfileNode) => {
    const { url, lineNumber, functionName } = node.callFrame;
    if (!url) return `(${functionName.replace(/^\(|\)$/g, '') || 'native'})`;
    const path = new URL(url).pathname;
    return ownerOf(regions.get(path)?.[lineNumber] ?? path);
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1_000;
    const leaf = nodes.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    into.total += ms;
    add(into.bySelf, ownerOfNode(leaf), ms);
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node) stack.push(node);
    }
    const names = stack.map((node) => node.callFrame.functionName);
    const outermostScript = stack.filter((node) => node.callFrame.url).at(-1);
    const phase =
      leaf.callFrame.functionName === '(program)'
        ? '(program): the browser outside JavaScript'
        : leaf.callFrame.functionName === '(garbage collector)'
          ? 'garbage collection'
          : names.some((name) => REACT_COMMIT.has(name))
            ? "React's commit and effects"
            : names.some((name) => REACT_RENDER.has(name))
              ? "React's render"
              : outermostScript?.callFrame.functionName === ''
                ? "modules' evaluation (their top-level code)"
                : 'other tasks (events, timers, answers)';
    add(into.byPhase, phase, ms);
    const seen = new Set<string>();
    stack.forEach((node, depth) => {
      const spot = HOT_SPOTS[node.callFrame.functionName];
      if (spot && !seen.has(spot)) {
        seen.add(spot);
        add(into.byHotSpot, spot, ms);
      }
      const caller = stack[depth + 1]?.callFrame.functionName;
      if ((caller === 'renderWithHooks' || caller === 'renderWithHooksAgain') && !seen.has('component')) {
        seen.add('component');
        add(into.byComponent, `${node.callFrame.functionName || '(anonymous)'} (${ownerOfNode(node)})`, ms);
      }
      if (
        (caller === 'commitHookEffectListMount' || caller === 'commitHookEffectListUnmount') &&
        !seen.has('effect')
      ) {
        seen.add('effect');
        add(into.byEffect, `${ownerOfNode(node)}, line ${node.callFrame.lineNumber + 1}`, ms);
      }
    });
  });
};

const printAttribution = (label: string, attribution: Attribution, loads: number) => {
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.log(`  ${title} (ms a load, share of the profile):`);
    for (const [name, ms] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(
        `    ${(ms / loads).toFixed(0).padStart(6)}  ${((ms / attribution.total) * 100).toFixed(1).padStart(5)}%  ${name}`,
      );
  };
  console.log(`\n${label}: CPU profile, ${(attribution.total / loads).toFixed(0)} ms a load (idle excluded)`);
  print('what the main thread was doing', attribution.byPhase, 10);
  print('named hot spots, callees included', attribution.byHotSpot, 10);
  print('self time by package or source file', attribution.bySelf, 25);
  print("components' render, hooks included, children not", attribution.byComponent, 25);
  print('effects on mount and unmount', attribution.byEffect, 10);
};

type Build = { readonly name: string; readonly uiDir: string };

const paths = uiPathsOf(root);
if (!thisUi) ensureUiBuilt(paths, (line) => console.log(line));
const builds: Build[] = [
  ...(beforeUi ? [{ name: 'before', uiDir: beforeUi }] : []),
  { name: beforeUi ? 'after' : 'this build', uiDir: thisUi ?? paths.distDir },
];
if (profileDir) mkdirSync(profileDir, { recursive: true });

const portals: { build: Build; portal: RunningPortal }[] = [];
const chromium = await launchChromium();
try {
  for (const build of builds)
    portals.push({ build, portal: await startPortal({ env: { PORTAL_UI_DIR: build.uiDir } }) });
  const results = new Map<string, Figures[]>();
  const attributions = new Map<string, Attribution>();
  for (const page of pages) {
    const contexts: { build: Build; context: BrowserContext }[] = [];
    for (const { build, portal } of portals) {
      const context = await chromium.browser.newContext({
        baseURL: portal.url,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        viewport: { width: 390, height: 844 },
      });
      context.setDefaultTimeout(120_000);
      if (page.user) await context.addCookies(await signIn(portal.url, page.user));
      contexts.push({ build, context });
    }
    for (let run = 0; run < runs; run++)
      for (const { build, context } of contexts) {
        const file = profileDir
          ? join(
              profileDir,
              `${build.name.replace(/\s/g, '-')}${page.path.replace(/\//g, '-')}-${run + 1}.cpuprofile`,
            )
          : undefined;
        const { figures, profile } = await loadOnce(context, page, file);
        const key = `${build.name} ${page.path}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        if (profile) {
          const attribution = attributions.get(key) ?? {
            bySelf: new Map(),
            byPhase: new Map(),
            byComponent: new Map(),
            byEffect: new Map(),
            byHotSpot: new Map(),
            total: 0,
          };
          attribute(profile, regionsOf(build.uiDir), attribution);
          attributions.set(key, attribution);
        }
        console.log(
          `  ${key} run ${run + 1}: script CPU ${figures.cpu.toFixed(0)} ms (${figures.shownCpu.toFixed(0)} until shown), scripting ${figures.script.toFixed(0)} ms (${figures.shownScript.toFixed(0)} until shown), style ${figures.style.toFixed(0)}, layout ${figures.layout.toFixed(0)}, blocking ${figures.blocking.toFixed(0)} (thread time ${figures.threadBlocking.toFixed(0)}), shown at ${figures.shownAt.toFixed(0)} ms`,
        );
      }
    for (const { context } of contexts) await context.close();
  }

  const cell = (values: readonly number[]) => `${Math.round(median(values))}`;
  console.log(
    `\nFirst load at ${CPU_SLOWDOWN}× CPU slowdown, cache off, 390 × 844, medians of ${runs} loads (ms of the main thread;`,
  );
  console.log('"script CPU": its processor time in scripts; the rest wall time):\n');
  const header = [
    'page',
    'build',
    'script CPU',
    'until shown',
    'scripting',
    'until shown',
    'style',
    'layout',
    'blocking (TBT-like)',
    'of thread time',
    'shown at',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const page of pages)
    for (const { build } of portals) {
      const all = results.get(`${build.name} ${page.path}`) ?? [];
      const of = (key: (typeof KEYS)[number]) => cell(all.map((figures) => figures[key]));
      console.log(
        `| ${page.path} | ${build.name} | ${of('cpu')} | ${of('shownCpu')} | ${of('script')} | ${of('shownScript')} | ${of('style')} | ${of('layout')} | ${of('blocking')} | ${of('threadBlocking')} | ${of('shownAt')} |`,
      );
    }
  if (beforeUi) {
    console.log('\nAfter ÷ before (medians):');
    for (const page of pages) {
      const ratio = (key: (typeof KEYS)[number]) => {
        const of = (name: string) => median((results.get(`${name} ${page.path}`) ?? []).map((f) => f[key]));
        return (of('after') / of('before')).toFixed(2);
      };
      console.log(
        `  ${page.path}: script CPU ${ratio('cpu')}, until shown ${ratio('shownCpu')}, scripting ${ratio('script')}, until shown ${ratio('shownScript')}, style ${ratio('style')}, layout ${ratio('layout')}, blocking ${ratio('blocking')} (thread time ${ratio('threadBlocking')}), shown at ${ratio('shownAt')}`,
      );
    }
  }
  for (const [key, attribution] of attributions) printAttribution(key, attribution, runs);
} finally {
  for (const { portal } of portals) await portal.stop();
  await chromium.close();
}
