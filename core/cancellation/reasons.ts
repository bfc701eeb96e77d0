/**
 * Cancellation reason codes. The first seven are named by the specification (consumer-portal.md
 * section 5); too_expensive, no_longer_needed and other are our design, so that customers without
 * one of the specific reasons can still answer.
 */
export const CANCELLATION_REASONS = [
  'income_decline',
  'health',
  'death',
  'moving_abroad',
  'requested_cancellation',
  'dont_like_car',
  'customer_request_unhappy_with_service',
  'too_expensive',
  'no_longer_needed',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const isCancellationReason = (code: string): code is CancellationReason =>
  (CANCELLATION_REASONS as readonly string[]).includes(code);

/** Reasons that need a document upload (a proof of income decline, an attest, a death certificate, …). */
export const REASONS_NEEDING_DOCUMENTS: ReadonlySet<string> = new Set<CancellationReason>([
  'income_decline',
  'health',
  'death',
  'moving_abroad',
]);

/** Reasons whose comment is required; for the others the comment is optional. */
export const REASONS_NEEDING_COMMENT: ReadonlySet<string> = new Set<CancellationReason>([
  'requested_cancellation',
  'death',
  'health',
  'income_decline',
  'moving_abroad',
  'dont_like_car',
  'customer_request_unhappy_with_service',
]);
