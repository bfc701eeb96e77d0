import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isEmbedded } from '../sql/pglite-dialect.ts';
import { cliContainer, cliPortsOf } from './composition-root.ts';
import { CliExit } from './io.ts';
import { memoryIo } from './test-io.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-root-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the CLI's composition root", () => {
  it('opens PGlite in the data directory the options name when no database URL is given', async () => {
    const { io } = memoryIo();
    const ports = cliPortsOf(cliContainer(io, {}));
    const db = await ports.database({ dataDir: newDir() });
    try {
      expect(isEmbedded(db)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("opens the BFF's file store as its settings name it, and refuses a bad setting with exit 2", async () => {
    const dataDir = newDir();
    const { io, stderr } = memoryIo();
    const local = cliPortsOf(cliContainer(io, {}));
    const files = await local.files({ dataDir });
    await files.put('check/one.txt', new TextEncoder().encode('eins'));
    expect((await files.list('check/')).map((file) => file.key)).toEqual(['check/one.txt']);
    const wrong = cliPortsOf(cliContainer(io, { PORTAL_FILES: 'nfs' }));
    await expect(wrong.files({ dataDir })).rejects.toBeInstanceOf(CliExit);
    expect(stderr()).toContain('PORTAL_FILES');
  });

  it('reads lookups from the database, and refuses a reason without a running BFF to give it to', async () => {
    const { io, stderr } = memoryIo();
    const ports = cliPortsOf(cliContainer(io, {}));
    await expect(ports.lookups({ dataDir: newDir(), reason: 'Anruf' })).rejects.toBeInstanceOf(CliExit);
    expect(stderr()).toContain('--reason goes with --portal-url');
    await expect(
      ports.lookups({ dataDir: newDir(), portalUrl: 'http://127.0.0.1:1', reason: 'Anruf' }),
    ).rejects.toBeInstanceOf(CliExit);
    expect(stderr()).toContain('--portal-url asks a running BFF: leave out --data-dir and --database-url');
    // A lookup reads a migrated database read-only (a BFF's, or one `portal db migrate` made).
    const dataDir = newDir();
    await (await ports.database({ dataDir })).destroy();
    const source = await ports.lookups({ dataDir });
    try {
      expect(await source.deal('d-0000', new Date())).toBeUndefined();
    } finally {
      await source.close();
    }
  });
});
