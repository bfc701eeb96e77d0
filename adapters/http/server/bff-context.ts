import type { Kysely } from 'kysely';
import type { PaymentWebhook } from '../../../core/account/payment-confirmation.ts';
import type { PasswordHasher, PaymentProvider, Tokens } from '../../../core/account/ports.ts';
import type { CompanyRepository } from '../../../core/company/ports.ts';
import type { DealRepository } from '../../../core/deals/ports.ts';
import type { ServiceWorkflow } from '../../../core/service/ports.ts';
import type { Clock, FileStore, Mailer } from '../../../core/shared/ports.ts';
import type { Outages } from '../../shared/outages.ts';
import type { Database } from '../../sql/schema.ts';

/** Settings of the BFF that come from the environment (docs/operations.md). */
export type BffSettings = {
  /** The secret the chat token endpoint signs with (PORTAL_CHAT_SECRET). */
  readonly chatSecret: string;
  /** The portal's public address, for links in mails (PORTAL_PUBLIC_URL). */
  readonly publicUrl: string;
  /** A company's own OpenID issuer may be a local http:// one on this machine (tests only). */
  readonly localIssuers?: boolean;
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
  /** The payment provider a change of payment method goes to. */
  readonly payments: PaymentProvider;
  /** The workflow a service appointment and a car-inventory request go to. */
  readonly serviceWorkflow: ServiceWorkflow;
  /** Where the payment provider's events are read (none for the stand-in, which sends none). */
  readonly paymentWebhook?: PaymentWebhook;
  /** Call after a commit that queued a webhook post, so it leaves soon (a no-op without a sender). */
  readonly webhookDelivery: { readonly nudge: () => void };
};

/**
 * The systems behind the BFF that the composition root chooses (composition-root.ts): made once the
 * BFF's outage switch and public address are known, since the stand-ins consult the switch.
 */
export type Integrations = (context: { readonly outages: Outages; readonly publicUrl: string }) => {
  readonly payments: PaymentProvider;
  readonly serviceWorkflow: ServiceWorkflow;
  readonly paymentWebhook?: PaymentWebhook;
};
