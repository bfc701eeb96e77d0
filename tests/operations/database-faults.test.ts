/**
 * The BFF as a process on a PostgreSQL that fails (docs/operations.md "Faults", "Shutdown"): the
 * database stopped under load, its idle connections ended by an administrator, and a SIGTERM in
 * the middle of a burst. The PostgreSQL is the test's own (tests/support/private-postgres.ts), so
 * it can be stopped without touching anyone else's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BffProcess as Bff,
  isRunning as isAlive,
  startBffProcess,
  until,
  untilReady,
} from '../support/bff-process.ts';
import {
  freePort,
  noPrivatePostgres,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../support/private-postgres.ts';

const HEADERS = { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' };
const CUSTOMER = { email: 'kunde@demo.example', password: 'Demo!2026' };
/** No answer within this is a hang: the BFF's own limits (a 2 s connect timeout here) are far below. */
const CLIENT_TIMEOUT_MS = 10_000;
/** The scenario itself: how long the database stays down under load. */
const OUTAGE_MS = 10_000;
/** The time the BFF has to be back to normal once the database is. */
const RECOVERY_MS = 10_000;

type Outcome =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly body: unknown;
      readonly retryAfter: string | null;
    }
  | { readonly kind: 'no answer'; readonly reason: string };

/** One call with the client's timeout: its answer, or why none came. */
const call = async (url: string, init: RequestInit = {}): Promise<Outcome> => {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, which fails the shape's check
    }
    return { kind: 'answer', status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      kind: 'no answer',
      reason: `${(error as Error).name}: ${cause?.code ?? (error as Error).message}`,
    };
  }
};

const signIn = (bff: Bff) =>
  fetch(`${bff.base}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(CUSTOMER),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });

const sessionCookieOf = (response: Response): string => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_session='));
  if (!cookie) throw new Error(`no session cookie: ${response.status}`);
  return cookie.split(';')[0] ?? '';
};

const readDeals = (bff: Bff, cookie: string) =>
  call(`${bff.base}/portal/api/bff/deals`, { headers: { ...HEADERS, cookie } });
const signInCall = (bff: Bff, email: string = CUSTOMER.email) =>
  call(`${bff.base}/portal/api/bff/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ ...CUSTOMER, email }),
  });

/** Another demo account with the demo password, signed in beside the customer's own calls. */
const OTHER_ACCOUNT = 'neu@demo.example';

const status = (outcome: Outcome) => (outcome.kind === 'answer' ? outcome.status : outcome.reason);

/** A 503 of a database out of reach: the error shape, its code, and when to try again. */
const isUnavailableAnswer = (outcome: Outcome) =>
  outcome.kind === 'answer' &&
  outcome.status === 503 &&
  Number(outcome.retryAfter) > 0 &&
  (outcome.body as { error?: { code?: unknown; message?: unknown } }).error?.code === 'service_unavailable' &&
  typeof (outcome.body as { error: { message?: unknown } }).error.message === 'string';

/** Reads and sign-ins in parallel until stopped (and at most `bound` calls each), every outcome kept. */
const loadOf = (bff: Bff, cookie: string) => {
  let running = true;
  const reads: Outcome[] = [];
  const signIns: Outcome[] = [];
  const bound = 20_000;
  const loop = async (calls: () => Promise<Outcome>, into: Outcome[]) => {
    while (running && into.length < bound) into.push(await calls());
  };
  const done = Promise.all([
    loop(() => readDeals(bff, cookie), reads),
    loop(() => readDeals(bff, cookie), reads),
    loop(() => readDeals(bff, cookie), reads),
    loop(() => signInCall(bff), signIns),
  ]);
  return {
    reads,
    signIns,
    stop: async () => {
      running = false;
      await done;
    },
  };
};

/** The backends of the BFF's database (not the admin's own connection). */
const backendsOf = async (admin: pg.Client, database: string): Promise<number[]> =>
  (
    await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    )
  ).rows.map((row) => row.pid);

describe.skipIf(noPrivatePostgres())('the BFF on a PostgreSQL that fails', () => {
  const database = 'portal';
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  let postgres: PrivatePostgres;
  let bff: Bff;
  let cookie: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    bff = startBffProcess({
      port: await freePort(),
      settings: {
        DATABASE_URL: postgres.urlOf(database),
        PORTAL_DATA_DIR: dataDir,
        PORTAL_LOG: 'off',
        PORTAL_DB_CONNECT_TIMEOUT_MS: '2000',
      },
    });
    await untilReady(bff);
    cookie = sessionCookieOf(await signIn(bff));
  }, 120_000);

  afterAll(async () => {
    if (bff && isAlive(bff)) bff.process.kill('SIGKILL');
    await postgres?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every call with 503 and Retry-After while the database is down, and recovers without a restart', async () => {
    const load = loadOf(bff, cookie);
    await until(
      'the first calls are answered',
      async () => load.reads.length > 0 && load.signIns.length > 0,
      { withinMs: 20_000 },
    );
    await postgres.stop('fast');
    const stoppedAt = Date.now();
    let readyWhileDown: Outcome | undefined;
    await until(
      '/readyz says 503 while the database is down',
      async () => {
        readyWhileDown = await call(`${bff.base}/readyz`);
        return status(readyWhileDown) === 503;
      },
      { withinMs: OUTAGE_MS, bff },
    );
    // Whatever the load sees from here on is answered by a BFF without its database.
    const readsBefore = load.reads.length;
    const signInsBefore = load.signIns.length;
    await until('the outage has lasted its time', async () => Date.now() - stoppedAt >= OUTAGE_MS, {
      withinMs: OUTAGE_MS + 5_000,
      bff,
    });
    expect(isAlive(bff), bff.output).toBe(true);
    expect(isUnavailableAnswer(readyWhileDown as Outcome)).toBe(true);
    const readsDown = load.reads.slice(readsBefore);
    const signInsDown = load.signIns.slice(signInsBefore);

    await postgres.start();
    const restartedAt = Date.now();
    await until(
      '/readyz and a read are 200 again',
      async () =>
        status(await call(`${bff.base}/readyz`)) === 200 && status(await readDeals(bff, cookie)) === 200,
      { withinMs: RECOVERY_MS, bff },
    );
    const recoveredWithinMs = Date.now() - restartedAt;
    const readsAfter = load.reads.length;
    const signInsAfter = load.signIns.length;
    // A sign-in spends a password hash: a second or more on a busy machine.
    await until(
      'the load goes on after the database is back',
      async () => load.reads.length > readsAfter + 10 && load.signIns.length > signInsAfter,
      { withinMs: 2 * RECOVERY_MS, bff },
    );
    await load.stop();

    // Every call had an answer, none hung or was cut off.
    const unanswered = [...load.reads, ...load.signIns].filter((outcome) => outcome.kind === 'no answer');
    expect(unanswered).toEqual([]);
    // While the database was down: every call a 503 in the error shape with Retry-After.
    expect(readsDown.length).toBeGreaterThan(0);
    expect(signInsDown.length).toBeGreaterThan(0);
    expect(readsDown.filter((outcome) => !isUnavailableAnswer(outcome)).map(status)).toEqual([]);
    expect(signInsDown.filter((outcome) => !isUnavailableAnswer(outcome)).map(status)).toEqual([]);
    // Before and during the stop: only 200 or that 503.
    const others = [...load.reads, ...load.signIns].filter(
      (outcome) => status(outcome) !== 200 && !isUnavailableAnswer(outcome),
    );
    expect(others.map(status)).toEqual([]);
    // After: the calls made once the database was back succeeded.
    expect(load.reads.slice(readsAfter).map(status)).toEqual(load.reads.slice(readsAfter).map(() => 200));
    expect(load.signIns.slice(signInsAfter).map(status)).toEqual(
      load.signIns.slice(signInsAfter).map(() => 200),
    );
    expect(recoveredWithinMs).toBeLessThan(RECOVERY_MS);
    expect(isAlive(bff), bff.output).toBe(true);
  }, 90_000);

  it('lives through its idle connections being ended by an administrator, and no call after it fails', async () => {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round++) {
        // Several connections in the pool, idle once these are answered.
        const warm = await Promise.all(Array.from({ length: 8 }, () => readDeals(bff, cookie)));
        expect(warm.map(status)).toEqual(warm.map(() => 200));
        const ended = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        expect(ended.rows.filter((row) => row.ended).length).toBeGreaterThan(0);
        // At once, while the BFF may not have seen its connections end yet.
        const calls = await Promise.all([
          ...Array.from({ length: 8 }, () => readDeals(bff, cookie)),
          signInCall(bff),
          call(`${bff.base}/readyz`),
        ]);
        expect(calls.map(status)).toEqual(calls.map(() => 200));
      }
      // And once the ended backends are gone for certain.
      await readDeals(bff, cookie);
      const before = await backendsOf(admin, database);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      await until(
        'the ended backends are gone',
        async () => (await backendsOf(admin, database)).every((pid) => !before.includes(pid)),
        { withinMs: 10_000, bff },
      );
      const after = await Promise.all([
        ...Array.from({ length: 8 }, () => readDeals(bff, cookie)),
        signInCall(bff),
      ]);
      expect(after.map(status)).toEqual(after.map(() => 200));
      expect(isAlive(bff), bff.output).toBe(true);
    } finally {
      await admin.end();
    }
  }, 60_000);

  it('answers every request it received when stopped by SIGTERM, and exits 0', async () => {
    // Connections open and idle, so that the burst goes out on connections the BFF has accepted.
    await Promise.all(Array.from({ length: 12 }, () => readDeals(bff, cookie)));
    const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
      bff.process.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    // A sign-in spends a password hash (a second or more on a busy machine): the burst is still
    // being answered when the signal comes, and well within the deadline.
    const burst = [
      signInCall(bff, OTHER_ACCOUNT),
      ...Array.from({ length: 8 }, () => readDeals(bff, cookie)),
    ];
    let answered = 0;
    for (const each of burst) void each.then(() => answered++);
    await Promise.race(burst);
    const signalledAt = Date.now();
    bff.process.kill('SIGTERM');
    const underWay = burst.length - answered;
    const outcomes = await Promise.all(burst);
    const exit = await exited;

    expect(underWay).toBeGreaterThan(0);
    expect(outcomes.map(status)).toEqual(outcomes.map(() => 200));
    expect(exit.code, bff.output).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    // The port is closed: nothing new is taken.
    expect((await call(`${bff.base}/healthz`)).kind).toBe('no answer');
  }, 60_000);
});
