import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../adapters/sql/schema.ts';

/**
 * What the database holds, per table: its row count and a hash over all its rows (in a fixed
 * order), so a test can tell that a refused call changed nothing at all.
 */
export type DatabaseDigest = Readonly<Record<string, { readonly rows: number; readonly hash: string }>>;

export const databaseDigest = async (db: Kysely<Database>): Promise<DatabaseDigest> => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digest: Record<string, { rows: number; hash: string }> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(name)} t order by 1`.execute(db);
    const hash = createHash('sha256');
    for (const { row } of rows.rows) hash.update(row).update('\n');
    digest[name] = { rows: rows.rows.length, hash: hash.digest('hex') };
  }
  return digest;
};
