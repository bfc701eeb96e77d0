/** In-memory account ports for the use-case tests; the SQL repositories pass the same contract tests. */
import type { Mailer, OutgoingMail } from '../shared/ports.ts';
import type { LoginAttempts } from './login-throttle.ts';
import {
  type AccountToken,
  type AccountTokenRepository,
  type AccountUpdates,
  type CustomerProfile,
  type Driver,
  type DriverRepository,
  EMPTY_PROFILE,
  type PasswordHasher,
  type ProfileRepository,
  type Session,
  type SessionRepository,
  type StoredLicence,
  type Tokens,
  type User,
  type UserRepository,
} from './ports.ts';

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
    replacePasswordHash: async (id, current, next) => {
      const user = users.get(id);
      if (user?.passwordHash !== current) return false;
      users.set(id, { ...user, passwordHash: next });
      return true;
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
  const failures: { key: string; at: Date; attempt: string }[] = [];
  let tries = 0;
  return {
    reserve: async (limits, since, at) => {
      const count = (key: string) => failures.filter((f) => f.key === key && f.at >= since).length;
      if (limits.some(({ key, max }) => count(key) >= max)) return undefined;
      const attempt = `try-${++tries}`;
      for (const { key } of limits) failures.push({ key, at, attempt });
      return attempt;
    },
    release: async (attempt) => {
      for (let i = failures.length - 1; i >= 0; i--)
        if (failures[i]?.attempt === attempt) failures.splice(i, 1);
    },
    failureTimes: async (keys, since) =>
      new Map(
        keys.map((key) => [key, failures.filter((f) => f.key === key && f.at >= since).map((f) => f.at)]),
      ),
  };
};

export const inMemoryAccountTokens = (): AccountTokenRepository & {
  readonly all: () => (AccountToken & { usedAt: Date | null })[];
} => {
  const tokens = new Map<string, AccountToken & { usedAt: Date | null }>();
  return {
    all: () => [...tokens.values()],
    create: async (token) => {
      tokens.set(token.idHash, { ...token, usedAt: null });
    },
    consume: async (idHash, purpose, now) => {
      const token = tokens.get(idHash);
      if (!token || token.purpose !== purpose || token.usedAt || token.expiresAt.getTime() <= now.getTime())
        return undefined;
      tokens.set(idHash, { ...token, usedAt: now });
      return token.userId;
    },
    revokeAllOf: async (userId, purpose, now) => {
      for (const token of tokens.values())
        if (token.userId === userId && token.purpose === purpose && !token.usedAt)
          tokens.set(token.idHash, { ...token, usedAt: now });
    },
  };
};

/** Account changes over the in-memory users (their `create` replaces a user by id). */
export const inMemoryAccountUpdates = (users: UserRepository): AccountUpdates => ({
  markEmailVerified: async (userId, at) => {
    const user = await users.findById(userId);
    if (user && !user.emailVerifiedAt) await users.create({ ...user, emailVerifiedAt: at });
  },
  setNames: async (userId, names) => {
    const user = await users.findById(userId);
    if (user)
      await users.create({
        ...user,
        firstName: names.firstName ?? user.firstName,
        lastName: names.lastName ?? user.lastName,
      });
  },
});

export const inMemoryProfiles = (
  initial: Record<string, CustomerProfile> = {},
): ProfileRepository & { readonly pending: Map<string, string>; readonly sepa: Map<string, object> } => {
  const profiles = new Map(Object.entries(initial));
  const deletions = new Map<string, Date>();
  const pending = new Map<string, string>();
  const sepa = new Map<string, object>();
  return {
    pending,
    sepa,
    find: async (userId) => profiles.get(userId),
    // One caller at a time in memory: nothing to wait for.
    lock: async () => {},
    saveContact: async (userId, profile) => {
      profiles.set(userId, { ...profile, paymentMethod: profiles.get(userId)?.paymentMethod ?? null });
    },
    setSepaDebit: async (userId, mandate) => {
      sepa.set(userId, mandate);
      pending.delete(userId);
      profiles.set(userId, { ...(profiles.get(userId) ?? EMPTY_PROFILE), paymentMethod: 'sepa_debit' });
    },
    setPendingPaymentMethod: async (userId, { method }) => {
      pending.set(userId, method);
      if (!profiles.has(userId)) profiles.set(userId, EMPTY_PROFILE);
    },
    deletionRequestedAt: async (userId) => deletions.get(userId),
    requestDeletion: async (userId, at) => {
      if (deletions.has(userId)) return false;
      deletions.set(userId, at);
      return true;
    },
  };
};

export const inMemoryDrivers = (
  initial: readonly Driver[] = [],
): DriverRepository & { readonly licences: StoredLicence[] } => {
  const drivers = new Map(initial.map((driver) => [driver.id, driver]));
  const licences: StoredLicence[] = [];
  const live = (owner: string) =>
    [...drivers.values()].filter((d) => d.ownerUserId === owner && d.status !== 'deleted');
  return {
    licences,
    listOf: async (owner) => live(owner),
    findOf: async (owner, id) => live(owner).find((d) => d.id === id),
    lockAccount: async () => {},
    add: async (driver, stored) => {
      drivers.set(driver.id, driver);
      licences.push(...stored);
    },
    remove: async (owner, id) => {
      const driver = live(owner).find((d) => d.id === id);
      if (!driver) return false;
      drivers.set(id, { ...driver, status: 'deleted' });
      return true;
    },
  };
};

/** A mailer that keeps what it was given. */
export const memoryMailer = (): Mailer & { readonly sent: OutgoingMail[] } => {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
  };
};

export const aDriver = (overrides: Partial<Driver> = {}): Driver => ({
  id: 'drv-1',
  ownerUserId: 'u-1',
  relationshipType: 'relative_type_1',
  firstName: 'Alex',
  lastName: 'Kunde',
  dateOfBirth: '1995-03-15',
  licenceIssueDate: '2013-06-01',
  licenceFrontKey: 'licences/drv-1/front.jpg',
  licenceBackKey: 'licences/drv-1/back.jpg',
  agreedToTerms: true,
  confirmedTruthfulData: true,
  status: 'active',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  ...overrides,
});
