/**
 * npm run bench:availability — whether a slow piece of work stops the portal for others, not a
 * test: one user reads the deals list (`GET /portal/api/bff/deals`, one call after another) while
 * 20 sign-ins (each from its own client address) and 4 password changes run at once and a mail
 * waits on an SMTP relay that greets only after 25 s (BENCH_RELAY_DELAY_MS). Prints the reader's
 * latency (p50, p99, max, calls) on PGlite and, when DATABASE_URL or PORTAL_TEST_DATABASE_URL names
 * a PostgreSQL server, on a new database there, side by side. The BFF runs as `npm start` runs it,
 * in a process of its own with the product's password hashing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../adapters/sql/seed.ts';
import { startSmtpSink } from '../tests/support/receivers.ts';

const root = join(import.meta.dirname, '..');
const RELAY_DELAY_MS = Number(process.env.BENCH_RELAY_DELAY_MS ?? 25_000);
const SIGN_INS = 20;
const PASSWORD_CHANGES = 4;
const HEADERS = { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' };
const postgresUrl = process.env.DATABASE_URL ?? process.env.PORTAL_TEST_DATABASE_URL;

const READER = 'kunde@demo.example';
const CHANGERS = ['neu@demo.example', 'platin@demo.example', 'black@demo.example', 'redaktion@demo.example'];
const SIGNING_IN = DEMO_LOGINS.map((login) => login.email as string).filter(
  (email) => email !== READER && !CHANGERS.includes(email),
);

type Figures = {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly calls: number;
  readonly signInsMs: number;
  readonly changesMs: number;
  readonly statuses: string;
};

const startFlags = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string)
  .split(' ')
  .filter((word) => word.startsWith('--'));

const startServer = async (env: Record<string, string>) => {
  const port = 3900 + Math.floor(Math.random() * 400);
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags, join(root, 'adapters/http/server/main.ts')],
    {
      env: { ...process.env, ...env, PORT: String(port), PORTAL_LOG: 'off', PORTAL_BUILD_UI: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF stopped while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the BFF did not start:\n${output}`);
    const up = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
};

const signIn = async (base: string, email: string, address: string) => {
  const response = await fetch(`${base}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_session='));
  return { status: response.status, cookie: cookie?.split(';')[0] };
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const measure = async (name: string, env: Record<string, string>): Promise<Figures> => {
  const relay = await startSmtpSink();
  relay.slow(RELAY_DELAY_MS);
  const server = await startServer({ ...env, SMTP_URL: relay.url, PORTAL_TRUST_PROXY: '127.0.0.1' });
  try {
    const reader = await signIn(server.base, READER, '198.51.100.200');
    const changers: Awaited<ReturnType<typeof signIn>>[] = [];
    for (const [i, email] of CHANGERS.entries())
      changers.push(await signIn(server.base, email, `198.51.100.${210 + i}`));
    if (!reader.cookie || changers.some((changer) => !changer.cookie))
      throw new Error(
        `${name}: the demo users could not sign in: ${[reader, ...changers].map((user) => user.status).join(' ')}`,
      );

    // A mail for the relay: the sender's next round (within 5 s) waits 25 s for its greeting.
    await fetch(`${server.base}/portal/api/bff/auth/forgot-password`, {
      method: 'POST',
      headers: { ...HEADERS, 'x-forwarded-for': '198.51.100.230' },
      body: JSON.stringify({ email: 'neu@demo.example', locale: 'de-DE' }),
    });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let loadDone = false;
    const started = performance.now();
    const reading = (async () => {
      // Until the load is done and the relay has had time to answer the mail.
      while (!loadDone || performance.now() - started < RELAY_DELAY_MS + 5_000) {
        const at = performance.now();
        const response = await fetch(`${server.base}/portal/api/bff/deals`, {
          headers: { ...HEADERS, cookie: reader.cookie ?? '' },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - at);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    })();
    const signIns = (async () => {
      const at = performance.now();
      await Promise.all(
        Array.from({ length: SIGN_INS }, (_, i) =>
          signIn(server.base, SIGNING_IN[i % SIGNING_IN.length] as string, `203.0.113.${i + 1}`),
        ),
      );
      return performance.now() - at;
    })();
    const changes = (async () => {
      const at = performance.now();
      await Promise.all(
        changers.map((changer) =>
          fetch(`${server.base}/portal/api/bff/profile/password`, {
            method: 'PUT',
            headers: { ...HEADERS, cookie: changer.cookie ?? '' },
            body: JSON.stringify({
              currentPassword: DEMO_PASSWORD,
              newPassword: 'Neues!Passwort2026',
              confirmedNewPassword: 'Neues!Passwort2026',
            }),
          }).then((response) => response.arrayBuffer()),
        ),
      );
      return performance.now() - at;
    })();
    const [signInsMs, changesMs] = await Promise.all([signIns, changes]);
    loadDone = true;
    await reading;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      calls: sorted.length,
      signInsMs,
      changesMs,
      statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(' '),
    };
  } finally {
    await server.stop();
    await relay.close();
  }
};

const runs: [string, Figures][] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-availability-'));
try {
  runs.push(['PGlite', await measure('PGlite', { PORTAL_DATA_DIR: dataDir })]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const database = `portal_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-availability-'));
  try {
    runs.push([
      'PostgreSQL',
      await measure('PostgreSQL', { DATABASE_URL: url.toString(), PORTAL_DATA_DIR: pgDataDir }),
    ]);
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const rows: [string, (figures: Figures) => string][] = [
  ['deals p50', (f) => ms(f.p50)],
  ['deals p99', (f) => ms(f.p99)],
  ['deals max', (f) => ms(f.max)],
  ['deals calls', (f) => String(f.calls)],
  ['deals answers', (f) => f.statuses],
  [`${SIGN_INS} sign-ins took`, (f) => ms(f.signInsMs)],
  [`${PASSWORD_CHANGES} password changes took`, (f) => ms(f.changesMs)],
];
const width = 28;
process.stdout.write(
  [
    `Another user's GET /portal/api/bff/deals while ${SIGN_INS} sign-ins, ${PASSWORD_CHANGES} password changes and a mail to a relay answering after ${RELAY_DELAY_MS / 1000} s run:`,
    ['', ...runs.map(([name]) => name)].map((cell) => cell.padEnd(width)).join(''),
    ...rows.map(([label, value]) =>
      [label, ...runs.map(([, figures]) => value(figures))].map((cell) => cell.padEnd(width)).join(''),
    ),
    '',
  ].join('\n'),
);
