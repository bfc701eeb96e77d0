/**
 * The BFF's traces end to end (docs/operations.md "Traces"): a BFF process started as `npm start`
 * starts it, an OTLP/HTTP receiver of the test's own, and a sign-in sent through the portal's
 * client with the `traceparent` it makes. The receiver gets one trace under the client's span: the
 * http server's span, Fastify's request and handler, and the statements of the sign-in — from the
 * PGlite dialect, and from the pg instrumentation where a PostgreSQL is given. Without the settings
 * nothing is exported and the log names no trace.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalApi } from '../../adapters/http/client/create-portal-api.ts';
import { lastTraceId, TRACEPARENT_HEADER } from '../../adapters/http/client/trace-context.ts';
import { DEMO_PASSWORD } from '../../adapters/sql/seed.ts';
import { POSTGRES_URL } from '../repositories/databases.ts';
import {
  type BffProcess as Bff,
  startBffProcess,
  stopBffProcess,
  untilReady,
} from '../support/bff-process.ts';
import { freePort } from '../support/private-postgres.ts';

const LOGIN_ROUTE = '/portal/api/bff/auth/login';
const CUSTOMER = 'kunde@demo.example';
const SPAN_KIND_SERVER = 2;

type ExportedSpan = {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly scope: string;
  readonly service: unknown;
  readonly attributes: Readonly<Record<string, unknown>>;
};

type OtlpAttribute = { readonly key: string; readonly value: Readonly<Record<string, unknown>> };
type OtlpExport = {
  readonly resourceSpans: readonly {
    readonly resource: { readonly attributes: readonly OtlpAttribute[] };
    readonly scopeSpans: readonly {
      readonly scope: { readonly name: string };
      readonly spans: readonly (Omit<ExportedSpan, 'scope' | 'service' | 'attributes'> & {
        readonly attributes?: readonly OtlpAttribute[];
      })[];
    }[];
  }[];
};

const attributesOf = (attributes: readonly OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/** An OTLP/HTTP receiver on a free port: every span of every `POST /v1/traces` (JSON), and a count of all requests. */
type Receiver = {
  readonly url: string;
  readonly spans: ExportedSpan[];
  requests: number;
  readonly server: Server;
};

const startReceiver = async (): Promise<Receiver> => {
  const received: { spans: ExportedSpan[]; requests: number } = { spans: [], requests: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.requests += 1;
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resourceSpans of body.resourceSpans) {
          const service = attributesOf(resourceSpans.resource.attributes)['service.name'];
          for (const scopeSpans of resourceSpans.scopeSpans)
            for (const span of scopeSpans.spans)
              received.spans.push({
                ...span,
                scope: scopeSpans.scope.name,
                service,
                attributes: attributesOf(span.attributes),
              });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(received, { url: `http://127.0.0.1:${port}`, server });
};

/** main.ts as `npm start` runs it, with none of the OTEL_* settings of the test's own environment. */
const startBff = (settings: Readonly<Record<string, string>>, port: number): Bff =>
  startBffProcess({
    port,
    environment: Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_') && name !== 'DATABASE_URL'),
    ),
    settings: { PORTAL_LOG: 'on', LOG_LEVEL: 'info', ...settings },
  });

const until = async <T>(what: string, found: () => T | undefined | Promise<T | undefined>, bff?: Bff) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (bff && bff.process.exitCode !== null) throw new Error(`the BFF stopped:\n${bff.output}`);
    const value = await found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what} in time${bff ? `:\n${bff.output}` : ''}`);
};

const logLinesOf = (bff: Bff): Record<string, unknown>[] =>
  bff.output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Signs in through the portal's client; answers the `traceparent` it sent. */
const signInThroughTheClient = async (bff: Bff): Promise<{ traceId: string; clientSpanId: string }> => {
  const sent: string[] = [];
  const api = createPortalApi({
    baseUrl: bff.base,
    actor: 'b2c-customer-portal',
    fetch: (input, init) => {
      sent.push(new Headers(init?.headers).get(TRACEPARENT_HEADER) ?? '');
      return fetch(input, init);
    },
  });
  const signedIn = await api.login({ body: { email: CUSTOMER, password: DEMO_PASSWORD } });
  expect(signedIn.isOk(), JSON.stringify(signedIn)).toBe(true);
  expect(sent).toHaveLength(1);
  const [, traceId = '', clientSpanId = ''] = (sent[0] ?? '').split('-');
  expect(lastTraceId()).toBe(traceId);
  return { traceId, clientSpanId };
};

const isSql = (span: ExportedSpan) =>
  span.attributes['db.system.name'] === 'postgresql' && span.name.startsWith('pg.query:');

/** The span's ancestors within its trace, nearest first, up to the first parent not received. */
const ancestorsOf = (span: ExportedSpan, trace: readonly ExportedSpan[]): ExportedSpan[] => {
  const parent = trace.find((candidate) => candidate.spanId === span.parentSpanId);
  return parent ? [parent, ...ancestorsOf(parent, trace)] : [];
};

const tracedSignIn = (
  database: 'PGlite' | 'PostgreSQL',
  sqlScope: string,
  settingsOf: () => Record<string, string>,
) => {
  describe(`a traced BFF on ${database}`, () => {
    let receiver: Receiver;
    let bff: Bff;

    beforeAll(async () => {
      receiver = await startReceiver();
      bff = startBff(
        { ...settingsOf(), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' },
        await freePort(),
      );
      await untilReady(bff);
    }, 120_000);

    afterAll(async () => {
      if (bff) await stopBffProcess(bff);
      receiver?.server.close();
    });

    it("puts the client's request, its route and its SQL into one trace under the client's span", async () => {
      const { traceId, clientSpanId } = await signInThroughTheClient(bff);
      const traceOf = () => receiver.spans.filter((span) => span.traceId === traceId);
      // The trace is complete when a statement's ancestors reach the client's span.
      const statement = await until(`SQL span of trace ${traceId} under the client's span`, () =>
        traceOf().find(
          (span) => isSql(span) && ancestorsOf(span, traceOf()).at(-1)?.parentSpanId === clientSpanId,
        ),
      );
      const trace = traceOf();
      const chain = ancestorsOf(statement, trace);
      const server = chain.at(-1) as ExportedSpan;
      expect(server).toMatchObject({
        scope: '@opentelemetry/instrumentation-http',
        kind: SPAN_KIND_SERVER,
        name: `POST ${LOGIN_ROUTE}`,
        parentSpanId: clientSpanId,
        service: 'portal-bff',
      });
      expect(chain.map((span) => span.scope)).toContain('@fastify/otel');
      expect(chain.find((span) => span.name === 'request')?.attributes['http.route']).toBe(LOGIN_ROUTE);

      const statements = trace.filter(isSql);
      expect(statements.map((span) => span.scope)).toEqual(statements.map(() => sqlScope));
      expect(statements.map((span) => span.attributes['db.query.text'])).toContainEqual(
        expect.stringMatching(/^select .* from "users" where lower\(email\) = \$1/),
      );
      // Statements carry placeholders, never what they were given.
      expect(JSON.stringify(statements)).not.toContain(CUSTOMER);
      expect(JSON.stringify(trace)).not.toContain(DEMO_PASSWORD);

      const line = await until('log line of the sign-in', () =>
        logLinesOf(bff).find((entry) => entry.route === LOGIN_ROUTE),
      );
      expect(line.trace_id).toBe(traceId);
      expect(trace.map((span) => span.spanId)).toContain(line.span_id);

      // The probes the start was awaited with are neither traced nor named a trace.
      const probes = logLinesOf(bff).filter((entry) => entry.route === '/readyz');
      expect(probes.length).toBeGreaterThan(0);
      for (const probe of probes) expect(probe).not.toHaveProperty('trace_id');
      expect(receiver.spans.filter((span) => JSON.stringify(span.attributes).includes('/readyz'))).toEqual(
        [],
      );
    });

    it("keeps e-mail addresses, query strings and the client's address out of the spans", async () => {
      const traceId = randomBytes(16).toString('hex');
      const answer = await fetch(
        `${bff.base}/portal/api/bff/referral_link/${encodeURIComponent(CUSTOMER)}?ref=${CUSTOMER}`,
        {
          headers: {
            'x-portal-actor': 'b2c-customer-portal',
            [TRACEPARENT_HEADER]: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
          },
        },
      );
      expect(answer.status).toBe(401);
      const spans = await until(`the server's and Fastify's spans of trace ${traceId}`, () => {
        const trace = receiver.spans.filter((span) => span.traceId === traceId);
        return trace.some((span) => span.kind === SPAN_KIND_SERVER) &&
          trace.some((span) => span.name === 'request')
          ? trace
          : undefined;
      });
      for (const span of spans.filter((span) => 'url.path' in span.attributes))
        expect(span.attributes['url.path']).toBe('/portal/api/bff/referral_link/:email');
      const server = spans.find((span) => span.kind === SPAN_KIND_SERVER);
      expect(server?.attributes).not.toHaveProperty('client.address');
      expect(server?.attributes).not.toHaveProperty('url.query');
      expect(JSON.stringify(spans)).not.toMatch(/kunde|demo\.example|ref=/);
    });
  });
};

describe('traces of the BFF', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-traces-'));
  const pgDataDir = mkdtempSync(join(tmpdir(), 'portal-traces-pg-'));
  afterAll(() => {
    for (const dir of [dataDir, pgDataDir]) rmSync(dir, { recursive: true, force: true });
  });

  tracedSignIn('PGlite', 'portal-pglite-dialect', () => ({ PORTAL_DATA_DIR: dataDir }));

  describe.skipIf(!POSTGRES_URL)('on PostgreSQL', () => {
    // A database of its own on the test server, which the run's end removes (docs/testing.md).
    const database = `portal_traces_${randomUUID().replace(/-/g, '')}`;
    let url = '';

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const databaseUrl = new URL(POSTGRES_URL ?? '');
      databaseUrl.pathname = `/${database}`;
      url = databaseUrl.toString();
    });

    tracedSignIn('PostgreSQL', '@opentelemetry/instrumentation-pg', () => ({
      DATABASE_URL: url,
      PORTAL_DATA_DIR: pgDataDir,
    }));
  });

  describe('a BFF without the settings', () => {
    it('exports nothing and names no trace in its log', async () => {
      const receiver = await startReceiver();
      const bff = startBff({ PORTAL_DATA_DIR: dataDir }, await freePort());
      try {
        await untilReady(bff);
        await signInThroughTheClient(bff);
        const line = await until('log line of the sign-in', () =>
          logLinesOf(bff).find((entry) => entry.route === LOGIN_ROUTE),
        );
        expect(line).not.toHaveProperty('trace_id');
        expect(line).not.toHaveProperty('span_id');
      } finally {
        // Stopping flushes whatever an exporter would still hold: after it, nothing can come.
        await stopBffProcess(bff);
        receiver.server.close();
      }
      expect(receiver.requests).toBe(0);
    }, 120_000);
  });
});
