import * as t from 'io-ts';
import type { ErrorCode } from './errors.ts';

/**
 * One call of the wire API as data: method, path, codecs of every part, who may call it, how the
 * client treats it, and an example the Pact consumer test and docs/api.md are made from. Client,
 * server, docs and OpenAPI are all generated over these definitions; no path is written twice.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call a route: the levels and their meaning live in core/account/access.ts. */
export { ACCESS_LEVELS, type Access } from '../core/account/access.ts';

import type { Access } from '../core/account/access.ts';

/** How the typed client treats a call (consumer spec §7): one mechanism, configured per route. */
export type ClientPolicy = {
  /** Identical calls within this many milliseconds share one answer (and one request in flight). */
  readonly dedupeMs?: number;
  /** Further attempts after a network failure or a 5xx answer. */
  readonly retries?: number;
};

/** A multipart/form-data body: text fields (a codec over strings) and files. */
export type MultipartBody<F extends t.Mixed = t.Mixed> = {
  readonly kind: 'multipart';
  readonly fields: F;
  readonly files: readonly {
    readonly name: string;
    readonly maxBytes: number;
    /** File extensions accepted, lower-case without the dot. */
    readonly extensions: readonly string[];
    readonly multiple?: boolean;
  }[];
};

/** A download: the body is bytes of one of these content types, not JSON. */
export type BinaryResponse = { readonly kind: 'binary'; readonly contentTypes: readonly string[] };

export type BodySpec = t.Mixed | MultipartBody;
export type ResponseSpec = t.Mixed | BinaryResponse;

export const isMultipart = (body: BodySpec): body is MultipartBody =>
  (body as MultipartBody).kind === 'multipart';
export const isBinary = (response: ResponseSpec): response is BinaryResponse =>
  (response as BinaryResponse).kind === 'binary';

/** An example call for the Pact consumer test: the provider state that makes it true, and the answer. */
export type RouteExample = {
  /** The provider state, e.g. "customer kunde@demo.example with an ACTIVE deal d-1001". */
  readonly state: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  /** Multipart examples: the text fields and the files' names and contents. */
  readonly files?: readonly {
    readonly field: string;
    readonly filename: string;
    readonly contentType: string;
  }[];
  readonly status?: number;
  /** The answer: a JSON value the response codec accepts, or the bytes' content type for downloads. */
  readonly response: unknown;
};

export type ErrorExample = Omit<RouteExample, 'response' | 'status'> & {
  readonly status: number;
  readonly code: ErrorCode;
};

export type RouteDefinition<
  P extends t.Mixed = t.Mixed,
  Q extends t.Mixed = t.Mixed,
  B extends BodySpec = BodySpec,
  R extends ResponseSpec = ResponseSpec,
> = {
  /** The client's function name, e.g. getDealDetails. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path with {placeholders} as the specification writes it: /portal/api/bff/deals/{id}. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /**
   * Other paths (same placeholders) that serve the same data; the client races them all and the
   * first success wins (business spec §7).
   */
  readonly alternativePaths?: readonly string[];
  /** Non-2xx statuses whose body is still a normal answer (prolongation options: 409). */
  readonly acceptedStatuses?: readonly number[];
  readonly errors: readonly ErrorCode[];
  readonly access: Access;
  readonly client?: ClientPolicy;
  /** One line for docs/api.md. */
  readonly summary: string;
  /** Shown by the specification, or designed by us where it says "not shown". */
  readonly origin: 'specification' | 'designed';
  readonly area: string;
  readonly example: RouteExample;
  readonly errorExamples?: readonly ErrorExample[];
};

// biome-ignore lint/suspicious/noExplicitAny: the table holds routes of every shape.
export type AnyRoute = RouteDefinition<any, any, any, any>;

export const defineRoute = <P extends t.Mixed, Q extends t.Mixed, B extends BodySpec, R extends ResponseSpec>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition<P, Q, B, R> => route;

/** No path parameters, no query, no body. */
export const NoParams = t.type({});
export const NoQuery = t.type({});
export const NoBody = t.undefined;

/** The placeholders of a path template, in order: '/deals/{id}/return' → ['id']. */
export const placeholdersOf = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

/** The path with its placeholders filled, each value URL-encoded. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>>): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
