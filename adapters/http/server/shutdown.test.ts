import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  gracefulShutdown,
  logStrayRejections,
  type ShutdownSettings,
  shutdownSettingsOf,
} from './shutdown.ts';

type Gate = { readonly open: () => void; readonly opened: Promise<void> };
const gate = (): Gate => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

/** A server with a call that waits for the test, and the stop over it with its parts recorded. */
const serverWithStop = async (settings: ShutdownSettings) => {
  const app: FastifyInstance = Fastify({ return503OnClosing: false });
  const entered = gate();
  const release = gate();
  const events: string[] = [];
  const exits: number[] = [];
  app.get('/slow', async () => {
    entered.open();
    await release.opened;
    return { done: true };
  });
  app.get('/quick', async () => ({ done: true }));
  app.addHook('onResponse', async (request) => {
    if (request.url === '/slow') events.push('answered');
  });
  app.get('/readyz', async () => ({ ok: true }));
  const shutdown = gracefulShutdown(app, { ...settings, exit: (code) => exits.push(code) });
  shutdown.attach({
    background: [{ stop: async () => void events.push('background stopped') }, undefined],
    database: { destroy: async () => void events.push('database closed') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, shutdown, base: `http://127.0.0.1:${port}`, entered, release, events, exits };
};

let opened: Awaited<ReturnType<typeof serverWithStop>> | undefined;
afterEach(async () => {
  opened?.release.open();
  await opened?.app.close().catch(() => {});
  opened = undefined;
});

const refuses = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return false;
  } catch {
    return true;
  }
};

const until = async (condition: () => Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('gracefulShutdown', () => {
  it('answers a request under way, closes its connection, takes no new one, then stops the rest and exits 0', async () => {
    opened = await serverWithStop({ timeoutMs: 10_000, drainMs: 0 });
    const { base, shutdown, entered, release, events, exits } = opened;
    const slow = fetch(`${base}/slow`);
    await entered.opened;
    const stopped = shutdown.stop('SIGTERM');
    expect(shutdown.draining()).toBe(true);
    await until(() => refuses(`${base}/quick`));
    expect(events).not.toContain('database closed');
    release.open();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await stopped).toBe(0);
    expect(exits).toEqual([0]);
    expect(events.indexOf('database closed')).toBeGreaterThan(events.indexOf('answered'));
    expect(events).toContain('background stopped');
  });

  it('says 503 on /readyz while draining and still answers calls, each on a connection it then closes', async () => {
    opened = await serverWithStop({ timeoutMs: 10_000, drainMs: 1_500 });
    const { base, shutdown, exits } = opened;
    const stopped = shutdown.stop('SIGTERM');
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    const quick = await fetch(`${base}/quick`);
    expect(quick.status).toBe(200);
    expect(quick.headers.get('connection')).toBe('close');
    expect(await stopped).toBe(0);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the deadline when a request is still not answered', async () => {
    opened = await serverWithStop({ timeoutMs: 300, drainMs: 0 });
    const { base, shutdown, entered, exits } = opened;
    const slow = fetch(`${base}/slow`).catch(() => undefined);
    await entered.opened;
    expect(await shutdown.stop('SIGTERM')).toBe(1);
    expect(exits).toEqual([1]);
    opened.release.open();
    await slow;
  });

  it('stops once, however often it is asked', async () => {
    opened = await serverWithStop({ timeoutMs: 10_000, drainMs: 0 });
    const { shutdown, exits } = opened;
    expect(await Promise.all([shutdown.stop('SIGTERM'), shutdown.stop('SIGINT')])).toEqual([0, 0]);
    expect(exits).toEqual([0]);
  });
});

describe('shutdownSettingsOf', () => {
  it('waits 10 seconds at most and closes the port at once unless told', () => {
    expect(shutdownSettingsOf({})).toEqual({ timeoutMs: 10_000, drainMs: 0 });
    expect(
      shutdownSettingsOf({ PORTAL_SHUTDOWN_TIMEOUT_MS: '30000', PORTAL_SHUTDOWN_DRAIN_MS: '5000' }),
    ).toEqual({
      timeoutMs: 30_000,
      drainMs: 5_000,
    });
  });

  it('refuses a setting that is no number of milliseconds, or a drain past the deadline', () => {
    expect(() => shutdownSettingsOf({ PORTAL_SHUTDOWN_TIMEOUT_MS: '10s' })).toThrow(
      /PORTAL_SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => shutdownSettingsOf({ PORTAL_SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      /PORTAL_SHUTDOWN_TIMEOUT_MS/,
    );
    expect(() => shutdownSettingsOf({ PORTAL_SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      /PORTAL_SHUTDOWN_DRAIN_MS/,
    );
  });
});

describe('logStrayRejections', () => {
  it('logs a promise rejected with nobody to handle it instead of ending the process', () => {
    const lines: unknown[] = [];
    const before = process.listeners('unhandledRejection');
    logStrayRejections({ error: (...line: unknown[]) => lines.push(line) } as unknown as FastifyBaseLogger);
    const added = process.listeners('unhandledRejection').filter((listener) => !before.includes(listener));
    try {
      const reason = new Error('a background round failed');
      process.emit('unhandledRejection', reason, Promise.resolve());
      expect(lines).toEqual([[{ err: reason }, 'a promise was rejected with nobody to handle it']]);
    } finally {
      for (const listener of added) process.removeListener('unhandledRejection', listener);
    }
  });
});
