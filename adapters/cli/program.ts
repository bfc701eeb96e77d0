import { Command, CommanderError } from 'commander';
import { registerAudit } from './commands/audit.ts';
import { registerDb } from './commands/db.ts';
import { registerEvaluate } from './commands/evaluate.ts';
import { registerLookups } from './commands/lookup.ts';
import { registerLoyalty } from './commands/loyalty.ts';
import { registerMail } from './commands/mail.ts';
import { registerValidate } from './commands/validate.ts';
import { registerVerifyPact } from './commands/verify-pact.ts';
import { CliExit, type CliIo } from './io.ts';

/** The `portal` support CLI; commands are added per issue as the product grows. */
export const buildProgram = (io: CliIo): Command => {
  const program = new Command('portal')
    .description(
      'Support CLI of the car-subscription portal: look deals up and evaluate their rules, check values, loyalty levels.',
    )
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride()
    .showHelpAfterError()
    .addHelpText(
      'after',
      `
Examples:
  $ portal evaluate docs/samples/active-deal.json --format text
  $ portal validate iban "DE89 3704 0044 0532 0130 00"
  $ portal loyalty --points 12000
  $ portal verify-pact --provider-base-url http://localhost:3000
  $ portal mail list --to kunde@demo.example
  $ portal customer kunde@demo.example --format text
  $ portal deal d-1001 --format text --explain
  $ portal timeline d-1001 --format text`,
    );
  registerEvaluate(program, io);
  registerValidate(program, io);
  registerLoyalty(program, io);
  registerVerifyPact(program, io);
  registerDb(program, io);
  registerMail(program, io);
  registerLookups(program, io);
  registerAudit(program, io);
  for (const command of program.commands) command.exitOverride();
  return program;
};

/** Runs the CLI and answers its exit code: 0 done, 2 bad input or usage. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<number> => {
  try {
    await buildProgram(io).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CliExit) return error.code;
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      io.stderr.write(`error: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
};
