import { err, ok } from 'neverthrow';
import { jobAutoOf } from '../../../../core/account/job-auto.ts';
import type { User } from '../../../../core/account/ports.ts';
import type { currentUser, signIn, signOut } from '../../../../core/account/sign-in.ts';
import type { Handler } from '../handler.ts';
import { HASHING_RETRY_AFTER_SECONDS, HashingBusy } from '../hashing-queue.ts';
import type { SignInRefusal } from '../metrics.ts';
import { SIGN_IN_RETRY_AFTER_SECONDS } from '../sign-in-budgets.ts';

type Auth = {
  readonly signIn: ReturnType<typeof signIn>;
  readonly signOut: ReturnType<typeof signOut>;
  readonly currentUser: ReturnType<typeof currentUser>;
  /** The password hashing has no room for another check now (hashing-queue.ts). */
  readonly hashingFull: () => boolean;
  /** Counts a refused sign-in by its reason (metrics.ts). */
  readonly onRefusal?: (reason: SignInRefusal) => void;
  /** A place for a sign-in within its address's and account's budgets (sign-in-budgets.ts). */
  readonly admit: (address: string, email: string) => (() => void) | undefined;
  /** A business user's company, for the job car of the session (core/account/job-auto.ts). */
  readonly companyOf: (id: string) => Promise<{ readonly id: string; readonly name: string } | undefined>;
};

const REFUSAL_OF: Readonly<Record<string, SignInRefusal>> = {
  rate_limited: 'rate_limited',
  wrong_password: 'wrong_credentials',
  email_not_verified: 'email_not_verified',
};

/** The session user as the wire API shows it (contracts/routes/auth.ts SessionUser). */
export const sessionUserOf = (
  user: User,
  company: { readonly id: string; readonly name: string } | null | undefined = null,
) => ({
  email: user.email,
  name: `${user.firstName} ${user.lastName}`.trim(),
  kind: user.kind,
  // The customer's contact id: a business user's contact in the company, else the user's own id.
  hs_contact_id: user.contactId ?? user.id,
  hs_first_name: user.firstName,
  login_provider: user.loginProvider,
  is_editor: user.isEditor,
  ...jobAutoOf(user, company),
  ...(user.kind === 'business'
    ? { role: user.role ?? 'unknown', ...(user.companyId ? { company_id: user.companyId } : {}) }
    : {}),
});

export const authHandlers = (auth: Auth): Record<string, Handler> => {
  const companyOf = async (user: User) => (user.companyId ? await auth.companyOf(user.companyId) : null);
  return {
    login: async ({ body, now, clientAddress, sessionId: previousSessionId }) => {
      const { email, password } = body as { email: string; password: string };
      const refused = auth.onRefusal ?? (() => {});
      // Refused before anything is counted or read: the try was never checked.
      if (auth.hashingFull()) {
        refused('hashing_busy');
        return err({ code: 'rate_limited', retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS });
      }
      const place = auth.admit(clientAddress, email);
      if (!place) {
        refused('rate_limited');
        return err({ code: 'rate_limited', retryAfterSeconds: SIGN_IN_RETRY_AFTER_SECONDS });
      }
      let result: Awaited<ReturnType<Auth['signIn']>>;
      try {
        result = await auth.signIn(email, password, clientAddress, now, previousSessionId);
      } catch (error) {
        // The queue filled between the check above and the hash: answered 429 by app.ts.
        if (error instanceof HashingBusy) refused('hashing_busy');
        throw error;
      } finally {
        place();
      }
      // Each code answers with its status of contracts/errors.ts (401, 403 or 429).
      if (result.isErr()) {
        const reason = REFUSAL_OF[result.error.code];
        if (reason) refused(reason);
        // A locked account says when it opens again (Retry-After), which the portal shows in minutes.
        if (result.error.code === 'rate_limited' && result.error.retryAt)
          return err({
            code: 'rate_limited',
            retryAfterSeconds: Math.max(
              1,
              Math.ceil((result.error.retryAt.getTime() - now.getTime()) / 1000),
            ),
          });
        return err({ code: result.error.code });
      }
      const { user, sessionId, session } = result.value;
      return ok({
        body: { data: sessionUserOf(user, await companyOf(user)) },
        startSession: { id: sessionId, expiresAt: session.expiresAt },
      });
    },
    logout: async ({ sessionId, now }) => {
      await auth.signOut(sessionId, now);
      return ok({ body: { ok: true }, endSession: true });
    },
    getSession: async ({ user }) => {
      if (!user) return err({ code: 'unauthorized' });
      // A support user's view of a customer: the portal shows the customer's pages, read-only.
      const view = user.supportSession?.view;
      if (view)
        return ok({
          body: {
            data: {
              ...sessionUserOf(view.customer, await companyOf(view.customer)),
              support_view: {
                agent: { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
                reason: view.reason,
                started_at: view.startedAt.toISOString(),
              },
            },
          },
        });
      return ok({ body: { data: sessionUserOf(user, await companyOf(user)) } });
    },
  };
};
