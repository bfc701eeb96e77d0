import type { FastifyInstance } from 'fastify';

/**
 * Where an issuer that answers by `response_mode=form_post` (Apple, whenever the address or the name
 * is asked for) posts its answer: the redirect URI itself, `{PORTAL_PUBLIC_URL}/login/callback/{provider}`.
 * The answer is of no use here — only the tab that started the sign-in holds its binding (session
 * storage) — so it is handed on to that tab's callback page, in its query as a query answer would
 * be, by a 303 (See Other: the browser follows with a GET). The page posts it to the wire API's
 * callback, which checks it as any other answer. Nothing is read or written here, no session is
 * needed (the issuer's cross-site post carries none), and the page never learns other fields.
 *
 * Not a call of the wire API (contracts/): the issuer's page posts a form, without the actor
 * header, to a page address. So it lives in its own scope with its own body parser.
 */
export const OPEN_ID_FORM_POST_PATH = '/login/callback/:provider';

/** The providers whose answers may come as a form (the callback page's own list). */
const PROVIDERS: readonly string[] = ['google', 'apple'];

/** What the callback page reads of an answer (RFC 6749 §4.1.2, RFC 9207's iss); nothing else. */
const ANSWER_FIELDS = ['code', 'state', 'iss', 'error'] as const;

/** An answer is a few hundred bytes; Apple's `user` field (the name, first time only) a few more. */
const MAX_ANSWER_BYTES = 16 * 1024;

export const registerOpenIdFormPost = (app: FastifyInstance) =>
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_ANSWER_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post<{ Params: { provider: string } }>(OPEN_ID_FORM_POST_PATH, async (request, reply) => {
      const { provider } = request.params;
      if (!PROVIDERS.includes(provider) || !(request.body instanceof URLSearchParams))
        return reply.code(404).send({ error: { code: 'not_found', message: 'Nicht gefunden.' } });
      const posted = request.body;
      const query = new URLSearchParams();
      for (const field of ANSWER_FIELDS) {
        const value = posted.get(field);
        if (value !== null) query.set(field, value);
      }
      // The code must not be sent on to anyone: the page's own address is all it leaves behind.
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/login/callback/${provider}?${query}`, 303);
    });
  });
