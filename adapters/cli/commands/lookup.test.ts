import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../../core/account/ports.ts';
import { openDatabase } from '../../sql/database.ts';
import { seedDemoData } from '../../sql/seed.ts';
import type { CliIo } from '../io.ts';
import { FIRST_PAGE_SIZE } from '../lookup-source.ts';
import { runCli } from '../program.ts';
import { installedPortal, memoryIo } from '../test-io.ts';
import { COMPANY_PAGE_SIZE } from './lookup.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const AT = ['--now', NOW.toISOString()];

/** The demo data's passwords are not what these tests look at. */
const noHasher: PasswordHasher = { hash: async () => 'unused', verify: async () => false };

const run = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo('', NOW);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

const seeded = async (config: { dataDir: string } | { databaseUrl: string; dataDir: string }) => {
  const db = await openDatabase(config);
  await seedDemoData(db, noHasher, NOW);
  return db;
};

describe('the support lookups on the demo data (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lookup-'));
  const data = ['--data-dir', dir];

  beforeAll(async () => {
    const db = await seeded({ dataDir: dir });
    // Südlogistik grows past two pages, so its lines must come page by page.
    const extra = Array.from({ length: COMPANY_PAGE_SIZE * 2 + 10 }, (_, i) => {
      const id = `f-9${String(i).padStart(4, '0')}`;
      return {
        id,
        company_id: 'co-suedlogistik',
        state: 'ACTIVE',
        data: JSON.stringify({ id, state: 'ACTIVE', return_date: '2027-03-13' }),
      };
    });
    await db.insertInto('deals').values(extra).execute();
    await db.destroy();
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('evaluates d-1001 as the portal shows it: return coordination and the extend banner, return planning open', async () => {
    const { code, stdout } = await run(['deal', 'd-1001', ...data, ...AT]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      dealId: 'd-1001',
      carsTabs: ['all'],
      banners: ['return_coordination', 'extend_subscription'],
      eligibility: { returnPlanning: 'open', accountDeletionBlocked: true },
    });
    expect(result.actions).toContain('plan_return');
  }, 60_000);

  it('prints the deal for a person in English, and the same line with --format ndjson', async () => {
    const text = await run(['deal', 'd-1002', ...data, ...AT, '--format', 'text', '--locale', 'en-US']);
    expect(text.stdout).toContain('Deal d-1002');
    // In the words /mycars shows it in (its en-US catalogue); a consumer's deal has no fleet tabs.
    expect(text.stdout).toContain('Plan your delivery (handover_coordination)');
    expect(text.stdout).not.toContain('My fleet');
    const ndjson = await run(['deal', 'd-1002', ...data, ...AT, '--format', 'ndjson']);
    expect(ndjson.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(ndjson.stdout).banners).toEqual(['handover_coordination']);
  }, 60_000);

  it('explains why d-1004 offers no return coordination and d-1001 shows it, in English and German', async () => {
    const english = await run([
      'deal',
      'd-1001',
      ...data,
      ...AT,
      '--format',
      'text',
      '--explain',
      '--locale',
      'en-DE',
    ]);
    expect(english.code).toBe(0);
    expect(english.stdout).toContain('Why:');
    expect(english.stdout).toMatch(
      /\n {2}Plan your return \(return_coordination\): yes — the deal is ACTIVE \(needs ACTIVE\); the return date \d{2}\.\d{2}\.\d{4} is 28 days away; the banner shows from 90 days before it/,
    );
    const german = await run(['deal', 'd-1004', ...data, ...AT, '--format', 'text', '--explain']);
    expect(german.stdout).toContain('Warum:');
    expect(german.stdout).toContain(
      '  Rückgabe planen (return_coordination): nein — der Vertrag ist ENDED (nötig: ACTIVE)',
    );
    const json = JSON.parse(
      (await run(['deal', 'd-1001', ...data, ...AT, '--explain', '--locale', 'en-DE'])).stdout,
    );
    const shown = json.explanation.banners.filter((banner: { verdict: boolean }) => banner.verdict);
    expect(shown.map((banner: { id: string }) => banner.id)).toEqual(json.banners);
    expect(
      json.explanation.eligibility.find((flag: { id: string }) => flag.id === 'returnPlanning'),
    ).toMatchObject({
      verdict: 'open',
    });
  }, 60_000);

  it('shows when d-1001’s return banners end: the extend banner 14 days before the return date, the rest after it', async () => {
    // d-1001 is returned in 28 days (demo data): the extend banner shows until 14 days before (consumer spec §9).
    const at = (days: number) => {
      const date = new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      return date.split('-').reverse().join('.');
    };
    const text = await run(['timeline', 'd-1001', ...data, ...AT, '--format', 'text', '--locale', 'en-US']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Deal d-1001, today (${at(0)}):`);
    expect(text.stdout).toContain(
      `  from ${at(15)}: banner "Extend your subscription" no longer shows (extend_subscription)\n`,
    );
    expect(text.stdout).toContain(
      `  from ${at(29)}: banner "Plan your return" no longer shows (return_coordination); action "Plan return" no longer offered (plan_return); Return planning: open → closed\n`,
    );
    const german = await run(['timeline', 'd-1001', ...data, ...AT, '--format', 'text', '--days', '20']);
    expect(german.stdout).toContain(
      `  ab ${at(15)}: Hinweis „Abo verlängern“ verschwindet (extend_subscription)`,
    );
    expect(german.stdout).not.toContain('Rückgabe planen“ verschwindet');
    const lines = (await run(['timeline', 'd-1001', ...data, ...AT, '--format', 'ndjson'])).stdout
      .trim()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line).date)).toEqual([
      new Date(NOW.getTime() + 15 * 86_400_000).toISOString().slice(0, 10),
      new Date(NOW.getTime() + 29 * 86_400_000).toISOString().slice(0, 10),
    ]);
    expect((await run(['timeline', 'd-1001', ...data, '--days', '0'])).code).toBe(2);
    expect((await run(['timeline', 'd-9999', ...data])).code).toBe(2);
  }, 60_000);

  it('lists every deal of kunde@demo.example, one line each, without her name or address', async () => {
    const { code, stdout } = await run([
      'customer',
      'KUNDE@demo.example',
      ...data,
      ...AT,
      '--format',
      'ndjson',
    ]);
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows.map((row) => row.dealId)).toEqual(expect.arrayContaining(['d-1001', 'd-1002', 'd-1007']));
    expect(Object.keys(rows[0]).sort()).toEqual(['actions', 'banners', 'car', 'carsTabs', 'dealId', 'state']);
    const bridging = rows.find((row) => row.dealId === 'd-1007');
    expect(bridging.banners).toContain('bridging_car');
    expect(stdout).not.toMatch(/Kim|Leopoldstraße|kunde@/);
  }, 60_000);

  it('shows a customer’s deals as a table in German, and as one JSON array', async () => {
    const table = await run(['customer', 'kunde@demo.example', ...data, ...AT, '--format', 'text']);
    const [heading, ...lines] = table.stdout.trim().split('\n');
    // A consumer's /mycars has no tabs: the table names the car, its state and banners as she reads them.
    expect(heading).toMatch(/^Vertrag\s+Auto\s+Status\s+Hinweise\s+Aktionen$/);
    const d1001 = lines.find((line) => line.startsWith('d-1001')) ?? '';
    expect(d1001).toContain('Rückgabe planen');
    expect(d1001).toContain('Aktiv');
    expect(table.stdout).not.toContain('Meine Flotte');
    const json = await run(['customer', 'kunde@demo.example', ...data, ...AT]);
    expect(JSON.parse(json.stdout)).toHaveLength(lines.length);
  }, 60_000);

  it('streams a company’s deals page by page, every deal once, found by a part of its name', async () => {
    const writes: string[] = [];
    const base = memoryIo('', NOW);
    const io: CliIo = {
      ...base.io,
      stdout: new Writable({
        write(chunk, _encoding, done) {
          writes.push(chunk.toString());
          done();
        },
      }),
    };
    const code = await runCli(['company', 'süd log', ...data, ...AT, '--format', 'ndjson'], io);
    expect(code).toBe(0);
    const rows = writes
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const ids = rows.map((row) => row.dealId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('f-90000');
    expect(ids.length).toBeGreaterThan(COMPANY_PAGE_SIZE * 2);
    // One write per page: the first lines were out before the last page was read.
    expect(writes.filter((chunk) => chunk.length > 0).length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('prints a company as a table under its name, and as a JSON array', async () => {
    const table = await run([
      'company',
      'co-nordflotte',
      ...data,
      ...AT,
      '--format',
      'text',
      '--locale',
      'en-DE',
    ]);
    expect(table.stdout.split('\n')[0]).toBe('Nordflotte GmbH (co-nordflotte)');
    expect(table.stdout.split('\n')[1]).toMatch(/^Deal\s+Car\s+State\s+Tabs\s+Banners\s+Actions$/);
    // A company's cars are listed under the business portal's tabs, in its words.
    expect(table.stdout).toContain('My fleet');
    const json = JSON.parse((await run(['company', 'Nordflotte', ...data, ...AT])).stdout);
    expect(json.length).toBe(table.stdout.trim().split('\n').length - 2);
    // The company's admin sees every car of it in the portal: the same deals.
    const admin = JSON.parse((await run(['customer', 'admin@nordflotte.example', ...data, ...AT])).stdout);
    expect(admin.map((row: { dealId: string }) => row.dealId).sort()).toEqual(
      json.map((row: { dealId: string }) => row.dealId).sort(),
    );
  }, 60_000);

  it('exits 2 with a clear message for an unknown deal, address or company, and for a name of several', async () => {
    const deal = await run(['deal', 'd-9999', ...data]);
    expect(deal).toMatchObject({ code: 2, stdout: '' });
    expect(deal.stderr).toBe('error: no deal with the id "d-9999"\n');
    const customer = await run(['customer', 'niemand@demo.example', ...data]);
    expect(customer.code).toBe(2);
    expect(customer.stderr).toContain('no customer with the e-mail address "niemand@demo.example"');
    const company = await run(['company', 'Gibtsnicht AG', ...data]);
    expect(company.code).toBe(2);
    const several = await run(['company', 'o', ...data]);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain('co-nordflotte');
    expect(several.stderr).toContain('co-suedlogistik');
    expect((await run(['deal', 'd-1001', ...data, '--format', 'xml'])).code).toBe(2);
  }, 60_000);

  it('answers the same through the installed portal binary', () => {
    const result = installedPortal(['customer', 'kunde@demo.example', ...data, ...AT, '--format', 'ndjson']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"dealId":"d-1007"');
    expect(installedPortal(['deal', 'd-9999', ...data]).code).toBe(2);
  }, 60_000);

  it('streams a company, explains a deal and gives its timeline through the installed binary as in-process', async () => {
    for (const args of [
      ['company', 'Nordflotte', '--format', 'ndjson'],
      ['deal', 'd-1001', '--explain', '--format', 'text', '--locale', 'en-DE'],
      ['timeline', 'd-1001', '--days', '400', '--format', 'text'],
    ]) {
      const inProcess = await run([...args, ...data, ...AT]);
      expect(inProcess.code, args.join(' ')).toBe(0);
      expect(installedPortal([...args, ...data, ...AT]), args.join(' ')).toEqual(inProcess);
    }
  }, 90_000);
});

const POSTGRES_URL = process.env.PORTAL_TEST_DATABASE_URL;

describe.skipIf(!POSTGRES_URL)('the support lookups on PostgreSQL', () => {
  const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
  const url = new URL(POSTGRES_URL ?? 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const pglite = mkdtempSync(join(tmpdir(), 'portal-lookup-pg-'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    await (await seeded({ databaseUrl: url.toString(), dataDir: pglite })).destroy();
    await (await seeded({ dataDir: pglite })).destroy();
  }, 120_000);

  afterAll(async () => {
    rmSync(pglite, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('evaluates every demo deal of kunde@demo.example as on PGlite', async () => {
    const onPostgres = await run(['customer', 'kunde@demo.example', '--database-url', url.toString(), ...AT]);
    const onPglite = await run(['customer', 'kunde@demo.example', '--data-dir', pglite, ...AT]);
    expect(onPostgres.code).toBe(0);
    expect(JSON.parse(onPostgres.stdout)).toEqual(JSON.parse(onPglite.stdout));
    const deal = await run(['deal', 'd-1008', '--database-url', url.toString(), ...AT]);
    expect(JSON.parse(deal.stdout)).toEqual(
      JSON.parse((await run(['deal', 'd-1008', '--data-dir', pglite, ...AT])).stdout),
    );
    expect(JSON.parse(deal.stdout).banners).toEqual(['low_confidence', 'delivery_delay', 'self_pickup']);
  }, 60_000);

  it('streams a company, explains a deal and gives its timeline as on PGlite; an unknown id exits 2', async () => {
    const onBoth = async (args: string[]) => {
      const onPostgres = await run([...args, '--database-url', url.toString(), ...AT]);
      const onPglite = await run([...args, '--data-dir', pglite, ...AT]);
      expect(onPostgres, args.join(' ')).toEqual(onPglite);
      return onPostgres;
    };
    const company = await onBoth(['company', 'Nordflotte', '--format', 'ndjson']);
    expect(company.code).toBe(0);
    // Past the first page: the keyset pages on PostgreSQL as on PGlite.
    expect(company.stdout.trim().split('\n').length).toBeGreaterThan(FIRST_PAGE_SIZE);
    const explained = await onBoth(['deal', 'd-1001', '--explain', '--format', 'text', '--locale', 'en-DE']);
    expect(explained.stdout).toContain('Plan your return (return_coordination): yes');
    const timeline = await onBoth(['timeline', 'd-1001', '--format', 'ndjson']);
    expect(timeline.stdout).toContain('"dealId":"d-1001"');
    const unknown = await onBoth(['deal', 'd-9999']);
    expect(unknown.code).toBe(2);
  }, 60_000);
});
