import { err, ok, type Result } from 'neverthrow';
import type { FieldError, FormErrors } from '../shared/validation/field-error.ts';
import {
  checkPasswordStrength,
  type PasswordChangeField,
  validatePasswordChange,
} from '../shared/validation/password.ts';
import { mailLimit, requestLimit } from './account-throttle.ts';
import { accountKey, MAX_FAILURES_PER_ACCOUNT, windowStart } from './login-throttle.ts';
import { type Locale, passwordResetMail } from './mails.ts';
import type { AccountPorts, User } from './ports.ts';

/** A reset link lasts an hour: it sets a password, so it should not lie in a mailbox for long. */
export const RESET_TOKEN_MINUTES = 60;

/** The ports that mail a single-use link: a new token replaces the user's earlier ones. */
type LinkMailPorts = Pick<AccountPorts, 'accountTokens' | 'tokens' | 'mailer' | 'links'>;

/**
 * Sends a single-use reset link to an account that signs in with a password. The answer is the
 * same for every address (and the per-address limit counts unknown addresses too), so the call
 * tells nobody who has an account. Google and Apple sign-ins get no link: they have no password.
 */
export const requestPasswordReset =
  (ports: LinkMailPorts & Pick<AccountPorts, 'users' | 'attempts'>) =>
  async (
    email: string,
    locale: Locale,
    address: string,
    now: Date,
  ): Promise<Result<true, { code: 'rate_limited' }>> => {
    const limits = [requestLimit(address), mailLimit('password_reset', email)];
    if (!(await ports.attempts.reserve(limits, windowStart(now), now))) return err({ code: 'rate_limited' });
    const user = await ports.users.findByEmail(email.trim());
    if (user?.loginProvider !== 'password') return ok(true);
    await ports.accountTokens.revokeAllOf(user.id, 'password_reset', now);
    const token = ports.tokens.create();
    await ports.accountTokens.create({
      idHash: ports.tokens.hash(token),
      userId: user.id,
      purpose: 'password_reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await ports.mailer.send(
      passwordResetMail(
        user.email,
        user.firstName,
        ports.links.resetPassword(token),
        RESET_TOKEN_MINUTES,
        locale,
      ),
    );
    return ok(true);
  };

export type ResetError =
  | { readonly code: 'token_invalid' }
  | { readonly code: 'rate_limited' }
  | { readonly code: 'weak_password'; readonly fields: FormErrors<'newPassword'> };

/**
 * Sets a new password with a reset token and ends every session of the user: whoever held the old
 * password is signed out. The strength is checked before the token is spent, so a weak choice
 * leaves the link usable. The reset also proves the address, so it counts as confirmed. Two steps
 * around the hashing (startPasswordReset, completePasswordReset), so that the BFF hashes between
 * two transactions and a hash waiting for its turn holds no database connection.
 */
export const resetPassword =
  (
    ports: Pick<
      AccountPorts,
      'users' | 'updates' | 'sessions' | 'hasher' | 'tokens' | 'accountTokens' | 'attempts'
    >,
  ) =>
  async (
    token: string,
    newPassword: string,
    address: string,
    now: Date,
  ): Promise<Result<true, ResetError>> => {
    const started = await startPasswordReset(ports)(newPassword, address, now);
    if (started.isErr()) return err(started.error);
    return completePasswordReset(ports)(token, await ports.hasher.hash(newPassword), started.value, now);
  };

/**
 * A reset's first step: the new password's strength, and the try counted under the client
 * address's limit before anything is hashed. Answers the try, which a valid token gives back.
 */
export const startPasswordReset =
  (ports: Pick<AccountPorts, 'attempts'>) =>
  async (newPassword: string, address: string, now: Date): Promise<Result<string, ResetError>> => {
    const strength = checkPasswordStrength(newPassword);
    if (strength.isErr()) return err({ code: 'weak_password', fields: { newPassword: strength.error } });
    // Counted before the token is looked up; a valid token gives its try back.
    const attempt = await ports.attempts.reserve([requestLimit(address)], windowStart(now), now);
    return attempt ? ok(attempt) : err({ code: 'rate_limited' });
  };

/**
 * A reset's second step, with the new password's hash: spends the token in one step (of resets
 * sent at once with it, one sets its password), then sets the hash, ends every session and every
 * other reset link, and confirms the address.
 */
export const completePasswordReset =
  (ports: Pick<AccountPorts, 'users' | 'updates' | 'sessions' | 'tokens' | 'accountTokens' | 'attempts'>) =>
  async (
    token: string,
    passwordHash: string,
    attempt: string,
    now: Date,
  ): Promise<Result<true, ResetError>> => {
    const userId = await ports.accountTokens.consume(ports.tokens.hash(token), 'password_reset', now);
    if (!userId) return err({ code: 'token_invalid' });
    await ports.attempts.release(attempt);
    await ports.users.setPasswordHash(userId, passwordHash);
    await ports.sessions.revokeAllOf(userId, now);
    await ports.accountTokens.revokeAllOf(userId, 'password_reset', now);
    await ports.updates.markEmailVerified(userId, now);
    return ok(true);
  };

export type PasswordChangeError =
  | { readonly code: 'password_not_editable' }
  | { readonly code: 'conflict' }
  | { readonly code: 'unauthorized' }
  | { readonly code: 'wrong_password'; readonly fields: FormErrors<PasswordChangeField> }
  | { readonly code: 'same_as_current_password'; readonly fields: FormErrors<PasswordChangeField> }
  | { readonly code: 'weak_password'; readonly fields: FormErrors<PasswordChangeField> }
  | { readonly code: 'bad_request'; readonly fields: FormErrors<PasswordChangeField> };

/** Not given by the specification: the current password as typed is wrong. */
export const CURRENT_PASSWORD_WRONG = 'Dein aktuelles Passwort ist nicht korrekt.';

const codeOf = (error: FieldError | undefined): PasswordChangeError['code'] | undefined =>
  error?.code === 'password_same_as_current'
    ? 'same_as_current_password'
    : error?.code === 'password_weak'
      ? 'weak_password'
      : undefined;

/**
 * Changes the password of the signed-in user (consumer spec §5) and ends their other sessions; the
 * session that made the change stays. Google and Apple sign-ins have no password to change. Wrong
 * current passwords count as failed sign-ins of the account; once the account is throttled, the
 * session that keeps guessing is ended (unauthorized), so a stolen session cannot find the password.
 * Each check is counted before it runs, so guesses sent at once get no more checks than the limit.
 * Two steps around the new password's hashing (checkPasswordChange, completePasswordChange), so
 * that the BFF checks and hashes outside any transaction and writes in a short one.
 */
export const changePassword =
  (ports: Pick<AccountPorts, 'users' | 'sessions' | 'hasher' | 'tokens' | 'attempts'>) =>
  async (
    user: User,
    form: { currentPassword: string; newPassword: string; confirmedNewPassword: string },
    sessionId: string | undefined,
    now: Date,
  ): Promise<Result<true, PasswordChangeError>> => {
    const checked = await checkPasswordChange(ports)(user, form, sessionId, now);
    if (checked.isErr()) return err(checked.error);
    return completePasswordChange(ports)(
      checked.value,
      await ports.hasher.hash(form.newPassword),
      sessionId,
      now,
    );
  };

/** A change checked: the user and the hash the current password was checked against. */
export type CheckedPasswordChange = { readonly userId: string; readonly checkedHash: string };

/**
 * A change's first step: counts the try, checks the current password (a hash's work: run it
 * outside any transaction) and the new one's rules.
 */
export const checkPasswordChange =
  (ports: Pick<AccountPorts, 'sessions' | 'hasher' | 'tokens' | 'attempts'>) =>
  async (
    user: User,
    form: { currentPassword: string; newPassword: string; confirmedNewPassword: string },
    sessionId: string | undefined,
    now: Date,
  ): Promise<Result<CheckedPasswordChange, PasswordChangeError>> => {
    if (user.loginProvider !== 'password' || !user.passwordHash)
      return err({ code: 'password_not_editable' });
    const fields = validatePasswordChange(form);
    if (fields.currentPassword) return err({ code: 'bad_request', fields });
    const attempt = await ports.attempts.reserve(
      [{ key: accountKey(user.email), max: MAX_FAILURES_PER_ACCOUNT }],
      windowStart(now),
      now,
    );
    if (!attempt) {
      if (sessionId) await ports.sessions.revoke(ports.tokens.hash(sessionId), now);
      return err({ code: 'unauthorized' });
    }
    let verified: boolean;
    try {
      verified = await ports.hasher.verify(form.currentPassword, user.passwordHash);
    } catch (error) {
      // A check that never ran (the hashing refused it) is no wrong guess.
      await ports.attempts.release(attempt);
      throw error;
    }
    if (!verified) {
      return err({
        code: 'wrong_password',
        fields: { currentPassword: { code: 'wrong_password', message: CURRENT_PASSWORD_WRONG } },
      });
    }
    await ports.attempts.release(attempt);
    const newPasswordCode = codeOf(fields.newPassword);
    if (newPasswordCode) return err({ code: newPasswordCode, fields } as PasswordChangeError);
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    return ok({ userId: user.id, checkedHash: user.passwordHash });
  };

/**
 * A change's second step, with the new password's hash: sets it and ends the other sessions
 * (together: one transaction). Only over the hash the current password was checked against: of
 * changes sent at once, one takes effect and the others find the password already changed.
 */
export const completePasswordChange =
  (ports: Pick<AccountPorts, 'users' | 'sessions' | 'tokens'>) =>
  async (
    checked: CheckedPasswordChange,
    newPasswordHash: string,
    sessionId: string | undefined,
    now: Date,
  ): Promise<Result<true, PasswordChangeError>> => {
    if (!(await ports.users.replacePasswordHash(checked.userId, checked.checkedHash, newPasswordHash)))
      return err({ code: 'conflict' });
    await ports.sessions.revokeAllOf(
      checked.userId,
      now,
      sessionId ? ports.tokens.hash(sessionId) : undefined,
    );
    return ok(true);
  };
