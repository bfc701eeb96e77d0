/**
 * Two BFF processes against one PostgreSQL, as behind a load balancer (docs/operations.md
 * "Several instances"): started together (migrations and demo data written once), a session made on
 * one is valid on the other, a write on one is read on the other, a sign-out on one ends the session
 * on both. They share no disk: each has a data directory of its own, and their files are in one S3
 * bucket (docs/operations.md "Files on S3"), so a photo uploaded on one is shown by the other.
 * Runs where a PostgreSQL server is given (.ci/run starts one).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../repositories/databases.ts';
import { type BffProcess, startBffProcess, stopBffProcess, untilReady } from '../support/bff-process.ts';
import { multipart } from '../support/multipart.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

const HEADERS = { 'content-type': 'application/json', 'x-portal-actor': 'b2c-customer-portal' };

type Instance = BffProcess;

const startInstance = (databaseUrl: string, s3: TestS3Server, dataDir: string, port: number): Instance =>
  startBffProcess({
    port,
    settings: {
      DATABASE_URL: databaseUrl,
      // Each its own data directory; the files are shared as the database is, in one bucket.
      PORTAL_DATA_DIR: dataDir,
      ...s3.env,
      PORTAL_LOG: 'off',
    },
  });

const sessionCookieOf = (response: Response): string => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_session='));
  if (!cookie) throw new Error(`no session cookie: ${response.status}`);
  return cookie.split(';')[0] ?? '';
};

describe.skipIf(!POSTGRES_URL)('two BFF instances on one PostgreSQL', () => {
  const database = `portal_scale_${randomUUID().replace(/-/g, '')}`;
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'portal-scale-a-')),
    mkdtempSync(join(tmpdir(), 'portal-scale-b-')),
  ];
  const port = 4100 + Math.floor(Math.random() * 400);
  let s3: TestS3Server;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(POSTGRES_URL ?? '');
    url.pathname = `/${database}`;
    s3 = await startS3Server();
    // Started at the same moment: both find an empty database.
    a = startInstance(url.toString(), s3, dataDirs[0] as string, port);
    b = startInstance(url.toString(), s3, dataDirs[1] as string, port + 1);
    await Promise.all([untilReady(a), untilReady(b)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopBffProcess(a), stopBffProcess(b)]);
    await s3?.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
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

  const signIn = async (instance: Instance, email: string) =>
    sessionCookieOf(
      await fetch(`${instance.base}/portal/api/bff/auth/login`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ email, password: 'Demo!2026' }),
      }),
    );

  const download = async (instance: Instance, path: string, cookie: string) => {
    const response = await fetch(`${instance.base}${path}`, {
      headers: { 'x-portal-actor': HEADERS['x-portal-actor'], cookie },
    });
    expect(response.status, `${path} on ${instance.base}`).toBe(200);
    return {
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  it('shows on one instance, byte for byte, a photo uploaded on the other', async () => {
    const cookie = await signIn(a, 'kunde@demo.example');
    // A JPEG larger than one part of an S3 multipart upload (5 MiB), under the photo limit (6 MiB).
    const photo = new Uint8Array(
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
        randomBytes(5.5 * 1024 * 1024),
        Buffer.from([0xff, 0xd9]),
      ]),
    );
    const form = multipart({ subscription_id: 'd-1001', timestamp: String(Date.now()) }, [
      { field: 'file', filename: 'kratzer.jpg', bytes: photo, contentType: 'image/jpeg' },
    ]);
    const uploaded = await fetch(`${a.base}/portal/api/bff/active-fleet/damage-reports/images`, {
      method: 'POST',
      headers: { 'x-portal-actor': HEADERS['x-portal-actor'], cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { location } = ((await uploaded.json()) as { path: { location: string } }).path;

    const shown = await download(b, location, cookie);
    expect(shown.type).toBe('image/jpeg');
    expect(shown.bytes.length).toBe(photo.length);
    expect(Buffer.from(shown.bytes).equals(Buffer.from(photo))).toBe(true);
  }, 60_000);

  it('shows the demo photos on both instances, whichever wrote them', async () => {
    const cookie = await signIn(b, 'kunde@demo.example');
    const [onA, onB] = await Promise.all(
      [a, b].map((instance) => download(instance, '/portal/api/bff/uploads/d-1001/1.jpg', cookie)),
    );
    expect(onA?.bytes.length).toBeGreaterThan(0);
    expect(onB?.bytes).toEqual(onA?.bytes);
  });

  it('gives the same invoice PDF on both instances', async () => {
    const cookie = await signIn(a, 'kunde@demo.example');
    const [onA, onB] = await Promise.all(
      [a, b].map((instance) => download(instance, '/portal/api/bff/invoices/inv-1001/pdf', cookie)),
    );
    expect(onA?.type).toBe('application/pdf');
    expect(
      Buffer.from(onA?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(onB?.bytes).toEqual(onA?.bytes);
  });
});
