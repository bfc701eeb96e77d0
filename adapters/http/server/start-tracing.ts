import { startTracing } from './tracing.ts';

/**
 * Imported by main.ts second, before the server's modules, so that their evaluation — Fastify
 * requiring `http`, pg requiring its client — happens with the instrumentations hooked in. A bare
 * import, as thread-pool.ts's: the formatter sorts named imports, and would move it after them.
 */
startTracing(process.env);
