import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
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
import type { Failure, Handler } from './handler.ts';

export const SESSION_COOKIE = 'portal_session';

export type ServerOptions = {
  readonly handlers: Readonly<Record<string, Handler>>;
  readonly currentUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
  readonly clock: Clock;
  /** Secure cookies: on whenever the portal is served over HTTPS. */
  readonly secureCookies: boolean;
  readonly logger?: boolean;
  readonly ready?: () => Promise<boolean>;
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
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

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
    logger: options.logger ? { redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
    genReqId: () => crypto.randomUUID(),
  });
  await app.register(cookie);

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
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
  app.setNotFoundHandler((_request, reply) => sendError(reply, { code: 'not_found' }));

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
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
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
      const params = part(route.params, request.params ?? {}, 'params') as Record<string, string>;
      const query = part(route.query, request.query ?? {}, 'query');
      if (isMultipart(route.body))
        return sendError(reply, { code: 'unsupported_media_type', message: 'uploads are not served yet' });
      const body = part(route.body, request.body ?? undefined, 'body');
      if (Object.keys(fields).length > 0) return sendError(reply, { code: 'bad_request', fields });

      const result = await handler({
        params,
        query,
        body,
        files: [],
        user,
        sessionId,
        clientAddress: request.ip,
        now,
      });
      if (result.isErr()) return sendError(reply, result.error);
      const answer = result.value;
      if (!isBinary(route.response) && !route.response.is(answer.body)) {
        // An answer that does not match the contract is a bug on our side, never sent on.
        request.log.error({ route: route.name }, 'answer does not match its codec');
        return sendError(reply, { code: 'general_error' });
      }
      if (answer.startSession) {
        reply.setCookie(SESSION_COOKIE, answer.startSession.id, {
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          path: '/',
          expires: answer.startSession.expiresAt,
        });
      }
      if (answer.endSession) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (answer.headers) reply.headers(answer.headers);
      // A file answer goes out as the route's content type unless the handler names one.
      if (isBinary(route.response) && !answer.headers?.['content-type'])
        reply.type(route.response.contentTypes[0] ?? 'application/octet-stream');
      return reply.code(answer.status ?? route.example.status ?? 200).send(answer.body);
    },
  });
};
