import { evaluateDeal } from '../../core/deals/evaluation.ts';
import { decodeDealContext } from './decode-context.ts';
import { evaluationJsonLine } from './evaluation-json.ts';
import { formatEvaluationText, type Locale } from './text-format.ts';

/** How results are printed: one JSON line each, or text for a person in a locale. */
export type OutputFormat = { readonly format: 'json' } | { readonly format: 'text'; readonly locale: Locale };

export type BatchResult = {
  /** The printed results, in input order. */
  readonly output: string;
  /** The problems of bad contexts, one line each, naming the line and the field path. */
  readonly problems: string;
  readonly failures: number;
};

const render = (evaluation: ReturnType<typeof evaluateDeal>, output: OutputFormat): string =>
  output.format === 'json'
    ? `${evaluationJsonLine(evaluation)}\n`
    : `${formatEvaluationText(evaluation, output.locale)}\n`;

// A context line starts with '{': only a line that starts with whitespace (a control character, a
// space, U+00A0 or a character from U+1680 on) can be blank, so the usual line is not trimmed.
const isBlank = (text: string): boolean => {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  return (first <= 32 || first === 0xa0 || first >= 0x1680) && text.trim() === '';
};

/**
 * Evaluates deal contexts given as texts (NDJSON lines, or one whole document with firstLine
 * undefined). Pure apart from its inputs, so the main thread and the worker threads share it.
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
  for (let index = 0; index < texts.length; index++) {
    const raw = texts[index] as string;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (firstLine !== undefined && isBlank(text)) continue;
    const decoded = decodeDealContext(text);
    if (decoded.isErr()) {
      failures++;
      const where = firstLine === undefined ? '' : `line ${firstLine + index}: `;
      for (const problem of decoded.error) problems += `error: ${where}${problem.path}: ${problem.message}\n`;
      continue;
    }
    printed += render(evaluateDeal(decoded.value, now), output);
  }
  return { output: printed, problems, failures };
};
