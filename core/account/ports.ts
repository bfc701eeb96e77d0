import type { Mailer } from '../shared/ports.ts';
import type { LoginAttempts } from './login-throttle.ts';
import type { AccountLinks } from './mails.ts';

/** What the account use cases need from outside: storage, password hashing, tokens. */

/** Support staff (docs/security.md "The support role and its audit log") read any customer's deals, with a reason, and write nothing. */
export type UserKind = 'consumer' | 'business' | 'support';
export type BusinessRole = 'admin' | 'driver' | 'analyst' | 'unknown';
/** `company`: the user's company's own OpenID issuer (core/account/open-id.ts). */
export type LoginProvider = 'password' | 'google' | 'apple' | 'company';

export type User = {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly kind: UserKind;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyId: string | null;
  readonly role: BusinessRole | null;
  /** A business user's own contact in the company (drivers see the cars assigned to it). */
  readonly contactId: string | null;
  readonly isEditor: boolean;
  readonly loginProvider: LoginProvider;
  readonly emailVerifiedAt: Date | null;
  /** A support user's session, as the session row holds it (only support users have it). */
  readonly supportSession?: SupportSession;
};

/**
 * A support user's read-only view of a customer's portal (the specification's impersonation,
 * consumer spec §6), kept on the session row: started with a reason, ended by the agent or by
 * signing out.
 */
export type CustomerView = {
  /** One view from its start to its end; its reads are audit-logged once each under it. */
  readonly id: string;
  readonly customer: User;
  readonly reason: string;
  readonly startedAt: Date;
};

export type SupportSession = {
  readonly idHash: string;
  readonly view: CustomerView | null;
};

export type UserRepository = {
  /** E-mail addresses are compared without regard to case. */
  readonly findByEmail: (email: string) => Promise<User | undefined>;
  readonly findById: (id: string) => Promise<User | undefined>;
  readonly create: (user: User) => Promise<void>;
  readonly setPasswordHash: (id: string, passwordHash: string) => Promise<void>;
  /** Sets a new hash only while the user's hash is still `current`; false when it has changed. */
  readonly replacePasswordHash: (id: string, current: string, next: string) => Promise<boolean>;
};

export type Session = {
  /** Only a hash of the session id is stored; the id itself lives in the cookie. */
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
};

export type SessionRepository = {
  readonly create: (session: Session) => Promise<void>;
  readonly find: (idHash: string) => Promise<Session | undefined>;
  /** The session with its user, in one look-up: every call of the BFF asks for it. */
  readonly findWithUser: (
    idHash: string,
  ) => Promise<{ readonly session: Session; readonly user: User } | undefined>;
  readonly revoke: (idHash: string, at: Date) => Promise<void>;
  /** Ends every session of a user (password change, reset), but the one given. */
  readonly revokeAllOf: (userId: string, at: Date, except?: string) => Promise<void>;
};

export type PasswordHasher = {
  readonly hash: (password: string) => Promise<string>;
  /** Constant-time comparison; false for a hash it cannot read. */
  readonly verify: (password: string, passwordHash: string) => Promise<boolean>;
};

export type Tokens = {
  /** A new unguessable token (session ids, reset tokens). */
  readonly create: () => string;
  /** The stored form of a token: a one-way hash. */
  readonly hash: (token: string) => string;
};

/** What a single-use account token proves: an e-mail address, or the right to set a new password. */
export type TokenPurpose = 'email_verification' | 'password_reset';

export type AccountToken = {
  /** Only the hash is stored; the token itself is in the mail's link. */
  readonly idHash: string;
  readonly userId: string;
  readonly purpose: TokenPurpose;
  readonly createdAt: Date;
  readonly expiresAt: Date;
};

export type AccountTokenRepository = {
  readonly create: (token: AccountToken) => Promise<void>;
  /**
   * Spends a token in one step: answers its user when the token exists for the purpose, is unused
   * and not expired at `now`, and marks it used, so a second use finds nothing.
   */
  readonly consume: (idHash: string, purpose: TokenPurpose, now: Date) => Promise<string | undefined>;
  /** Spends every open token of a user for a purpose (a new mail makes the older links worthless). */
  readonly revokeAllOf: (userId: string, purpose: TokenPurpose, now: Date) => Promise<void>;
};

/** Account changes on the users table beyond the password. */
export type AccountUpdates = {
  readonly markEmailVerified: (userId: string, at: Date) => Promise<void>;
  readonly setNames: (userId: string, names: { firstName?: string; lastName?: string }) => Promise<void>;
};

export type PaymentMethod = 'card' | 'sepa_debit' | 'paypal' | 'AUTOMATIC_DEBIT' | 'BANK_TRANSFER';
export type SelectablePaymentMethod = 'card' | 'sepa_debit' | 'paypal';

/** A consumer's contact and invoice data (consumer spec §3 "Profile"); dates as 'YYYY-MM-DD'. */
export type CustomerProfile = {
  readonly phone: string | null;
  readonly mobilephone: string | null;
  readonly dateOfBirth: string | null;
  readonly invoiceStreet: string | null;
  readonly invoiceHouseNumber: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly paymentMethod: PaymentMethod | null;
};

export const EMPTY_PROFILE: CustomerProfile = {
  phone: null,
  mobilephone: null,
  dateOfBirth: null,
  invoiceStreet: null,
  invoiceHouseNumber: null,
  zip: null,
  city: null,
  paymentMethod: null,
};

export type ProfileRepository = {
  readonly find: (userId: string) => Promise<CustomerProfile | undefined>;
  /**
   * Holds the user's profile until the transaction ends: a second change of it waits, then reads
   * what the first wrote (fields that lock once filled stay locked).
   */
  readonly lock: (userId: string) => Promise<void>;
  /** Writes the contact and invoice fields (not the payment method). */
  readonly saveContact: (userId: string, profile: CustomerProfile) => Promise<void>;
  readonly setSepaDebit: (userId: string, mandate: { iban: string; accountHolder: string }) => Promise<void>;
  /**
   * A change that waits for the payment provider: recorded under the provider's reference, so that
   * the provider's answer (payment-confirmation.ts) settles exactly this change.
   */
  readonly setPendingPaymentMethod: (userId: string, change: PendingPaymentMethod) => Promise<void>;
  readonly deletionRequestedAt: (userId: string) => Promise<Date | undefined>;
  /** False when a request already exists (two requests at once: one wins). */
  readonly requestDeletion: (userId: string, at: Date) => Promise<boolean>;
};

export type PendingPaymentMethod = {
  readonly method: SelectablePaymentMethod;
  /** The provider's name for the confirmation it started (a Checkout Session id). */
  readonly reference: string;
  readonly at: Date;
};

/**
 * Where card, PayPal and a SEPA mandate without the portal's form are confirmed by the customer (a
 * hosted page of the payment provider). Called outside any transaction: it waits on the provider.
 */
export type PaymentProvider = {
  readonly startConfirmation: (
    userId: string,
    method: SelectablePaymentMethod,
  ) => Promise<{ readonly redirectUrl: string; readonly reference: string } | { readonly unavailable: true }>;
};

export type RelationshipType = 'relative_type_1' | 'relative_type_2' | 'employee' | 'other';
export type DriverStatus = 'active' | 'deleted' | 'inactive' | 'pending' | 'rejected';

/** An additional driver of a consumer account (consumer spec §3 "Driver"); dates as 'YYYY-MM-DD'. */
export type Driver = {
  readonly id: string;
  readonly ownerUserId: string;
  readonly relationshipType: RelationshipType;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly licenceIssueDate: string;
  readonly licenceFrontKey: string | null;
  readonly licenceBackKey: string | null;
  readonly agreedToTerms: boolean;
  readonly confirmedTruthfulData: boolean;
  readonly status: DriverStatus;
  readonly createdAt: Date;
};

/** A licence image as stored: the key in the file store and what the upload metadata records. */
export type StoredLicence = {
  readonly key: string;
  readonly filename: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
};

export type DriverRepository = {
  /** The drivers of an account that are not removed, oldest first. */
  readonly listOf: (ownerUserId: string) => Promise<Driver[]>;
  /** One driver of the owner (not removed); another owner's driver is not found. */
  readonly findOf: (ownerUserId: string, id: string) => Promise<Driver | undefined>;
  /**
   * Holds the account's drivers until the surrounding transaction ends, so that of two additions
   * of the same person at once only one finds the account without them.
   */
  readonly lockAccount: (ownerUserId: string) => Promise<void>;
  /** Saves the driver with the metadata of both licence images. */
  readonly add: (driver: Driver, licences: readonly StoredLicence[]) => Promise<void>;
  readonly remove: (ownerUserId: string, id: string, at: Date) => Promise<boolean>;
};

/** Every port of the account use cases; each use case takes the Pick of those it uses. */
export type AccountPorts = {
  readonly users: UserRepository;
  readonly updates: AccountUpdates;
  readonly sessions: SessionRepository;
  readonly hasher: PasswordHasher;
  readonly tokens: Tokens;
  readonly accountTokens: AccountTokenRepository;
  readonly mailer: Mailer;
  readonly attempts: LoginAttempts;
  readonly links: AccountLinks;
};
