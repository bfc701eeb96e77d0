import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../sql/database.ts';
import type { OutboxDepth } from '../../sql/outbox-depths.ts';
import type { HashingLoad } from './hashing-queue.ts';
import { type MetricsAccess, metricsAccessOf } from './metrics-access.ts';
import { routeLabelOf } from './request-log.ts';

/**
 * The BFF's Prometheus metrics (docs/operations.md "Metrics"), each BFF in a registry of its own,
 * so that tests and several BFFs in one process never count into each other's series.
 */

/** Why a sign-in was refused, as the counter labels it (never who tried). */
export type SignInRefusal = 'rate_limited' | 'wrong_credentials' | 'email_not_verified' | 'hashing_busy';

/** What the metrics read at scrape time, bound in the composition root. */
export type MetricsSources = {
  /** PostgreSQL's connection pool; absent on PGlite, which has one connection and no pool. */
  readonly pool?: () => PoolStats;
  /** Both outboxes' depths, read from the database; rejects when the database does not answer. */
  readonly outboxes: () => Promise<readonly OutboxDepth[]>;
  readonly hashing: () => HashingLoad;
};

export type MetricsSettings = {
  /** PORTAL_METRICS_ALLOW: addresses and CIDRs besides loopback that may read /metrics. */
  readonly allow?: string | undefined;
  /** PORTAL_BUILD_COMMIT: the commit the running build was made from, for portal_build_info. */
  readonly commit?: string | undefined;
};

/** How long a scrape waits for the database before it answers without the outboxes. */
export const DATABASE_READ_TIMEOUT_MS = 2_000;

/** Seconds; from a cached read to a slow upload's request. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const packageVersion = (): string => {
  try {
    const text = readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8');
    return String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
};

/**
 * The process's own series (CPU, memory, event-loop lag, garbage collection), collected once per
 * process: they describe the process, however many BFFs it runs, and each collection keeps an
 * event-loop monitor and a GC observer running for good.
 */
let processRegistry: Registry | undefined;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
  }
  return processRegistry;
};

/** `work`, or undefined when it fails or takes longer than `ms`. */
const withinDeadline = async <T>(work: () => Promise<T>, ms: number): Promise<T | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
};

export const createMetrics = (sources: MetricsSources, settings: MetricsSettings = {}) => {
  const registry = new Registry();
  const allows: MetricsAccess = metricsAccessOf(settings.allow);

  const requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: "Time from a request's arrival to its answer's end, by method, route pattern and status.",
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Requests received and not yet answered or closed.',
    registers: [registry],
  });
  const signInRefusals = new Counter({
    name: 'portal_sign_in_refusals_total',
    help: 'Sign-ins refused, by reason: rate_limited, wrong_credentials, email_not_verified, hashing_busy.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'portal_client_errors_total',
    help: "Errors the portal's pages reported from browsers, by kind.",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_build_info',
    help: 'Always 1; the labels name the running build.',
    labelNames: ['version', 'node', 'commit'] as const,
    registers: [registry],
  }).set({ version: packageVersion(), node: process.version, commit: settings.commit || 'unknown' }, 1);

  const hashing = sources.hashing;
  new Gauge({
    name: 'portal_password_hashing',
    help: 'Password hashes running and waiting in the hashing queue now.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = hashing();
      this.set({ state: 'running' }, load.running);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  new Gauge({
    name: 'portal_password_hashing_capacity',
    help: 'Places of the hashing queue: at most this many run and wait; beyond, sign-ins are refused.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = hashing();
      this.set({ state: 'running' }, load.maxRunning);
      this.set({ state: 'waiting' }, load.maxWaiting);
    },
  });

  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'portal_database_pool_connections',
      help: "The PostgreSQL pool's connections, by state: in_use (checked out by a query) or idle.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'portal_database_pool_waiting',
      help: 'Queries waiting for a connection of the PostgreSQL pool.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // The database's gauges of one scrape (and of scrapes at the same moment) share one read: every
  // collect starts in the same tick and finds the read in flight.
  let reading: Promise<readonly OutboxDepth[] | undefined> | undefined;
  const databaseRead = () => {
    reading ??= withinDeadline(sources.outboxes, DATABASE_READ_TIMEOUT_MS).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  new Gauge({
    name: 'portal_database_up',
    help: 'Whether the database answered the scrape within its time: 1 or 0.',
    registers: [registry],
    async collect() {
      this.set((await databaseRead()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'portal_outbox_depth',
    help: 'Rows of an outbox not yet sent (mail) or delivered (webhook); absent while the database is down.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of (await databaseRead()) ?? []) this.set({ outbox: depth.outbox }, depth.unsent);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_unsent_age_seconds',
    help: 'Seconds the oldest unsent row of an outbox has waited (0 when none waits); absent while the database is down.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of (await databaseRead()) ?? [])
        this.set({ outbox: depth.outbox }, depth.oldestAgeSeconds);
    },
  });

  // One function for every request's close, not a closure per request.
  const requestClosed = () => inFlight.dec();

  return {
    contentType: registry.contentType,
    /** Whether the connection's address may read /metrics. */
    allows,
    /** The text of a scrape: the process's series and this BFF's. */
    scrape: async (): Promise<string> => (await processMetrics().metrics()) + (await registry.metrics()),
    requestStarted: (reply: FastifyReply) => {
      inFlight.inc();
      reply.raw.once('close', requestClosed);
    },
    requestAnswered: (method: string, route: string, status: number, seconds: number) =>
      requestDuration.observe({ method, route, status_code: status }, seconds),
    signInRefused: (reason: SignInRefusal) => signInRefusals.inc({ reason }),
    clientErrorReported: (kind: string) => clientErrors.inc({ kind }),
  };
};

export type BffMetrics = ReturnType<typeof createMetrics>;

/**
 * Every request counted (in flight, then its duration under its route's pattern), and GET /metrics
 * for the callers the access rule lets in; everybody else gets `refuse` (a 404 as for any unknown path).
 */
export const registerMetrics = (
  app: FastifyInstance,
  metrics: BffMetrics,
  refuse: (reply: FastifyReply) => FastifyReply,
): void => {
  app.addHook('onRequest', (_request, reply, done) => {
    metrics.requestStarted(reply);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.method,
      routeLabelOf(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!metrics.allows(request.socket.remoteAddress)) return refuse(reply);
    const text = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
};
