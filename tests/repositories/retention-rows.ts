/**
 * Rows of every table the retention covers, for the sweep's suites: each row named by a label and
 * given the two moments that decide its fate (`at`, `end`), and — written here apart from
 * adapters/sql/retention.ts, as its description in docs/operations.md reads — when each row's
 * purpose ended.
 */
import { type Kysely, sql } from 'kysely';
import type { RetentionName } from '../../adapters/sql/retention.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import type { FileStore } from '../../core/shared/ports.ts';

export type Times = { readonly at: Date; readonly end: Date | null };

const HOUR = 3_600_000;
const earliest = (a: Date, b: Date | null) => (b && b < a ? b : a);

type Kind = {
  readonly table: string;
  readonly label: string;
  /** When the row's purpose ended by the documented rule; null: never. */
  readonly ended: (times: Times) => Date | null;
  readonly insert: (db: Kysely<Database>, label: string, times: Times) => Promise<unknown>;
};

export const KINDS: Readonly<Record<RetentionName, Kind>> = {
  sessions: {
    table: 'sessions',
    label: 'id_hash',
    // Over at its expiry, or earlier when revoked.
    ended: ({ at, end }) => earliest(at, end),
    insert: (db, label, { at, end }) =>
      db
        .insertInto('sessions')
        .values({
          id_hash: label,
          user_id: 'u-1',
          created_at: new Date(at.getTime() - 24 * HOUR),
          expires_at: at,
          revoked_at: end,
        })
        .execute(),
  },
  login_failures: {
    table: 'login_failures',
    label: 'key',
    ended: ({ at }) => at,
    insert: (db, label, { at }) =>
      db.insertInto('login_failures').values({ key: label, failed_at: at }).execute(),
  },
  sent_mails: {
    table: 'outbox',
    label: 'subject',
    // Sent ones only, by when they were sent.
    ended: ({ end }) => end,
    insert: (db, label, { at, end }) =>
      db
        .insertInto('outbox')
        .values({
          kind: 'password_reset',
          recipient: 'kunde@demo.example',
          subject: label,
          body: 'Hallo',
          created_at: at,
          sent_at: end,
        })
        .execute(),
  },
  delivered_webhooks: {
    table: 'webhook_outbox',
    label: 'once_key',
    // Delivered ones only, by their delivery.
    ended: ({ end }) => end,
    insert: (db, label, { at, end }) =>
      db
        .insertInto('webhook_outbox')
        .values({
          topic: 'newsletter',
          once_key: label,
          body: JSON.stringify({ 'E-Mail': 'kunde@demo.example' }),
          created_at: at,
          next_attempt_at: at,
          delivered_at: end,
        })
        .execute(),
  },
  support_audit: {
    table: 'support_audit',
    label: 'what',
    ended: ({ at }) => at,
    insert: (db, label, { at }) =>
      db
        .insertInto('support_audit')
        .values({
          support_user_id: 'u-1',
          subject_user_id: null,
          subject_company_id: 'c-1',
          what: label,
          reason: 'Anruf',
          read_at: at,
        })
        .execute(),
  },
  account_tokens: {
    table: 'account_tokens',
    label: 'id_hash',
    // Over at its expiry, or earlier when used.
    ended: ({ at, end }) => earliest(at, end),
    insert: (db, label, { at, end }) =>
      db
        .insertInto('account_tokens')
        .values({
          id_hash: label,
          user_id: 'u-1',
          purpose: 'password_reset',
          created_at: new Date(at.getTime() - HOUR),
          expires_at: at,
          used_at: end,
        })
        .execute(),
  },
  contact_invitations: {
    table: 'contact_invitations',
    label: 'id_hash',
    ended: ({ at, end }) => earliest(at, end),
    insert: (db, label, { at, end }) =>
      db
        .insertInto('contact_invitations')
        .values({
          id_hash: label,
          contact_id: 'fc-1',
          invited_by: 'u-1',
          created_at: new Date(at.getTime() - HOUR),
          expires_at: at,
          used_at: end,
        })
        .execute(),
  },
  signing_links: {
    table: 'contract_signing_links',
    label: 'token_hash',
    ended: ({ at }) => at,
    insert: (db, label, { at }) =>
      db
        .insertInto('contract_signing_links')
        .values({ contract_id: 'k-1', token_hash: label, expires_at: at, mailed_at: null })
        .execute(),
  },
  payment_events: {
    table: 'payment_provider_events',
    label: 'event_id',
    ended: ({ at }) => at,
    insert: (db, label, { at }) =>
      db
        .insertInto('payment_provider_events')
        .values({ event_id: label, type: 'checkout.session.completed', received_at: at })
        .execute(),
  },
  sign_in_flows: {
    table: 'sign_in_flows',
    label: 'state_hash',
    ended: ({ at }) => at,
    insert: (db, label, { at, end }) =>
      db
        .insertInto('sign_in_flows')
        .values({
          state_hash: label,
          binding_hash: 'binding',
          provider: 'google',
          nonce: 'nonce',
          code_verifier: 'verifier',
          created_at: new Date(at.getTime() - HOUR),
          expires_at: at,
          spent_at: end,
        })
        .execute(),
  },
};

export const KIND_NAMES = Object.keys(KINDS) as RetentionName[];

/** The rows the tables refer to: a user, a company with a contact and a contract. */
export const withParents = async (db: Kysely<Database>) => {
  await sql`
    insert into users (id, email, password_hash, kind) values ('u-1', 'support@demo.example', null, 'support')
  `.execute(db);
  await sql`
    insert into companies (id, name, street, house_number, postal_code, city)
    values ('c-1', 'Nordflotte GmbH', 'Hafenstraße', '1', '20457', 'Hamburg')
  `.execute(db);
  await sql`
    insert into fleet_contacts (id, company_id, first_name, last_name, email, role, status)
    values ('fc-1', 'c-1', 'Frida', 'Flotte', 'frida@nordflotte.example', 'driver', 'INVITED')
  `.execute(db);
  await sql`
    insert into fleet_contracts (id, company_id, contract_number, status, created_at, created_by, signer_email)
    values ('k-1', 'c-1', 'V-1', 'PENDING', now(), 'u-1', 'frida@nordflotte.example')
  `.execute(db);
  return db;
};

/** The labels left in a kind's table, sorted. */
export const labelsLeft = async (db: Kysely<Database>, name: RetentionName): Promise<string[]> => {
  const kind = KINDS[name];
  const { rows } = await sql<{ label: string }>`
    select ${sql.ref(kind.label)} as label from ${sql.table(kind.table)}
  `.execute(db);
  return rows.map((row) => row.label).sort();
};

/** Every kind's table emptied (between the runs of a property). */
export const emptyKinds = async (db: Kysely<Database>) => {
  for (const name of KIND_NAMES) await sql`delete from ${sql.table(KINDS[name].table)}`.execute(db);
};

/** A file store whose listing waits until opened: a sweep in progress, held where the test wants it. */
export const gatedStore = (files: FileStore) => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const store: FileStore = {
    ...files,
    list: async (prefix) => {
      await gate;
      return files.list(prefix);
    },
  };
  return { store, open };
};
