/**
 * npm run bench:bff — the BFF under load on loopback, not a test: prints req/s and p99 latency of
 * authenticated reads beside /healthz in the same run (the fleet list's default view first, then
 * every sort and filter of /cars, the default view again warm), the server's RSS during the runs (sampled every
 * 100 ms, sign-ins included) and its peak RSS over its life (with the start).
 * The server runs in its own process (as `npm start` runs it) on a new PGlite data directory, or on
 * PostgreSQL when BENCH_DATABASE_URL is set. BENCH_SECONDS changes the duration of each run (10).
 * Last, whether sign-ins can starve other requests: the p99 of a compressed catalogue read alone,
 * and while 100 sign-ins with unknown addresses run at once, each from another client address
 * (the server believes the bench's X-Forwarded-For), so no sign-in limit stops them before hashing.
 * Then the fleet's CSV export, downloaded whole BENCH_EXPORTS times (3) one after another: time to
 * its first byte, total time, size, and the server's RSS before, at most during, and after.
 * BENCH_CALLS (names, comma-separated, e.g. `GET /healthz,GET fleet overview,export`) runs only those.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CARS_SORTS } from '../core/fleet/cars-list.ts';

const root = join(import.meta.dirname, '..');
const port = 3700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-bff-'));
const fleetCars = Number(process.env.BENCH_FLEET_CARS ?? 0);
const exports = Number(process.env.BENCH_EXPORTS ?? 3);
const only = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);
const databaseEnv = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};

// The demo data and the extra fleet cars, written before the server starts (PGlite's data
// directory has one process at a time); the server then finds its users there and writes nothing.
if (fleetCars > 0) {
  const seeded = spawnSync(
    process.execPath,
    [join(root, 'adapters/cli/bin/portal.mjs'), 'db', 'seed', '--fleet-cars', String(fleetCars)],
    { env: { ...process.env, PORTAL_DATA_DIR: dataDir, ...databaseEnv }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the fleet cars failed:\n${seeded.stderr}`);
  process.stdout.write(seeded.stdout);
}

// The Node options `npm start` gives the BFF (package.json's start script: the young generation's cap).
const startFlags = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string)
  .split(' ')
  .filter((word) => word.startsWith('--'));
const server = spawn(
  process.execPath,
  [...startFlags, '--import', join(root, 'bench/report-rss.mjs'), join(root, 'adapters/http/server/main.ts')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_LOG: 'off',
      PORTAL_TRUST_PROXY: '127.0.0.1',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let serverOutput = '';
server.stdout?.on('data', (chunk) => {
  serverOutput += chunk;
});
server.stderr?.on('data', (chunk) => {
  serverOutput += chunk;
});

const waitForServer = async () => {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the BFF did not start:\n${serverOutput}`);
};

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(`${base}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' },
    body: JSON.stringify({ email, password: 'Demo!2026' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** The server's resident size now (Linux /proc), in kB; undefined elsewhere. */
const residentKb = (): number | undefined => {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) || undefined;
  } catch {
    return undefined;
  }
};
/** A process's processor time so far from its /proc stat line (user and system, in ms). */
const cpuMsOfStat = (stat: string): number => {
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/**
 * The server's processor time so far (Linux /proc, in ms); undefined elsewhere. On a busy machine
 * the rates and latencies follow the load, a call's processor time much less.
 */
const serverCpuMs = (): number | undefined => {
  try {
    return cpuMsOfStat(readFileSync(`/proc/${server.pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The processor time of this machine's PostgreSQL processes (Linux /proc, every process named
 * postgres): the database's share of a call when BENCH_DATABASE_URL is a local server. The pool
 * keeps its connections open under load, so their time is counted until the run ends; undefined
 * without PostgreSQL or /proc.
 */
const postgresCpuMs = (): number | undefined => {
  if (!process.env.BENCH_DATABASE_URL) return undefined;
  try {
    let ms = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes(' (postgres) ')) ms += cpuMsOfStat(stat);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return ms;
  } catch {
    return undefined;
  }
};

// The start (initdb on a new PGlite data directory, the demo data) peaks apart from the runs.
let maxRunKb = 0;
const sampler = setInterval(() => {
  maxRunKb = Math.max(maxRunKb, residentKb() ?? 0);
}, 100);

const load = (path: string, cookie?: string) =>
  autocannon({
    url: `${base}${path}`,
    connections: 20,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });

/** One download of the export: time to the first byte of the body and to its end, in ms. */
const downloadExport = async (path: string, cookie: string) => {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`the export failed: ${response.status}`);
  let firstByte: number | undefined;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - start;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { firstByte: firstByte ?? 0, total: performance.now() - start, bytes, rows: lines - 1 };
};

/** BENCH_EXPORTS downloads of the export one after another, with the server's RSS around them. */
const measureExport = async (path: string, cookie: string) => {
  const before = residentKb() ?? 0;
  let peak = before;
  const sampling = setInterval(() => {
    peak = Math.max(peak, residentKb() ?? 0);
  }, 20);
  const runs = [];
  try {
    for (let n = 0; n < exports; n++) runs.push(await downloadExport(path, cookie));
  } finally {
    clearInterval(sampling);
  }
  const after = residentKb() ?? 0;
  return { runs, before, peak: Math.max(peak, after), after };
};

const CATALOGUE = '/portal/api/bff/catalogue';
/** The query the portal sends when /cars/all opens (features/fleet/cars-view.ts: the default sort). */
const DEFAULT_VIEW = 'tab=all&page=1&pageSize=25';
const PARALLEL_SIGN_INS = 100;

/** The compressed catalogue read as a browser asks for it, on two connections. */
const compressedCatalogue = () =>
  autocannon({
    url: `${base}${CATALOGUE}`,
    connections: 2,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });

/** Keeps `count` sign-ins of unknown addresses running until `stop`; counts their answers by status. */
const signInFlood = (count: number) => {
  let running = true;
  const statuses: Record<number, number> = {};
  const worker = async (id: number) => {
    for (let n = 0; running; n++) {
      const address = `10.${id}.${(n >> 8) & 255}.${n & 255}`;
      try {
        const response = await fetch(`${base}/portal/api/bff/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-portal-actor': 'b2c-customer-portal',
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ email: `niemand-${id}-${n}@bench.example`, password: 'Falsch!2026' }),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses[0] = (statuses[0] ?? 0) + 1;
      }
    }
  };
  const workers = Array.from({ length: count }, (_, id) => worker(id));
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return statuses;
    },
  };
};

try {
  await waitForServer();
  maxRunKb = residentKb() ?? 0;
  const customer = await signIn('kunde@demo.example');
  const fleetAdmin = await signIn('admin@nordflotte.example');
  const fleet = (query: string) => () => load(`/portal/api/bff/fleet/cars?${query}`, fleetAdmin);
  // Nordflotte's cars (200, and BENCH_FLEET_CARS more), one page of 25 with every count. First the
  // view every fleet manager opens first, the portal's own query of /cars/all, right after the
  // seeding (and the server's start); last the same view again, warm.
  const calls = [
    { name: 'GET fleet default', run: fleet(DEFAULT_VIEW) },
    { name: 'GET /healthz', run: () => load('/healthz') },
    { name: 'GET deals list', run: () => load('/portal/api/bff/deals', customer) },
    { name: 'GET deal details', run: () => load('/portal/api/bff/deals/d-1001', customer) },
    // Every other sort the page offers, then each filter (a search, renewability, "Aktion
    // erforderlich", the company), each one page of 25 of the all tab.
    ...CARS_SORTS.filter((sort) => sort !== 'default').map((sort) => ({
      name: `GET fleet sort=${sort}`,
      run: fleet(`tab=all&sort=${sort}&page=1&pageSize=25`),
    })),
    { name: 'GET fleet search', run: fleet('tab=all&search=BMW&page=1&pageSize=25') },
    { name: 'GET fleet renewable', run: fleet('tab=all&renewability=prolongation&page=1&pageSize=25') },
    { name: 'GET fleet action', run: fleet('tab=all&action=required&page=1&pageSize=25') },
    { name: 'GET fleet company', run: fleet('tab=all&companyId=co-nordflotte&page=1&pageSize=25') },
    { name: 'GET fleet default (warm)', run: fleet(DEFAULT_VIEW) },
    { name: 'GET fleet overview', run: () => load('/portal/api/bff/fleet/overview', fleetAdmin) },
  ];
  const runs: {
    name: string;
    result: autocannon.Result;
    cpuMs: number | undefined;
    postgresMs: number | undefined;
  }[] = [];
  for (const call of calls) {
    if (!wanted(call.name)) continue;
    const cpuBefore = serverCpuMs();
    const postgresBefore = postgresCpuMs();
    const result = await call.run();
    const cpuAfter = serverCpuMs();
    const postgresAfter = postgresCpuMs();
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    const postgresMs =
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : postgresAfter - postgresBefore;
    runs.push({ name: call.name, result, cpuMs, postgresMs });
  }
  const health = runs.find((run) => run.name === 'GET /healthz')?.result.requests.average ?? 1;
  console.log(
    `(${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `bench:bff on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, Nordflotte with ${(200 + fleetCars).toLocaleString('en-US')} cars, ${seconds} s per call, 20 connections (Node ${process.version})`,
  );
  for (const { name, result, cpuMs, postgresMs } of runs) {
    const errors = result.non2xx + result.errors;
    const perCall =
      cpuMs === undefined || result.requests.total === 0
        ? ''
        : `  ${(cpuMs / result.requests.total).toFixed(2)} ms CPU/call${
            postgresMs === undefined
              ? ''
              : ` (+ PostgreSQL ${(postgresMs / result.requests.total).toFixed(2)} ms)`
          }`;
    console.log(
      `  ${name.padEnd(26)} ${Math.round(result.requests.average).toLocaleString('en-US').padStart(7)} req/s  p99 ${result.latency.p99} ms  ${((result.requests.average / health) * 100).toFixed(0)}% of /healthz${perCall}${errors ? `  (${errors} failed)` : ''}`,
    );
  }

  if (wanted('export')) {
    // The all tab, the largest view (every running car), in the list's order.
    const measured = await measureExport(
      '/portal/api/bff/fleet/cars/export?tab=all&sort=default',
      fleetAdmin,
    );
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const rows = measured.runs[0]?.rows ?? 0;
    console.log(
      `  CSV export (${rows.toLocaleString('en-US')} cars, ${Math.round((measured.runs[0]?.bytes ?? 0) / 1024).toLocaleString('en-US')} KB), median of ${measured.runs.length}: first byte ${Math.round(median(measured.runs.map((run) => run.firstByte)))} ms, whole ${Math.round(median(measured.runs.map((run) => run.total)))} ms`,
    );
    console.log(
      `  server RSS around the exports: ${Math.round(measured.before / 1024)} MB before, at most ${Math.round(measured.peak / 1024)} MB during, ${Math.round(measured.after / 1024)} MB after`,
    );
  }
  if (wanted('catalogue')) {
    const alone = await compressedCatalogue();
    const flood = signInFlood(PARALLEL_SIGN_INS);
    const beside = await compressedCatalogue();
    const signIns = await flood.stop();
    const compressed = (result: autocannon.Result) =>
      `p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s${result.non2xx + result.errors ? `  (${result.non2xx + result.errors} failed)` : ''}`;
    console.log(`  compressed GET catalogue alone:                  ${compressed(alone)}`);
    console.log(`  compressed GET catalogue, ${PARALLEL_SIGN_INS} sign-ins at once: ${compressed(beside)}`);
    // The figures depend on what else the machine runs; its load says how busy it was.
    console.log(
      `  (${availableParallelism()} cores, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}; the sign-ins hash in a queue of HASHING in adapters/http/server/hashing-queue.ts)`,
    );
    console.log(
      `  the sign-ins meanwhile: ${Object.entries(signIns)
        .map(([status, n]) => `${n} × ${status === '0' ? 'failed' : status}`)
        .join(', ')}`,
    );
  }
} finally {
  clearInterval(sampler);
  if (maxRunKb) console.log(`  server RSS during the runs: at most ${Math.round(maxRunKb / 1024)} MB`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  const rss = /bench:maxRssKb=(\d+)/.exec(serverOutput)?.[1];
  if (rss) console.log(`  server peak RSS ${Math.round(Number(rss) / 1024)} MB (with the start)`);
  rmSync(dataDir, { recursive: true, force: true });
}
