/**
 * The W3C trace context a call starts (https://www.w3.org/TR/trace-context/): each request the
 * portal sends carries a `traceparent` with a fresh trace id and a fresh span id standing for the
 * call in the browser, so that while the BFF traces (docs/operations.md "Traces") the call's route,
 * its SQL and what else it did are one trace under it. A few lines instead of OpenTelemetry's
 * browser SDK: the portal records no spans of its own, and the first route stays small.
 */
export const TRACEPARENT_HEADER = 'traceparent';

let lastTrace: string | undefined;

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A new `traceparent`: version 00, 16 random bytes of trace id, 8 of span id, flags 01 (sampled — the
 * BFF's sampler decides, see docs/operations.md). An all-zero id, which the standard forbids, has a
 * chance of at most 2^-64 and would only make the BFF start a trace of its own.
 */
export const newTraceparent = (): string => {
  const ids = hex(crypto.getRandomValues(new Uint8Array(24)));
  lastTrace = ids.slice(0, 32);
  return `00-${lastTrace}-${ids.slice(32)}-01`;
};

/** The trace id of the last request sent, for an error report to name; none before the first. */
export const lastTraceId = (): string | undefined => lastTrace;
