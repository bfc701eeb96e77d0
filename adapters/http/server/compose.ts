import type { Kysely } from 'kysely';
import type { PasswordHasher, Tokens } from '../../../core/account/ports.ts';
import { currentUser, signIn, signOut } from '../../../core/account/sign-in.ts';
import type { Clock, FileStore } from '../../../core/shared/ports.ts';
import { memoryFileStore } from '../../files/local-file-store.ts';
import type { OpenIdIssuerSettings } from '../../openid/open-id-settings.ts';
import { openIdSignIn } from '../../openid/open-id-sign-in.ts';
import { standInPaymentProvider } from '../../payments/stand-in-payment-provider.ts';
import { cryptoTokens } from '../../shared/crypto.ts';
import { noOutages, outageSwitch } from '../../shared/outages.ts';
import { sqlSessions, sqlUsers } from '../../sql/account-repositories.ts';
import { sqlCompanies } from '../../sql/company-repository.ts';
import { poolStatsOf } from '../../sql/database.ts';
import { sqlDeals } from '../../sql/deal-repository.ts';
import { sqlLoginAttempts } from '../../sql/login-attempts.ts';
import { sqlOutbox } from '../../sql/outbox.ts';
import { outboxDepths } from '../../sql/outbox-depths.ts';
import { sqlPaymentConfirmations } from '../../sql/payment-confirmations.ts';
import { databaseReadiness } from '../../sql/readiness.ts';
import type { Database } from '../../sql/schema.ts';
import { recordViewRead } from '../../sql/support-views.ts';
import { standInServiceWorkflow } from '../../workflows/stand-in-service-workflow.ts';
import { buildServer, type TrustProxy } from './app.ts';
import type { BffContext, BffSettings, Integrations } from './bff-context.ts';
import { clientErrorLimit } from './client-error-limit.ts';
import type { ConnectionLimits } from './connection-limits.ts';
import { accountHandlers } from './handlers/accounts.ts';
import { authHandlers } from './handlers/auth.ts';
import { businessHandlers } from './handlers/business.ts';
import { clientErrorHandlers, clientErrorLine } from './handlers/client-errors.ts';
import { dealHandlers, dealSessionReads } from './handlers/deals.ts';
import { delayAlternativeHandlers } from './handlers/delay-alternatives.ts';
import { documentLoyaltyContentHandlers } from './handlers/documents-loyalty-content.ts';
import { carsSessionRead } from './handlers/fleet/cars.ts';
import { fleetHandlers } from './handlers/fleet.ts';
import { handoverReturnHandlers } from './handlers/handover-return.ts';
import { nextCarHandlers } from './handlers/next-car.ts';
import { openIdHandlers } from './handlers/open-id.ts';
import { powerOfAttorneyHandlers } from './handlers/power-of-attorney.ts';
import { preponementHandlers } from './handlers/preponement.ts';
import { reservationHandlers } from './handlers/reservation.ts';
import { subscriptionServiceHandlers } from './handlers/subscription-services.ts';
import { supportHandlers } from './handlers/support.ts';
import { uploadGuards } from './handlers/upload-guards.ts';
import { boundedHasher, HASHING } from './hashing-queue.ts';
import { createMetrics, type MetricsSettings } from './metrics.ts';
import { registerOpenIdFormPost } from './open-id-form-post.ts';
import { registerPaymentWebhook } from './payment-webhook.ts';
import { clockSwitch, providerStates } from './provider-states.ts';
import type { LogSettings } from './request-log.ts';
import type { PagePolicySettings } from './security-headers.ts';
import { SIGN_IN_BUDGETS, type SignInBudgets, signInGate } from './sign-in-budgets.ts';
import { DEVELOPMENT_CHAT_SECRET } from './start-settings.ts';

// The areas' setups of the Pact provider states, one line each (provider-states.ts).

/** Development's systems behind the BFF: they answer as the real ones would, and fail on an outage. */
export const standIns: Integrations = ({ outages, publicUrl }) => ({
  payments: standInPaymentProvider(publicUrl, outages),
  serviceWorkflow: standInServiceWorkflow(outages),
});

export type BffDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly tokens?: Tokens;
  /** Uploaded and generated files; in memory unless given (main.ts passes a directory). */
  readonly files?: FileStore;
  readonly settings?: Partial<BffSettings>;
  readonly secureCookies?: boolean;
  /** The proxies in front of the BFF whose forwarded headers are believed (app.ts). */
  readonly trustProxy?: TrustProxy;
  readonly log?: LogSettings;
  /** The built UI to serve (adapters/react-ui/dist); the API alone unless given. */
  readonly uiDir?: string;
  /** What the pages' Content-Security-Policy admits beyond the portal (a configured chat widget). */
  readonly pagePolicy?: PagePolicySettings;
  /** Serve the Pact provider states (PORTAL_PROVIDER_STATES=on; refused in production). */
  readonly providerStates?: boolean;
  /** Timeouts and the connection cap of the server's socket (connection-limits.ts). */
  readonly connections?: ConnectionLimits;
  /** How many password hashes run at once and wait (hashing-queue.ts); HASHING unless given. */
  readonly hashing?: { readonly running: number; readonly waiting: number; readonly waitMs?: number };
  /** Sign-ins in progress per client address and account (sign-in-budgets.ts); the defaults unless given. */
  readonly signInBudgets?: SignInBudgets;
  /** Delivers the webhook outbox (main.ts starts it when a webhook URL is set); nudged after commits. */
  readonly webhookDelivery?: { readonly nudge: () => void };
  /** The payment provider and the service workflows; the development stand-ins unless given. */
  readonly integrations?: Integrations;
  /** Who may read /metrics besides loopback, and the build's commit (metrics.ts). */
  readonly metrics?: MetricsSettings;
  /** The issuers of sign-in with Google and Apple (adapters/openid); no buttons unless given. */
  readonly openId?: { readonly issuers: readonly OpenIdIssuerSettings[]; readonly allowHttp?: boolean };
};

/** The BFF's composition root: repositories over the database, use cases over them, routes over those. */
export const createBff = async (deps: BffDependencies) => {
  const chatSecret = deps.settings?.chatSecret ?? DEVELOPMENT_CHAT_SECRET;
  const publicUrl = deps.settings?.publicUrl ?? 'http://localhost:3000';
  // The development secret is public: in production anyone could sign a chat token for any user.
  if (process.env.NODE_ENV === 'production' && chatSecret === DEVELOPMENT_CHAT_SECRET)
    throw new Error('createBff: production needs its own chat secret (PORTAL_CHAT_SECRET).');
  const users = sqlUsers(deps.db);
  const sessions = sqlSessions(deps.db);
  const tokens = deps.tokens ?? cryptoTokens;
  // Every hash of a request waits in one queue, so sign-ins cannot take the whole thread pool.
  const hasher = boundedHasher(deps.hasher, deps.hashing ?? HASHING);
  const pool = poolStatsOf(deps.db);
  const metrics = createMetrics(
    { ...(pool ? { pool } : {}), outboxes: () => outboxDepths(deps.db), hashing: hasher.load },
    deps.metrics,
  );
  const auth = {
    onRefusal: metrics.signInRefused,
    signIn: signIn({ users, sessions, hasher, tokens, attempts: sqlLoginAttempts(deps.db) }),
    hashingFull: hasher.isFull,
    admit: signInGate(deps.signInBudgets ?? SIGN_IN_BUDGETS, hasher.running).admit,
    signOut: signOut({ sessions, tokens }),
    currentUser: currentUser({ sessions, tokens }),
    companyOf: (id: string) => sqlCompanies(deps.db).find(id),
  };
  const outages = deps.providerStates ? outageSwitch() : undefined;
  // Provider states may set the day the BFF lives on ("… is signed in on 2025-11-01").
  const stateClock = deps.providerStates ? clockSwitch(deps.clock) : undefined;
  const clock = stateClock ?? deps.clock;
  const bff: BffContext = {
    db: deps.db,
    clock,
    hasher,
    tokens,
    deals: sqlDeals(deps.db),
    companies: sqlCompanies(deps.db),
    mailerFor: (db) => sqlOutbox(db),
    files: deps.files ?? memoryFileStore(),
    settings: {
      chatSecret,
      publicUrl,
      ...(deps.openId?.allowHttp ? { localIssuers: true } : {}),
    },
    outages: outages ?? noOutages,
    ...(deps.integrations ?? standIns)({ outages: outages ?? noOutages, publicUrl }),
    webhookDelivery: deps.webhookDelivery ?? { nudge: () => {} },
  };
  const states =
    outages && stateClock
      ? providerStates({ db: deps.db, hasher: deps.hasher, clock: stateClock, outages, files: bff.files })
      : undefined;
  const fleet = fleetHandlers(bff);
  const app = await buildServer({
    handlers: {
      ...authHandlers(auth),
      ...dealHandlers(bff.deals),
      ...accountHandlers(bff),
      ...handoverReturnHandlers(bff),
      ...subscriptionServiceHandlers(bff),
      ...documentLoyaltyContentHandlers(bff),
      ...fleet,
      ...businessHandlers(bff),
      ...delayAlternativeHandlers(bff),
      ...preponementHandlers(bff),
      ...powerOfAttorneyHandlers(bff),
      ...reservationHandlers(bff),
      ...nextCarHandlers(bff),
      ...openIdHandlers({
        ...openIdSignIn({
          ...deps.openId,
          db: deps.db,
          sessions,
          tokens,
          clock,
          publicUrl,
          standIns: !!states,
          issuers: deps.openId?.issuers ?? [],
        }),
        companyOf: auth.companyOf,
      }),
      ...supportHandlers(bff),
      ...clientErrorHandlers({
        limit: clientErrorLimit(),
        report: (report) => {
          metrics.clientErrorReported(report.kind);
          app.log.warn(clientErrorLine(report), 'client error');
        },
      }),
    },
    uploadGuards: uploadGuards(bff),
    files: bff.files,
    currentUser: states ? states.currentUser(auth.currentUser) : auth.currentUser,
    recordViewRead: ({ support, view, what, now }) =>
      recordViewRead(deps.db, {
        supportUserId: support.id,
        customerId: view.customer.id,
        companyId: view.customer.companyId,
        viewId: view.id,
        reason: view.reason,
        what,
        now,
      }),
    // The hot reads check their session in the same round trip (docs/architecture.md); not under
    // the Pact provider states, whose sessions come from the states.
    ...(states || !fleet.getFleetCars
      ? {}
      : {
          sessionReads: {
            ...dealSessionReads(deps.db, tokens),
            getFleetCars: carsSessionRead(bff, auth.currentUser),
          },
        }),
    clock,
    // `/readyz`: the database answers and has this build's schema.
    ready: databaseReadiness(deps.db as Kysely<unknown>),
    secureCookies: deps.secureCookies ?? false,
    ...(deps.trustProxy !== undefined ? { trustProxy: deps.trustProxy } : {}),
    log: deps.log ?? false,
    ...(deps.uiDir ? { uiDir: deps.uiDir } : {}),
    ...(deps.pagePolicy ? { pagePolicy: deps.pagePolicy } : {}),
    ...(deps.connections ? { connections: deps.connections } : {}),
    metrics,
  });
  states?.register(app);
  if (bff.paymentWebhook)
    await registerPaymentWebhook(app, {
      webhook: bff.paymentWebhook,
      confirmations: sqlPaymentConfirmations(deps.db),
      clock,
    });
  await registerOpenIdFormPost(app);
  return app;
};
