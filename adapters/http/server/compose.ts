import type { Kysely } from 'kysely';
import type { PasswordHasher, Tokens } from '../../../core/account/ports.ts';
import { currentUser, signIn, signOut } from '../../../core/account/sign-in.ts';
import type { Clock } from '../../../core/shared/ports.ts';
import { sqlSessions, sqlUsers } from '../../sql/account-repositories.ts';
import { sqlDeals } from '../../sql/deal-repository.ts';
import { sqlLoginAttempts } from '../../sql/login-attempts.ts';
import type { Database } from '../../sql/schema.ts';
import { buildServer } from './app.ts';
import { cryptoTokens } from './crypto.ts';
import { authHandlers } from './handlers/auth.ts';
import { dealHandlers } from './handlers/deals.ts';

export type BffDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly tokens?: Tokens;
  readonly secureCookies?: boolean;
  readonly logger?: boolean;
};

/** The BFF's composition root: repositories over the database, use cases over them, routes over those. */
export const createBff = async (deps: BffDependencies) => {
  const users = sqlUsers(deps.db);
  const sessions = sqlSessions(deps.db);
  const tokens = deps.tokens ?? cryptoTokens;
  const auth = {
    signIn: signIn({ users, sessions, hasher: deps.hasher, tokens, attempts: sqlLoginAttempts(deps.db) }),
    signOut: signOut({ sessions, tokens }),
    currentUser: currentUser({ sessions, tokens }),
  };
  return buildServer({
    handlers: { ...authHandlers(auth), ...dealHandlers(sqlDeals(deps.db)) },
    currentUser: auth.currentUser,
    clock: deps.clock,
    secureCookies: deps.secureCookies ?? false,
    logger: deps.logger ?? false,
  });
};
