import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOW, type DemoBff, demoBff } from '../../../tests/support/demo-bff.ts';
import { openDatabase } from '../../sql/database.ts';
import type { Database } from '../../sql/schema.ts';
import { seedDemoData } from '../../sql/seed.ts';
import { listSupportAudit } from '../../sql/support-audit.ts';
import type { CliIo } from '../io.ts';
import { runCli } from '../program.ts';
import { memoryIo } from '../test-io.ts';
import { COMPANY_PAGE_SIZE } from './lookup.ts';

/**
 * `--portal-url`: the lookups asked of a running BFF, signed in as a support user, print exactly
 * what the database lookups print for the same demo data; each read lands in the BFF's audit log.
 */

const AT = ['--now', DEMO_NOW.toISOString()];
const REASON = 'Anruf der Kundin: Verlängerung fehlt';
const SUPPORT = { PORTAL_SUPPORT_EMAIL: 'support@demo.example', PORTAL_SUPPORT_PASSWORD: 'Demo!2026' };
const root = join(import.meta.dirname, '../../..');

const run = async (args: string[], env: Record<string, string> = SUPPORT) => {
  const saved = { ...process.env };
  delete process.env.PORTAL_SUPPORT_EMAIL;
  delete process.env.PORTAL_SUPPORT_PASSWORD;
  Object.assign(process.env, env);
  try {
    const { io, stdout, stderr } = memoryIo('', DEMO_NOW);
    const code = await runCli(args, io);
    return { code, stdout: stdout(), stderr: stderr() };
  } finally {
    process.env = saved;
  }
};

/** Süd Logistik grows past two pages, so the BFF's pages are followed to the end. */
const growSuedlogistik = (db: Kysely<Database>) =>
  db
    .insertInto('deals')
    .values(
      Array.from({ length: COMPANY_PAGE_SIZE * 2 + 10 }, (_, i) => {
        const id = `f-9${String(i).padStart(4, '0')}`;
        const state = ['ACTIVE', 'CREATED', 'NOT_SIGNED', 'RETURN'][i % 4] as string;
        return {
          id,
          company_id: 'co-suedlogistik',
          state,
          data: JSON.stringify({ id, state, return_date: '2027-01-13', created_at: DEMO_NOW.toISOString() }),
        };
      }),
    )
    .execute();

describe('the support lookups through a running BFF (--portal-url), on the demo data (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lookup-portal-'));
  const database = ['--data-dir', dir];
  let bff: DemoBff;
  let url: string;
  let portal: string[];

  beforeAll(async () => {
    bff = await demoBff();
    await growSuedlogistik(bff.db);
    url = await bff.app.listen({ port: 0, host: '127.0.0.1' });
    portal = ['--portal-url', url, '--reason', REASON];
    const db = await openDatabase({ dataDir: dir });
    await seedDemoData(db, { hash: async () => 'unused', verify: async () => false }, DEMO_NOW);
    await growSuedlogistik(db);
    await db.destroy();
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [['deal', 'd-1001', '--format', 'text', '--explain', '--locale', 'en-DE']],
    [['deal', 'd-1008']],
    [['deal', 'd-1007', '--explain', '--format', 'ndjson']],
    [['customer', 'kunde@demo.example', '--format', 'text']],
    [['customer', 'admin@nordflotte.example', '--format', 'ndjson']],
    [['company', 'Nordflotte', '--format', 'text', '--locale', 'en-US']],
    [['company', 'süd log']],
    [['timeline', 'd-1901', '--format', 'text', '--days', '250']],
  ])(
    'prints for %j exactly what the database lookup prints',
    async (args) => {
      const fromDatabase = await run([...args, ...database, ...AT]);
      const fromPortal = await run([...args, ...portal, ...AT]);
      expect(fromDatabase).toMatchObject({ code: 0, stderr: '' });
      expect(fromPortal.stderr).toBe('');
      expect(fromPortal.code).toBe(0);
      expect(fromPortal.stdout).toBe(fromDatabase.stdout);
    },
    120_000,
  );

  it('follows a company’s pages to the last deal, and writes each read with its reason to the audit log', async () => {
    const before = (await listSupportAudit(bff.db, {})).length;
    const { code, stdout } = await run([
      'company',
      'co-suedlogistik',
      ...portal,
      ...AT,
      '--format',
      'ndjson',
    ]);
    expect(code).toBe(0);
    const ids = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).dealId);
    expect(ids.length).toBe(10 + COMPANY_PAGE_SIZE * 2 + 10);
    expect(new Set(ids).size).toBe(ids.length);
    const audit = (await listSupportAudit(bff.db, { support: 'support@demo.example' })).slice(before);
    expect(audit.map((entry) => [entry.what, entry.company, entry.reason])).toEqual([
      ['companies named "co-suedlogistik"', 'co-suedlogistik', REASON],
      ['deals of co-suedlogistik', 'co-suedlogistik', REASON],
      ['deals of co-suedlogistik after f-90189', 'co-suedlogistik', REASON],
      ['deals of co-suedlogistik after f-90389', 'co-suedlogistik', REASON],
    ]);
  }, 120_000);

  it('exits 2 with the database lookup’s message for an unknown deal, address or company, and a name of several', async () => {
    for (const args of [
      ['deal', 'd-9999'],
      ['timeline', 'd-9999'],
      ['customer', 'niemand@demo.example'],
      ['company', 'Gibtsnicht AG'],
      ['company', 'o'],
    ]) {
      const fromDatabase = await run([...args, ...database, ...AT]);
      const fromPortal = await run([...args, ...portal, ...AT]);
      expect(fromDatabase.code).toBe(2);
      expect(fromPortal).toEqual(fromDatabase);
    }
  }, 120_000);

  it('exits 2 with a clear message for a wrong password, a user who is not support staff and a missing reason', async () => {
    const wrong = await run(['deal', 'd-1001', ...portal], { ...SUPPORT, PORTAL_SUPPORT_PASSWORD: 'falsch' });
    expect(wrong).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: the BFF at ${url} refused the sign-in: wrong e-mail address or password\n`,
    });
    const customer = await run(['deal', 'd-1001', ...portal], {
      PORTAL_SUPPORT_EMAIL: 'kunde@demo.example',
      PORTAL_SUPPORT_PASSWORD: 'Demo!2026',
    });
    expect(customer.code).toBe(2);
    expect(customer.stderr).toBe(
      "error: kunde@demo.example is not a support user: the lookups need a support user's sign-in (PORTAL_SUPPORT_EMAIL)\n",
    );
    const noReason = await run(['deal', 'd-1001', '--portal-url', url]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toBe(
      'error: --reason is required with --portal-url: the BFF writes it to its audit log with every read\n',
    );
    const blank = await run(['deal', 'd-1001', '--portal-url', url, '--reason', '  ']);
    expect(blank.code).toBe(2);
    const tooLong = await run(['deal', 'd-1001', '--portal-url', url, '--reason', 'x'.repeat(501)]);
    expect(tooLong).toMatchObject({
      code: 2,
      stderr: 'error: --reason: Der Grund darf höchstens 500 Zeichen lang sein.\n',
    });
    expect((await run(['deal', 'd-1001', ...database, '--reason', REASON])).code).toBe(2);
    expect((await run(['deal', 'd-1001', ...portal, ...database])).code).toBe(2);
    expect((await run(['deal', 'd-1001', '--portal-url', 'ftp://x', '--reason', REASON])).code).toBe(2);
  }, 120_000);

  it('exits 2 when no BFF answers at the address, and without credentials when no terminal can ask', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const { port } = free.address() as AddressInfo;
    await new Promise((resolve) => free.close(resolve));
    const closed = await run([
      'deal',
      'd-1001',
      '--portal-url',
      `http://127.0.0.1:${port}`,
      '--reason',
      REASON,
    ]);
    expect(closed.code).toBe(2);
    expect(closed.stderr).toMatch(/^error: no BFF answers at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\n$/);
    const nobody = await run(['deal', 'd-1001', ...portal], {});
    expect(nobody).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: the support sign-in needs PORTAL_SUPPORT_EMAIL and PORTAL_SUPPORT_PASSWORD, or a terminal to ask for them\n',
    });
  }, 60_000);

  it('asks for the address and the password on a terminal, and shows nothing of the password', async () => {
    const stdin = Object.assign(new PassThrough(), {
      isTTY: true,
      raw: false,
      setRawMode(raw: boolean) {
        stdin.raw = raw;
        return stdin;
      },
    });
    const prompts: string[] = [];
    const out: string[] = [];
    const io: CliIo = {
      stdin,
      stdout: new Writable({
        write(chunk, _encoding, done) {
          out.push(chunk.toString());
          done();
        },
      }),
      // The answers are typed when the question shows, as a person does.
      stderr: new Writable({
        write(chunk, _encoding, done) {
          const text = chunk.toString();
          prompts.push(text);
          if (text === 'Support e-mail address: ') stdin.write('support@demo.example\n');
          if (text === 'Password for support@demo.example: ') {
            expect(stdin.raw).toBe(true);
            stdin.write('Demo!2026x\u007f\r');
          }
          done();
        },
      }),
      clock: { now: () => DEMO_NOW },
    };
    const saved = { ...process.env };
    delete process.env.PORTAL_SUPPORT_EMAIL;
    delete process.env.PORTAL_SUPPORT_PASSWORD;
    try {
      const code = await runCli(['deal', 'd-1001', ...portal, ...AT], io);
      expect(prompts.join('')).toBe('Support e-mail address: Password for support@demo.example: \n');
      expect(code).toBe(0);
    } finally {
      process.env = saved;
    }
    expect(JSON.parse(out.join('')).dealId).toBe('d-1001');
    expect(prompts.join('')).toBe('Support e-mail address: Password for support@demo.example: \n');
    expect(stdin.raw).toBe(false);
  }, 60_000);

  it('answers the same through the installed portal binary', async () => {
    const binary = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(join(root, 'adapters/cli/bin/portal.mjs'), args, {
          cwd: root,
          env: {
            ...process.env,
            ...SUPPORT,
            PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
        });
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
        });
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    const args = ['customer', 'kunde@demo.example', ...AT, '--format', 'text', '--locale', 'en-DE'];
    const [fromPortal, fromDatabase] = await Promise.all([
      binary([...args, ...portal]),
      binary([...args, ...database]),
    ]);
    expect(fromPortal).toEqual({ code: 0, stdout: fromDatabase.stdout, stderr: '' });
    expect(fromPortal.stdout).toContain('d-1007');
    const unknown = await binary(['deal', 'd-9999', ...portal]);
    expect(unknown).toMatchObject({ code: 2, stderr: 'error: no deal with the id "d-9999"\n' });
  }, 120_000);
});
