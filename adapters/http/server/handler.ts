import type { Result } from 'neverthrow';
import type { ErrorCode } from '../../../contracts/errors.ts';
import type { User } from '../../../core/account/ports.ts';
import type { ReceivedFile } from '../../../core/shared/ports.ts';

/** What a route handler gets: the decoded request, the signed-in user and the moment. */
export type RequestContext = {
  readonly params: Record<string, string>;
  readonly query: unknown;
  readonly body: unknown;
  /** The files of a multipart call (its text fields are the body); empty for JSON calls. */
  readonly files: readonly UploadedFile[];
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
  /**
   * Headers of a binary answer, e.g. its content type and file name (content-disposition): a file
   * answer is its bytes as the body plus these.
   */
  readonly headers?: Readonly<Record<string, string>>;
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
  /** Sent as Retry-After: when the call may succeed again (a refused caller, a dependency out of reach). */
  readonly retryAfterSeconds?: number;
};

export type Handler = (context: RequestContext) => Promise<Result<Answer, Failure>>;

/**
 * A hot read answered together with its session check, in one database round trip where the
 * storage allows (docs/architecture.md "One round trip per read"): it reads the data for the user
 * the instance expects behind the session (`context.user`, the one the session had at its last
 * read here) and answers the user the session has now: undefined when it is unknown, revoked or
 * expired. Its answer counts only when that user is the expected one (app.ts); an answer of
 * undefined leaves the read to the route's handler.
 */
export type SessionRead = (
  context: RequestContext & { readonly sessionId: string; readonly user: User },
) => Promise<{ readonly user: User | undefined; readonly answer: Result<Answer, Failure> | undefined }>;

/**
 * A file of a multipart call, already checked by the server against the route's limits (size while
 * streaming, type from the content's first bytes) and received into the file store under a
 * temporary key; a handler sees only files it may keep, and keeps one by moving it to its own key.
 * Whatever is still under the temporary key when the call is answered is removed.
 */
export type UploadedFile = ReceivedFile & {
  /** The form field it came in, e.g. `file`, `licence_front`. */
  readonly field: string;
};

/** The text fields of a multipart call read before its first file, by name. */
export type UploadFields = Readonly<Record<string, string>>;

/**
 * Who may send this upload, checked before its files are read (a refused caller's bytes are never
 * read or stored): from the path and the user, or — with `fields` — also from the text fields that
 * precede the first file (the deal a damage photo is for). Answers the refusal, or nothing.
 */
export type UploadGuard = {
  readonly fields?: readonly string[];
  readonly check: (context: {
    readonly params: Record<string, string>;
    readonly fields: UploadFields;
    readonly user: User | undefined;
    readonly now: Date;
  }) => Promise<Failure | undefined>;
};
