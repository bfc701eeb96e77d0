import type { Command } from 'commander';
import { isValueKind, VALUE_KINDS } from '../../../core/shared/validation/value-kinds.ts';
import { CliExit, type CliIo } from '../io.ts';
import { parseNowOption } from '../options.ts';

export const registerValidate = (program: Command, io: CliIo): void => {
  program
    .command('validate')
    .description('check one value the way the portal checks it; prints {"valid", "normalized"?, "message"?}')
    .argument('<kind>', VALUE_KINDS.join(', '))
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
    .action(async (kind: string, words: string[], options: { now?: string }) => {
      const value = words.join(' ');
      if (!isValueKind(kind)) {
        io.stderr.write(`error: kind: expected one of ${VALUE_KINDS.join(', ')}, got "${kind}"\n`);
        throw new CliExit(2);
      }
      const now = parseNowOption(options.now, io);
      // The validators' libraries load only for this command (see value-kinds.ts).
      const { FIELD_VALIDATORS } = await import('../../../core/shared/validation/index.ts');
      io.stdout.write(`${JSON.stringify(FIELD_VALIDATORS[kind](value, now))}\n`);
    });
};
