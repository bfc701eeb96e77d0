import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type {
  Session,
  SessionRepository,
  SupportSession,
  User,
  UserRepository,
} from '../../core/account/ports.ts';
import type { Database, SessionsTable, UsersTable } from './schema.ts';
import { endView } from './support-views.ts';

export const toUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  kind: row.kind,
  firstName: row.first_name,
  lastName: row.last_name,
  companyId: row.company_id,
  role: row.role,
  contactId: row.contact_id,
  isEditor: row.is_editor,
  loginProvider: row.login_provider,
  emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
});

const toSession = (row: Selectable<SessionsTable>): Session => ({
  idHash: row.id_hash,
  userId: row.user_id,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
});

/** A support user's session with the view it holds (migration 0033), the viewed customer read. */
const supportSessionOf = async (
  db: Kysely<Database>,
  row: Pick<
    Selectable<SessionsTable>,
    'id_hash' | 'view_id' | 'view_customer_id' | 'view_reason' | 'view_started_at'
  >,
): Promise<SupportSession> => {
  if (!row.view_id || !row.view_customer_id || !row.view_reason || !row.view_started_at)
    return { idHash: row.id_hash, view: null };
  const customer = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.view_customer_id)
    .executeTakeFirst();
  if (!customer) return { idHash: row.id_hash, view: null };
  return {
    idHash: row.id_hash,
    view: {
      id: row.view_id,
      customer: toUser(customer),
      reason: row.view_reason,
      startedAt: new Date(row.view_started_at),
    },
  };
};

/** A support user's session by its id hash, with its view; undefined without such a session. */
export const findSupportSession = async (
  db: Kysely<Database>,
  idHash: string,
): Promise<SupportSession | undefined> => {
  const row = await db
    .selectFrom('sessions')
    .select(['id_hash', 'view_id', 'view_customer_id', 'view_reason', 'view_started_at'])
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? supportSessionOf(db, row) : undefined;
};

/**
 * A session and its user, by the session id's hash: the one statement of a session check, to which
 * a read may add its data (session-reads.ts), so that both take one round trip.
 */
export const sessionWithUserQuery = (db: Kysely<Database>, idHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id_hash',
      'sessions.user_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.view_id',
      'sessions.view_customer_id',
      'sessions.view_reason',
      'sessions.view_started_at',
    ])
    .where('sessions.id_hash', '=', idHash);

type SessionWithUserRow = Selectable<UsersTable> & {
  id_hash: string;
  user_id: string;
  session_created_at: Selectable<SessionsTable>['created_at'];
  expires_at: Selectable<SessionsTable>['expires_at'];
  revoked_at: Selectable<SessionsTable>['revoked_at'];
  view_id: Selectable<SessionsTable>['view_id'];
  view_customer_id: Selectable<SessionsTable>['view_customer_id'];
  view_reason: Selectable<SessionsTable>['view_reason'];
  view_started_at: Selectable<SessionsTable>['view_started_at'];
};

export const sessionWithUserOf = (row: SessionWithUserRow): { user: User; session: Session } => ({
  user: toUser(row),
  session: toSession({
    id_hash: row.id_hash,
    user_id: row.user_id,
    created_at: row.session_created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    view_id: row.view_id,
    view_customer_id: row.view_customer_id,
    view_reason: row.view_reason,
    view_started_at: row.view_started_at,
  }),
});

/**
 * Locks the user's row until the transaction ends. The row stands for what belongs to the user
 * and may have no row of its own yet (cart, profile, drivers); NO KEY UPDATE leaves rows that refer
 * to the user (sessions, cart items) free to be written meanwhile.
 */
export const lockUserRow = async (db: Kysely<Database>, userId: string): Promise<void> => {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
};

/** A new user as its row of the users table. */
export const userRowOf = (user: User) => ({
  id: user.id,
  email: user.email,
  password_hash: user.passwordHash,
  kind: user.kind,
  first_name: user.firstName,
  last_name: user.lastName,
  company_id: user.companyId,
  role: user.role,
  contact_id: user.contactId,
  is_editor: user.isEditor,
  login_provider: user.loginProvider,
  email_verified_at: user.emailVerifiedAt,
});

export const sqlUsers = (db: Kysely<Database>): UserRepository => ({
  findByEmail: async (email) => {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return row ? toUser(row) : undefined;
  },
  findById: async (id) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toUser(row) : undefined;
  },
  create: async (user) => {
    await db.insertInto('users').values(userRowOf(user)).execute();
  },
  setPasswordHash: async (id, passwordHash) => {
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  },
  replacePasswordHash: async (id, current, next) => {
    const result = await db
      .updateTable('users')
      .set({ password_hash: next })
      .where('id', '=', id)
      .where('password_hash', '=', current)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});

export const sqlSessions = (db: Kysely<Database>): SessionRepository => ({
  create: async (session) => {
    await db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        revoked_at: session.revokedAt,
      })
      .execute();
  },
  findWithUser: async (idHash) => {
    const row = await sessionWithUserQuery(db, idHash).executeTakeFirst();
    if (!row) return undefined;
    const found = sessionWithUserOf(row);
    return found.user.kind === 'support'
      ? { ...found, user: { ...found.user, supportSession: await supportSessionOf(db, row) } }
      : found;
  },
  find: async (idHash) => {
    const row = await db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    return row ? toSession(row) : undefined;
  },
  // A support user's view of a customer ends with the session (consumer spec §6).
  revoke: async (idHash, at) => {
    await endView(db, { sessionIdHash: idHash, now: at, revoke: true });
  },
  revokeAllOf: async (userId, at, except) => {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (except) query = query.where('id_hash', '!=', except);
    await query.execute();
  },
});
