import type { FieldProblem } from '../../../contracts/decode-errors.ts';

/** Why a call failed, as a value (neverthrow): the UI maps each kind to the specification's message. */
export type ApiError =
  /** The BFF answered a status of 400 or more; `code` from the error body (the deal fetch passes `status` on). */
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly fields?: Readonly<Record<string, string>>;
      /** The answer's Retry-After in seconds, when it said when to try again (a locked sign-in). */
      readonly retryAfterSeconds?: number;
    }
  /** No answer: offline, DNS, connection refused. */
  | { readonly kind: 'network'; readonly message: string }
  /** The caller aborted (an unmounted page, a cancelled upload). */
  | { readonly kind: 'aborted' }
  /** The answer did not match its codec: a bug on one side, never cast through. */
  | { readonly kind: 'decode'; readonly route: string; readonly problems: readonly FieldProblem[] }
  /** The request could not be built (a missing path parameter, an unsupported placeholder). */
  | { readonly kind: 'request'; readonly message: string };

export const isRetryable = (error: ApiError): boolean =>
  error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
