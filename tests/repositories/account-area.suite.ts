/**
 * The contract of the accounts area's stores (tokens, profiles, drivers), run against each adapter
 * (in memory, PGlite, PostgreSQL) by the files that import it.
 */
import { describe, expect, it } from 'vitest';
import { aDriver, aUser } from '../../core/account/in-memory-accounts.ts';
import {
  type AccountTokenRepository,
  type DriverRepository,
  EMPTY_PROFILE,
  type ProfileRepository,
  type UserRepository,
} from '../../core/account/ports.ts';

export type AccountAreaStores = {
  readonly users: UserRepository;
  readonly accountTokens: AccountTokenRepository;
  readonly profiles: ProfileRepository;
  readonly drivers: DriverRepository;
};

const at = (iso: string) => new Date(iso);

export const accountAreaSuite = (name: string, fresh: () => Promise<AccountAreaStores>) => {
  const withUsers = async () => {
    const stores = await fresh();
    await stores.users.create(aUser({ id: 'u-1' }));
    await stores.users.create(aUser({ id: 'u-2', email: 'neu@demo.example' }));
    return stores;
  };

  describe(`account area stores: ${name}`, () => {
    it('spend a token once, only for its purpose and before it expires', async () => {
      const { accountTokens } = await withUsers();
      const token = {
        idHash: 'h-1',
        userId: 'u-1',
        purpose: 'password_reset' as const,
        createdAt: at('2026-11-23T09:00:00Z'),
        expiresAt: at('2026-11-23T10:00:00Z'),
      };
      await accountTokens.create(token);
      await accountTokens.create({ ...token, idHash: 'h-2' });
      expect(
        await accountTokens.consume('h-1', 'email_verification', at('2026-11-23T09:30:00Z')),
      ).toBeUndefined();
      expect(
        await accountTokens.consume('h-1', 'password_reset', at('2026-11-23T10:00:00Z')),
      ).toBeUndefined();
      expect(await accountTokens.consume('h-1', 'password_reset', at('2026-11-23T09:59:59Z'))).toBe('u-1');
      expect(
        await accountTokens.consume('h-1', 'password_reset', at('2026-11-23T09:59:59Z')),
      ).toBeUndefined();
      await accountTokens.revokeAllOf('u-1', 'password_reset', at('2026-11-23T09:10:00Z'));
      expect(
        await accountTokens.consume('h-2', 'password_reset', at('2026-11-23T09:20:00Z')),
      ).toBeUndefined();
    });

    it('keep contact data, SEPA debit, a pending change and one deletion request per user', async () => {
      const { profiles } = await withUsers();
      expect(await profiles.find('u-1')).toBeUndefined();
      const contact = { ...EMPTY_PROFILE, phone: '+4915123456789', dateOfBirth: '1990-04-12', zip: '80802' };
      await profiles.saveContact('u-1', contact);
      expect(await profiles.find('u-1')).toEqual(contact);
      await profiles.setSepaDebit('u-1', { iban: 'DE89370400440532013000', accountHolder: 'Kim Kunde' });
      await profiles.setPendingPaymentMethod('u-1', {
        method: 'paypal',
        reference: 'cs_1',
        at: at('2026-11-23T09:00:00Z'),
      });
      await profiles.saveContact('u-1', { ...contact, city: 'München' });
      expect(await profiles.find('u-1')).toEqual({
        ...contact,
        city: 'München',
        paymentMethod: 'sepa_debit',
      });
      await profiles.setPendingPaymentMethod('u-2', {
        method: 'card',
        reference: 'cs_2',
        at: at('2026-11-23T09:00:00Z'),
      });
      expect((await profiles.find('u-2'))?.paymentMethod).toBeNull();

      expect(await profiles.deletionRequestedAt('u-1')).toBeUndefined();
      expect(await profiles.requestDeletion('u-1', at('2026-11-23T09:00:00Z'))).toBe(true);
      expect(await profiles.requestDeletion('u-1', at('2026-11-23T09:05:00Z'))).toBe(false);
      expect(await profiles.deletionRequestedAt('u-1')).toEqual(at('2026-11-23T09:00:00Z'));
    });

    it("keep each owner's drivers apart and hide removed ones", async () => {
      const { drivers } = await withUsers();
      const alex = aDriver({ id: 'drv-1', ownerUserId: 'u-1' });
      const other = aDriver({ id: 'drv-2', ownerUserId: 'u-2', createdAt: at('2026-06-01T10:00:00Z') });
      await drivers.add(alex, [
        { key: 'licences/drv-1/front.jpg', filename: 'vorne.jpg', mediaType: 'image/jpeg', sizeBytes: 10 },
        { key: 'licences/drv-1/back.jpg', filename: 'hinten.jpg', mediaType: 'image/jpeg', sizeBytes: 12 },
      ]);
      await drivers.add(other, []);
      expect(await drivers.listOf('u-1')).toEqual([alex]);
      expect(await drivers.findOf('u-1', 'drv-2')).toBeUndefined();
      expect(await drivers.remove('u-1', 'drv-2', at('2026-11-23T09:00:00Z'))).toBe(false);
      expect(await drivers.remove('u-1', 'drv-1', at('2026-11-23T09:00:00Z'))).toBe(true);
      expect(await drivers.remove('u-1', 'drv-1', at('2026-11-23T09:00:00Z'))).toBe(false);
      expect(await drivers.listOf('u-1')).toEqual([]);
      expect(await drivers.findOf('u-2', 'drv-2')).toEqual(other);
    });
  });
};
