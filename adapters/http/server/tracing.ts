import { createRequire } from 'node:module';
import type { FastifyPluginCallback } from 'fastify';
import type { TracingSdk } from './tracing-sdk.ts';

/**
 * OpenTelemetry traces of the BFF (docs/operations.md "Traces"): on only when an OTLP endpoint is
 * given by the standard settings, and then set up before the server's modules load
 * (start-tracing.ts). Off, nothing of the SDK is loaded: no provider, no module hooks, and the spans
 * of @opentelemetry/api (the PGlite dialect's, the request log's reads) are its no-ops.
 */
export const tracingWanted = (env: Readonly<Record<string, string | undefined>>): boolean => {
  const given = (name: string) => (env[name]?.trim() ?? '') !== '';
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return given('OTEL_EXPORTER_OTLP_ENDPOINT') || given('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
};

let running: TracingSdk | undefined;

/**
 * Starts tracing when the settings ask for it; true when it runs. Synchronous on purpose: the
 * instrumentations hook `require`, so they must be in place before the ES modules that follow in
 * main.ts are evaluated and load Fastify's `http` and `pg` — an `await` here would let them run first.
 */
export const startTracing = (env: Readonly<Record<string, string | undefined>>): boolean => {
  if (running) return true;
  if (!tracingWanted(env)) return false;
  const { startTracingSdk } = createRequire(import.meta.url)(
    './tracing-sdk.ts',
  ) as typeof import('./tracing-sdk.ts');
  running = startTracingSdk();
  return true;
};

/** Sends the spans still held and stops tracing; nothing when it is off. */
export const stopTracing = async (): Promise<void> => {
  const stopping = running;
  running = undefined;
  await stopping?.stop();
};

/** Fastify's instrumentation as a plugin for the server (app.ts) while tracing runs; none when off. */
export const fastifyTracing = (): FastifyPluginCallback | undefined => running?.fastifyPlugin;
