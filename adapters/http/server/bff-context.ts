import type { Kysely } from 'kysely';
import type { PasswordHasher, Tokens } from '../../../core/account/ports.ts';
import type { CompanyRepository } from '../../../core/company/ports.ts';
import type { DealRepository } from '../../../core/deals/ports.ts';
import type { Clock, FileStore, Mailer } from '../../../core/shared/ports.ts';
import type { Outages } from '../../shared/outages.ts';
import type { Database } from '../../sql/schema.ts';

/** Settings of the BFF that come from the environment (docs/operations.md). */
export type BffSettings = {
  /** The secret the chat token endpoint signs with (PORTAL_CHAT_SECRET). */
  readonly chatSecret: string;
  /** The portal's public address, for links in mails (PORTAL_PUBLIC_URL). */
  readonly publicUrl: string;
};

/**
 * What every area's handlers are built from: the database (for the area's own repositories and
 * transactions), the shared repositories and ports, and the settings.
 */
export type BffContext = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly tokens: Tokens;
  readonly deals: DealRepository;
  readonly companies: CompanyRepository;
  /** Mails of a change are written with it: build one over a transaction with `mailerFor(trx)`. */
  readonly mailerFor: (db: Kysely<Database>) => Mailer;
  readonly files: FileStore;
  readonly settings: BffSettings;
  /** Whether a system behind the BFF is down; stand-ins consult it (outages.ts). */
  readonly outages: Outages;
  /** Call after a commit that queued a webhook post, so it leaves soon (a no-op without a sender). */
  readonly webhookDelivery: { readonly nudge: () => void };
};
