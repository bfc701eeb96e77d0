import { evaluateDeal } from '../../core/deals/evaluation.ts';
import { decodeDealContext } from './decode-context.ts';
import { evaluationJsonLine } from './evaluation-json.ts';
import type { Locale } from './locale.ts';
import { bannerValuesOf, type Portal } from './portal-words.ts';
import { formatEvaluationText } from './text-format.ts';

/** How results are printed: one JSON line each, or text for a person in a locale. */
export type OutputFormat =
  | { readonly format: 'json' }
  | { readonly format: 'text'; readonly locale: Locale; readonly portal: Portal };

export type BatchResult = {
  /** The printed results, in input order. */
  readonly output: string;
  /** The problems of bad contexts, one line each, naming the line and the field path. */
  readonly problems: string;
  readonly failures: number;
};

/** Where the result of a context goes, or the problems of a bad one (each text ends in '\n'). */
export type EvaluationSink = {
  readonly result: (text: string) => void;
  readonly problem: (text: string) => void;
};

// A context line starts with '{': only a line that starts with whitespace (a control character, a
// space, U+00A0 or a character from U+1680 on) can be blank, so the usual line is not trimmed.
const isBlank = (text: string): boolean => {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  return (first <= 32 || first === 0xa0 || first >= 0x1680) && text.trim() === '';
};

const CARRIAGE_RETURN = 13;

/**
 * Evaluates one deal context given as text: an NDJSON line (its number given; a blank line is
 * skipped) or one whole document (lineNumber undefined). The result or the problems go to `sink`;
 * false when the context was bad.
 */
export const evaluateText = (
  raw: string,
  lineNumber: number | undefined,
  now: Date,
  output: OutputFormat,
  sink: EvaluationSink,
): boolean => {
  const text = raw.charCodeAt(raw.length - 1) === CARRIAGE_RETURN ? raw.slice(0, -1) : raw;
  if (lineNumber !== undefined && isBlank(text)) return true;
  const decoded = decodeDealContext(text);
  if (decoded.isErr()) {
    const where = lineNumber === undefined ? '' : `line ${lineNumber}: `;
    for (const problem of decoded.error) sink.problem(`error: ${where}${problem.path}: ${problem.message}\n`);
    return false;
  }
  const evaluation = evaluateDeal(decoded.value, now);
  sink.result(
    output.format === 'json'
      ? `${evaluationJsonLine(evaluation)}\n`
      : `${formatEvaluationText(evaluation, output.locale, { portal: output.portal, values: bannerValuesOf(decoded.value) })}\n`,
  );
  return true;
};

/**
 * Evaluates deal contexts given as texts (NDJSON lines from firstLine on, or one whole document with
 * firstLine undefined). Pure apart from its inputs, so the main thread and the worker threads share it.
 */
export const evaluateBatch = (
  texts: readonly string[],
  firstLine: number | undefined,
  now: Date,
  output: OutputFormat,
): BatchResult => {
  let printed = '';
  let problems = '';
  let failures = 0;
  const sink: EvaluationSink = {
    result: (text) => {
      printed += text;
    },
    problem: (text) => {
      problems += text;
    },
  };
  for (let index = 0; index < texts.length; index++) {
    const lineNumber = firstLine === undefined ? undefined : firstLine + index;
    if (!evaluateText(texts[index] as string, lineNumber, now, output, sink)) failures++;
  }
  return { output: printed, problems, failures };
};
