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
import { ERROR_STATUS, type ErrorCode } from '../../../contracts/errors.ts';
import { openApiDocument } from '../../../contracts/openapi.ts';
import { type AnyRoute, isBinary, isMultipart } from '../../../contracts/route.ts';
import { ROUTE_LIST } from '../../../contracts/route-table.ts';
import { accessFor } from '../../../core/account/access.ts';
import type { User } from '../../../core/account/ports.ts';
import type { Clock } from '../../../core/shared/ports.ts';
import { ACTOR_HEADER } from '../client/create-portal-api.ts';
import { messageFor } from './error-messages.ts';
import type { Failure, Handler, UploadedFile } from './handler.ts';
import { type LogSettings, loggerOptions, registerRequestLog, requestIdOf } from './request-log.ts';
import { isPageRequest, registerStaticUi, sendIndexHtml } from './static-ui.ts';
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
  readonly currentUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
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
};

const sendError = (reply: FastifyReply, failure: Failure) => {
  const status = failure.status ?? ERROR_STATUS[failure.code] ?? 500;
  return reply.code(status).send({
    error: {
      code: failure.code,
      message: failure.message ?? messageFor(failure.code),
      ...(failure.fields ? { fields: failure.fields } : {}),
    },
  });
};

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
  const app = Fastify({
    trustProxy: options.trustProxy ?? false,
    logger: loggerOptions(options.log ?? false),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One line per request of our own (registerRequestLog) instead of Fastify's two with the URL.
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
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
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.serverError = error as Error;
    // 429: a limit of the server itself, such as the password hashing's queue (hashing-queue.ts).
    if (status === 429) return sendError(reply, { code: 'rate_limited' });
    const code: ErrorCode =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status < 500
            ? 'bad_request'
            : 'general_error';
    return sendError(reply, { code, status, ...(status < 500 ? { message: (error as Error).message } : {}) });
  });
  const servesUi = options.uiDir ? await registerStaticUi(app, options.uiDir) : false;
  app.setNotFoundHandler((request, reply) => {
    if (!servesUi || !isPageRequest(request)) return sendError(reply, { code: 'not_found' });
    request.logRoute = '(portal page)';
    return sendIndexHtml(reply);
  });

  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) =>
    (await (options.ready?.() ?? Promise.resolve(true))) ? { ok: true } : reply.code(503).send({ ok: false }),
  );
  const openApi = openApiDocument(ROUTE_LIST);
  app.get('/portal/api/docs/openapi.json', async () => openApi);

  for (const route of ROUTE_LIST) {
    const handler = options.handlers[route.name];
    if (!handler) continue;
    registerRoute(app, route, handler, options);
  }
  return app;
};

const registerRoute = (app: FastifyInstance, route: AnyRoute, handler: Handler, options: ServerOptions) => {
  const multipartBody = isMultipart(route.body) ? route.body : undefined;
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    // An upload answered before its body ended (refused, too large) is drained or cut off.
    ...(multipartBody
      ? {
          onSend: async (request: FastifyRequest, reply: FastifyReply) =>
            settleUnreadBody(request, reply, multipartBody),
        }
      : {}),
    handler: async (request, reply) => {
      if (isCrossSite(request)) return sendError(reply, { code: 'csrf_rejected' });
      const now = options.clock.now();
      const sessionId = request.cookies[SESSION_COOKIE];
      const user = await options.currentUser(sessionId, now);
      const verdict = accessFor(route.access, user);
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
      const params = part(route.params, request.params ?? {}, 'params') as Record<string, string>;
      const query = part(route.query, request.query ?? {}, 'query');
      let body: unknown;
      let files: UploadedFile[] = [];
      if (isMultipart(route.body)) {
        const upload = await readUploads(request, route.body);
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

      const result = await handler({
        params,
        query,
        body,
        files,
        user,
        sessionId,
        clientAddress: request.ip,
        now,
      });
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
