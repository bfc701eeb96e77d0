import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import {
  type BatchResult,
  type EvaluationSink,
  evaluateBatch,
  evaluateText,
  type OutputFormat,
} from '../evaluate-batch.ts';
import { createEvaluatePool, type EvaluatePool } from '../evaluate-pool.ts';
import { CliExit, type CliIo, inputChunks, openInput, readAll, writeWithBackpressure } from '../io.ts';
import { parseLocale } from '../locale.ts';
import { LineReader, OutputBuffer } from '../ndjson-stream.ts';
import { parseNowOption } from '../options.ts';
import { loadPortalWords } from '../portal-words.ts';

type EvaluateOptions = {
  now?: string;
  ndjson?: boolean;
  format: string;
  locale: string;
  portal: string;
  jobs: string;
};

export const registerEvaluate = (program: Command, io: CliIo): void => {
  program
    .command('evaluate')
    .description(
      "evaluate a deal's cars-list tabs, banners, actions, eligibility, deductibles and cancellation steps",
    )
    .argument('[file]', "a JSON file with one deal context, or '-' for standard input", '-')
    .option('--now <iso>', 'the moment to evaluate at, as an ISO date-time (default: now)')
    .option('--ndjson', 'read one deal context per line and print one result per line')
    .option('--format <format>', 'json or text', 'json')
    .option('--locale <locale>', 'language of --format text: de-DE, en-DE or en-US', 'de-DE')
    .option(
      '--portal <portal>',
      "with --format text: whose words — consumer (/mycars) or business (the fleet's tabs and banners)",
      'consumer',
    )
    .option(
      '--jobs <n>',
      `with --ndjson: evaluate on n worker threads (faster on long inputs, about 50 MB more memory each; this machine has ${availableParallelism()} cores)`,
      '1',
    )
    .addHelpText(
      'after',
      `
A deal context is {"deal": {...}, "followUpDeal", "handover", "handoverMetadata", "returnData",
"appraisal", "addons", "otherDeals", "cancellationReason", "bannerDismissals"}; only "deal"
(with "id" and "state") is required.

Examples:
  $ portal evaluate docs/samples/active-deal.json --now 2026-11-22T10:00:00Z
  $ echo '{"deal":{"id":"d-1","state":"CREATED"}}' | portal evaluate - --format text --locale en-DE
  $ portal evaluate contexts.ndjson --ndjson > results.ndjson
  $ portal evaluate contexts.ndjson --ndjson --jobs 2 > results.ndjson`,
    )
    .action(async (file: string, options: EvaluateOptions) => {
      const now = parseNowOption(options.now, io);
      const format = options.format;
      if (format !== 'json' && format !== 'text') {
        io.stderr.write(`error: --format: expected json or text, got "${format}"\n`);
        throw new CliExit(2);
      }
      const jobs = Number(options.jobs);
      if (!Number.isInteger(jobs) || jobs < 1 || jobs > 16) {
        io.stderr.write(`error: --jobs: expected a whole number from 1 to 16, got "${options.jobs}"\n`);
        throw new CliExit(2);
      }
      const locale = parseLocale(options.locale);
      if (!locale) {
        io.stderr.write(`error: --locale: expected de-DE, en-DE or en-US, got "${options.locale}"\n`);
        throw new CliExit(2);
      }
      const portal = options.portal;
      if (portal !== 'consumer' && portal !== 'business') {
        io.stderr.write(`error: --portal: expected consumer or business, got "${portal}"\n`);
        throw new CliExit(2);
      }
      if (format === 'text') await loadPortalWords(locale);
      const output: OutputFormat = format === 'text' ? { format, locale, portal } : { format };
      const failures = options.ndjson
        ? await evaluateLines(inputChunks(io, file), now, output, io, jobs)
        : await evaluateDocument(await readAll(openInput(io, file)), now, output, io);
      if (failures > 0) throw new CliExit(2);
    });
};

/**
 * Lines per batch for the worker threads; the first batches run on the main thread, so short
 * inputs start no worker.
 */
const BATCH_LINES = 1_000;
const MAIN_THREAD_BATCHES = 2;

const report = async (io: CliIo, result: BatchResult): Promise<void> => {
  if (result.problems) io.stderr.write(result.problems);
  if (result.output) await writeWithBackpressure(io.stdout, result.output);
};

const evaluateDocument = async (
  text: string,
  now: Date,
  output: OutputFormat,
  io: CliIo,
): Promise<number> => {
  const result = evaluateBatch([text], undefined, now, output);
  await report(io, result);
  return result.failures;
};

const evaluateLines = (
  input: AsyncIterable<Buffer>,
  now: Date,
  output: OutputFormat,
  io: CliIo,
  workers: number,
): Promise<number> =>
  workers > 1
    ? evaluateLinesOnWorkers(input, now, output, io, workers)
    : evaluateLinesHere(input, now, output, io);

/**
 * On the main thread: one synchronous loop per chunk read, each line evaluated as it is cut and its
 * result encoded straight into the output buffer; the next chunk is read once stdout has taken the
 * last. A bad line's problems go to stderr after the results before it.
 */
const evaluateLinesHere = async (
  input: AsyncIterable<Buffer>,
  now: Date,
  output: OutputFormat,
  io: CliIo,
): Promise<number> => {
  const out = new OutputBuffer(io.stdout);
  const sink: EvaluationSink = {
    result: (text) => out.add(text),
    problem: (text) => {
      out.flush();
      io.stderr.write(text);
    },
  };
  let failures = 0;
  let lineNumber = 0;
  const lines = new LineReader((line) => {
    lineNumber++;
    if (!evaluateText(line, lineNumber, now, output, sink)) failures++;
  });
  for await (const chunk of input) {
    lines.push(chunk);
    out.flush();
    await out.drained();
  }
  lines.end();
  out.flush();
  await out.drained();
  return failures;
};

const evaluateLinesOnWorkers = async (
  input: AsyncIterable<Buffer>,
  now: Date,
  output: OutputFormat,
  io: CliIo,
  workers: number,
): Promise<number> => {
  let pool: EvaluatePool | undefined;
  // Results in input order; each batch is written as soon as it and all before it are done.
  const inFlight: Promise<BatchResult>[] = [];
  const maxInFlight = Math.max(2, workers * 3);
  let failures = 0;
  let batches = 0;
  let lineNumber = 1;
  let batch: string[] = [];
  const lines = new LineReader((line) => {
    batch.push(line);
  });

  const writeOldest = async () => {
    const result = await (inFlight.shift() as Promise<BatchResult>);
    failures += result.failures;
    await report(io, result);
  };
  const dispatch = async () => {
    const texts = batch;
    const firstLine = lineNumber;
    lineNumber += texts.length;
    batch = [];
    batches++;
    if (batches > MAIN_THREAD_BATCHES) pool ??= createEvaluatePool(workers, now, output);
    inFlight.push(
      pool ? pool.evaluate(texts, firstLine) : Promise.resolve(evaluateBatch(texts, firstLine, now, output)),
    );
    while (inFlight.length >= maxInFlight) await writeOldest();
  };

  try {
    for await (const chunk of input) {
      lines.push(chunk);
      if (batch.length >= BATCH_LINES) await dispatch();
    }
    lines.end();
    if (batch.length > 0) await dispatch();
    while (inFlight.length > 0) await writeOldest();
  } finally {
    await pool?.close();
  }
  return failures;
};
