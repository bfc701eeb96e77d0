import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';

/** The service's name in the traces unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names it. */
export const DEFAULT_SERVICE_NAME = 'portal-bff';

/** Probes of the load balancer and the metrics scraper: many, alike, and of no interest in a trace. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export type TracingSdk = {
  readonly fastifyPlugin: FastifyPluginCallback;
  readonly stop: () => Promise<void>;
};

/**
 * The SDK's pieces the BFF needs, loaded only when tracing is on (tracing.ts): a tracer provider
 * with the W3C trace context propagator (an incoming `traceparent` is continued) and an
 * AsyncLocalStorage context, spans batched to the OTLP/HTTP exporter (which reads the OTEL_EXPORTER_OTLP_*
 * and OTEL_BSP_* settings; the sampler comes from OTEL_TRACES_SAMPLER), and the instrumentations
 * of incoming and outgoing http, fetch (undici), PostgreSQL (pg) and Fastify's routes.
 */
export const startTracingSdk = (): TracingSdk => {
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: DEFAULT_SERVICE_NAME }))
      .merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  // Hook spans would double every request's depth for little: the request and its handler suffice.
  const fastify = new FastifyOtelInstrumentation({ instrumentHooks: false });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      // SQL outside a request (the senders' polls, the start's migrations) would be a trace per statement.
      new PgInstrumentation({ requireParentSpan: true }),
      fastify,
    ],
  });
  return {
    fastifyPlugin: fastify.plugin() as FastifyPluginCallback,
    stop: async () => {
      unregister();
      await provider.shutdown();
    },
  };
};
