import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../../core/account/in-memory-accounts.ts';
import { buildServer } from './app.ts';

const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
const portal = { 'x-portal-actor': 'b2c-customer-portal' };
const SECRET_COOKIE = 'portal_session=geheim-session-4711';

beforeAll(async () => {
  app = await buildServer({
    handlers: {
      login: async () =>
        ok({
          body: { data: { email: 'kunde@demo.example', name: 'Kim Kunde', kind: 'consumer' } },
          startSession: { id: 'geheim-session-4712', expiresAt: new Date('2026-12-01T00:00:00Z') },
        }),
      getReferralLink: async () => ok({ body: { link: 'https://portal.example/einladen/kim-k-4821' } }),
      getDeals: async () => {
        throw new Error('database refused the row of kunde@demo.example');
      },
    },
    currentUser: async (sessionId) => (sessionId ? aUser() : undefined),
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secureCookies: false,
    log: { level: 'info', sink: { write: (line) => lines.push(JSON.parse(line)) } },
  });
});

beforeEach(() => {
  lines.length = 0;
});

const requestLines = () => lines.filter((line) => line.route !== undefined);

describe('the request log', () => {
  it('writes one line per request with its id, method, route pattern, status and duration', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/portal/api/bff/referral_link/kunde%40demo.example?ref=kunde@demo.example',
      headers: { ...portal, cookie: SECRET_COOKIE, authorization: 'Bearer geheim-token' },
    });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines()).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: id,
        method: 'GET',
        route: '/portal/api/bff/referral_link/{email}',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request',
      },
    ]);
  });

  it('holds no cookie, authorization, e-mail address, password or query string', async () => {
    await app.inject({
      method: 'POST',
      url: '/portal/api/bff/auth/login?next=/mycars',
      headers: { ...portal, cookie: SECRET_COOKIE, authorization: 'Basic a3VuZGU6RGVtbyEyMDI2' },
      payload: { email: 'kunde@demo.example', password: 'Demo!2026' },
    });
    const logged = JSON.stringify(lines);
    expect(requestLines()).toHaveLength(1);
    for (const secret of [
      'geheim',
      'a3VuZGU6RGVtbyEyMDI2',
      'kunde@demo.example',
      'Demo!2026',
      'next=',
      'cookie',
      'authorization',
    ])
      expect(logged).not.toContain(secret);
  });

  it('keeps a sane incoming x-request-id and echoes it; replaces anything else', async () => {
    const kept = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-2f1c.77:ab_9' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-2f1c.77:ab_9');
    expect(requestLines()[0]?.reqId).toBe('lb-2f1c.77:ab_9');

    const replaced = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x"} injected kunde@demo.example' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('injected');
  });

  it('logs a 5xx with the error and its stack, without the e-mail address in its message', async () => {
    const response = await app.inject({
      url: '/portal/api/bff/deals',
      headers: { ...portal, cookie: SECRET_COOKIE },
    });
    expect(response.statusCode).toBe(500);
    const [line] = requestLines();
    expect(line).toMatchObject({ level: 50, route: '/portal/api/bff/deals', status: 500 });
    const err = line?.err as { message: string; stack: string };
    expect(err.message).toBe('database refused the row of [email]');
    expect(err.stack).toContain('request-log.test.ts');
    expect(JSON.stringify(lines)).not.toContain('kunde@demo.example');
  });
});

describe('the request log while tracing runs', () => {
  const provider = new NodeTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())],
  });

  beforeAll(() => {
    provider.register();
  });

  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it("names the trace and span the request arrived in, so its line leads to the request's trace", async () => {
    const span = trace.getTracer('test').startSpan('the server span of a request');
    // Awaited inside: inject's answer is lazy and starts the request where it is awaited.
    await context.with(trace.setSpan(context.active(), span), async () => {
      await app.inject({ url: '/portal/api/bff/referral_link/kunde%40demo.example', headers: portal });
    });
    span.end();
    const { traceId, spanId } = span.spanContext();
    expect(requestLines()).toEqual([
      expect.objectContaining({
        route: '/portal/api/bff/referral_link/{email}',
        trace_id: traceId,
        span_id: spanId,
      }),
    ]);
  });

  it('names no trace when the request is not traced', async () => {
    await app.inject({ url: '/healthz' });
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]).not.toHaveProperty('trace_id');
    expect(requestLines()[0]).not.toHaveProperty('span_id');
  });
});
