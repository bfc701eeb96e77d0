import type { Kysely } from 'kysely';
import { err, ok, type Result } from 'neverthrow';
import type { ErrorCode } from '../../../../../contracts/errors.ts';
import type { LoginAttempts } from '../../../../../core/account/login-throttle.ts';
import { accountLinksOf } from '../../../../../core/account/mails.ts';
import type { FieldError } from '../../../../../core/shared/validation/field-error.ts';
import { sqlSessions, sqlUsers } from '../../../../sql/account-repositories.ts';
import { sqlAccountTokens, sqlAccountUpdates } from '../../../../sql/account-tokens.ts';
import { sqlProfiles } from '../../../../sql/customer-profiles.ts';
import { sqlDrivers } from '../../../../sql/driver-repository.ts';
import { sqlLoginAttempts } from '../../../../sql/login-attempts.ts';
import type { Database } from '../../../../sql/schema.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure } from '../../handler.ts';

/** The account area's ports over one database handle (the BFF's, or a transaction's). */
export const accountPortsOver = (bff: BffContext, db: Kysely<Database>, attempts: LoginAttempts) => ({
  users: sqlUsers(db),
  updates: sqlAccountUpdates(db),
  sessions: sqlSessions(db),
  hasher: bff.hasher,
  tokens: bff.tokens,
  accountTokens: sqlAccountTokens(db),
  profiles: sqlProfiles(db),
  drivers: sqlDrivers(db),
  mailer: bff.mailerFor(db),
  attempts,
  links: accountLinksOf(bff.settings.publicUrl),
});
export type AccountPorts = ReturnType<typeof accountPortsOver>;

class Rollback extends Error {
  readonly error: unknown;
  constructor(error: unknown) {
    super('rolled back');
    this.error = error;
  }
}

/**
 * Runs a use case in one transaction, rolled back when it answers an error. Its tries are counted
 * inside the transaction (the counter's lock held until it ends, so parallel calls count one after
 * another); a try the rollback took back is counted again after it, whatever the outcome: a
 * refused or failed call must still count. The embedded database has one connection, which the
 * transaction holds until it ends, so that count waits for the end.
 */
export const inTransaction = async <T, E>(
  bff: BffContext,
  work: (ports: AccountPorts) => Promise<Result<T, E>>,
): Promise<Result<T, E>> => {
  const reserved = new Map<string, { keys: readonly string[]; at: Date }>();
  let rolledBack = false;
  try {
    const value = await bff.db.transaction().execute(async (trx) => {
      const counted = sqlLoginAttempts(trx);
      const attempts: LoginAttempts = {
        reserve: async (limits, since, at) => {
          const attempt = await counted.reserve(limits, since, at);
          if (attempt) reserved.set(attempt, { keys: [...new Set(limits.map(({ key }) => key))], at });
          return attempt;
        },
        release: async (attempt) => {
          reserved.delete(attempt);
          await counted.release(attempt);
        },
        failureTimes: counted.failureTimes,
      };
      const result = await work(accountPortsOver(bff, trx, attempts));
      if (result.isErr()) throw new Rollback(result.error);
      return result.value;
    });
    return ok(value);
  } catch (error) {
    rolledBack = true;
    if (error instanceof Rollback) return err(error.error as E);
    throw error;
  } finally {
    if (rolledBack) {
      const attempts = sqlLoginAttempts(bff.db);
      for (const { keys, at } of reserved.values())
        for (const key of keys) await attempts.recordFailure(key, at);
    }
  }
};

/** Field errors of a use case as the wire API names them: `body.<field>` and the German message. */
export const bodyFields = (fields: Partial<Record<string, FieldError>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([field, error]) => (error ? [[`body.${field}`, error.message]] : [])),
  );

/**
 * Messages of the account codes the specification names without a verbatim text (consumer spec §8:
 * "account with this e-mail exists, please log in"; the delete-account modals). Our wording.
 */
const ACCOUNT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  user_already_exist: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an.',
  token_invalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  account_deletion_blocked: 'Dein Konto kann nicht gelöscht werden, solange du ein laufendes Abo hast.',
  deletion_already_requested: 'Du hast die Löschung deines Kontos bereits beantragt.',
};

/** A failure of the account area with its message. */
export const accountFailure = (code: ErrorCode): Failure => {
  const message = ACCOUNT_MESSAGES[code];
  return message ? { code, message } : { code };
};
