/**
 * Two BFF processes against one PostgreSQL, as behind a load balancer (docs/operations.md
 * "Several instances"): started together (migrations and demo data written once), a session made on
 * one is valid on the other, a write on one is read on the other, a sign-out on one ends the session
 * on both. Runs where a PostgreSQL server is given (.ci/run starts one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../repositories/databases.ts';

const root = join(import.meta.dirname, '../..');
const HEADERS = { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' };

type Instance = { readonly base: string; readonly process: ChildProcess; output: string };

const startInstance = (databaseUrl: string, dataDir: string, port: number): Instance => {
  const child = spawn(process.execPath, [join(root, 'adapters/http/server/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Uploaded files are shared as the database is (a network volume or an object store).
      PORTAL_DATA_DIR: dataDir,
      PORTAL_LOG: 'off',
      PORTAL_BUILD_UI: 'off',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { base: `http://127.0.0.1:${port}`, process: child, output: '' };
  child.stdout?.on('data', (chunk) => {
    instance.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    instance.output += chunk;
  });
  return instance;
};

const ready = async (instance: Instance) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(`an instance stopped while starting:\n${instance.output}`);
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`an instance did not start:\n${instance.output}`);
};

const sessionCookieOf = (response: Response): string => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_session='));
  if (!cookie) throw new Error(`no session cookie: ${response.status}`);
  return cookie.split(';')[0] ?? '';
};

describe.skipIf(!POSTGRES_URL)('two BFF instances on one PostgreSQL', () => {
  const database = `portal_scale_${randomUUID().replace(/-/g, '')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-'));
  const port = 4100 + Math.floor(Math.random() * 400);
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(POSTGRES_URL ?? '');
    url.pathname = `/${database}`;
    // Started at the same moment: both find an empty database.
    a = startInstance(url.toString(), dataDir, port);
    b = startInstance(url.toString(), dataDir, port + 1);
    await Promise.all([ready(a), ready(b)]);
  }, 120_000);

  afterAll(() => {
    a?.process.kill('SIGTERM');
    b?.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the demo data once, whichever instance came first', () => {
    const written = [a, b].filter((instance) => instance.output.includes('(demo data written)'));
    expect(written).toHaveLength(1);
  });

  it('accepts on one instance the session made on the other, and ends it on both', async () => {
    const login = await fetch(`${a.base}/portal/api/bff/auth/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: 'kunde@demo.example', password: 'Demo!2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);

    const deals = await fetch(`${b.base}/portal/api/bff/deals`, { headers: { ...HEADERS, cookie } });
    expect(deals.status).toBe(200);
    expect(((await deals.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    const logout = await fetch(`${b.base}/portal/api/bff/auth/logout`, {
      method: 'POST',
      headers: { ...HEADERS, cookie },
    });
    expect(logout.status, await logout.clone().text()).toBe(200);
    expect((await fetch(`${a.base}/portal/api/bff/deals`, { headers: { ...HEADERS, cookie } })).status).toBe(
      401,
    );
  });

  it('reads on one instance what was written on the other', async () => {
    const login = await fetch(`${b.base}/portal/api/bff/auth/login`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ email: 'neu@demo.example', password: 'Demo!2026' }),
    });
    const cookie = sessionCookieOf(login);
    const written = await fetch(`${b.base}/portal/api/bff/profile`, {
      method: 'PATCH',
      headers: { ...HEADERS, cookie },
      body: JSON.stringify({ date_of_birth: '01.02.1988' }),
    });
    expect(written.status).toBe(200);
    const read = await fetch(`${a.base}/portal/api/bff/profile`, { headers: { ...HEADERS, cookie } });
    expect(((await read.json()) as { data: { date_of_birth: string } }).data.date_of_birth).toBe(
      '1988-02-01',
    );
  });
});
