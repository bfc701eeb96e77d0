import { err, ok, type Result } from 'neverthrow';
import { validateEmail } from '../shared/validation/email.ts';
import { type FormErrors, formErrors, requiredText } from '../shared/validation/field-error.ts';
import { checkPasswordStrength } from '../shared/validation/password.ts';
import { mailLimit, requestLimit } from './account-throttle.ts';
import { windowStart } from './login-throttle.ts';
import { accountExistsMail, type Locale, verificationMail } from './mails.ts';
import type { AccountPorts, User } from './ports.ts';

/** A verification link lasts two days: long enough for a mailbox read only at the weekend. */
export const VERIFICATION_TOKEN_HOURS = 48;

/** The ports that mail the verification link: a new token replaces the user's earlier ones. */
type VerificationMailPorts = Pick<AccountPorts, 'accountTokens' | 'tokens' | 'mailer' | 'links'>;

export type Registration = {
  readonly email: string;
  readonly password: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly locale: Locale;
};

export type RegistrationError =
  | { readonly code: 'bad_request'; readonly fields: FormErrors<keyof Registration> }
  | { readonly code: 'weak_password'; readonly fields: FormErrors<'password'> }
  | { readonly code: 'rate_limited' };

const sendVerification = async (ports: VerificationMailPorts, user: User, locale: Locale, now: Date) => {
  await ports.accountTokens.revokeAllOf(user.id, 'email_verification', now);
  const token = ports.tokens.create();
  await ports.accountTokens.create({
    idHash: ports.tokens.hash(token),
    userId: user.id,
    purpose: 'email_verification',
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_HOURS * 3_600_000),
  });
  await ports.mailer.send(
    verificationMail(
      user.email,
      user.firstName,
      ports.links.verifyEmail(token),
      VERIFICATION_TOKEN_HOURS,
      locale,
    ),
  );
};

/**
 * Creates a consumer account with a password and sends the verification mail; the account signs in
 * once the address is confirmed. Run it in one transaction with its ports: user, token and mail
 * are written together or not at all.
 *
 * An address that already has an account answers like a new one, after the same hashing, so the
 * answer tells nobody who has an account; its owner gets a mail instead (to log in, or the
 * verification link again while the address is unconfirmed) — at most three per address in the
 * window, counted whether or not the address has an account.
 */
export const register =
  (ports: VerificationMailPorts & Pick<AccountPorts, 'users' | 'hasher' | 'attempts'>) =>
  async (
    form: Registration,
    address: string,
    now: Date,
  ): Promise<Result<{ email: string }, RegistrationError>> => {
    const checked = await checkRegistration(ports)(form, address, now);
    if (checked.isErr()) return err(checked.error);
    return completeRegistration(ports)(form, await ports.hasher.hash(form.password), now);
  };

/**
 * The first step of `register`: counts the call under the client address's limit and checks the
 * form. The BFF runs the steps in separate transactions and hashes the password between them, so
 * no transaction holds a connection while the hash waits for its turn.
 */
export const checkRegistration =
  (ports: Pick<AccountPorts, 'attempts'>) =>
  async (form: Registration, address: string, now: Date): Promise<Result<true, RegistrationError>> => {
    if (!(await ports.attempts.reserve([requestLimit(address)], windowStart(now), now)))
      return err({ code: 'rate_limited' });
    const fields = formErrors<keyof Registration>({
      email: validateEmail(form.email),
      firstname: requiredText(form.firstname),
      lastname: requiredText(form.lastname),
    });
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    const password = checkPasswordStrength(form.password);
    if (password.isErr()) return err({ code: 'weak_password', fields: { password: password.error } });
    return ok(true);
  };

/** The last step of `register`, with the checked form and its password's hash. */
export const completeRegistration =
  (ports: VerificationMailPorts & Pick<AccountPorts, 'users' | 'attempts'>) =>
  async (form: Registration, passwordHash: string, now: Date): Promise<Result<{ email: string }, never>> => {
    const email = form.email.trim();
    const known = await ports.users.findByEmail(email);
    if (known) {
      if (await ports.attempts.reserve([mailLimit('registration', email)], windowStart(now), now)) {
        if (!known.emailVerifiedAt && known.loginProvider === 'password')
          await sendVerification(ports, known, form.locale, now);
        else
          await ports.mailer.send(accountExistsMail(known.email, known.firstName, ports.links, form.locale));
      }
      return ok({ email });
    }
    const user: User = {
      id: `u-${ports.tokens.create().slice(0, 22)}`,
      email,
      passwordHash,
      kind: 'consumer',
      firstName: form.firstname.trim(),
      lastName: form.lastname.trim(),
      companyId: null,
      role: null,
      contactId: null,
      isEditor: false,
      loginProvider: 'password',
      emailVerifiedAt: null,
    };
    await ports.users.create(user);
    await sendVerification(ports, user, form.locale, now);
    return ok({ email });
  };

/** Confirms the address of the token's user; the token is spent whether or not it was needed. */
export const verifyEmail =
  (ports: Pick<AccountPorts, 'tokens' | 'accountTokens' | 'updates' | 'attempts'>) =>
  async (
    token: string,
    address: string,
    now: Date,
  ): Promise<Result<true, { code: 'token_invalid' | 'rate_limited' }>> => {
    // Counted before the token is looked up; a valid token gives its try back.
    const attempt = await ports.attempts.reserve([requestLimit(address)], windowStart(now), now);
    if (!attempt) return err({ code: 'rate_limited' });
    const userId = await ports.accountTokens.consume(ports.tokens.hash(token), 'email_verification', now);
    if (!userId) return err({ code: 'token_invalid' });
    await ports.attempts.release(attempt);
    await ports.updates.markEmailVerified(userId, now);
    return ok(true);
  };

/**
 * Sends a new verification link to an unconfirmed account with a password; answers the same
 * whether or not there is one, so nobody learns which addresses have accounts.
 */
export const resendVerificationEmail =
  (ports: VerificationMailPorts & Pick<AccountPorts, 'users' | 'attempts'>) =>
  async (
    email: string,
    locale: Locale,
    address: string,
    now: Date,
  ): Promise<Result<true, { code: 'rate_limited' }>> => {
    const limits = [requestLimit(address), mailLimit('email_verification', email)];
    if (!(await ports.attempts.reserve(limits, windowStart(now), now))) return err({ code: 'rate_limited' });
    const user = await ports.users.findByEmail(email.trim());
    if (user && !user.emailVerifiedAt && user.loginProvider === 'password')
      await sendVerification(ports, user, locale, now);
    return ok(true);
  };
