import { err, ok, type Result } from 'neverthrow';
import { type LoginAttempts, reopensAt, signInLimits, windowStart } from './login-throttle.ts';
import type { PasswordHasher, Session, SessionRepository, Tokens, User, UserRepository } from './ports.ts';

/** A session lasts 30 days of inactivity-free use; then the user signs in again. */
export const SESSION_DAYS = 30;

export type SignInError =
  /** `retryAt`: when the account's or the address's limit lets a try through again. */
  | { readonly code: 'rate_limited'; readonly retryAt?: Date }
  | { readonly code: 'wrong_password' }
  | { readonly code: 'password_not_editable' }
  | { readonly code: 'email_not_verified' };

export type SignedIn = { readonly user: User; readonly sessionId: string; readonly session: Session };

type Ports = {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly hasher: PasswordHasher;
  readonly tokens: Tokens;
  readonly attempts: LoginAttempts;
};

/**
 * Signs in with e-mail and password and opens a new session (a new id at every sign-in, so a
 * session id planted before sign-in is worthless, and the session the browser held before ends).
 *
 * Every try is counted under the account's and the address's limit before its password is checked,
 * so no burst of guesses gets more than the limit checked. A wrong password keeps its try as a
 * failure; the right one gives its own try back and leaves the account's other failures counted
 * (forgetting them would hand someone guessing at the same time fresh tries). A try whose check
 * never ran (the hashing refused it) is given back too.
 *
 * The specification's codes are user_does_not_exist and wrong_password with one text for both
 * (consumer spec §8); only wrong_password is answered, so the code does not tell who has an
 * account, and an unknown address costs a verification like a known one. An address not yet
 * confirmed is refused only after the right password, so the answer tells nothing to someone who
 * does not know it.
 */
export const signIn =
  ({ users, sessions, hasher, tokens, attempts }: Ports) =>
  async (
    email: string,
    password: string,
    address: string,
    now: Date,
    previousSessionId?: string,
  ): Promise<Result<SignedIn, SignInError>> => {
    const limits = signInLimits(email, address);
    const attempt = await attempts.reserve(limits, windowStart(now), now);
    if (!attempt) {
      const failures = await attempts.failureTimes(
        limits.map(({ key }) => key),
        windowStart(now),
      );
      const retryAt = reopensAt(limits, failures);
      return err({ code: 'rate_limited', ...(retryAt ? { retryAt } : {}) });
    }
    let user: User | undefined;
    let verified: boolean;
    try {
      user = await users.findByEmail(email.trim());
      if (user && !user.passwordHash) {
        await attempts.release(attempt);
        return err({ code: 'password_not_editable' });
      }
      // An unknown address spends the time a verification takes, so the timing tells nothing either.
      verified = await hasher.verify(password, user?.passwordHash ?? DUMMY_HASH);
    } catch (error) {
      await attempts.release(attempt);
      throw error;
    }
    if (!user || !verified) return err({ code: 'wrong_password' });
    await attempts.release(attempt);
    if (!user.emailVerifiedAt) return err({ code: 'email_not_verified' });
    if (previousSessionId) await sessions.revoke(tokens.hash(previousSessionId), now);
    const sessionId = tokens.create();
    const session: Session = {
      idHash: tokens.hash(sessionId),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      revokedAt: null,
    };
    await sessions.create(session);
    return ok({ user, sessionId, session });
  };

/** A hash no password matches; only its cost matters. */
export const DUMMY_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The user of a session id from a cookie, while the session is neither revoked nor expired. */
export const currentUser =
  ({ sessions, tokens }: Pick<Ports, 'sessions' | 'tokens'>) =>
  async (sessionId: string | undefined, now: Date): Promise<User | undefined> => {
    if (!sessionId) return undefined;
    return userOfSession(await sessions.findWithUser(tokens.hash(sessionId)), now);
  };

/** The user of a session found by its id, while the session is neither revoked nor expired. */
export const userOfSession = (
  found: { readonly user: User; readonly session: Session } | undefined,
  now: Date,
): User | undefined => {
  if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= now.getTime())
    return undefined;
  return found.user;
};

export const signOut =
  ({ sessions, tokens }: Pick<Ports, 'sessions' | 'tokens'>) =>
  async (sessionId: string | undefined, now: Date): Promise<void> => {
    if (sessionId) await sessions.revoke(tokens.hash(sessionId), now);
  };
