import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The BFF's stop on SIGTERM or SIGINT (docs/operations.md "Shutdown"): `/readyz` says 503 from the
 * first moment (for the drain time calls are still taken meanwhile, so that a balancer notices
 * before the port closes), then it stops listening, answers every request it has received, closes
 * each kept-alive connection after its answer, stops its background work (the outbox senders give
 * up their leases) and closes the database: exit 0. Past the deadline it exits 1 with a log line,
 * whatever is still running.
 */

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export type ShutdownSettings = {
  /** From the signal to the exit at the latest (PORTAL_SHUTDOWN_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** How long calls are still taken, `/readyz` at 503, before the port closes (PORTAL_SHUTDOWN_DRAIN_MS). */
  readonly drainMs: number;
};

const millisecondsOf = (
  env: Readonly<Record<string, string | undefined>>,
  variable: string,
  fallback: number,
) => {
  const value = env[variable]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0)
    throw new Error(`${variable} must be a whole number of milliseconds, not ${JSON.stringify(value)}`);
  return number;
};

/** The shutdown's settings from the environment; the drain must end before the deadline. */
export const shutdownSettingsOf = (env: Readonly<Record<string, string | undefined>>): ShutdownSettings => {
  const timeoutMs = millisecondsOf(env, 'PORTAL_SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS);
  const drainMs = millisecondsOf(env, 'PORTAL_SHUTDOWN_DRAIN_MS', 0);
  if (timeoutMs === 0) throw new Error('PORTAL_SHUTDOWN_TIMEOUT_MS must be above 0');
  if (drainMs >= timeoutMs)
    throw new Error('PORTAL_SHUTDOWN_DRAIN_MS must be shorter than PORTAL_SHUTDOWN_TIMEOUT_MS');
  return { timeoutMs, drainMs };
};

/** What runs beside the server and stops after it: background senders, then the database. */
export type ShutdownParts = {
  /** Stopped once the server no longer takes requests (in parallel with its last answers). */
  readonly background: readonly ({ readonly stop: () => Promise<void> } | undefined)[];
  /** Closed when nothing uses it any more. */
  readonly database: { readonly destroy: () => Promise<void> };
  /** Last of all: what reports on the rest (the traces' export, flushed with the stop's own spans). */
  readonly finally?: () => Promise<void>;
};

export type ShutdownOptions = ShutdownSettings & {
  /** Ends the process (process.exit unless given, for tests). */
  readonly exit?: (code: number) => void;
};

export type GracefulShutdown = {
  /** Whether the server is draining (a stop has begun). */
  readonly draining: () => boolean;
  /** The parts to stop after the server (started after it, so given later). */
  readonly attach: (parts: ShutdownParts) => void;
  /** Stops everything in order; resolves with the exit code it gave. */
  readonly stop: (reason: string) => Promise<number>;
  /**
   * Attaches the parts and stops on SIGTERM and SIGINT; a second signal while stopping ends the
   * process at once (1).
   */
  readonly onSignals: (parts: ShutdownParts, signals?: readonly NodeJS.Signals[]) => void;
};

const DRAINING_BODY = {
  error: { code: 'service_unavailable', message: 'Der Dienst wird beendet; andere Instanzen übernehmen.' },
};

/** Prepares the server for a graceful stop: call it before the server listens (it adds hooks). */
export const gracefulShutdown = (app: FastifyInstance, options: ShutdownOptions): GracefulShutdown => {
  let draining = false;
  let parts: ShutdownParts = { background: [], database: { destroy: async () => {} } };
  let stopping: Promise<number> | undefined;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log: FastifyBaseLogger = app.log;

  // A request that arrives while draining is still answered (it was received), but its connection
  // closes after the answer: the client opens its next one, elsewhere once the balancer noticed.
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    if (request.url.split('?')[0] === '/readyz') return reply.code(503).send(DRAINING_BODY);
  });
  // Requests already under way when the stop began close their connection after their answer too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const run = async (): Promise<void> => {
    draining = true;
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    // close() stops listening, ends idle kept-alive connections, and resolves once every request
    // received has been answered and its connection closed.
    await Promise.all([app.close(), ...parts.background.map((part) => part?.stop() ?? Promise.resolve())]);
    await parts.database.destroy();
    await parts.finally?.();
  };

  const stop = (reason: string): Promise<number> => {
    stopping ??= (async () => {
      log.info({ reason, timeoutMs: options.timeoutMs }, 'stopping: answering the requests received');
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), options.timeoutMs);
      });
      let code: number;
      try {
        const outcome = await Promise.race([run().then(() => 'done' as const), deadline]);
        if (outcome === 'late') {
          log.error(
            { timeoutMs: options.timeoutMs },
            'stopped at the shutdown deadline with work unfinished',
          );
          code = 1;
        } else {
          log.info('stopped');
          code = 0;
        }
      } catch (error) {
        log.error({ err: error }, 'stopping failed');
        code = 1;
      } finally {
        clearTimeout(timer);
      }
      exit(code);
      return code;
    })();
    return stopping;
  };

  const attach = (given: ShutdownParts) => {
    parts = given;
  };
  return {
    draining: () => draining,
    attach,
    stop,
    onSignals: (given, signals = ['SIGTERM', 'SIGINT']) => {
      attach(given);
      for (const signal of signals)
        process.on(signal, () => {
          if (!stopping) {
            void stop(signal);
            return;
          }
          log.error({ signal }, 'stopped by a second signal before the requests were answered');
          exit(1);
        });
    },
  };
};

/**
 * A promise rejected where nobody awaits it (a background task's slip) is logged, not the end of
 * the process: Node's default would end every request in flight with it.
 */
export const logStrayRejections = (log: FastifyBaseLogger): void => {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise was rejected with nobody to handle it');
  });
};
