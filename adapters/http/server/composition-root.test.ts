import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isEmbedded } from '../../sql/pglite-dialect.ts';
import { SERVER, serverContainer } from './composition-root.ts';
import { type ServerSettings, serverSettingsOf } from './server-settings.ts';

const root = join(import.meta.dirname, '../../..');
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-root-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const settingsOf = (env: Record<string, string>): ServerSettings => {
  const read = serverSettingsOf({ PORTAL_LOG: 'off', ...env }, { cwd: newDir(), root });
  if (read.isErr()) throw new Error(read.error);
  return read.value;
};

const quietLog = { info: () => {}, error: () => {} } as never;

describe("the BFF's settings", () => {
  it('refuse a start with a bad value, naming the variable, before anything is opened', () => {
    const refused = (env: Record<string, string>) =>
      serverSettingsOf(env, { cwd: newDir(), root })._unsafeUnwrapErr();
    expect(refused({ PORTAL_FILES: 'nfs' })).toContain('PORTAL_FILES');
    expect(refused({ PORTAL_REQUEST_TIMEOUT_MS: 'soon' })).toContain('PORTAL_REQUEST_TIMEOUT_MS');
    expect(refused({ PORTAL_SHUTDOWN_TIMEOUT_MS: '0' })).toContain('PORTAL_SHUTDOWN_TIMEOUT_MS');
    expect(refused({ PORTAL_RETENTION_SESSIONS_DAYS: '-1' })).toContain('PORTAL_RETENTION_SESSIONS_DAYS');
    expect(refused({ PORTAL_SIGN_IN_PER_ADDRESS: '0' })).toContain('PORTAL_SIGN_IN_PER_ADDRESS');
    expect(refused({ NODE_ENV: 'production' })).toContain('PORTAL_CHAT_SECRET');
    expect(refused({ NODE_ENV: 'production', PORTAL_PROVIDER_STATES: 'on' })).toContain(
      'PORTAL_PROVIDER_STATES',
    );
  });

  it('take the data directory, the UI and the demo data from the environment, with the defaults', () => {
    const dir = newDir();
    const settings = serverSettingsOf({}, { cwd: dir, root })._unsafeUnwrap();
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(dir, 'data'),
      databaseUrl: undefined,
      files: { kind: 'local' },
      seedDemo: true,
      secureCookies: false,
      ui: { dir: join(root, 'adapters/react-ui/dist'), build: true },
    });
    expect(
      serverSettingsOf(
        { PORTAL_UI_DIR: '/srv/ui', PORTAL_SEED_DEMO: 'false' },
        { cwd: dir, root },
      )._unsafeUnwrap().ui,
    ).toEqual({ dir: '/srv/ui', build: false });
  });
});

describe("the BFF's composition root", () => {
  it('binds PGlite in the data directory when no DATABASE_URL is set, and opens it once', async () => {
    const dataDir = newDir();
    const container = serverContainer(settingsOf({ PORTAL_DATA_DIR: dataDir, PORTAL_BUILD_UI: 'off' }));
    const db = await container.getAsync(SERVER.database);
    try {
      expect(isEmbedded(db)).toBe(true);
      expect(await container.getAsync(SERVER.database)).toBe(db);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('binds the file store the settings name: the data directory’s, or an S3 bucket', async () => {
    const dataDir = newDir();
    const local = serverContainer(settingsOf({ PORTAL_DATA_DIR: dataDir }));
    const files = await local.getAsync(SERVER.files);
    await files.put('check/one.txt', new TextEncoder().encode('eins'));
    expect(await files.list('check/')).toHaveLength(1);
    const s3 = serverContainer(
      settingsOf({
        PORTAL_DATA_DIR: dataDir,
        PORTAL_S3_BUCKET: 'portal-files',
        PORTAL_S3_ENDPOINT: 'http://127.0.0.1:1',
      }),
    );
    expect(s3.get(SERVER.settings).files.kind).toBe('s3');
    // Opening a bucket's store contacts nothing; its first call would.
    expect(await s3.getAsync(SERVER.files)).not.toBe(files);
  });

  it('starts only the background work whose counterparts are configured, and stops it', async () => {
    const dataDir = newDir();
    const none = serverContainer(
      settingsOf({ PORTAL_DATA_DIR: dataDir, PORTAL_RETENTION_INTERVAL_MINUTES: '0' }),
    );
    expect((await none.getAsync(SERVER.background)).start(quietLog)).toEqual([]);
    await (await none.getAsync(SERVER.database)).destroy();

    const all = serverContainer(
      settingsOf({
        PORTAL_DATA_DIR: newDir(),
        SMTP_URL: 'smtp://127.0.0.1:1',
        PORTAL_NEWSLETTER_WEBHOOK_URL: 'http://127.0.0.1:1/hook',
      }),
    );
    const started = (await all.getAsync(SERVER.background)).start(quietLog);
    // The mail sender, the webhook sender and the retention sweep.
    expect(started).toHaveLength(3);
    await Promise.all(started.map((work) => work.stop()));
    await (await all.getAsync(SERVER.database)).destroy();
  });

  it('builds the BFF over the bound ports: it answers its liveness and readiness', async () => {
    const container = serverContainer(settingsOf({ PORTAL_DATA_DIR: newDir(), PORTAL_BUILD_UI: 'off' }));
    const app = await container.getAsync(SERVER.bff);
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await (await container.getAsync(SERVER.database)).destroy();
    }
  });
});
