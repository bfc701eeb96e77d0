import { describe, expect, it } from 'vitest';
import { fastifyTracing, startTracing, tracingWanted } from './tracing.ts';

describe('whether the BFF traces', () => {
  it('traces when an OTLP endpoint is given, for all signals or for traces', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
  });

  it('does not trace without an endpoint, or when the SDK or the traces exporter is switched off', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'portal-bff' })).toBe(false);
    expect(
      tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' }),
    ).toBe(false);
    expect(
      tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
    expect(
      tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'false' }),
    ).toBe(true);
  });

  it('loads nothing of the SDK and gives the server no plugin when off', () => {
    expect(startTracing({})).toBe(false);
    expect(fastifyTracing()).toBeUndefined();
  });
});
