import { Container, type ServiceIdentifier } from 'inversify';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../core/shared/ports.ts';
import type { Database } from '../sql/schema.ts';
import { type DatabaseOptions, databaseConfigOf, openCliDatabase } from './database-options.ts';
import { CliExit, type CliIo } from './io.ts';
import { databaseSource, type LookupSource } from './lookup-source.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/** Where a lookup reads: the database (the options' or the environment's), or a running BFF. */
export type LookupOptions = DatabaseOptions & { readonly portalUrl?: string; readonly reason?: string };

/**
 * What the CLI's commands need from outside, each bound to the adapter the options and the
 * environment choose: the BFF's database (PostgreSQL at --database-url or DATABASE_URL, else PGlite
 * in the data directory), its file store (the data directory's files, or the bucket of
 * PORTAL_FILES / PORTAL_S3_* as the BFF has it), and where lookups read deals (the database, or a
 * running BFF with --portal-url).
 */
export type CliPorts = {
  readonly database: (
    options: DatabaseOptions,
    access?: { readonly readOnly?: boolean },
  ) => Promise<Kysely<Database>>;
  readonly files: (options: DatabaseOptions) => Promise<FileStore>;
  readonly lookups: (options: LookupOptions) => Promise<LookupSource>;
};

export const CLI = {
  io: Symbol.for('CliIo') as ServiceIdentifier<CliIo>,
  environment: Symbol.for('Environment') as ServiceIdentifier<Environment>,
  database: Symbol.for('CliDatabase') as ServiceIdentifier<CliPorts['database']>,
  files: Symbol.for('CliFileStore') as ServiceIdentifier<CliPorts['files']>,
  lookups: Symbol.for('LookupSources') as ServiceIdentifier<CliPorts['lookups']>,
} as const;

const fail = (io: CliIo, message: string): never => {
  io.stderr.write(`error: ${message}\n`);
  throw new CliExit(2);
};

/** The source the options name: the BFF at --portal-url, else the database. */
const openLookupSource = async (
  options: LookupOptions,
  io: CliIo,
  database: CliPorts['database'],
): Promise<LookupSource> => {
  if (options.portalUrl === undefined) {
    if (options.reason !== undefined)
      fail(io, '--reason goes with --portal-url: the database is read without an audit log');
    return databaseSource(database(options, { readOnly: true }));
  }
  if (options.dataDir !== undefined || options.databaseUrl !== undefined)
    fail(io, '--portal-url asks a running BFF: leave out --data-dir and --database-url');
  // Loaded here, not with the command: the API client and its route tables cost every other
  // command (`portal evaluate` in a script's loop) a fifth of its start-up.
  const { portalSource, portalUrlOf, supportCredentials } = await import('./portal-source.ts');
  const url = portalUrlOf(options.portalUrl, io);
  const reason = options.reason?.trim();
  if (!reason)
    return fail(
      io,
      '--reason is required with --portal-url: the BFF writes it to its audit log with every read',
    );
  return portalSource(url, reason, io, await supportCredentials(io));
};

/** The CLI's composition root: one container per process, made when a command first needs a port. */
export const cliContainer = (io: CliIo, environment: Environment): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CLI.io).toConstantValue(io);
  container.bind(CLI.environment).toConstantValue(environment);
  container
    .bind(CLI.database)
    .toResolvedValue(
      (cliIo: CliIo) => (options: DatabaseOptions, access?: { readonly readOnly?: boolean }) =>
        openCliDatabase(options, cliIo, access),
      [CLI.io],
    );
  container.bind(CLI.files).toResolvedValue(
    (cliIo: CliIo, env: Environment) => async (options: DatabaseOptions) => {
      const { fileStoreSettingsOf, openFileStore } = await import('../files/file-store-settings.ts');
      const settings = fileStoreSettingsOf(env, databaseConfigOf(options).dataDir);
      if (settings.isErr()) return fail(cliIo, settings.error);
      return openFileStore(settings.value);
    },
    [CLI.io, CLI.environment],
  );
  container
    .bind(CLI.lookups)
    .toResolvedValue(
      (cliIo: CliIo, database: CliPorts['database']) => (options: LookupOptions) =>
        openLookupSource(options, cliIo, database),
      [CLI.io, CLI.database],
    );
  return container;
};

/** The ports of the container, resolved as they are bound. */
export const cliPortsOf = (container: Container): CliPorts => ({
  database: container.get(CLI.database),
  files: container.get(CLI.files),
  lookups: container.get(CLI.lookups),
});
