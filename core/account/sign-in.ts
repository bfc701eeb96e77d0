import { err, ok, type Result } from 'neverthrow';
import { accountKey, addressKey, isThrottled, type LoginAttempts } from './login-throttle.ts';
import type { PasswordHasher, Session, SessionRepository, Tokens, User, UserRepository } from './ports.ts';

/** A session lasts 30 days of inactivity-free use; then the user signs in again. */
export const SESSION_DAYS = 30;

export type SignInError =
  | { readonly code: 'rate_limited' }
  | { readonly code: 'user_does_not_exist' }
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
 * The specification's codes: user_does_not_exist and wrong_password (the portal shows one text for
 * both, consumer spec §8). An address not yet confirmed is refused only after the right password,
 * so the answer tells nothing to someone who does not know it.
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
    if (await isThrottled(attempts, email, address, now)) return err({ code: 'rate_limited' });
    const failed = async (error: SignInError) => {
      await attempts.recordFailure(accountKey(email), now);
      await attempts.recordFailure(addressKey(address), now);
      return err(error);
    };
    const user = await users.findByEmail(email.trim());
    if (!user) {
      // Spend the time a verification takes, so the answer's timing does not tell who has an account.
      await hasher.verify(password, DUMMY_HASH);
      return failed({ code: 'user_does_not_exist' });
    }
    if (!user.passwordHash) return err({ code: 'password_not_editable' });
    if (!(await hasher.verify(password, user.passwordHash))) return failed({ code: 'wrong_password' });
    await attempts.clear(accountKey(email));
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
    const found = await sessions.findWithUser(tokens.hash(sessionId));
    if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= now.getTime())
      return undefined;
    return found.user;
  };

export const signOut =
  ({ sessions, tokens }: Pick<Ports, 'sessions' | 'tokens'>) =>
  async (sessionId: string | undefined, now: Date): Promise<void> => {
    if (sessionId) await sessions.revoke(tokens.hash(sessionId), now);
  };
