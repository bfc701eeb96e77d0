import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../../core/shared/ports.ts';
import type { Handler } from './handler.ts';

/**
 * The invitation page's form sent as a plain form (docs/ui/business.md "Invited contacts"). The
 * page /invitation is rendered on the server, and a click on its button before the portal's
 * scripts have taken the page over submits the form itself: a POST of `token`, `password` and
 * `confirmed` to /invitation. It is answered by the same handler as the portal's call
 * (`acceptInvitation`): accepted, the session cookie is set and the browser is sent to the start
 * page (303); refused, back to the page with the reason in `error`, which the page shows.
 */
export const INVITATION_FORM_PATH = '/invitation';

/** A form's fields are a few short texts: anything larger is refused before it is read. */
const FORM_BODY_LIMIT = 4096;

export type InvitationFormOptions = {
  readonly acceptInvitation: Handler;
  readonly clock: Clock;
  readonly sessionCookie: string;
  readonly secureCookies: boolean;
};

/**
 * Only a form of the portal's own page: the browser names the page's origin in `Origin` and
 * `Sec-Fetch-Site` on a form's POST; another site's form (which could sign a visitor in to an
 * account of the other site's choosing) is refused.
 */
const isSameOrigin = (request: FastifyRequest): boolean => {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return site === 'same-origin';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const backToPage = (token: string, error: string): string =>
  `${INVITATION_FORM_PATH}?${new URLSearchParams({ token, error })}`;

export const registerInvitationForm = async (
  app: FastifyInstance,
  options: InvitationFormOptions,
): Promise<void> => {
  await app.register(async (scope) => {
    // Form bodies only here: every other route keeps answering 415 for them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(INVITATION_FORM_PATH, async (request, reply) => {
      request.logRoute = 'acceptInvitation (form)';
      if (!isSameOrigin(request))
        return reply
          .code(403)
          .send({ error: { code: 'csrf_rejected', message: 'Cross-site form refused.' } });
      const token = field(request.body, 'token');
      const password = field(request.body, 'password');
      // The page checks the repetition before it sends; a plain form is checked here.
      if (password !== field(request.body, 'confirmed'))
        return reply.redirect(backToPage(token, 'mismatch'), 303);
      const result = await options.acceptInvitation({
        params: {},
        query: {},
        body: { token, password },
        files: [],
        user: undefined,
        sessionId: request.cookies[options.sessionCookie],
        clientAddress: request.ip,
        now: options.clock.now(),
      });
      if (result.isErr()) return reply.redirect(backToPage(token, result.error.code), 303);
      const session = result.value.startSession;
      if (session)
        reply.setCookie(options.sessionCookie, session.id, {
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies || request.protocol === 'https',
          path: '/',
          expires: session.expiresAt,
        });
      return reply.redirect('/', 303);
    });
  });
};
