import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../../core/account/ports.ts';
import { openDatabase } from '../../sql/database.ts';
import { seedDemoData } from '../../sql/seed.ts';
import { recordSupportRead } from '../../sql/support-audit.ts';
import { runCli } from '../program.ts';
import { installedPortal, memoryIo } from '../test-io.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const noHasher: PasswordHasher = { hash: async () => 'unused', verify: async () => false };

const run = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo('', NOW);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('portal audit list (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-audit-'));
  const data = ['--data-dir', dir];

  beforeAll(async () => {
    const db = await openDatabase({ dataDir: dir });
    await seedDemoData(db, noHasher, NOW);
    const read = { supportUserId: 'u-support', subjectCompanyId: null };
    await recordSupportRead(db, {
      ...read,
      subjectUserId: 'u-kunde',
      what: 'deal d-1001',
      reason: 'Anruf: Banner fehlt',
      readAt: new Date('2026-11-20T08:00:00Z'),
    });
    await recordSupportRead(db, {
      ...read,
      subjectUserId: 'u-neu',
      what: 'deals of neu@demo.example',
      reason: 'E-Mail der Kundin',
      readAt: new Date('2026-11-21T08:00:00Z'),
    });
    await db.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every read with who, whose, what, when and why, oldest first', async () => {
    const { code, stdout } = await run(['audit', 'list', ...data]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        at: '2026-11-20T08:00:00.000Z',
        support: 'support@demo.example',
        customer: 'kunde@demo.example',
        company: null,
        what: 'deal d-1001',
        reason: 'Anruf: Banner fehlt',
      },
      {
        at: '2026-11-21T08:00:00.000Z',
        support: 'support@demo.example',
        customer: 'neu@demo.example',
        company: null,
        what: 'deals of neu@demo.example',
        reason: 'E-Mail der Kundin',
      },
    ]);
  });

  it('filters by customer, support user and moment, in ndjson and text', async () => {
    const byCustomer = await run([
      'audit',
      'list',
      ...data,
      '--customer',
      'NEU@demo.example',
      '--format',
      'ndjson',
    ]);
    expect(
      byCustomer.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).what),
    ).toEqual(['deals of neu@demo.example']);
    const since = await run(['audit', 'list', ...data, '--since', '2026-11-21', '--format', 'text']);
    expect(since.stdout).toContain('E-Mail der Kundin');
    expect(since.stdout).not.toContain('Banner fehlt');
    expect(since.stdout.split('\n')[0]).toMatch(/^when\s+support\s+whose\s+what\s+reason$/);
    const other = await run([
      'audit',
      'list',
      ...data,
      '--support',
      'kunde@demo.example',
      '--format',
      'ndjson',
    ]);
    expect(other.stdout).toBe('');
  });

  it('lists the same through the installed portal binary', async () => {
    const args = ['audit', 'list', ...data, '--customer', 'kunde@demo.example', '--format', 'text'];
    const inProcess = await run(args);
    expect(inProcess.stdout).toContain('Anruf: Banner fehlt');
    expect(installedPortal(args)).toEqual(inProcess);
  }, 60_000);

  it('refuses a bad --since or --format with exit 2', async () => {
    expect((await run(['audit', 'list', ...data, '--since', 'gestern'])).code).toBe(2);
    expect((await run(['audit', 'list', ...data, '--format', 'csv'])).code).toBe(2);
  });
});
