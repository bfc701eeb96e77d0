/**
 * `npm start` as a newcomer uses it: a new data directory, the server started, a demo login with
 * curl-like calls that read the demo deals.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
let server: ChildProcess;
let printed = '';

beforeAll(async () => {
  server = spawn(process.execPath, [join(root, 'adapters/http/server/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_LOG: 'off',
      // The UI's build has its own tests (ui-build.test.ts); here only the API is started.
      PORTAL_BUILD_UI: 'off',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${printed}`);
}, 70_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the demo logins', () => {
    expect(printed).toContain(`http://localhost:${port}`);
    expect(printed).toContain('kunde@demo.example');
    expect(printed).toContain('Demo!2026');
  });

  it('lets the demo consumer sign in and read their deals', async () => {
    const login = await fetch(`${base}/portal/api/bff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' },
      body: JSON.stringify({ email: 'kunde@demo.example', password: 'Demo!2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const deals = await fetch(`${base}/portal/api/bff/deals`, { headers: { cookie } });
    const body = (await deals.json()) as { data: { id: string }[] };
    expect(body.data.map((deal) => deal.id)).toContain('d-1001');
  });
}, 30_000);
