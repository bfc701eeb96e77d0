/**
 * The Pact verifier's results, one per interaction, read from the JSON it answers with, and written
 * as JUnit XML for CI systems (`portal verify-pact --junit FILE`).
 */

export type InteractionResult = {
  readonly description: string;
  readonly providerStates: readonly string[];
  readonly passed: boolean;
  /** Seconds, as the verifier measured them (state setup and request). */
  readonly seconds: number;
  /** What did not match, one line each; empty when the interaction passed. */
  readonly mismatches: readonly string[];
};

type RawMismatch = { readonly mismatch?: unknown; readonly path?: unknown; readonly type?: unknown };
type RawResult = {
  readonly description?: unknown;
  readonly providerStates?: unknown;
  readonly result?: unknown;
  readonly duration?: unknown;
  readonly mismatch?: { readonly mismatches?: readonly RawMismatch[]; readonly message?: unknown };
  readonly error?: unknown;
};

/** "740ms", "1.022s", "1m 2s" → seconds. */
export const secondsOf = (duration: unknown): number => {
  if (typeof duration !== 'string') return 0;
  let seconds = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)\s*(ms|s|m|h)\b/g)) {
    const value = Number(amount);
    seconds += unit === 'ms' ? value / 1000 : unit === 's' ? value : unit === 'm' ? value * 60 : value * 3600;
  }
  return seconds;
};

const mismatchLines = (raw: RawResult): string[] => {
  const listed = (raw.mismatch?.mismatches ?? []).map((entry) =>
    [typeof entry.path === 'string' ? entry.path : '', String(entry.mismatch ?? entry.type ?? '')]
      .filter(Boolean)
      .join(': '),
  );
  if (listed.length > 0) return listed;
  const message = raw.mismatch?.message ?? raw.error;
  return [typeof message === 'string' ? message : 'the interaction failed'];
};

/**
 * The per-interaction results in the verifier's answer (`interactionResults`), or undefined when
 * the answer is no such JSON (the verifier could not run at all).
 */
export const interactionResultsOf = (answer: unknown): InteractionResult[] | undefined => {
  let parsed: unknown = answer;
  if (typeof answer === 'string') {
    try {
      parsed = JSON.parse(answer);
    } catch {
      return undefined;
    }
  }
  const results = (parsed as { interactionResults?: unknown } | null)?.interactionResults;
  if (!Array.isArray(results)) return undefined;
  return (results as RawResult[]).map((raw) => {
    const passed = raw.result === 'OK';
    return {
      description: String(raw.description ?? ''),
      providerStates: Array.isArray(raw.providerStates) ? raw.providerStates.map(String) : [],
      passed,
      seconds: secondsOf(raw.duration),
      mismatches: passed ? [] : mismatchLines(raw),
    };
  });
};

const escapeXml = (text: string): string =>
  text
    // The verifier colours its mismatches for a terminal; a report has no use for the codes.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts them
    .replace(/\u001b\[[0-9;]*m/g, '')
    // Characters XML 1.0 cannot hold at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const secondsText = (seconds: number) => seconds.toFixed(3);

/** One test suite for the pact, a test case per interaction, a failure with what did not match. */
export const junitXmlOf = (suite: {
  readonly name: string;
  readonly results: readonly InteractionResult[];
  readonly seconds: number;
}): string => {
  const failures = suite.results.filter((result) => !result.passed).length;
  const cases = suite.results.map((result) => {
    const open = `    <testcase classname="${escapeXml(suite.name)}" name="${escapeXml(result.description)}" time="${secondsText(result.seconds)}"`;
    if (result.passed) return `${open}/>`;
    const text = result.mismatches.join('\n');
    return [
      `${open}>`,
      `      <failure message="${escapeXml(result.mismatches[0] ?? 'failed')}" type="mismatch">${escapeXml(
        [`Given ${result.providerStates.join(', ') || 'no state'}`, text].join('\n'),
      )}</failure>`,
      '    </testcase>',
    ].join('\n');
  });
  const counts = `tests="${suite.results.length}" failures="${failures}" errors="0" time="${secondsText(suite.seconds)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal verify-pact" ${counts}>`,
    `  <testsuite name="${escapeXml(suite.name)}" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
};
