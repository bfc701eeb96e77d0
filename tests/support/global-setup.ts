/**
 * Once per run of the unit project, before any test (outside every test's and hook's time limit):
 * the migrated, empty database, copied for every fresh test database (`freshPGlite`,
 * `freshPostgres`), and the demo data written once, copied for every demo BFF (`demo-templates.ts`)
 * — each a PGlite data directory as a tarball in the run's folder and a template database on CI's
 * PostgreSQL. All are removed after the run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../adapters/sql/migrate.ts';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { POSTGRES_URL, pgliteOf, testPGlite, writeMigratedPGliteDump } from '../repositories/databases.ts';
import { DEMO_NOW, seedDemoAt } from './demo-seed.ts';

/** What the global setup hands the test files: where the run's copies of the demo data are. */
export type DemoTemplates = {
  /** The PGlite data directory with the demo data, as `dumpDataDir` writes it. */
  readonly pgliteDump: string;
  /** The template database on PostgreSQL, when the run has one. */
  readonly postgresTemplate: string | undefined;
};

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplates: DemoTemplates;
  }
}

/**
 * Migrates a new in-memory PGlite (or loads `migrated`, a migrated one's data directory), writes the
 * demo data and keeps its data directory in `file`.
 */
export const writePGliteTemplate = async (file?: string, migrated?: Blob): Promise<Blob> => {
  const pglite = migrated ? pgliteOf(migrated) : testPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db as Kysely<unknown>);
  await seedDemoAt(DEMO_NOW)(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  if (file) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return dump;
};

/** The URL of a database on the PostgreSQL server of PORTAL_TEST_DATABASE_URL. */
export const postgresUrlOf = (name: string) => {
  if (!POSTGRES_URL) throw new Error('PORTAL_TEST_DATABASE_URL is not set');
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const asAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

/**
 * Creates the database `name` (a copy of `template` when given), migrated, and with the demo data
 * when `demo`; nobody stays connected, so that it can be copied.
 */
const writePostgresTemplate = async (
  name: string,
  { template, demo }: { template?: string; demo: boolean },
) => {
  await asAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgresUrlOf(name), max: 4 }) }),
  });
  try {
    await migrate(db as Kysely<unknown>);
    if (demo) await seedDemoAt(DEMO_NOW)(db);
  } finally {
    await db.destroy();
  }
};

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-demo-'));
  const templateName = (what: string) =>
    POSTGRES_URL ? `portal_${what}_template_${randomUUID().replace(/-/g, '')}` : undefined;
  const migratedTemplate = templateName('migrated');
  const postgresTemplate = templateName('demo');
  const removeAll = async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const name of [postgresTemplate, migratedTemplate])
      if (name) await asAdmin((admin) => admin.query(`drop database if exists ${name}`));
  };
  try {
    // The migrated, empty database first (freshPGlite, freshPostgres); the demo data on a copy of it.
    const migratedDump = join(dir, 'migrated-pglite.tar');
    const pgliteDump = join(dir, 'demo-pglite.tar');
    await Promise.all([
      writeMigratedPGliteDump(migratedDump).then((migrated) => writePGliteTemplate(pgliteDump, migrated)),
      migratedTemplate && postgresTemplate
        ? writePostgresTemplate(migratedTemplate, { demo: false }).then(() =>
            writePostgresTemplate(postgresTemplate, { template: migratedTemplate, demo: true }),
          )
        : undefined,
    ]);
    project.provide('migratedTemplates', { pgliteDump: migratedDump, postgresTemplate: migratedTemplate });
    project.provide('demoTemplates', { pgliteDump, postgresTemplate });
  } catch (error) {
    await removeAll();
    throw error;
  }
  return removeAll;
}
