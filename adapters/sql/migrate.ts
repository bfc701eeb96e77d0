import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';

/**
 * Versioned SQL migrations (docs/architecture.md "Storage"): files NNNN_name.sql in migrations/,
 * applied in order at start, each in its own transaction, recorded in schema_migrations. One
 * dialect, Postgres, for PGlite and PostgreSQL alike.
 */
export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export type Migration = { readonly version: string; readonly statements: readonly string[] };

/**
 * Statements end with a semicolon at the end of a line, outside a dollar-quoted body ($$ … $$, a
 * function's or a DO block's, whose own statements end with semicolons too). Both drivers run one
 * statement per call with parameters, so a file is sent statement by statement.
 */
export const statementsOf = (text: string): string[] => {
  const statements: string[] = [];
  let current = '';
  text.split('$$').forEach((part, index) => {
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first = '', ...rest] = part.split(/;\s*$/m);
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
};

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;

const migrationFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();

export const readMigrations = (dir: string = MIGRATIONS_DIR): Migration[] =>
  migrationFiles(dir).map((name) => ({
    version: name.replace(/\.sql$/, ''),
    statements: statementsOf(readFileSync(join(dir, name), 'utf8')),
  }));

/** undefined_table: the database has never been migrated. */
const isMissingTable = (error: unknown): boolean => (error as { code?: unknown }).code === '42P01';

/**
 * Whether every migration file is applied already, from the files' names and one read of
 * schema_migrations: the check a start makes before migrate(), which would read and split every
 * file and run DDL first (on PGlite a tenth of `portal company`'s way to its first line).
 */
export const isSchemaCurrent = async (
  db: Kysely<unknown>,
  dir: string = MIGRATIONS_DIR,
): Promise<boolean> => {
  let applied: Set<string>;
  try {
    applied = new Set(
      (await sql<{ version: string }>`select version from schema_migrations`.execute(db)).rows.map(
        (row) => row.version,
      ),
    );
  } catch (error) {
    if (isMissingTable(error)) return false;
    throw error;
  }
  return migrationFiles(dir).every((name) => applied.has(name.replace(/\.sql$/, '')));
};

/** unique_violation on the catalogue, or duplicate_table: another session created it meanwhile. */
const isAlreadyCreated = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === '42P07';
};

export const migrate = async (
  // Migrations run before the schema's types apply.
  db: Kysely<unknown>,
  migrations: readonly Migration[] = readMigrations(),
): Promise<string[]> => {
  try {
    await sql`create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`.execute(
      db,
    );
  } catch (error) {
    // Two instances starting on an empty PostgreSQL race on this very statement ("if not exists"
    // is not atomic there): the loser finds the table made by the other, which is all it needs.
    if (!isAlreadyCreated(error)) throw error;
  }
  const applied = new Set(
    (await sql<{ version: string }>`select version from schema_migrations`.execute(db)).rows.map(
      (row) => row.version,
    ),
  );
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction().execute(async (trx) => {
      // A migration (an index on a large table) may take longer than the BFF's statement timeout.
      await sql`set local statement_timeout = 0`.execute(trx);
      // Several instances may start at once against one PostgreSQL: one migrates, the others wait.
      await sql`lock table schema_migrations in exclusive mode`.execute(trx);
      const again = await sql<{
        version: string;
      }>`select version from schema_migrations where version = ${migration.version}`.execute(trx);
      if (again.rows.length > 0) return;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migrations (version) values (${migration.version})`.execute(trx);
      ran.push(migration.version);
    });
  }
  return ran;
};
