/**
 * A BFF over a fresh in-memory PGlite holding the whole demo data set, for tests that call the API
 * as the portals do: `const bff = await demoBff(); const admin = await bff.signIn('admin@nordflotte.example');
 * await admin.get('/portal/api/bff/fleet/cars')`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { memoryFileStore } from '../../adapters/files/local-file-store.ts';
import { SESSION_COOKIE, type TrustProxy } from '../../adapters/http/server/app.ts';
import type { Integrations } from '../../adapters/http/server/bff-context.ts';
import { type BffDependencies, createBff } from '../../adapters/http/server/compose.ts';
import type { MetricsSettings } from '../../adapters/http/server/metrics.ts';
import type { LogSettings } from '../../adapters/http/server/request-log.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { DEMO_PASSWORD } from '../../adapters/sql/seed.ts';
import type { PasswordHasher } from '../../core/account/ports.ts';
import type { FileStore } from '../../core/shared/ports.ts';
import { freshPGlite, freshPostgres, newDatabaseName } from '../repositories/databases.ts';
import { DEMO_NOW, seedDemoAt, testHasher } from './demo-seed.ts';
import { demoPGlite, demoPostgres } from './demo-templates.ts';

export { DEMO_NOW };

/** What the portals send with every call (the CSRF check wants it on writes). */
export const PORTAL_HEADERS = { 'x-portal-actor': 'b2c-customer-portal' } as const;

type Call = (
  url: string,
  options?: { payload?: InjectOptions['payload']; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

export type Caller = {
  /** The session cookie header, empty when signed out. */
  readonly cookie: string;
  readonly get: Call;
  readonly post: Call;
  readonly put: Call;
  readonly patch: Call;
  readonly delete: Call;
};

export type DemoBff = {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly files: FileStore;
  /** A caller signed in as a demo user (password Demo!2026 unless given). */
  readonly signIn: (email: string, password?: string) => Promise<Caller>;
  /** A caller without a session. */
  readonly anonymous: Caller;
  readonly close: () => Promise<void>;
};

const hasher = testHasher;

/**
 * A new database with the demo data: at DEMO_NOW a copy of the data written once for the run
 * (`demo-templates.ts`), at another moment migrated and written for it alone.
 */
const seededDatabase = async (database: DemoDatabase, now: Date): Promise<Kysely<Database>> => {
  const atDemoNow = now.getTime() === DEMO_NOW.getTime();
  if (database === 'postgres') {
    const copy = atDemoNow ? await demoPostgres(newDatabaseName(), { poolSize: 10 }) : undefined;
    if (copy) return copy;
    const db = await freshPostgres({ poolSize: 10 });
    await seedDemoAt(now)(db);
    return db;
  }
  if (atDemoNow) return demoPGlite();
  const db = await freshPGlite();
  await seedDemoAt(now)(db);
  return db;
};

/** Where the demo BFF keeps its data: embedded PGlite, or a new database on CI's PostgreSQL. */
export type DemoDatabase = 'pglite' | 'postgres';

export const demoBff = async (
  options: {
    now?: Date;
    secureCookies?: boolean;
    trustProxy?: TrustProxy;
    files?: FileStore;
    database?: DemoDatabase;
    /** A built UI to serve too (adapters/react-ui/dist, or a test's own). */
    uiDir?: string;
    /** The BFF's password hasher (a test may count or hold its calls); the demo data's hashes stay readable. */
    hasher?: (demo: PasswordHasher) => PasswordHasher;
    /** The password hashing's queue (compose.ts); the product's unless given. */
    hashing?: { readonly running: number; readonly waiting: number };
    /** The payment provider and service workflows (compose.ts); the development stand-ins unless given. */
    integrations?: Integrations;
    /** Told after a commit that queued a webhook post (compose.ts); a no-op unless given. */
    webhookDelivery?: { readonly nudge: () => void };
    /** Who may read /metrics and the build's commit (metrics.ts); loopback only unless given. */
    metrics?: MetricsSettings;
    /** The BFF's log; silent unless given. */
    log?: LogSettings;
    /** The issuers of sign-in with Google and Apple (compose.ts); none unless given. */
    openId?: BffDependencies['openId'];
  } = {},
): Promise<DemoBff> => {
  const now = options.now ?? DEMO_NOW;
  const db = await seededDatabase(options.database ?? 'pglite', now);
  const files = options.files ?? memoryFileStore();
  const app = await createBff({
    db,
    clock: { now: () => now },
    hasher: options.hasher ? options.hasher(hasher) : hasher,
    files,
    ...(options.hashing ? { hashing: options.hashing } : {}),
    ...(options.secureCookies ? { secureCookies: true } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
    ...(options.webhookDelivery ? { webhookDelivery: options.webhookDelivery } : {}),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.openId ? { openId: options.openId } : {}),
  });

  const callerWith = (cookie: string): Caller => {
    const call =
      (method: InjectOptions['method']): Call =>
      (url, callOptions = {}) =>
        app.inject({
          method,
          url,
          headers: { ...PORTAL_HEADERS, ...(cookie ? { cookie } : {}), ...callOptions.headers },
          ...(callOptions.payload !== undefined ? { payload: callOptions.payload } : {}),
        });
    return {
      cookie,
      get: call('GET'),
      post: call('POST'),
      put: call('PUT'),
      patch: call('PATCH'),
      delete: call('DELETE'),
    };
  };

  return {
    app,
    db,
    files,
    anonymous: callerWith(''),
    signIn: async (email, password = DEMO_PASSWORD) => {
      const response = await app.inject({
        method: 'POST',
        url: '/portal/api/bff/auth/login',
        headers: PORTAL_HEADERS,
        payload: { email, password },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (response.statusCode !== 200 || !cookie)
        throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return callerWith(`${SESSION_COOKIE}=${cookie.value}`);
    },
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
};
