import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { PROVIDER_STATES_PATH } from '../../../contracts/provider-states.ts';
import { CliExit, type CliIo } from '../io.ts';
import { firstSetupOf, providerStatesProblem, selectedInteractions } from './pact-selection.ts';
import { type PactDocument, pactDocumentOf, replayBatchesOf } from './replay-plan.ts';
import { type InteractionResult, interactionResultsOf, junitXmlOf } from './verification-results.ts';

/** The portal's consumer contract, written by tests/contract/consumer.pact.test.ts. */
export const DEFAULT_PACT = join(import.meta.dirname, '../../../contracts/pacts/portal-ui-portal-bff.json');

type VerifyOptions = {
  providerBaseUrl: string;
  pact: string;
  providerStatesSetupUrl?: string;
  junit?: string;
  interaction?: string;
  state?: string;
  logLevel: string;
};

type VerifyPacts = (options: {
  readonly provider: string;
  readonly providerBaseUrl: string;
  readonly pactUrls: readonly string[];
  readonly providerStatesSetupUrl: string;
  readonly logLevel: string;
}) => Promise<string>;

/**
 * The verifier's engine (Pact's native verifier), as @pact-foundation/pact ships it. Its
 * JavaScript Verifier would put an HTTP proxy of its own between the engine and the BFF, for
 * request filters and state handlers written in JavaScript, which this command has none of: a
 * second hop and a second parse of every request. Loaded only here: the native core is large and
 * no other command needs it.
 */
const verifyPactsOf = (): VerifyPacts => {
  const fromPact = createRequire(createRequire(import.meta.url).resolve('@pact-foundation/pact'));
  const core = fromPact('@pact-foundation/pact-core') as {
    readonly default: { readonly verifyPacts: VerifyPacts };
  };
  return (options) => core.default.verifyPacts(options);
};

/**
 * The interactions to replay (replay-plan.ts): grouped by provider state and cut into small pacts
 * in a directory of their own, removed after the run; a file that is no such pact as it is.
 */
const replayFilesOf = (
  pactFile: string,
  pact: PactDocument | undefined,
  interactions: readonly unknown[],
): { readonly files: string[]; readonly remove: () => void } => {
  if (!pact || pact.interactions.length === 0) return { files: [pactFile], remove: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'portal-verify-pact-'));
  const files = replayBatchesOf({ ...pact, interactions }).map((batch, index) => {
    const file = join(dir, `${String(index + 1).padStart(3, '0')}.json`);
    writeFileSync(file, JSON.stringify(batch));
    return file;
  });
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** The JUnit report of a run that could not start: one failed case, so that CI shows it as a failure. */
const writeUnrunReport = (file: string, why: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    junitXmlOf({
      name: 'portal-ui → portal-bff',
      results: [
        {
          description: 'the verification runs',
          providerStates: [],
          passed: false,
          seconds: 0,
          mismatches: [why],
        },
      ],
      seconds: 0,
    }),
  );
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
    .option(
      '--interaction <description>',
      'replay only the interaction described so (exactly, else every one whose description contains it)',
    )
    .option('--state <name>', 'replay only the interactions set up with this provider state')
    .option('--log-level <level>', 'Pact log level: error, warn, info, debug', 'warn')
    .addHelpText(
      'after',
      `
Before each interaction the verifier POSTs {"state": "...", "params": {"now": "..."}, "action":
"setup"} to the setup URL, so the BFF can seed the data the interaction's provider state names and
read its clock as the moment the contract was recorded at. The interactions run grouped by provider
state, a state's reads before its writes, each set up and checked as the pact says. With --junit FILE every interaction is
a test case in FILE, a failed one with what did not match. --interaction and --state replay a
part of the pact. Before the run one setup is sent: a BFF without the provider-state endpoint is
named in one line (start it with PORTAL_PROVIDER_STATES=on). Exit code 0 when every interaction
passes, 1 when any fails or the BFF cannot be verified, 2 for bad usage (also a selection that
names no interaction).

Examples:
  $ portal verify-pact --provider-base-url http://localhost:3000
  $ portal verify-pact --provider-base-url http://localhost:3000 --junit reports/pact.xml
  $ portal verify-pact --provider-base-url http://localhost:3000 --state "customer kunde@demo.example is signed in"
  $ portal verify-pact --provider-base-url http://localhost:3000 --interaction "getSession: customer kunde@demo.example is signed in"
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
      const pact = pactDocumentOf(readFileSync(options.pact, 'utf8'));
      const selection = {
        ...(options.interaction !== undefined ? { interaction: options.interaction } : {}),
        ...(options.state !== undefined ? { state: options.state } : {}),
      };
      const interactions = pact ? selectedInteractions(pact, selection) : [];
      if (pact && interactions.length === 0 && pact.interactions.length > 0) {
        const named = [
          options.interaction !== undefined ? `described as "${options.interaction}"` : '',
          options.state !== undefined ? `set up with the state "${options.state}"` : '',
        ].filter(Boolean);
        io.stderr.write(`error: no interaction of ${options.pact} is ${named.join(' and ')}\n`);
        throw new CliExit(2);
      }
      const setupUrl = options.providerStatesSetupUrl ?? `${base}${PROVIDER_STATES_PATH}`;
      const firstSetup = firstSetupOf(interactions);
      const problem = firstSetup ? await providerStatesProblem(setupUrl, firstSetup) : undefined;
      if (problem) {
        if (options.junit) writeUnrunReport(options.junit, problem);
        io.stderr.write(`${problem}\n`);
        throw new CliExit(1);
      }
      const verifyPacts = verifyPactsOf();
      const replay = replayFilesOf(options.pact, pact, interactions);
      const started = performance.now();
      // The verifier answers with its results as JSON: resolved when every interaction passed, as
      // the error's message when any failed.
      let answer: unknown;
      let passed: boolean;
      try {
        answer = await verifyPacts({
          provider: 'portal-bff',
          providerBaseUrl: base,
          pactUrls: replay.files,
          providerStatesSetupUrl: setupUrl,
          logLevel: options.logLevel,
        });
        passed = true;
      } catch (error) {
        answer = (error as Error).message;
        passed = false;
      } finally {
        replay.remove();
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
