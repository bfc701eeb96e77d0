/**
 * npm run bench:core — deal evaluation throughput, not a test: prints figures (docs/benchmarks.md).
 * 1. the whole `portal evaluate --ndjson` run on 100,000 varied contexts (wall time, deals/s, peak RSS),
 *    on the main thread and with --jobs 2 (worker threads);
 * 2. the core API in-process on the same contexts (deals/s);
 * 3. streaming: 1,000,000 contexts piped through the CLI, peak RSS (memory must stay flat);
 * 4. `portal company` on Nordflotte grown by 20,000 deals: the first line and the whole run
 *    (company-stream.bench.ts).
 * BENCH_CONTEXTS, BENCH_STREAM_CONTEXTS and BENCH_COMPANY_DEALS change the counts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateDeal } from '../core/deals/evaluation.ts';
import type { DealContext } from '../core/deals/types.ts';
import { companyStreamRun, phasesText } from './company-stream.bench.ts';
import { BENCH_NOW, contextGenerator } from './generate-contexts.ts';

const COUNT = Number(process.env.BENCH_CONTEXTS ?? 100_000);
const STREAM_COUNT = Number(process.env.BENCH_STREAM_CONTEXTS ?? 1_000_000);
const root = join(import.meta.dirname, '..');
const cli = join(root, 'adapters/cli/bin/portal.mjs');
const nowArg = ['--now', BENCH_NOW.toISOString()];

const writeContexts = async (file: string, count: number) => {
  const out = createWriteStream(file);
  const generate = contextGenerator();
  for (let i = 0; i < count; i++)
    if (!out.write(`${JSON.stringify(generate(i))}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
};

type Run = { seconds: number; cpuSeconds: number; lines: number; maxRssMb: number; code: number | null };

/** Runs the installed CLI as a support script would, counting output lines; `feed` writes stdin when given. */
const runCli = async (
  args: string[],
  feed?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<Run> => {
  const started = performance.now();
  const child = spawn(cli, args, {
    stdio: [feed ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
      NODE_OPTIONS: `--import ${join(root, 'bench/report-rss.mjs')}`,
    },
  });
  let lines = 0;
  let stderr = '';
  if (!child.stdout || !child.stderr) throw new Error('the CLI was started without output pipes');
  child.stdout.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines++;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  if (feed && child.stdin) await feed(child.stdin);
  const [code] = (await once(child, 'close')) as [number | null];
  const seconds = (performance.now() - started) / 1000;
  const maxRssKb = Number(/bench:maxRssKb=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
  const cpuMs = Number(/bench:cpuMs=([\d.]+)/.exec(stderr)?.[1] ?? Number.NaN);
  return { seconds, cpuSeconds: cpuMs / 1000, lines, maxRssMb: maxRssKb / 1024, code };
};

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const file = join(dir, 'contexts.ndjson');
    await writeContexts(file, COUNT);

    const cliRun = await runCli(['evaluate', file, '--ndjson', ...nowArg]);
    if (cliRun.code !== 0 || cliRun.lines !== COUNT)
      throw new Error(`CLI run failed: ${JSON.stringify(cliRun)}`);
    const parallelRun = await runCli(['evaluate', file, '--ndjson', '--jobs', '2', ...nowArg]);
    if (parallelRun.code !== 0 || parallelRun.lines !== COUNT) {
      throw new Error(`CLI run with --jobs 2 failed: ${JSON.stringify(parallelRun)}`);
    }

    const generate = contextGenerator();
    const contexts = Array.from({ length: COUNT }, (_, i) => generate(i) as unknown as DealContext);
    for (const ctx of contexts.slice(0, 2_000)) evaluateDeal(ctx, BENCH_NOW); // warm-up
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    for (const ctx of contexts) evaluateDeal(ctx, BENCH_NOW);
    const inProcessSeconds = (performance.now() - started) / 1000;
    const inProcessCpu = process.cpuUsage(startedCpu);
    const inProcessCpuSeconds = (inProcessCpu.user + inProcessCpu.system) / 1e6;

    const streamGenerate = contextGenerator(7);
    const streamRun = await runCli(['evaluate', '-', '--ndjson', ...nowArg], async (stdin) => {
      for (let i = 0; i < STREAM_COUNT; i++) {
        if (!stdin.write(`${JSON.stringify(streamGenerate(i))}\n`)) await once(stdin, 'drain');
      }
      stdin.end();
    });
    if (streamRun.code !== 0 || streamRun.lines !== STREAM_COUNT) {
      throw new Error(`streaming run failed: ${JSON.stringify(streamRun)}`);
    }

    const company = await companyStreamRun();

    console.log(`bench:core on ${fmt(COUNT)} varied deal contexts (Node ${process.version})`);
    console.log(
      `  portal evaluate --ndjson (whole CLI run): ${fmt(cliRun.seconds, 2)} s (${fmt(cliRun.cpuSeconds, 2)} s processor time), ${fmt(COUNT / cliRun.seconds)} deals/s, peak RSS ${fmt(cliRun.maxRssMb)} MB`,
    );
    console.log(
      `  portal evaluate --ndjson --jobs 2 (whole CLI run): ${fmt(parallelRun.seconds, 2)} s, ${fmt(COUNT / parallelRun.seconds)} deals/s, peak RSS ${fmt(parallelRun.maxRssMb)} MB`,
    );
    console.log(
      `  core API in-process: ${fmt(inProcessSeconds, 3)} s (${fmt(inProcessCpuSeconds, 3)} s processor time), ${fmt(COUNT / inProcessSeconds)} deals/s`,
    );
    console.log(
      `  whole CLI run / in-process: ${fmt(cliRun.seconds / inProcessSeconds, 1)}× in time, ${fmt(cliRun.cpuSeconds / inProcessCpuSeconds, 1)}× in processor time (target ≤ 3×)`,
    );
    console.log(
      `  streaming ${fmt(STREAM_COUNT)} contexts through stdin: ${fmt(streamRun.seconds, 1)} s, peak RSS ${fmt(streamRun.maxRssMb)} MB`,
    );
    console.log(
      `  portal company co-nordflotte, ${fmt(company.deals)} deals from the database: first line after ${fmt(company.firstLineMs)} ms, all in ${fmt(company.seconds, 1)} s`,
    );
    console.log(`    ${phasesText(company.phases)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
