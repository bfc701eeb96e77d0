import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { PROVIDER_STATES_PATH } from '../../../contracts/provider-states.ts';
import { CliExit, type CliIo } from '../io.ts';
import { type InteractionResult, interactionResultsOf, junitXmlOf } from './verification-results.ts';

/** The portal's consumer contract, written by tests/contract/consumer.pact.test.ts. */
export const DEFAULT_PACT = join(import.meta.dirname, '../../../contracts/pacts/portal-ui-portal-bff.json');

type VerifyOptions = {
  providerBaseUrl: string;
  pact: string;
  providerStatesSetupUrl?: string;
  junit?: string;
  logLevel: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const summaryOf = (results: readonly InteractionResult[], seconds: number): string => {
  const failed = results.filter((result) => !result.passed).length;
  return `${plural(results.length, 'interaction', 'interactions')}, ${results.length - failed} passed, ${failed} failed in ${seconds.toFixed(1)} s`;
};

export const registerVerifyPact = (program: Command, io: CliIo): void => {
  program
    .command('verify-pact')
    .description(
      "replay the portal's Pact contract against a BFF and report whether it serves what the portal needs",
    )
    .requiredOption('--provider-base-url <url>', 'the BFF to verify, e.g. http://localhost:3000')
    .option('--pact <file>', 'the pact file to replay', DEFAULT_PACT)
    .option(
      '--provider-states-setup-url <url>',
      `where the BFF sets up each interaction's provider state (default: <provider-base-url>${PROVIDER_STATES_PATH})`,
    )
    .option('--junit <file>', 'also write the result of every interaction as JUnit XML to FILE')
    .option('--log-level <level>', 'Pact log level: error, warn, info, debug', 'warn')
    .addHelpText(
      'after',
      `
Before each interaction the verifier POSTs {"state": "...", "params": {"now": "..."}, "action":
"setup"} to the setup URL, so the BFF can seed the data the interaction's provider state names and
read its clock as the moment the contract was recorded at. With --junit FILE every interaction is
a test case in FILE, a failed one with what did not match. Exit code 0 when every interaction
passes, 1 when any fails, 2 for bad usage.

Examples:
  $ portal verify-pact --provider-base-url http://localhost:3000
  $ portal verify-pact --provider-base-url http://localhost:3000 --junit reports/pact.xml
  $ portal verify-pact --provider-base-url https://bff.staging.example --pact contracts/pacts/portal-ui-portal-bff.json`,
    )
    .action(async (options: VerifyOptions) => {
      if (!/^https?:\/\/[^/]+/.test(options.providerBaseUrl)) {
        io.stderr.write(
          `error: --provider-base-url: expected an http(s) URL, got "${options.providerBaseUrl}"\n`,
        );
        throw new CliExit(2);
      }
      if (!existsSync(options.pact)) {
        io.stderr.write(`error: --pact: no pact file at ${options.pact}\n`);
        throw new CliExit(2);
      }
      const base = options.providerBaseUrl.replace(/\/+$/, '');
      // Loaded only here: the verifier's native core is large and no other command needs it.
      const { Verifier } = await import('@pact-foundation/pact');
      const started = performance.now();
      // The verifier answers with its results as JSON: resolved when every interaction passed, as
      // the error's message when any failed.
      let answer: unknown;
      let passed: boolean;
      try {
        answer = await new Verifier({
          provider: 'portal-bff',
          providerBaseUrl: base,
          pactUrls: [options.pact],
          providerStatesSetupUrl: options.providerStatesSetupUrl ?? `${base}${PROVIDER_STATES_PATH}`,
          logLevel: options.logLevel as 'warn',
        }).verifyProvider();
        passed = true;
      } catch (error) {
        answer = (error as Error).message;
        passed = false;
      }
      const seconds = (performance.now() - started) / 1000;
      const results = interactionResultsOf(answer);
      if (options.junit) {
        // A verifier that could not run at all is one failed case, so that CI shows it as a failure.
        const cases = results ?? [
          {
            description: 'the verification runs',
            providerStates: [],
            passed: false,
            seconds,
            mismatches: [String(answer)],
          },
        ];
        mkdirSync(dirname(options.junit), { recursive: true });
        writeFileSync(options.junit, junitXmlOf({ name: 'portal-ui → portal-bff', results: cases, seconds }));
      }
      if (passed && results?.every((result) => result.passed) !== false) {
        io.stdout.write(
          `verify-pact: ${base} honours every interaction of ${options.pact}${results ? ` (${summaryOf(results, seconds)})` : ''}\n`,
        );
        return;
      }
      if (!results) {
        io.stderr.write(`verify-pact: ${base} does not honour the contract: ${String(answer)}\n`);
        throw new CliExit(1);
      }
      const failures = results.filter((result) => !result.passed);
      io.stderr.write(
        [
          `verify-pact: ${base} does not honour the contract (${summaryOf(results, seconds)}):`,
          ...failures.flatMap((failure) => [
            `  ${failure.description}`,
            ...failure.mismatches.map((line) => `    ${line.replaceAll('\n', '\n    ')}`),
          ]),
          '',
        ].join('\n'),
      );
      throw new CliExit(1);
    });
};
