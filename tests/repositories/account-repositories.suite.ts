/**
 * The contract every storage adapter of the account ports fulfils; run against each of them
 * (in memory, PGlite, PostgreSQL) by the files that import it.
 */
import { describe, expect, it } from 'vitest';
import { aUser } from '../../core/account/in-memory-accounts.ts';
import type { SessionRepository, UserRepository } from '../../core/account/ports.ts';

export type AccountStores = { readonly users: UserRepository; readonly sessions: SessionRepository };

const at = (iso: string) => new Date(iso);

export const accountRepositorySuite = (name: string, fresh: () => Promise<AccountStores>) => {
  describe(`account repositories: ${name}`, () => {
    it('find a user by e-mail without regard to case, and by id', async () => {
      const { users } = await fresh();
      await users.create(aUser({ id: 'u-1', email: 'Kunde@Demo.example' }));
      expect((await users.findByEmail('kunde@demo.EXAMPLE'))?.id).toBe('u-1');
      expect(await users.findById('u-1')).toEqual(aUser({ id: 'u-1', email: 'Kunde@Demo.example' }));
      expect(await users.findByEmail('nobody@demo.example')).toBeUndefined();
    });

    it('keep business users with company and role', async () => {
      const { users } = await fresh();
      const admin = aUser({
        id: 'u-2',
        email: 'admin@nordflotte.example',
        kind: 'business',
        companyId: 'co-nordflotte',
        role: 'admin',
        emailVerifiedAt: null,
      });
      await users.create(admin);
      expect(await users.findById('u-2')).toEqual(admin);
    });

    it('change a password hash', async () => {
      const { users } = await fresh();
      await users.create(aUser());
      await users.setPasswordHash('u-1', 'plain$Neu!2026');
      expect((await users.findById('u-1'))?.passwordHash).toBe('plain$Neu!2026');
    });

    it('keep sessions and revoke one, or all but one', async () => {
      const { users, sessions } = await fresh();
      await users.create(aUser());
      const session = (idHash: string) => ({
        idHash,
        userId: 'u-1',
        createdAt: at('2026-11-22T10:00:00Z'),
        expiresAt: at('2026-12-22T10:00:00Z'),
        revokedAt: null,
      });
      for (const id of ['s-1', 's-2', 's-3']) await sessions.create(session(id));
      expect(await sessions.find('s-1')).toEqual(session('s-1'));
      await sessions.revoke('s-1', at('2026-11-22T11:00:00Z'));
      expect((await sessions.find('s-1'))?.revokedAt).toEqual(at('2026-11-22T11:00:00Z'));
      await sessions.revokeAllOf('u-1', at('2026-11-22T12:00:00Z'), 's-3');
      expect((await sessions.find('s-2'))?.revokedAt).toEqual(at('2026-11-22T12:00:00Z'));
      expect((await sessions.find('s-3'))?.revokedAt).toBeNull();
      expect(await sessions.findWithUser('s-3')).toEqual({ session: session('s-3'), user: aUser() });
      expect(await sessions.findWithUser('unknown')).toBeUndefined();
      // A revoked session keeps the moment it was first revoked.
      expect((await sessions.find('s-1'))?.revokedAt).toEqual(at('2026-11-22T11:00:00Z'));
    });
  });
};
