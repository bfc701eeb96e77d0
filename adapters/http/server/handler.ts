import type { Result } from 'neverthrow';
import type { ErrorCode } from '../../../contracts/errors.ts';
import type { User } from '../../../core/account/ports.ts';

/** What a route handler gets: the decoded request, the signed-in user and the moment. */
export type RequestContext = {
  readonly params: Record<string, string>;
  readonly query: unknown;
  readonly body: unknown;
  readonly user: User | undefined;
  readonly sessionId: string | undefined;
  /** The client's address, for per-address limits. */
  readonly clientAddress: string;
  readonly now: Date;
};

/** A handler's answer: the body (checked against the route's response codec) and cookie changes. */
export type Answer = {
  readonly status?: number;
  readonly body: unknown;
  /** Set the session cookie to this id (sign-in). */
  readonly startSession?: { readonly id: string; readonly expiresAt: Date };
  /** Clear the session cookie (sign-out). */
  readonly endSession?: boolean;
};

export type Failure = {
  readonly code: ErrorCode;
  readonly status?: number;
  readonly message?: string;
  readonly fields?: Readonly<Record<string, string>>;
};

export type Handler = (context: RequestContext) => Promise<Result<Answer, Failure>>;
