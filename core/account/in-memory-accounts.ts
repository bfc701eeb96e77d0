/** In-memory account ports for the use-case tests; the SQL repositories pass the same contract tests. */
import type { LoginAttempts } from './login-throttle.ts';
import type { PasswordHasher, Session, SessionRepository, Tokens, User, UserRepository } from './ports.ts';

export const inMemoryUsers = (initial: readonly User[] = []): UserRepository => {
  const users = new Map(initial.map((user) => [user.id, user]));
  return {
    findByEmail: async (email) =>
      [...users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()),
    findById: async (id) => users.get(id),
    create: async (user) => {
      users.set(user.id, user);
    },
    setPasswordHash: async (id, passwordHash) => {
      const user = users.get(id);
      if (user) users.set(id, { ...user, passwordHash });
    },
  };
};

export const inMemorySessions = (
  users: UserRepository = inMemoryUsers(),
): SessionRepository & { readonly all: () => Session[] } => {
  const sessions = new Map<string, Session>();
  return {
    all: () => [...sessions.values()],
    findWithUser: async (idHash) => {
      const session = sessions.get(idHash);
      const user = session ? await users.findById(session.userId) : undefined;
      return session && user ? { session, user } : undefined;
    },
    create: async (session) => {
      sessions.set(session.idHash, session);
    },
    find: async (idHash) => sessions.get(idHash),
    revoke: async (idHash, at) => {
      const session = sessions.get(idHash);
      if (session && !session.revokedAt) sessions.set(idHash, { ...session, revokedAt: at });
    },
    revokeAllOf: async (userId, at, except) => {
      for (const session of sessions.values()) {
        if (session.userId === userId && session.idHash !== except && !session.revokedAt) {
          sessions.set(session.idHash, { ...session, revokedAt: at });
        }
      }
    },
  };
};

/** A transparent hasher: tests of the use cases are about the flow, not about scrypt. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain$${password}`,
  verify: async (password, hash) => hash === `plain$${password}`,
};

export const countingTokens = (): Tokens => {
  let next = 0;
  return { create: () => `token-${++next}`, hash: (token) => `hash(${token})` };
};

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-1',
  email: 'kunde@demo.example',
  passwordHash: 'plain$Demo!2026',
  kind: 'consumer',
  firstName: 'Kim',
  lastName: 'Kunde',
  companyId: null,
  role: null,
  contactId: null,
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: new Date('2025-12-01T00:00:00Z'),
  ...overrides,
});

export const inMemoryLoginAttempts = (): LoginAttempts => {
  const failures: { key: string; at: Date }[] = [];
  return {
    failuresSince: async (key, since) => failures.filter((f) => f.key === key && f.at >= since).length,
    recordFailure: async (key, at) => {
      failures.push({ key, at });
    },
    clear: async (key) => {
      for (let i = failures.length - 1; i >= 0; i--) if (failures[i]?.key === key) failures.splice(i, 1);
    },
  };
};
