import { describe, expect, it } from 'vitest';
import type { StoredDeal } from '../deals/ports.ts';
import {
  aUser,
  inMemoryAccountUpdates,
  inMemoryProfiles,
  inMemoryUsers,
  memoryMailer,
} from './in-memory-accounts.ts';
import { EMPTY_PROFILE, type PaymentProvider } from './ports.ts';
import {
  changePaymentMethod,
  FIELD_LOCKED,
  profileOf,
  requestAccountDeletion,
  updateProfile,
} from './profile.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const filled = {
  ...EMPTY_PROFILE,
  phone: '+4915123456789',
  dateOfBirth: '1990-04-12',
  zip: '80802',
  city: 'München',
};

const setup = (user = aUser()) => {
  const users = inMemoryUsers([user]);
  const profiles = inMemoryProfiles({ [user.id]: filled });
  return {
    profiles,
    update: updateProfile({ profiles, updates: inMemoryAccountUpdates(users), users }),
    users,
  };
};

describe('changing the profile', () => {
  it('normalises the phone to +49 and keeps the fields not sent', async () => {
    const { update } = setup();
    const profile = (await update(aUser(), { phone: '0151 2345 6780', zip: ' 80803 ' }, NOW))._unsafeUnwrap();
    expect(profile).toMatchObject({
      phone: '+4915123456780',
      zip: '80803',
      city: 'München',
      dateOfBirth: '1990-04-12',
    });
  });

  it('locks first name, last name and birthday once filled, but takes the value they have', async () => {
    const { update, profiles } = setup();
    const refused = (
      await update(aUser(), { firstname: 'Kimberly', date_of_birth: '01.01.1991', city: 'Berlin' }, NOW)
    )._unsafeUnwrapErr();
    expect(refused.fields).toEqual({
      firstname: { code: 'locked', message: FIELD_LOCKED },
      date_of_birth: { code: 'locked', message: FIELD_LOCKED },
    });
    expect((await profiles.find('u-1'))?.city).toBe('München');
    expect((await update(aUser(), { firstname: 'Kim', date_of_birth: '12.04.1990' }, NOW)).isOk()).toBe(true);
  });

  it('fills empty names once and then locks them', async () => {
    const google = aUser({ firstName: '', lastName: '', loginProvider: 'google' });
    const { update, users } = setup(google);
    expect(
      (await update(google, { firstname: 'Gina', lastname: 'Google' }, NOW))._unsafeUnwrap(),
    ).toMatchObject({
      firstName: 'Gina',
      lastName: 'Google',
    });
    const now = (await users.findById('u-1')) as typeof google;
    expect(now.firstName).toBe('Gina');
    expect((await update(now, { firstname: 'Gianna' }, NOW)).isErr()).toBe(true);
  });

  it("refuses a wrong zip and phone with the specification's messages, clears the mobile number with null", async () => {
    const { update } = setup();
    const refused = (await update(aUser(), { zip: '1234', phone: '' }, NOW))._unsafeUnwrapErr();
    expect(refused.fields.zip?.message).toBe('ungültige PLZ');
    expect(refused.fields.phone?.message).toBe('Dies ist ein Pflichtfeld.');
    await update(aUser(), { mobilephone: '0170 1234567' }, NOW);
    expect((await update(aUser(), { mobilephone: null }, NOW))._unsafeUnwrap().mobilephone).toBeNull();
  });
});

describe('asking for the account to be deleted', () => {
  const deal = (state: string) => ({ id: `d-${state}`, state }) as unknown as StoredDeal;

  it.each(['CREATED', 'ACTIVE', 'STOPPED', 'INACTIVE'])('is blocked by a %s deal', async (state) => {
    const profiles = inMemoryProfiles();
    const result = await requestAccountDeletion({ profiles, mailer: memoryMailer() })(
      aUser(),
      [deal('ENDED'), deal(state)],
      NOW,
    );
    expect(result._unsafeUnwrapErr().code).toBe('account_deletion_blocked');
    expect(await profiles.deletionRequestedAt('u-1')).toBeUndefined();
  });

  it('is recorded once with a confirmation mail; a second request is already requested', async () => {
    const ports = { profiles: inMemoryProfiles(), mailer: memoryMailer() };
    expect(
      (await requestAccountDeletion(ports)(aUser(), [deal('ENDED'), deal('CANCELED')], NOW)).isOk(),
    ).toBe(true);
    expect(ports.mailer.sent[0]?.text).toContain('innerhalb von 48 Stunden');
    expect((await requestAccountDeletion(ports)(aUser(), [], NOW))._unsafeUnwrapErr().code).toBe(
      'deletion_already_requested',
    );
  });
});

describe('changing the payment method', () => {
  const provider = (up: boolean): PaymentProvider => ({
    startConfirmation: async (_user, method) =>
      up
        ? { redirectUrl: `https://psp.example/${method}`, reference: `cs_${method}` }
        : { unavailable: true },
  });

  it('takes SEPA debit at once with a valid IBAN in any spacing', async () => {
    const profiles = inMemoryProfiles();
    const change = changePaymentMethod({ profiles, payments: provider(true) });
    const result = await change(
      aUser(),
      {
        payment_method: 'sepa_debit',
        iban: 'de89 3704 0044 0532 0130 00',
        account_holder: 'Kim Kunde',
      },
      NOW,
    );
    expect(result._unsafeUnwrap()).toEqual({
      paymentMethod: 'sepa_debit',
      status: 'active',
      redirectUrl: null,
    });
    expect(profiles.sepa.get('u-1')).toEqual({ iban: 'DE89370400440532013000', accountHolder: 'Kim Kunde' });
    expect((await profileOf(profiles, aUser())).paymentMethod).toBe('sepa_debit');
  });

  it('refuses an invalid IBAN or a missing holder', async () => {
    const change = changePaymentMethod({ profiles: inMemoryProfiles(), payments: provider(true) });
    const refused = (
      await change(aUser(), { payment_method: 'sepa_debit', iban: 'DE00123' }, NOW)
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      code: 'bad_request',
      fields: { iban: { code: 'iban_invalid' }, account_holder: { code: 'required' } },
    });
  });

  it('leaves card and PayPal pending at the provider, and fails when the provider is down', async () => {
    const profiles = inMemoryProfiles({ 'u-1': { ...EMPTY_PROFILE, paymentMethod: 'sepa_debit' } });
    const result = await changePaymentMethod({ profiles, payments: provider(true) })(
      aUser(),
      {
        payment_method: 'card',
      },
      NOW,
    );
    expect(result._unsafeUnwrap()).toEqual({
      paymentMethod: 'card',
      status: 'pending_confirmation',
      redirectUrl: 'https://psp.example/card',
    });
    expect((await profiles.find('u-1'))?.paymentMethod).toBe('sepa_debit');
    const down = await changePaymentMethod({ profiles, payments: provider(false) })(
      aUser(),
      {
        payment_method: 'paypal',
      },
      NOW,
    );
    expect(down._unsafeUnwrapErr().code).toBe('payment_method_change_failed');
  });

  it('sends SEPA debit without the mandate fields to the provider, whose page takes the mandate', async () => {
    const profiles = inMemoryProfiles();
    const result = await changePaymentMethod({ profiles, payments: provider(true) })(
      aUser(),
      { payment_method: 'sepa_debit' },
      NOW,
    );
    expect(result._unsafeUnwrap()).toEqual({
      paymentMethod: 'sepa_debit',
      status: 'pending_confirmation',
      redirectUrl: 'https://psp.example/sepa_debit',
    });
    expect(profiles.pending.get('u-1')).toBe('sepa_debit');
    expect(profiles.sepa.has('u-1')).toBe(false);
  });
});
