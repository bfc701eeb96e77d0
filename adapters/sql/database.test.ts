import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-database-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps a buffer cache of its own size, not Postgres’ 128MB', async () => {
    const db = await openDatabase({ dataDir: join(dir, 'default') });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
      expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('refuses a buffer size that is no size', async () => {
    await expect(
      openDatabase({ dataDir: join(dir, 'wrong'), pgliteSharedBuffers: '16MB; drop table users' }),
    ).rejects.toThrow('PORTAL_PGLITE_SHARED_BUFFERS');
  });
});
