import { FastifyOtelInstrumentation } from '@fastify/otel';
import { SpanKind } from '@opentelemetry/api';
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
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyPluginCallback } from 'fastify';
import { withoutEmailAddresses } from './request-log.ts';

/** The service's name in the traces unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names it. */
export const DEFAULT_SERVICE_NAME = 'portal-bff';

/** Probes of the load balancer and the metrics scraper: many, alike, and of no interest in a trace. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * What the instrumentations record of a request that could name a person stays out of the traces,
 * as it stays out of the log (request-log.ts): a path becomes its route's pattern
 * (/portal/api/bff/referral_link/:email), query strings are left out (of outgoing calls' addresses
 * too, where a webhook's token may be), and so is the client's network address; an error's message
 * (a failed request's status and exception) keeps no e-mail address. Done while the span ends,
 * before any exporter sees it; the SDK has no call to remove an attribute, so the span's own
 * records are changed.
 */
export const withoutPersonalData: SpanProcessor = {
  onStart: () => {},
  onEnding: (span: Span) => {
    const attributes = span.attributes as Record<string, unknown>;
    const route = attributes['http.route'];
    const path = attributes['url.path'];
    if (typeof path === 'string')
      attributes['url.path'] = typeof route === 'string' ? route : (path.split('?')[0] ?? '');
    const full = attributes['url.full'];
    if (typeof full === 'string') attributes['url.full'] = full.split('?')[0] ?? '';
    delete attributes['url.query'];
    if (span.kind === SpanKind.SERVER) {
      delete attributes['client.address'];
      delete attributes['network.peer.address'];
      delete attributes['network.peer.port'];
    }
    if (span.status.message)
      span.setStatus({ ...span.status, message: withoutEmailAddresses(span.status.message) });
    for (const event of span.events) {
      const eventAttributes = (event.attributes ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(eventAttributes))
        if (typeof value === 'string') eventAttributes[key] = withoutEmailAddresses(value);
    }
  },
  onEnd: () => {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

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
    spanProcessors: [withoutPersonalData, new BatchSpanProcessor(new OTLPTraceExporter())],
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
