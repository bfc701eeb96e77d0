import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './tracing-sdk.ts';

const exported = (record: (tracer: ReturnType<BasicTracerProvider['getTracer']>) => void) => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    spanProcessors: [withoutPersonalData, new SimpleSpanProcessor(exporter)],
  });
  record(provider.getTracer('test'));
  return exporter.getFinishedSpans();
};

describe('what the traces keep of a request', () => {
  it("names a route's pattern for its path and leaves out the query string and the client's address", () => {
    const [span] = exported((tracer) =>
      tracer
        .startSpan('GET', {
          kind: SpanKind.SERVER,
          attributes: {
            'url.path': '/portal/api/bff/referral_link/kunde%40demo.example',
            'url.query': 'ref=kunde@demo.example',
            'client.address': '203.0.113.7',
            'network.peer.address': '203.0.113.7',
            'user_agent.original': 'Mozilla/5.0',
            'http.route': '/portal/api/bff/referral_link/:email',
          },
        })
        .end(),
    );
    expect(span?.attributes).toEqual({
      'url.path': '/portal/api/bff/referral_link/:email',
      'user_agent.original': 'Mozilla/5.0',
      'http.route': '/portal/api/bff/referral_link/:email',
    });
  });

  it("cuts the query off a path without a route and off an outgoing call's address", () => {
    const spans = exported((tracer) => {
      tracer.startSpan('request', { attributes: { 'url.path': '/unknown?email=kunde@demo.example' } }).end();
      tracer
        .startSpan('POST', {
          kind: SpanKind.CLIENT,
          attributes: {
            'url.full': 'https://hooks.example/newsletter?token=geheim',
            'server.address': 'hooks.example',
          },
        })
        .end();
    });
    expect(spans.map((span) => span.attributes)).toEqual([
      { 'url.path': '/unknown' },
      { 'url.full': 'https://hooks.example/newsletter', 'server.address': 'hooks.example' },
    ]);
  });

  it("keeps e-mail addresses out of a failed request's status and exception", () => {
    const [span] = exported((tracer) => {
      const failed = tracer.startSpan('request');
      const error = new Error('database refused the row of kunde@demo.example');
      failed.recordException(error);
      failed.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
      failed.end();
    });
    expect(span?.status).toEqual({
      code: SpanStatusCode.ERROR,
      message: 'database refused the row of [email]',
    });
    expect(span?.events[0]?.attributes?.['exception.message']).toBe('database refused the row of [email]');
    expect(JSON.stringify(span?.events)).not.toContain('kunde@demo.example');
  });
});
