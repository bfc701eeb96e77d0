import { err, ok, type Result } from 'neverthrow';
import type { Locale } from '../../../../../core/account/mails.ts';
import {
  checkPasswordChange,
  completePasswordChange,
  completePasswordReset,
  type PasswordChangeError,
  type ResetError,
  requestPasswordReset,
  startPasswordReset,
} from '../../../../../core/account/passwords.ts';
import {
  checkRegistration,
  completeRegistration,
  type Registration,
  resendVerificationEmail,
  verifyEmail,
} from '../../../../../core/account/registration.ts';
import { sqlLoginAttempts } from '../../../../sql/login-attempts.ts';
import type { BffContext } from '../../bff-context.ts';
import { messageFor } from '../../error-messages.ts';
import type { Failure, Handler } from '../../handler.ts';
import { accountFailure, accountPortsOver, bodyFields, inTransaction } from './account-ports.ts';

/** Not given by the specification: another change of the password came first (sent at once). */
const PASSWORD_CHANGED_MEANWHILE = 'Dein Passwort wurde gerade schon geändert.';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const resetFailure = (error: ResetError): Failure =>
  error.code === 'weak_password'
    ? { code: error.code, message: error.fields.newPassword?.message, fields: bodyFields(error.fields) }
    : accountFailure(error.code);

/** Registration, e-mail verification, password reset and change (contracts/routes/account.ts). */
export const registrationHandlers = (bff: BffContext): Record<string, Handler> => ({
  register: async ({ body, clientAddress, now }) => {
    const form = body as Registration;
    const checked = await inTransaction(bff, (ports) => checkRegistration(ports)(form, clientAddress, now));
    if (checked.isErr()) {
      const error = checked.error;
      if (error.code === 'bad_request' || error.code === 'weak_password')
        return err({
          code: error.code,
          fields: bodyFields(error.fields),
          ...(error.code === 'weak_password' ? { message: error.fields.password?.message } : {}),
        });
      return err(accountFailure(error.code));
    }
    // Outside any transaction: while the hash waits for its turn, it holds no connection.
    const passwordHash = await bff.hasher.hash(form.password);
    const registered = { body: { data: { email: form.email.trim(), email_verified: false } } };
    try {
      await inTransaction(bff, (ports) => completeRegistration(ports)(form, passwordHash, now));
      return ok(registered);
    } catch (error) {
      // Two registrations of one address at once: the unique index lets one through, and the
      // others answer as it did (a double click, or the answer every address gets).
      if (isUniqueViolation(error)) return ok(registered);
      throw error;
    }
  },
  verifyEmail: async ({ body, clientAddress, now }) => {
    const { token } = body as { token: string };
    const result = await inTransaction(bff, (ports) => verifyEmail(ports)(token, clientAddress, now));
    return result.isOk() ? ok({ body: { ok: true } }) : err(accountFailure(result.error.code));
  },
  resendVerificationEmail: async ({ body, clientAddress, now }) => {
    const { email, locale } = body as { email: string; locale: Locale };
    const result = await inTransaction(bff, (ports) =>
      resendVerificationEmail(ports)(email, locale, clientAddress, now),
    );
    return result.isOk() ? ok({ body: { ok: true } }) : err(accountFailure(result.error.code));
  },
  requestPasswordReset: async ({ body, clientAddress, now }) => {
    const { email, locale } = body as { email: string; locale: Locale };
    const result = await inTransaction(bff, (ports) =>
      requestPasswordReset(ports)(email, locale, clientAddress, now),
    );
    return result.isOk() ? ok({ body: { ok: true } }) : err(accountFailure(result.error.code));
  },
  resetPassword: async ({ body, clientAddress, now }) => {
    const { token, newPassword } = body as { token: string; newPassword: string };
    const started = await inTransaction(bff, (ports) =>
      startPasswordReset(ports)(newPassword, clientAddress, now),
    );
    if (started.isErr()) return err(resetFailure(started.error));
    // Hashed between the two transactions: while the hash waits for its turn, it holds no
    // connection (on the embedded database the only one). The token is spent in the second.
    const passwordHash = await bff.hasher.hash(newPassword);
    const result = await inTransaction(bff, (ports) =>
      completePasswordReset(ports)(token, passwordHash, started.value, now),
    );
    return result.isOk() ? ok({ body: { ok: true } }) : err(resetFailure(result.error));
  },
  changePassword: async ({ body, user, sessionId, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const form = body as { currentPassword: string; newPassword: string; confirmedNewPassword: string };
    // Checked and hashed outside any transaction: a hash waiting for its turn holds no connection
    // (on the embedded database the only one). The try counts in a short transaction of its own.
    const checked = await checkPasswordChange(accountPortsOver(bff, bff.db, sqlLoginAttempts(bff.db)))(
      user,
      form,
      sessionId,
      now,
    );
    let result: Result<true, PasswordChangeError>;
    if (checked.isErr()) result = err(checked.error);
    else {
      const newPasswordHash = await bff.hasher.hash(form.newPassword);
      // The new hash and the end of the other sessions belong together.
      result = await bff.db
        .transaction()
        .execute((trx) =>
          completePasswordChange(accountPortsOver(bff, trx, sqlLoginAttempts(trx)))(
            checked.value,
            newPasswordHash,
            sessionId,
            now,
          ),
        );
    }
    if (result.isOk()) return ok({ body: { ok: true } });
    const error = result.error;
    // A session that kept guessing the current password has been ended.
    if (error.code === 'password_not_editable' || error.code === 'unauthorized')
      return err({ code: error.code, message: messageFor(error.code) });
    if (error.code === 'conflict') return err({ code: 'conflict', message: PASSWORD_CHANGED_MEANWHILE });
    const fields = bodyFields(error.fields);
    const first = Object.values(fields)[0];
    return err({
      code: error.code,
      fields,
      ...(error.code !== 'bad_request' && first ? { message: first } : {}),
    });
  },
});
