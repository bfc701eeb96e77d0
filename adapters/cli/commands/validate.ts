import type { Command } from 'commander';
import { FIELD_VALIDATORS } from '../../../core/shared/validation/index.ts';
import { CliExit, type CliIo } from '../io.ts';
import { parseNowOption } from '../options.ts';

const KINDS = Object.keys(FIELD_VALIDATORS) as (keyof typeof FIELD_VALIDATORS)[];

export const registerValidate = (program: Command, io: CliIo): void => {
  program
    .command('validate')
    .description('check one value the way the portal checks it; prints {"valid", "normalized"?, "message"?}')
    .argument('<kind>', KINDS.join(', '))
    .argument(
      '<value...>',
      'the value to check (several words are joined with spaces, so quotes are optional)',
    )
    .option('--now <iso>', 'the moment to check at (driver-dob), as an ISO date-time (default: now)')
    .addHelpText(
      'after',
      `
The message is the portal's German message for the failure. The exit code is 0 whether the value
is valid or not; 2 means the command itself was used wrongly (an unknown kind, a bad --now).

Examples:
  $ portal validate phone "0151 234 567-89"
  {"valid":true,"normalized":"+4915123456789"}
  $ portal validate plz 1234
  $ portal validate driver-dob 01.01.2010 --now 2026-11-22T10:00:00Z`,
    )
    .action((kind: string, words: string[], options: { now?: string }) => {
      const value = words.join(' ');
      const validator = FIELD_VALIDATORS[kind as keyof typeof FIELD_VALIDATORS];
      if (!validator) {
        io.stderr.write(`error: kind: expected one of ${KINDS.join(', ')}, got "${kind}"\n`);
        throw new CliExit(2);
      }
      const now = parseNowOption(options.now, io);
      io.stdout.write(`${JSON.stringify(validator(value, now))}\n`);
    });
};
