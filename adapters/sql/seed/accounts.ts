import type { Kysely } from 'kysely';
import { cryptoTokens } from '../../shared/crypto.ts';
import type { Database } from '../schema.ts';

/** Tokens the contract's examples name (reset-password and verify-email with a known token). */
export const DEMO_RESET_TOKEN = 'reset-demo-token';
export const DEMO_VERIFICATION_TOKEN = 'verify-demo-token';
/** The token of the newsletter sign-up of leser@demo.example that awaits its confirmation. */
export const DEMO_NEWSLETTER_TOKEN = 'newsletter-demo-token';
// Longer than a real link lives, so a demo started in the morning still shows the flow at night.
const DEMO_TOKEN_DAYS = 7;

/**
 * The accounts area's part of the demo data set (after users, companies and deals are written):
 * Kim Kunde's contact and invoice data and SEPA mandate, the additional driver drv-1 (Alex Kunde),
 * one open token of each kind, and a newsletter sign-up awaiting its confirmation.
 */
export const seedAccounts = async (db: Kysely<Database>, now: Date): Promise<void> => {
  await db
    .insertInto('customer_profiles')
    .values({
      user_id: 'u-kunde',
      phone: '+4915123456789',
      mobilephone: null,
      date_of_birth: '1990-04-12',
      invoice_street: 'Leopoldstraße',
      invoice_house_number: '12',
      zip: '80802',
      city: 'München',
      payment_method: 'sepa_debit',
      sepa_iban: 'DE89370400440532013000',
      sepa_account_holder: 'Kim Kunde',
      pending_payment_method: null,
    })
    .execute();
  await db
    .insertInto('drivers')
    .values({
      id: 'drv-1',
      owner_user_id: 'u-kunde',
      relationship_type: 'relative_type_1',
      first_name: 'Alex',
      last_name: 'Kunde',
      date_of_birth: '1995-03-15',
      driver_license_issue_date: '2013-06-01',
      dl_front_key: 'licences/drv-1/front.jpg',
      dl_back_key: 'licences/drv-1/back.jpg',
      agreed_to_terms: true,
      confirmed_truthful_data: true,
      status: 'active',
      created_at: new Date(now.getTime() - 200 * 86_400_000),
      removed_at: null,
    })
    .execute();
  const expiresAt = new Date(now.getTime() + DEMO_TOKEN_DAYS * 86_400_000);
  await db
    .insertInto('account_tokens')
    .values([
      {
        id_hash: cryptoTokens.hash(DEMO_RESET_TOKEN),
        user_id: 'u-kunde',
        purpose: 'password_reset',
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      },
      {
        id_hash: cryptoTokens.hash(DEMO_VERIFICATION_TOKEN),
        user_id: 'u-neu',
        purpose: 'email_verification',
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      },
    ])
    .execute();
  // A newsletter sign-up mailed its confirmation link and not yet confirmed (the double opt-in).
  await db
    .insertInto('newsletter_signups')
    .values({
      email: 'leser@demo.example',
      first_name: 'Lea',
      last_name: 'Leser',
      consented_at: now,
      confirmation_mailed_at: now,
      confirm_token_hash: cryptoTokens.hash(DEMO_NEWSLETTER_TOKEN),
      confirm_token_expires_at: expiresAt,
    })
    .execute();
};

/**
 * Provider states of the contract's account examples that the demo data cannot hold at once
 * (neu@demo.example both may and already did request deletion; kunde@demo.example signs in with a
 * password and with Google). A provider-state endpoint applies one after seeding; answers false for
 * a state that is not the accounts area's.
 */
export const applyAccountProviderState = async (
  db: Kysely<Database>,
  state: string,
  now: Date,
): Promise<boolean> => {
  switch (state) {
    case 'customer neu@demo.example has already requested the deletion of the account':
      await db
        .insertInto('account_deletion_requests')
        .values({ user_id: 'u-neu', requested_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return true;
    case 'customer neu@demo.example has not confirmed the e-mail address':
      await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', 'u-neu').execute();
      return true;
    case 'customer kunde@demo.example is signed in with Google':
      await db
        .updateTable('users')
        .set({ login_provider: 'google', password_hash: null })
        .where('id', '=', 'u-kunde')
        .execute();
      return true;
    default:
      return false;
  }
};
