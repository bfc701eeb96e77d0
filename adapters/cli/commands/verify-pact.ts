import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { PROVIDER_STATES_PATH } from '../../../contracts/provider-states.ts';
import { CliExit, type CliIo } from '../io.ts';

/** The portal's consumer contract, written by tests/contract (issue #3). */
export const DEFAULT_PACT = join(import.meta.dirname, '../../../contracts/pacts/portal-ui-portal-bff.json');

type VerifyOptions = {
  providerBaseUrl: string;
  pact: string;
  providerStatesSetupUrl?: string;
  logLevel: string;
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
    .option('--log-level <level>', 'Pact log level: error, warn, info, debug', 'warn')
    .addHelpText(
      'after',
      `
Before each interaction the verifier POSTs {"state": "...", "action": "setup"} to the setup URL, so
the BFF can seed the data the interaction's provider state names. Exit code 0 when every
interaction passes, 1 when any fails, 2 for bad usage.

Examples:
  $ portal verify-pact --provider-base-url http://localhost:3000
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
      try {
        const output = await new Verifier({
          provider: 'portal-bff',
          providerBaseUrl: base,
          pactUrls: [options.pact],
          providerStatesSetupUrl: options.providerStatesSetupUrl ?? `${base}${PROVIDER_STATES_PATH}`,
          logLevel: options.logLevel as 'warn',
        }).verifyProvider();
        if (output) io.stdout.write(`${output}\n`);
        io.stdout.write(`verify-pact: ${base} honours every interaction of ${options.pact}\n`);
      } catch (error) {
        io.stderr.write(`verify-pact: ${base} does not honour the contract: ${(error as Error).message}\n`);
        throw new CliExit(1);
      }
    });
};
