/** Ports every subdomain may need from outside. No rule reads the system time: it is handed a Clock's now. */
export type Clock = { readonly now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The mails the portal sends; each kind has its own text (adapters decide how it travels). */
export type MailKind =
  | 'email_verification'
  | 'password_reset'
  | 'cancellation_received'
  | 'contract_signing'
  | 'order_request_decided'
  | 'notification';

export type OutgoingMail = {
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
};

/** Sends a mail: written to the outbox always, in the same transaction as the change it reports. */
export type Mailer = { readonly send: (mail: OutgoingMail) => Promise<void> };

/** Where uploaded and generated files live, by key; metadata lives in the database. */
export type FileStore = {
  readonly put: (key: string, bytes: Uint8Array) => Promise<void>;
  readonly get: (key: string) => Promise<Uint8Array | undefined>;
  readonly remove: (key: string) => Promise<void>;
};
