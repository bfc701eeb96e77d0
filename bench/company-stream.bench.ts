/**
 * `portal company` on a large company: how soon the first line comes, and the whole run. Nordflotte
 * of the demo data grows by BENCH_COMPANY_DEALS deals (default 20,000) in a PGlite data directory,
 * then the installed CLI streams it as support would. Called by core.bench.ts; alone:
 * `node bench/company-stream.bench.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../adapters/sql/database.ts';
import { seedDemoData } from '../adapters/sql/seed.ts';

const EXTRA = Number(process.env.BENCH_COMPANY_DEALS ?? 20_000);
const root = join(import.meta.dirname, '..');
const cli = join(root, 'adapters/cli/bin/portal.mjs');
const NOW = new Date('2026-11-23T09:00:00Z');

const growNordflotte = async (dataDir: string) => {
  const db = await openDatabase({ dataDir });
  await seedDemoData(db, { hash: async () => 'unused', verify: async () => false }, NOW);
  const states = ['ACTIVE', 'CREATED', 'SCHEDULED', 'RETURN', 'NOT_SIGNED'];
  for (let start = 0; start < EXTRA; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, EXTRA - start) }, (_, i) => {
      const id = `f-b${String(start + i).padStart(6, '0')}`;
      const state = states[(start + i) % states.length] as string;
      const returnDay = new Date(NOW.getTime() + ((start + i) % 400) * 86_400_000).toISOString().slice(0, 10);
      return {
        id,
        company_id: 'co-nordflotte',
        state,
        data: JSON.stringify({ id, state, return_date: returnDay, created_at: NOW.toISOString() }),
      };
    });
    await db.insertInto('deals').values(rows).execute();
  }
  await db.destroy();
};

/** Milliseconds of each step to the first page, measured in a fresh process (company-phases.ts). */
export type CompanyPhases = {
  modules: number;
  open: number;
  schemaCheck: number;
  firstPage: number;
  total: number;
};

export type CompanyStreamRun = { deals: number; firstLineMs: number; seconds: number; phases: CompanyPhases };

const phasesOf = (dataDir: string): CompanyPhases => {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'company-phases.ts'), dataDir], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`company-phases failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as CompanyPhases;
};

export const companyStreamRun = async (): Promise<CompanyStreamRun> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-company-'));
  try {
    await growNordflotte(dataDir);
    const started = performance.now();
    const child = spawn(
      cli,
      ['company', 'co-nordflotte', '--data-dir', dataDir, '--format', 'ndjson', '--now', NOW.toISOString()],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
      },
    );
    let firstLineMs = Number.NaN;
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) {
        if (byte !== 10) continue;
        if (lines === 0) firstLineMs = performance.now() - started;
        lines++;
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`portal company exited with ${code}`);
    const seconds = (performance.now() - started) / 1000;
    return { deals: lines, firstLineMs, seconds, phases: phasesOf(dataDir) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The steps to the first page, for the benchmarks' output. */
export const phasesText = (phases: CompanyPhases): string =>
  `to the first page in a fresh process: database modules ${phases.modules} ms, PGlite opening the data directory ${phases.open} ms, schema check ${phases.schemaCheck} ms, the company and its first deals ${phases.firstPage} ms`;

if (import.meta.main) {
  const run = await companyStreamRun();
  console.log(
    `portal company co-nordflotte --format ndjson, ${run.deals.toLocaleString('en-US')} deals: first line after ${Math.round(run.firstLineMs)} ms (CLI start and database open included), all in ${run.seconds.toFixed(1)} s`,
  );
  console.log(`  ${phasesText(run.phases)}`);
}
