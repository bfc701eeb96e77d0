import type * as t from 'io-ts';
import { errAsync, ResultAsync } from 'neverthrow';
import { fieldProblems } from '../../../contracts/decode-errors.ts';
import { ApiErrorBody } from '../../../contracts/errors.ts';
import { ACTOR_HEADER, SESSION_HEADER } from '../../../contracts/headers.ts';
import {
  type AnyRoute,
  type BinaryResponse,
  fillPath,
  isBinary,
  isMultipart,
  type MultipartBody,
} from '../../../contracts/route.ts';
import { ROUTE_AREA_OF } from '../../../contracts/route-index.ts';
import { ROUTE_AREA_LOADERS } from '../../../contracts/route-loaders.ts';
import type { RouteArea, Routes } from '../../../contracts/route-table.ts';
// The endpoint helpers alone: form-engine.ts's field checks would bring the phone and IBAN
// libraries into the bundle every page loads (a type import is erased).
import {
  type EndpointIds,
  endpointMethod,
  fillEndpointPath,
  mapBody,
} from '../../../core/content/form-endpoints.ts';
import type { FormValues, StepEndpoint } from '../../../core/content/form-engine.ts';
import type { VisibilityData } from '../../../core/content/visibility.ts';
import { type ApiError, isRetryable } from './api-error.ts';
import { firstSuccess } from './first-success.ts';
import { createRequestCache } from './request-cache.ts';
import { newTraceparent, TRACEPARENT_HEADER } from './trace-context.ts';
import { defaultUploadTransport, type UploadTransport } from './upload.ts';

export const PORTAL_ACTORS = ['b2b-portal', 'b2c-customer-portal'] as const;
export type PortalActor = (typeof PORTAL_ACTORS)[number];

export type PortalApiOptions = {
  /** Where the BFF is: '' for the same origin, or e.g. 'http://localhost:3000'. */
  readonly baseUrl: string;
  readonly actor: PortalActor;
  readonly sessionId?: string;
  readonly fetch?: typeof fetch;
  readonly upload?: UploadTransport;
  readonly now?: () => number;
  /** Pause before each retry, in milliseconds (×1, ×2, …). */
  readonly retryDelayMs?: number;
};

/** A downloaded file (invoice PDF, CSV export). */
export type Download = {
  readonly contentType: string;
  readonly filename?: string;
  readonly bytes: Uint8Array;
};

type HasKeys<T> = [keyof T] extends [never] ? false : true;
type ParamsInput<R extends AnyRoute> =
  HasKeys<t.TypeOf<R['params']>> extends true ? { readonly params: t.TypeOf<R['params']> } : unknown;
type QueryInput<R extends AnyRoute> =
  HasKeys<t.TypeOf<R['query']>> extends true ? { readonly query?: t.TypeOf<R['query']> } : unknown;
type BodyInput<R extends AnyRoute> =
  R['body'] extends MultipartBody<infer F>
    ? { readonly fields: t.TypeOf<F>; readonly files: Readonly<Record<string, Blob | readonly Blob[]>> }
    : undefined extends t.TypeOf<R['body']>
      ? unknown
      : { readonly body: t.TypeOf<R['body']> };

export type CallInput<R extends AnyRoute> = ParamsInput<R> & QueryInput<R> & BodyInput<R>;
export type CallOutput<R extends AnyRoute> = R['response'] extends BinaryResponse
  ? Download
  : t.TypeOf<R['response']>;
export type CallOptions = {
  readonly signal?: AbortSignal;
  /** Uploads: progress from 0 to 100. */
  readonly onProgress?: (percent: number) => void;
};

type Call<R extends AnyRoute> =
  Partial<CallInput<R>> extends CallInput<R>
    ? (input?: CallInput<R>, options?: CallOptions) => ResultAsync<CallOutput<R>, ApiError>
    : (input: CallInput<R>, options?: CallOptions) => ResultAsync<CallOutput<R>, ApiError>;

export type PortalApiOf<T extends Readonly<Record<string, AnyRoute>>> = {
  readonly [K in keyof T]: Call<T[K]>;
} & {
  /** Forget cached answers of a route (or all) after a write that changes them. */
  readonly invalidate: (route?: keyof T & string) => void;
  /**
   * A content-configured form step's endpoint (consumer spec §7): its path placeholders filled from
   * the ids (customer_id, subscription_id, lead_id; any other is an error), its method (default
   * POST) and its body mapped from the form's values (and, for `{ data: … }` sources, from the data
   * the form sees). Success is a status below 400.
   */
  readonly submitFormStep: (
    endpoint: StepEndpoint,
    ids: EndpointIds,
    values: FormValues,
    options?: CallOptions,
    data?: VisibilityData,
  ) => ResultAsync<unknown, ApiError>;
};

export type PortalApi = PortalApiOf<Routes>;

type RawInput = {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
  fields?: Record<string, unknown>;
  files?: Record<string, Blob | readonly Blob[]>;
};

type RawAnswer = {
  status: number;
  contentType: string;
  text?: string;
  bytes?: Uint8Array;
  disposition?: string;
  /** The Retry-After header of a refused call. */
  retryAfter?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Aborts when either the race's own signal or the caller's does. */
const linkSignals = (own: AbortSignal, caller: AbortSignal | undefined): AbortSignal =>
  caller ? AbortSignal.any([own, caller]) : own;

const toError = (error: unknown): ApiError =>
  (error as Error)?.name === 'AbortError'
    ? { kind: 'aborted' }
    : { kind: 'network', message: (error as Error)?.message ?? String(error) };

const errorFromAnswer = (answer: RawAnswer): ApiError => {
  let json: unknown;
  try {
    json = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    json = undefined;
  }
  if (ApiErrorBody.is(json)) {
    const { code, message, fields } = json.error;
    const retryAfterSeconds =
      answer.retryAfter && /^\d+$/.test(answer.retryAfter) ? Number(answer.retryAfter) : undefined;
    return {
      kind: 'http',
      status: answer.status,
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }
  return {
    kind: 'http',
    status: answer.status,
    code: 'general_error',
    message: answer.text?.slice(0, 200) ?? '',
  };
};

const filenameOf = (disposition: string | undefined): string | undefined =>
  disposition ? /filename="?([^";]+)"?/.exec(disposition)?.[1] : undefined;

const isBlob = (value: unknown): value is Blob => typeof Blob === 'function' && value instanceof Blob;
const hasFiles = (body: Record<string, unknown>): boolean =>
  Object.values(body).some((value) => isBlob(value) || (Array.isArray(value) && value.some(isBlob)));

/** A mapped form body as multipart: files as files, texts as they are, anything else as JSON. */
const multipartOf = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) && value.some(isBlob) ? value : [value]) {
      if (isBlob(item)) form.append(name, item, (item as File).name ?? name);
      else if (item !== null && item !== undefined)
        form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
};

/**
 * A multipart route's request body: its fields encoded by the route's codec, then its files. The
 * Pact consumer test records the same bytes, so that a verifier replays what the portal sends.
 */
export const multipartFormOf = (
  route: AnyRoute,
  input: { readonly fields?: Record<string, unknown>; readonly files?: RawInput['files'] },
): FormData => {
  const form = new FormData();
  if (!isMultipart(route.body)) return form;
  const fields = (route.body.fields as t.Mixed).encode(input.fields ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  for (const [name, value] of Object.entries(input.files ?? {})) {
    for (const file of Array.isArray(value) ? value : [value as Blob]) form.append(name, file as Blob);
  }
  return form;
};

/** An area's routes, imported once; a failed import (a network error) is tried again next time. */
const areaLoader = () => {
  const loading = new Map<RouteArea, Promise<Readonly<Record<string, AnyRoute>>>>();
  return (area: RouteArea): Promise<Readonly<Record<string, AnyRoute>>> => {
    const started =
      loading.get(area) ??
      ROUTE_AREA_LOADERS[area]().catch((error: unknown) => {
        loading.delete(area);
        throw error;
      });
    loading.set(area, started);
    return started;
  };
};

/**
 * The typed BFF client: one function per route of contracts/route-table.ts, each answering a
 * ResultAsync of the decoded body. Sends the session cookie, the actor and session headers and a
 * `traceparent`; a status below 400 (or one the route accepts) is success; dedupe, caching and
 * retries come from the route's client policy. Without `routes` it knows every call and loads an
 * area's routes (their codecs) on its first call, so a page carries only the contracts it uses.
 */
export function createPortalApi(options: PortalApiOptions): PortalApi;
export function createPortalApi<T extends Readonly<Record<string, AnyRoute>>>(
  options: PortalApiOptions,
  routes: T,
): PortalApiOf<T>;
export function createPortalApi(
  options: PortalApiOptions,
  routes?: Readonly<Record<string, AnyRoute>>,
): PortalApiOf<Readonly<Record<string, AnyRoute>>> | PortalApi {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const upload = options.upload ?? defaultUploadTransport(fetchImpl);
  const cache = createRequestCache(options.now);
  const retryDelayMs = options.retryDelayMs ?? 250;
  // Each request sent starts a trace of its own (trace-context.ts); a retry is a request of its own.
  const headers = (): Record<string, string> => ({
    Accept: 'application/json',
    [ACTOR_HEADER]: options.actor,
    ...(options.sessionId ? { [SESSION_HEADER]: options.sessionId } : {}),
    [TRACEPARENT_HEADER]: newTraceparent(),
  });

  const urlOf = (route: AnyRoute, input: RawInput, template: string = route.path): string => {
    const path = fillPath(template, input.params ?? {});
    const query =
      input.query === undefined ? {} : (route.query.encode(input.query) as Record<string, unknown>);
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
    }
    const text = search.toString();
    return `${options.baseUrl}${path}${text ? `?${text}` : ''}`;
  };

  const send = (
    route: AnyRoute,
    url: string,
    input: RawInput,
    callOptions: CallOptions = {},
  ): Promise<RawAnswer> => {
    if (isMultipart(route.body)) {
      return upload({
        url,
        method: route.method,
        headers: headers(),
        body: multipartFormOf(route, input),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        ...(callOptions.onProgress ? { onProgress: callOptions.onProgress } : {}),
      }).then((answer) => ({ status: answer.status, contentType: answer.contentType, text: answer.text }));
    }
    const hasBody = input.body !== undefined;
    return fetchImpl(url, {
      method: route.method,
      headers: hasBody ? { ...headers(), 'Content-Type': 'application/json' } : headers(),
      credentials: 'include',
      ...(hasBody ? { body: JSON.stringify((route.body as t.Mixed).encode(input.body)) } : {}),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    }).then(async (response) => {
      const contentType = response.headers.get('content-type') ?? '';
      const disposition = response.headers.get('content-disposition') ?? undefined;
      const succeeded = response.status < 400 || (route.acceptedStatuses ?? []).includes(response.status);
      if (isBinary(route.response) && succeeded) {
        return {
          status: response.status,
          contentType,
          bytes: new Uint8Array(await response.arrayBuffer()),
          disposition,
        };
      }
      const retryAfter = succeeded ? undefined : (response.headers.get('retry-after') ?? undefined);
      return {
        status: response.status,
        contentType,
        text: await response.text(),
        ...(retryAfter ? { retryAfter } : {}),
      };
    });
  };

  const decodeAnswer = (route: AnyRoute, answer: RawAnswer): ResultAsync<unknown, ApiError> => {
    const succeeded = answer.status < 400 || (route.acceptedStatuses ?? []).includes(answer.status);
    if (!succeeded) return errAsync(errorFromAnswer(answer));
    if (isBinary(route.response)) {
      const filename = filenameOf(answer.disposition);
      const download: Download = {
        contentType: answer.contentType,
        bytes: answer.bytes ?? new Uint8Array(),
        ...(filename ? { filename } : {}),
      };
      return ResultAsync.fromSafePromise(Promise.resolve(download));
    }
    let json: unknown;
    try {
      json = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      return errAsync({
        kind: 'decode',
        route: route.name,
        problems: [{ path: '(body)', message: 'not JSON' }],
      });
    }
    const decoded = (route.response as t.Mixed).decode(json);
    // io-ts answers an Either; its tag is read directly, so the client needs no fp-ts module of its own.
    if (decoded._tag === 'Left')
      return errAsync({ kind: 'decode', route: route.name, problems: fieldProblems(decoded.left) });
    return ResultAsync.fromSafePromise(Promise.resolve(decoded.right));
  };

  const attempt = (route: AnyRoute, url: string, input: RawInput, callOptions?: CallOptions) =>
    ResultAsync.fromPromise(send(route, url, input, callOptions), toError).andThen((answer) =>
      decodeAnswer(route, answer),
    );

  const withRetries = (
    route: AnyRoute,
    run: () => ResultAsync<unknown, ApiError>,
  ): ResultAsync<unknown, ApiError> => {
    const retries = route.client?.retries ?? 0;
    const loop = (attemptNumber: number): ResultAsync<unknown, ApiError> =>
      run().orElse((error) =>
        attemptNumber < retries && isRetryable(error)
          ? ResultAsync.fromSafePromise(sleep(retryDelayMs * (attemptNumber + 1))).andThen(() =>
              loop(attemptNumber + 1),
            )
          : errAsync(error),
      );
    return loop(0);
  };

  const call =
    (route: AnyRoute) =>
    (input: RawInput = {}, callOptions?: CallOptions) => {
      let urls: string[];
      try {
        urls = [route.path, ...(route.alternativePaths ?? [])].map((template) =>
          urlOf(route, input, template),
        );
      } catch (error) {
        return errAsync<unknown, ApiError>({ kind: 'request', message: (error as Error).message });
      }
      const url = urls[0] as string;
      const once = (): ResultAsync<unknown, ApiError> =>
        urls.length === 1
          ? attempt(route, url, input, callOptions)
          : firstSuccess(
              urls.map(
                (candidate) => (signal: AbortSignal) =>
                  attempt(route, candidate, input, {
                    ...callOptions,
                    signal: linkSignals(signal, callOptions?.signal),
                  }),
              ),
            );
      const run = () => withRetries(route, once);
      const dedupeMs = route.client?.dedupeMs;
      if (!dedupeMs || isMultipart(route.body)) return run();
      return cache.through(
        route.name,
        `${route.method} ${url} ${JSON.stringify(input.body ?? null)}`,
        dedupeMs,
        run,
      );
    };

  const submitFormStep = (
    endpoint: StepEndpoint,
    ids: EndpointIds,
    values: FormValues,
    callOptions?: CallOptions,
    data: VisibilityData = {},
  ) =>
    fillEndpointPath(endpoint.path, ids)
      .mapErr(
        (error): ApiError => ({ kind: 'request', message: `form endpoint ${endpoint.path}: ${error.code}` }),
      )
      .asyncAndThen((path) => {
        const body = mapBody(endpoint.body, values, data);
        const url = `${options.baseUrl}${path}`;
        const method = endpointMethod(endpoint);
        const signal = callOptions?.signal ? { signal: callOptions.signal } : {};
        // A body with files (a file field's chosen files) goes as multipart, with progress.
        const sent: Promise<RawAnswer> = hasFiles(body)
          ? upload({
              url,
              method,
              headers: headers(),
              body: multipartOf(body),
              ...signal,
              ...(callOptions?.onProgress ? { onProgress: callOptions.onProgress } : {}),
            })
          : fetchImpl(url, {
              method,
              headers: { ...headers(), 'Content-Type': 'application/json' },
              credentials: 'include',
              body: JSON.stringify(body),
              ...signal,
            }).then(async (response) => ({
              status: response.status,
              contentType: response.headers.get('content-type') ?? '',
              text: await response.text(),
            }));
        return ResultAsync.fromPromise(sent, toError);
      })
      .andThen((answer) => {
        if (answer.status >= 400) return errAsync(errorFromAnswer(answer));
        try {
          return ResultAsync.fromSafePromise(
            Promise.resolve(answer.text ? (JSON.parse(answer.text) as unknown) : null),
          );
        } catch {
          return ResultAsync.fromSafePromise(Promise.resolve(answer.text as unknown));
        }
      });

  const api: Record<string, unknown> = {
    invalidate: (route?: string) => cache.invalidate(route),
    submitFormStep,
  };
  if (routes) {
    for (const [name, route] of Object.entries(routes)) api[name] = call(route);
  } else {
    const load = areaLoader();
    for (const [name, area] of Object.entries(ROUTE_AREA_OF)) {
      api[name] = (input?: RawInput, callOptions?: CallOptions) =>
        ResultAsync.fromPromise(load(area), toError).andThen((areaRoutes) => {
          const route = areaRoutes[name];
          return route
            ? call(route)(input, callOptions)
            : errAsync<unknown, ApiError>({ kind: 'request', message: `no route ${name} in ${area}` });
        });
    }
  }
  return api as PortalApiOf<Readonly<Record<string, AnyRoute>>>;
}
