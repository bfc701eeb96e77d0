/** What the account use cases need from outside (issue #4): storage, password hashing, tokens. */

export type UserKind = 'consumer' | 'business';
export type BusinessRole = 'admin' | 'driver' | 'analyst' | 'unknown';
export type LoginProvider = 'password' | 'google' | 'apple';

export type User = {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly kind: UserKind;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyId: string | null;
  readonly role: BusinessRole | null;
  /** A business user's own contact in the company (drivers see the cars assigned to it). */
  readonly contactId: string | null;
  readonly isEditor: boolean;
  readonly loginProvider: LoginProvider;
  readonly emailVerifiedAt: Date | null;
};

export type UserRepository = {
  /** E-mail addresses are compared without regard to case. */
  readonly findByEmail: (email: string) => Promise<User | undefined>;
  readonly findById: (id: string) => Promise<User | undefined>;
  readonly create: (user: User) => Promise<void>;
  readonly setPasswordHash: (id: string, passwordHash: string) => Promise<void>;
};

export type Session = {
  /** Only a hash of the session id is stored; the id itself lives in the cookie. */
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
};

export type SessionRepository = {
  readonly create: (session: Session) => Promise<void>;
  readonly find: (idHash: string) => Promise<Session | undefined>;
  /** The session with its user, in one look-up: every call of the BFF asks for it. */
  readonly findWithUser: (
    idHash: string,
  ) => Promise<{ readonly session: Session; readonly user: User } | undefined>;
  readonly revoke: (idHash: string, at: Date) => Promise<void>;
  /** Ends every session of a user (password change, reset), but the one given. */
  readonly revokeAllOf: (userId: string, at: Date, except?: string) => Promise<void>;
};

export type PasswordHasher = {
  readonly hash: (password: string) => Promise<string>;
  /** Constant-time comparison; false for a hash it cannot read. */
  readonly verify: (password: string, passwordHash: string) => Promise<boolean>;
};

export type Tokens = {
  /** A new unguessable token (session ids, reset tokens). */
  readonly create: () => string;
  /** The stored form of a token: a one-way hash. */
  readonly hash: (token: string) => string;
};
