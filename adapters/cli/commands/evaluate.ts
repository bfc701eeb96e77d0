import type { Command } from 'commander';
import { evaluateDeal } from '../../../core/deals/evaluation.ts';
import { decodeDealContext } from '../decode-context.ts';
import { evaluationJsonLine } from '../evaluation-json.ts';
import { CliExit, type CliIo, openInput, readAll, writeWithBackpressure } from '../io.ts';
import { parseNowOption } from '../options.ts';
import { formatEvaluationText, type Locale, parseLocale } from '../text-format.ts';

type EvaluateOptions = { now?: string; ndjson?: boolean; format: string; locale: string };

/** Output is gathered into chunks of this size: one write per line would dominate the run time. */
const FLUSH_AT = 64 * 1024;

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
    .addHelpText(
      'after',
      `
A deal context is {"deal": {...}, "followUpDeal", "handover", "handoverMetadata", "returnData",
"appraisal", "addons", "otherDeals", "cancellationReason", "bannerDismissals"}; only "deal"
(with "id" and "state") is required.

Examples:
  $ portal evaluate docs/samples/active-deal.json --now 2026-11-22T10:00:00Z
  $ echo '{"deal":{"id":"d-1","state":"CREATED"}}' | portal evaluate - --format text --locale en-DE
  $ portal evaluate contexts.ndjson --ndjson > results.ndjson`,
    )
    .action(async (file: string, options: EvaluateOptions) => {
      const now = parseNowOption(options.now, io);
      const format = options.format;
      if (format !== 'json' && format !== 'text') {
        io.stderr.write(`error: --format: expected json or text, got "${format}"\n`);
        throw new CliExit(2);
      }
      const locale = parseLocale(options.locale);
      if (!locale) {
        io.stderr.write(`error: --locale: expected de-DE, en-DE or en-US, got "${options.locale}"\n`);
        throw new CliExit(2);
      }
      const render = format === 'text' ? renderText(locale) : renderJson;
      const input = openInput(io, file);
      const failures = options.ndjson
        ? await evaluateLines(input, now, render, io)
        : await evaluateDocument(await readAll(input), now, render, io);
      if (failures > 0) throw new CliExit(2);
    });
};

type Render = (evaluation: ReturnType<typeof evaluateDeal>) => string;

const renderJson: Render = (evaluation) => `${evaluationJsonLine(evaluation)}\n`;
const renderText =
  (locale: Locale): Render =>
  (evaluation) =>
    `${formatEvaluationText(evaluation, locale)}\n`;

/** Evaluates one text; prints the result, or the problems on stderr. Returns whether it failed. */
const evaluateText = (
  text: string,
  where: string,
  now: Date,
  render: Render,
  io: CliIo,
): string | undefined => {
  const decoded = decodeDealContext(text);
  if (decoded.isErr()) {
    for (const problem of decoded.error)
      io.stderr.write(`error: ${where}${problem.path}: ${problem.message}\n`);
    return undefined;
  }
  return render(evaluateDeal(decoded.value, now));
};

const evaluateDocument = async (text: string, now: Date, render: Render, io: CliIo): Promise<number> => {
  const output = evaluateText(text, '', now, render, io);
  if (output === undefined) return 1;
  await writeWithBackpressure(io.stdout, output);
  return 0;
};

/** The lines of a text stream, a chunk at a time: one await per chunk, not one per line. */
async function* linesOf(input: NodeJS.ReadableStream): AsyncGenerator<string[]> {
  let rest = '';
  input.setEncoding('utf8');
  for await (const chunk of input) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    yield lines;
  }
  if (rest) yield [rest];
}

const evaluateLines = async (
  input: NodeJS.ReadableStream,
  now: Date,
  render: Render,
  io: CliIo,
): Promise<number> => {
  let failures = 0;
  let lineNumber = 0;
  let pending = '';
  for await (const lines of linesOf(input)) {
    for (const raw of lines) {
      lineNumber++;
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line.trim() === '') continue;
      const output = evaluateText(line, `line ${lineNumber}: `, now, render, io);
      if (output === undefined) {
        failures++;
        continue;
      }
      pending += output;
    }
    if (pending.length >= FLUSH_AT) {
      await writeWithBackpressure(io.stdout, pending);
      pending = '';
    }
  }
  if (pending) await writeWithBackpressure(io.stdout, pending);
  return failures;
};
