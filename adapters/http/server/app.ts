import { isDeepStrictEqual } from 'node:util';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { fieldProblems } from '../../../contracts/decode-errors.ts';
import { ERROR_STATUS } from '../../../contracts/errors.ts';
import { ACTOR_HEADER } from '../../../contracts/headers.ts';
import { openApiDocument } from '../../../contracts/openapi.ts';
import { type AnyRoute, isBinary, isMultipart } from '../../../contracts/route.ts';
import { ROUTE_LIST } from '../../../contracts/route-table.ts';
import { callerFor } from '../../../core/account/access.ts';
import type { CustomerView, User } from '../../../core/account/ports.ts';
import type { Clock, FileStore } from '../../../core/shared/ports.ts';
import { memoryFileStore } from '../../files/local-file-store.ts';
import {
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptionsOf,
} from './connection-limits.ts';
import { messageFor } from './error-messages.ts';
import { firstPageData } from './first-page-data.ts';
import { answerClientError, routingFailure, thrownFailure } from './framework-errors.ts';
import type { Failure, Handler, SessionRead, UploadedFile, UploadGuard } from './handler.ts';
import { registerInvitationForm } from './invitation-form.ts';
import { type BffMetrics, registerMetrics } from './metrics.ts';
import { inputProblems } from './request-input.ts';
import { type LogSettings, loggerOptions, registerRequestLog, requestIdOf } from './request-log.ts';
import { type PagePolicySettings, registerSecurityHeaders } from './security-headers.ts';
import { isPageRequest, registerStaticUi } from './static-ui.ts';
import { fastifyTracing } from './tracing.ts';
import { unknownFields } from './unknown-fields.ts';
import { readUploads, settleUnreadBody } from './uploads.ts';

export const SESSION_COOKIE = 'portal_session';

export type TrustProxy = boolean | string;

/** PORTAL_TRUST_PROXY: "true" (every proxy), or a comma-separated list of addresses or CIDRs. */
export const trustProxyOf = (setting: string | undefined): TrustProxy | undefined => {
  const value = setting?.trim();
  if (!value) return undefined;
  return value === 'true' ? true : value;
};

export type ServerOptions = {
  readonly handlers: Readonly<Record<string, Handler>>;
  /** Who may send an upload, per multipart route, checked before its files are read. */
  readonly uploadGuards?: Readonly<Record<string, UploadGuard>>;
  /** Where uploads are received while they are read (in memory unless given). */
  readonly files?: FileStore;
  readonly currentUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
  /**
   * Writes a read of a support user's view of a customer to the audit log (once per view and
   * `what`), before the read is answered; none unless given.
   */
  readonly recordViewRead?: (read: {
    readonly support: User;
    readonly view: CustomerView;
    readonly what: string;
    readonly now: Date;
  }) => Promise<void>;
  /**
   * The hot reads that check their session in the same round trip as their data, by route name
   * (handler.ts SessionRead); the others check it first.
   */
  readonly sessionReads?: Readonly<Record<string, SessionRead>>;
  readonly clock: Clock;
  /** Secure cookies: on whenever the portal is served over HTTPS. */
  readonly secureCookies: boolean;
  /**
   * The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (Fastify's trustProxy:
   * addresses or CIDRs, or true). Without it the client address is the connection's,
   * so behind a load balancer every client would share the balancer's sign-in limit.
   */
  readonly trustProxy?: TrustProxy;
  /** Logging (docs/operations.md "Logs"); silent unless given. */
  readonly log?: LogSettings;
  readonly ready?: () => Promise<boolean>;
  /** The built UI to serve on the same port (adapters/react-ui/dist); none unless given. */
  readonly uiDir?: string;
  /** What the pages' Content-Security-Policy admits beyond the portal itself (security-headers.ts). */
  readonly pagePolicy?: PagePolicySettings;
  /** Timeouts and the connection cap of the server's socket (the defaults unless given). */
  readonly connections?: ConnectionLimits;
  /** Prometheus metrics of every request, and GET /metrics (metrics.ts); neither unless given. */
  readonly metrics?: BffMetrics;
};

const sendError = (reply: FastifyReply, failure: Failure) => {
  const status = failure.status ?? ERROR_STATUS[failure.code] ?? 500;
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  return reply.code(status).send({
    error: {
      code: failure.code,
      message: failure.message ?? messageFor(failure.code),
      ...(failure.fields ? { fields: failure.fields } : {}),
    },
  });
};

/** A probe that found the BFF not ready asks again after this many seconds. */
const READY_RETRY_AFTER_SECONDS = 5;

/** Fastify's path syntax for a route's {placeholders}. */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

const decodePart = (
  codec: t.Mixed,
  value: unknown,
  part: string,
): { value: unknown } | { fields: Record<string, string> } => {
  const decoded = codec.decode(value);
  if (!isLeft(decoded)) return { value: decoded.right };
  const fields: Record<string, string> = {};
  for (const problem of fieldProblems(decoded.left))
    fields[problem.path === '(root)' ? part : `${part}.${problem.path}`] = problem.message;
  return { fields };
};

/** A body field the route's codec does not name (unknown-fields.ts). */
export const UNKNOWN_FIELD = 'Dieses Feld ist unbekannt.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls that change state must come from the portal: the actor header cannot be sent cross-site
 * without a CORS preflight, which this server never grants, and a browser's Origin must be ours.
 */
const isCrossSite = (request: FastifyRequest): boolean => {
  if (!WRITE_METHODS.has(request.method)) return false;
  if (!request.headers[ACTOR_HEADER.toLowerCase()]) return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
};

/**
 * The BFF: every route of contracts/route-table.ts that has a handler, with its request decoded by
 * the route's codecs (400 with field errors otherwise), its access level checked against the
 * session's user, and its answer checked against the response codec before it leaves.
 */
export const buildServer = async (options: ServerOptions): Promise<FastifyInstance> => {
  const connections = options.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    http: httpServerOptionsOf(connections),
    trustProxy: options.trustProxy ?? false,
    logger: loggerOptions(options.log ?? false),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One line per request of our own (registerRequestLog) instead of Fastify's two with the URL.
    logController: new LogController({ disableRequestLogging: true }),
    // Refusals before a route runs answer in the error shape too (framework-errors.ts).
    frameworkErrors: (error, _request, reply) => sendError(reply, routingFailure(error)),
    clientErrorHandler: answerClientError,
    // A request on a kept-alive connection while the server stops is still answered, its
    // connection closed after it (shutdown.ts), instead of Fastify's 503 outside the error shape.
    return503OnClosing: false,
  });
  app.server.maxConnections = connections.maxConnections;
  // While tracing runs: a span per request and per handler, under the http server's span.
  const tracing = fastifyTracing();
  if (tracing) await app.register(tracing);
  registerRequestLog(app);
  if (options.metrics)
    registerMetrics(app, options.metrics, (reply) => sendError(reply, { code: 'not_found' }));
  // Before every plugin, so that the UI's files and every error carry the headers too.
  registerSecurityHeaders(app, { secureCookies: options.secureCookies });
  // Answers (and UI files) brotli- or gzip-compressed for browsers that take it. Request bodies are
  // not inflated: a compressed upload would pass its size limits only after unpacking.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie);
  // A body without a Content-Type is accepted only when it is empty (a POST without payload sent
  // chunked, as Pact's verifier and some proxies do); anything else stays 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    (body as Buffer).length === 0
      ? done(null, undefined)
      : done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 })),
  );
  // A JSON call without a body (sign-out, a confirmation) may still say Content-Type: application/json,
  // as fetch clients do; its absent body is decoded as the route's empty body, not refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, body.toString(), done),
  );
  // Parsed per route in readUploads, with the route's own limits; nothing is read before that. Sizes
  // are judged per field there: the parser's file size limit only caps what is ever read.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.setErrorHandler((error, request, reply) => {
    const failure = thrownFailure(error as { code?: unknown; statusCode?: number });
    if ((failure.status ?? 500) >= 500) request.serverError = error as Error;
    else if (failure.code === 'conflict')
      request.log.warn({ err: error }, 'a unique violation reached the BFF');
    return sendError(reply, failure);
  });
  // A page holds its first calls' answers for the session of its request (docs/ui/server-render.md "Data in the page").
  const firstPage = firstPageData({
    handlers: options.handlers,
    currentUser: options.currentUser,
    clock: options.clock,
    sessionCookie: SESSION_COOKIE,
  });
  const sendPage = options.uiDir
    ? await registerStaticUi(app, options.uiDir, options.pagePolicy, firstPage)
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (!sendPage || !isPageRequest(request)) return sendError(reply, { code: 'not_found' });
    request.logRoute = '(portal page)';
    return sendPage(reply);
  });

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) =>
    (await (options.ready?.() ?? Promise.resolve(true)))
      ? { ok: true }
      : sendError(reply, { code: 'service_unavailable', retryAfterSeconds: READY_RETRY_AFTER_SECONDS }),
  );
  const openApi = openApiDocument(ROUTE_LIST);
  app.get('/portal/api/docs/openapi.json', async () => openApi);

  const files = options.files ?? memoryFileStore();
  const expected = expectedUsers();
  for (const route of ROUTE_LIST) {
    const handler = options.handlers[route.name];
    if (!handler) continue;
    registerRoute(app, route, handler, { ...options, files, expected });
  }
  // The invitation page's form, sent before the portal's scripts took the page over (invitation-form.ts).
  if (options.handlers.acceptInvitation)
    await registerInvitationForm(app, {
      acceptInvitation: options.handlers.acceptInvitation,
      clock: options.clock,
      sessionCookie: SESSION_COOKIE,
      secureCookies: options.secureCookies,
    });
  return app;
};

/** How many sessions' users an instance remembers for its session reads; the oldest go first. */
export const EXPECTED_USERS = 10_000;

/**
 * The user each session had at its last read on this instance, so that a session read can ask for
 * the data of that user's scope in the same statement as the session check. Never trusted: the
 * statement reads the session as it is now, and an answer counts only for the same user.
 */
const expectedUsers = () => {
  const users = new Map<string, User>();
  return {
    get: (sessionId: string) => users.get(sessionId),
    set: (sessionId: string, user: User | undefined) => {
      users.delete(sessionId);
      if (!user) return;
      if (users.size >= EXPECTED_USERS) users.delete(users.keys().next().value as string);
      users.set(sessionId, user);
    },
  };
};

/** A read's params and query when both are readable and decode and no body came; undefined otherwise. */
const readInput = (route: AnyRoute, request: FastifyRequest) => {
  if (
    request.body !== undefined ||
    Object.keys(inputProblems(request.params, 'params')).length > 0 ||
    Object.keys(inputProblems(request.query, 'query')).length > 0
  )
    return undefined;
  const params = route.params.decode(request.params ?? {});
  const query = route.query.decode(request.query ?? {});
  if (isLeft(params) || isLeft(query)) return undefined;
  return { params: params.right as Record<string, string>, query: query.right };
};

/**
 * The files received for a call, by request: whatever its handler did not keep (moving a file
 * leaves nothing under its temporary key) is removed before the answer goes out.
 */
const receivedFor = new WeakMap<FastifyRequest, string[]>();
const removeReceived = async (request: FastifyRequest, files: FileStore) => {
  const keys = receivedFor.get(request) ?? [];
  receivedFor.delete(request);
  await Promise.allSettled(keys.map((key) => files.remove(key)));
};

const registerRoute = (
  app: FastifyInstance,
  route: AnyRoute,
  handler: Handler,
  options: ServerOptions & { readonly files: FileStore; readonly expected: ReturnType<typeof expectedUsers> },
) => {
  const multipartBody = isMultipart(route.body) ? route.body : undefined;
  const uploadGuard = options.uploadGuards?.[route.name];
  const sessionRead = options.sessionReads?.[route.name];
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    // An upload's files the handler did not keep are removed; an upload answered before its body
    // ended (refused, too large) is drained or cut off.
    ...(multipartBody
      ? {
          onSend: async (request: FastifyRequest, reply: FastifyReply) => {
            await removeReceived(request, options.files);
            settleUnreadBody(request, reply, multipartBody);
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (isCrossSite(request)) return sendError(reply, { code: 'csrf_rejected' });
      const now = options.clock.now();
      const sessionId = request.cookies[SESSION_COOKIE];
      let sessionUser: User | undefined;
      // A session read seen before: the session check and the data in one round trip. Not for a
      // support user, whose view of a customer (core's callerFor) decides whose data a read answers.
      let answered: Awaited<ReturnType<Handler>> | undefined;
      const expectedUser = sessionRead && sessionId ? options.expected.get(sessionId) : undefined;
      const input = expectedUser && expectedUser.kind !== 'support' ? readInput(route, request) : undefined;
      if (sessionRead && sessionId && expectedUser && input) {
        const read = await sessionRead({
          ...input,
          body: undefined,
          files: [],
          user: expectedUser,
          sessionId,
          clientAddress: request.ip,
          now,
        });
        if (read.user && isDeepStrictEqual(read.user, expectedUser)) {
          sessionUser = read.user;
          answered = read.answer;
        } else if (read.user?.kind === 'support') sessionUser = await options.currentUser(sessionId, now);
        else sessionUser = read.user;
      } else sessionUser = await options.currentUser(sessionId, now);
      if (sessionRead && sessionId) options.expected.set(sessionId, sessionUser);
      // In a support user's view of a customer the portal's reads answer for the customer (core).
      const { verdict, user, viewRead } = callerFor(route.access, sessionUser, route);
      if (verdict !== 'allowed') return sendError(reply, { code: verdict });

      const fields: Record<string, string> = {};
      const part = (codec: t.Mixed, value: unknown, name: string) => {
        const decoded = decodePart(codec, value, name);
        if ('fields' in decoded) Object.assign(fields, decoded.fields);
        return 'value' in decoded ? decoded.value : undefined;
      };
      const refuseUnknown = (codec: t.Mixed, value: unknown) => {
        for (const path of unknownFields(codec, value)) fields[`body.${path}`] = UNKNOWN_FIELD;
      };
      // Unstorable text and nesting too deep are refused before any codec walks the value.
      const unreadable = {
        ...inputProblems(request.params, 'params'),
        ...inputProblems(request.query, 'query'),
        ...(isMultipart(route.body) ? {} : inputProblems(request.body, 'body')),
      };
      if (Object.keys(unreadable).length > 0)
        return sendError(reply, { code: 'bad_request', fields: unreadable });
      const params = part(route.params, request.params ?? {}, 'params') as Record<string, string>;
      const query = part(route.query, request.query ?? {}, 'query');
      let body: unknown;
      let files: UploadedFile[] = [];
      if (isMultipart(route.body)) {
        // Nothing of an upload is read before its path is understood and its guard let it through.
        if (Object.keys(fields).length > 0) return sendError(reply, { code: 'bad_request', fields });
        const guard =
          uploadGuard &&
          ((uploadFields: Record<string, string>) =>
            uploadGuard.check({ params, fields: uploadFields, user, now }));
        const refused = guard && !uploadGuard.fields ? await guard({}) : undefined;
        if (refused) return sendError(reply, refused);
        const received: string[] = [];
        receivedFor.set(request, received);
        const upload = await readUploads(request, route.body, {
          store: options.files,
          received,
          ...(guard && uploadGuard.fields ? { guard, guardFields: uploadGuard.fields } : {}),
        });
        if (upload.isErr()) return sendError(reply, upload.error);
        body = part(route.body.fields, upload.value.fields, 'body');
        refuseUnknown(route.body.fields, upload.value.fields);
        Object.assign(fields, upload.value.problems);
        files = upload.value.files;
      } else {
        body = part(route.body, request.body ?? undefined, 'body');
        refuseUnknown(route.body, request.body);
      }
      if (Object.keys(fields).length > 0) return sendError(reply, { code: 'bad_request', fields });
      const view = sessionUser?.supportSession?.view;
      if (viewRead && sessionUser && view)
        await options.recordViewRead?.({
          support: sessionUser,
          view,
          what: `view as customer: ${route.name} ${request.url.split('?')[0]}`,
          now,
        });

      const result =
        answered ??
        (await handler({
          params,
          query,
          body,
          files,
          user,
          sessionId,
          clientAddress: request.ip,
          now,
        }));
      if (result.isErr()) return sendError(reply, result.error);
      const answer = result.value;
      if (!isBinary(route.response) && !route.response.is(answer.body)) {
        // An answer that does not match the contract is a bug on our side, never sent on.
        request.serverError = new Error(`the answer of ${route.name} does not match its codec`);
        return sendError(reply, { code: 'general_error' });
      }
      if (answer.startSession) {
        reply.setCookie(SESSION_COOKIE, answer.startSession.id, {
          httpOnly: true,
          sameSite: 'lax',
          // Behind a trusted TLS-terminating proxy the request's protocol is https too.
          secure: options.secureCookies || request.protocol === 'https',
          path: '/',
          expires: answer.startSession.expiresAt,
        });
      }
      if (answer.endSession) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (isBinary(route.response)) reply.type(route.response.contentTypes[0] ?? 'application/octet-stream');
      if (answer.headers) reply.headers(answer.headers);
      return reply.code(answer.status ?? route.example.status ?? 200).send(answer.body);
    },
  });
};
