import { join } from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import { type FileStoreSettings, fileStoreSettingsOf } from '../../files/file-store-settings.ts';
import { type OpenIdIssuerSettings, openIdSettingsOf } from '../../openid/open-id-settings.ts';
import { type PaymentSettings, paymentSettingsOf } from '../../payments/payment-settings.ts';
import { type PoolSettings, poolSettingsOf } from '../../sql/pool-settings.ts';
import { type RetentionSettings, refusedRetentionMessage, retentionSettingsOf } from '../../sql/retention.ts';
import { type WorkflowSettings, workflowSettingsOf } from '../../workflows/workflow-settings.ts';
import { type TrustProxy, trustProxyOf } from './app.ts';
import { type ConnectionLimits, connectionLimitsOf } from './connection-limits.ts';
import { PROVIDER_STATES_IN_PRODUCTION, providerStatesAllowed } from './provider-states.ts';
import { type ShutdownSettings, shutdownSettingsOf } from './shutdown.ts';
import { signInLoadOf } from './sign-in-budgets.ts';
import { refusedStartMessage, type StartSettings, startSettingsOf } from './start-settings.ts';
import { uiPathsOf } from './ui-build.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Everything a start of the BFF takes from its environment, read and checked at once before
 * anything is opened (docs/operations.md "Environment variables"). The composition root
 * (composition-root.ts) chooses each port's adapter from it.
 */
export type ServerSettings = StartSettings & {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL when set; PGlite in dataDir otherwise. */
  readonly databaseUrl: string | undefined;
  readonly pgliteSharedBuffers: string | undefined;
  readonly pool: PoolSettings;
  readonly files: FileStoreSettings;
  readonly connections: ConnectionLimits;
  readonly shutdown: ShutdownSettings;
  /** Sign-ins in progress per address and account, and the password hashing's places (sign-in-budgets.ts). */
  readonly signInLoad: ReturnType<typeof signInLoadOf>;
  readonly retention: RetentionSettings;
  /** The service workflows' addresses (workflow-settings.ts). */
  readonly workflows: WorkflowSettings;
  /** The payment provider: the stand-in or Stripe (payment-settings.ts). */
  readonly payments: PaymentSettings;
  /** The issuers of sign-in with Google and Apple (open-id-settings.ts). */
  readonly openId: readonly OpenIdIssuerSettings[];
  readonly providerStates: boolean;
  /** Demo data into an empty database: outside production, or when asked for. */
  readonly seedDemo: boolean;
  readonly secureCookies: boolean;
  readonly trustProxy: TrustProxy | undefined;
  readonly log: false | { readonly level: string };
  readonly metrics: { readonly allow: string | undefined; readonly commit: string | undefined };
  /** The built UI served on the same port; a development start builds it when it is missing. */
  readonly ui: { readonly dir: string; readonly build: boolean };
};

/** A setting's reader that throws on a bad value, as a refusal naming it. */
const checked = <T>(read: () => T): Result<T, string> => {
  try {
    return ok(read());
  } catch (error) {
    return err(`${(error as Error).message}\n`);
  }
};

/**
 * The settings of a start, or the message that refuses it (each reader's own: the variable named,
 * what it must be). The data directory defaults to `cwd`'s ./data; `root` is the project's folder,
 * where the built UI is.
 */
export const serverSettingsOf = (
  env: Environment,
  { cwd, root }: { readonly cwd: string; readonly root: string },
): Result<ServerSettings, string> => {
  const port = Number(env.PORT ?? 3000);
  const dataDir = env.PORTAL_DATA_DIR ?? join(cwd, 'data');
  const production = env.NODE_ENV === 'production';
  const providerStates = env.PORTAL_PROVIDER_STATES === 'on';
  if (providerStates && !providerStatesAllowed(env.NODE_ENV))
    return err(`${PROVIDER_STATES_IN_PRODUCTION}\n`);
  return checked(() => connectionLimitsOf(env)).andThen((connections) =>
    fileStoreSettingsOf(env, dataDir)
      .mapErr((message) => `${message}\n`)
      .andThen((files) =>
        checked(() => ({
          pool: poolSettingsOf(env),
          shutdown: shutdownSettingsOf(env),
          signInLoad: signInLoadOf(env),
          workflows: workflowSettingsOf(env),
          payments: paymentSettingsOf(env),
        })).andThen(({ pool, shutdown, signInLoad, workflows, payments }) =>
          startSettingsOf(env, port)
            .mapErr(refusedStartMessage)
            .andThen((start) =>
              retentionSettingsOf(env)
                .mapErr(refusedRetentionMessage)
                .map(
                  (retention): ServerSettings => ({
                    ...start,
                    port,
                    host: env.HOST ?? '127.0.0.1',
                    dataDir,
                    databaseUrl: env.DATABASE_URL,
                    pgliteSharedBuffers: env.PORTAL_PGLITE_SHARED_BUFFERS,
                    pool,
                    files,
                    connections,
                    shutdown,
                    signInLoad,
                    retention,
                    workflows,
                    payments,
                    openId: openIdSettingsOf(env),
                    providerStates,
                    seedDemo: !production || env.PORTAL_SEED_DEMO === 'true',
                    secureCookies: env.PORTAL_SECURE_COOKIES === 'true' || production,
                    trustProxy: trustProxyOf(env.PORTAL_TRUST_PROXY),
                    log: env.PORTAL_LOG === 'off' ? false : { level: env.LOG_LEVEL ?? 'info' },
                    metrics: { allow: env.PORTAL_METRICS_ALLOW, commit: env.PORTAL_BUILD_COMMIT },
                    // Production images ship a built UI; a development start builds it when needed.
                    ui: {
                      dir: env.PORTAL_UI_DIR ?? uiPathsOf(root).distDir,
                      build: !production && env.PORTAL_BUILD_UI !== 'off' && !env.PORTAL_UI_DIR,
                    },
                  }),
                ),
            ),
        ),
      ),
  );
};
