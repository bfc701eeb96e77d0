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
  | 'contact_invitation'
  | 'newsletter_confirmation'
  | 'notification';

export type OutgoingMail = {
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
};

/** Sends a mail: written to the outbox always, in the same transaction as the change it reports. */
export type Mailer = { readonly send: (mail: OutgoingMail) => Promise<void> };

/** A file being written piece by piece: finished under its key, or discarded leaving nothing. */
export type FileWriter = {
  readonly write: (bytes: Uint8Array) => Promise<void>;
  readonly finish: () => Promise<void>;
  readonly discard: () => Promise<void>;
};

/** Where uploaded and generated files live, by key; metadata lives in the database. */
export type FileStore = {
  readonly put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** Writes a file as its bytes arrive, so that an upload is never held whole in memory. */
  readonly create: (key: string) => Promise<FileWriter>;
  /** A small file whole (e.g. to process it); undefined when there is none. */
  readonly get: (key: string) => Promise<Uint8Array | undefined>;
  /**
   * A file's bytes as they are read, for sending on (a download is never held whole in memory);
   * undefined when there is none. Read it to the end: an open file holds a handle or a connection.
   */
  readonly open: (key: string) => Promise<FileContent | undefined>;
  /** Gives a file another key (an upload received under a temporary key, kept under its own). */
  readonly move: (from: string, to: string) => Promise<void>;
  /** Removes a file; a missing key is no error. */
  readonly remove: (key: string) => Promise<void>;
  /** The files under a key prefix and when each was written (to sweep what an interrupted call left). */
  readonly list: (prefix: string) => Promise<readonly StoredFile[]>;
};

/** A file's bytes as they are read from its store. */
export type FileContent = AsyncIterable<Uint8Array>;

export type StoredFile = { readonly key: string; readonly writtenAt: Date };

/**
 * Where files are received while a call is read, before a use case keeps them under their own key;
 * anything left here is removed when the call is answered (and at start, after a crash).
 */
export const RECEIVED_FILES_PREFIX = 'received/';

/**
 * A file a request brought, checked for size and type, waiting in the file store under a temporary
 * key until a use case keeps it under its own key (or the request ends and it is removed).
 */
export type ReceivedFile = {
  readonly filename: string;
  readonly mediaType: string;
  readonly size: number;
  readonly receivedKey: string;
};

/**
 * A post to an automation webhook (consumer spec §7: the newsletter form posts to an external
 * automation webhook). `queue` writes it with the change it reports (pass the transaction's
 * adapter), once per `onceKey`: queuing a key again does nothing. Delivery follows the commit.
 */
export type WebhookOutbox = {
  readonly queue: (post: {
    readonly topic: WebhookTopic;
    readonly onceKey: string;
    readonly body: Readonly<Record<string, unknown>>;
    readonly at: Date;
  }) => Promise<void>;
};
/**
 * What a webhook post reports: a newsletter sign-up; the car-inventory workflow (consumer spec §7,
 * tried once); a schedule-service request, which the customer's own request sends and waits for.
 */
export type WebhookTopic = 'newsletter' | 'car_inventory' | 'schedule_service';

/** A webhook's receiver: takes a JSON body; `delivered` when it answered 2xx. */
export type Webhook = {
  readonly post: (
    body: unknown,
  ) => Promise<{ readonly delivered: true } | { readonly delivered: false; readonly reason: string }>;
};
