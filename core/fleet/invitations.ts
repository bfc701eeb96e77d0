import { err, ok, type Result } from 'neverthrow';
import type { LoginAttempts } from '../account/login-throttle.ts';
import type { Session, SessionRepository, Tokens, User } from '../account/ports.ts';
import { SESSION_DAYS } from '../account/sign-in.ts';
import type { Mailer, OutgoingMail } from '../shared/ports.ts';
import { type Contact, fullNameOf } from './contacts.ts';
import { type FleetError, fleetError } from './errors.ts';

/**
 * Invitations of business contacts (business spec §4: a contact is INVITED until it signs in, then
 * ACTIVE). 'Kontakt erstellen' and 'Einladung erneut senden' mail a single-use, expiring link; with
 * it the person sets a password, becomes a user of the company with the contact's role, and the
 * contact becomes ACTIVE. Only a hash of the link's token is stored.
 */

/**
 * Not given by the specification: a week, so that an invitation sent on a Friday still works after
 * a holiday, yet does not lie in a mailbox for long (a reset link lasts an hour).
 */
export const INVITATION_DAYS = 7;

/** A second resend this soon after the last invitation is the same click again: no second mail. */
export const INVITATION_REPEAT_MS = 60_000;

/** Not given by the specification: the Sie-form of the business portal. */
export const INVITATION_INVALID =
  'Dieser Einladungslink ist abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an Ihre*n Administrator*in, damit Sie eine neue Einladung erhalten.';
export const INVITATION_ACCEPTED = 'Dieser Kontakt hat die Einladung bereits angenommen.';
export const CONTACT_WITHOUT_ACCESS = 'Dieser Kontakt hat keinen Zugang zum Portal.';
export const ACCOUNT_EXISTS =
  'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an oder wenden Sie sich an Ihre*n Administrator*in.';

export type ContactInvitation = {
  /** Only the hash is stored; the token itself is in the mail's link. */
  readonly idHash: string;
  readonly contactId: string;
  readonly invitedBy: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
};

export type InvitationRepository = {
  /** The company's contact, locked until the transaction ends: resends of one contact queue. */
  readonly lockContact: (companyId: string, contactId: string) => Promise<Contact | undefined>;
  /** When the contact's newest invitation that is still open was sent. */
  readonly lastInvitedAt: (contactId: string) => Promise<Date | undefined>;
  readonly create: (invitation: ContactInvitation) => Promise<void>;
  /** Spends every open invitation of the contact: a new mail makes the older links worthless. */
  readonly revokeAllOf: (contactId: string, now: Date) => Promise<void>;
  /**
   * Spends an invitation in one step: answers its contact when the token is open and not expired
   * at `now`, and marks it used, so a second use (also one sent at the same time) finds nothing.
   */
  readonly consume: (idHash: string, now: Date) => Promise<string | undefined>;
  /** The contact while still INVITED, locked until the transaction ends. */
  readonly lockInvited: (contactId: string) => Promise<Contact | undefined>;
  /** The contact's user; false, writing nothing, when the e-mail address already has an account. */
  readonly createUser: (user: User) => Promise<boolean>;
  readonly activate: (contactId: string) => Promise<void>;
};

export type InvitationPorts = {
  readonly invitations: InvitationRepository;
  readonly tokens: Tokens;
  readonly mailer: Mailer;
};

export const invitationLinkOf = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/invitation?token=${encodeURIComponent(token)}`;

export const invitationMail = (contact: Contact, inviter: string, link: string): OutgoingMail => ({
  kind: 'contact_invitation',
  to: contact.email,
  subject: 'Ihre Einladung ins Geschäftskundenportal',
  text: [
    `Guten Tag ${fullNameOf(contact)},`,
    '',
    `${inviter} hat Sie ins Geschäftskundenportal eingeladen. Legen Sie mit diesem Link Ihr Passwort fest:`,
    link,
    '',
    `Der Link ist ${INVITATION_DAYS} Tage gültig und kann einmal verwendet werden. Ist er abgelaufen, bitten Sie Ihre*n Administrator*in, Ihnen die Einladung erneut zu senden.`,
  ].join('\n'),
});

/** Mails a new link to the contact; earlier links of the contact stop working. */
export const sendInvitation = async (
  ports: InvitationPorts,
  contact: Contact,
  inviter: User,
  publicUrl: string,
  now: Date,
): Promise<void> => {
  await ports.invitations.revokeAllOf(contact.id, now);
  const token = ports.tokens.create();
  await ports.invitations.create({
    idHash: ports.tokens.hash(token),
    contactId: contact.id,
    invitedBy: inviter.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  });
  await ports.mailer.send(invitationMail(contact, fullNameOf(inviter), invitationLinkOf(publicUrl, token)));
};

/**
 * 'Einladung erneut senden' (admins only) for a contact of the admin's company that has not yet
 * accepted. A resend within a minute of the last invitation is a double click: answered alike,
 * without a second mail.
 */
export const resendInvitation = async (
  ports: InvitationPorts,
  user: User,
  contactId: string,
  publicUrl: string,
  now: Date,
): Promise<Result<true, FleetError>> => {
  if (user.role !== 'admin' || !user.companyId) return err(fleetError('forbidden'));
  const contact = await ports.invitations.lockContact(user.companyId, contactId);
  if (!contact) return err(fleetError('not_found'));
  if (contact.status === 'ACTIVE') return err(fleetError('conflict', INVITATION_ACCEPTED));
  if (contact.status === 'INACTIVE') return err(fleetError('conflict', CONTACT_WITHOUT_ACCESS));
  const last = await ports.invitations.lastInvitedAt(contact.id);
  if (last && now.getTime() - last.getTime() < INVITATION_REPEAT_MS) return ok(true);
  await sendInvitation(ports, contact, user, publicUrl, now);
  return ok(true);
};

export type AcceptError = { readonly code: 'token_invalid' } | { readonly code: 'conflict' };

export type Accepted = { readonly user: User; readonly sessionId: string; readonly session: Session };

/**
 * Accepting an invitation with the new password's hash (the BFF checks the password's strength and
 * counts the try before it hashes, as for a password reset): spends the link, makes the contact's
 * user with the contact's role (the one given at creation, or changed since), makes the contact
 * ACTIVE and opens a session. Of acceptances sent at once with one link, one succeeds. An address
 * that already has an account answers conflict; the BFF then takes the whole step back, so the
 * link stays open for when support has sorted the account out.
 */
export const acceptInvitation =
  (
    ports: Pick<InvitationPorts, 'invitations' | 'tokens'> & {
      readonly sessions: Pick<SessionRepository, 'create'>;
      readonly attempts: Pick<LoginAttempts, 'release'>;
    },
  ) =>
  async (
    token: string,
    passwordHash: string,
    attempt: string,
    now: Date,
  ): Promise<Result<Accepted, AcceptError>> => {
    const contactId = await ports.invitations.consume(ports.tokens.hash(token), now);
    if (!contactId) return err({ code: 'token_invalid' });
    await ports.attempts.release(attempt);
    const contact = await ports.invitations.lockInvited(contactId);
    if (!contact) return err({ code: 'token_invalid' });
    const user: User = {
      id: `u-${ports.tokens.create().slice(0, 22)}`,
      email: contact.email,
      passwordHash,
      kind: 'business',
      firstName: contact.firstName,
      lastName: contact.lastName,
      companyId: contact.companyId,
      role: contact.role,
      contactId: contact.id,
      isEditor: false,
      loginProvider: 'password',
      // The link came to this address: it is confirmed.
      emailVerifiedAt: now,
    };
    if (!(await ports.invitations.createUser(user))) return err({ code: 'conflict' });
    await ports.invitations.activate(contact.id);
    await ports.invitations.revokeAllOf(contact.id, now);
    const sessionId = ports.tokens.create();
    const session: Session = {
      idHash: ports.tokens.hash(sessionId),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      revokedAt: null,
    };
    await ports.sessions.create(session);
    return ok({ user, sessionId, session });
  };
