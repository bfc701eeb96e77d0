import { Command, CommanderError } from 'commander';
import type { CliPorts } from './composition-root.ts';
import { CliExit, type CliIo } from './io.ts';

type Register = (program: Command, io: CliIo, ports: CliPorts) => void;

/**
 * The ports of the CLI's composition root (composition-root.ts), made on a command's first use of
 * one: `portal evaluate`, which needs none, starts without the container and its adapters.
 */
const portsOnFirstUse = (io: CliIo): CliPorts => {
  let ports: Promise<CliPorts> | undefined;
  const resolved = () =>
    (ports ??= import('./composition-root.ts').then(({ cliContainer, cliPortsOf }) =>
      cliPortsOf(cliContainer(io, process.env)),
    ));
  return {
    database: async (options, access) => (await resolved()).database(options, access),
    files: async (options) => (await resolved()).files(options),
    lookups: async (options) => (await resolved()).lookups(options),
  };
};

/**
 * Every command's module, loaded only when needed: `portal evaluate --ndjson` over a large file
 * loads evaluate's modules alone (the database, the BFF client and the Pact replayer are not read),
 * and a run of `portal --help` or an unknown command loads them all, in this order.
 */
const COMMANDS: readonly { readonly names: readonly string[]; readonly load: () => Promise<Register> }[] = [
  { names: ['evaluate'], load: async () => (await import('./commands/evaluate.ts')).registerEvaluate },
  { names: ['validate'], load: async () => (await import('./commands/validate.ts')).registerValidate },
  { names: ['loyalty'], load: async () => (await import('./commands/loyalty.ts')).registerLoyalty },
  {
    names: ['verify-pact'],
    load: async () => (await import('./commands/verify-pact.ts')).registerVerifyPact,
  },
  { names: ['db'], load: async () => (await import('./commands/db.ts')).registerDb },
  { names: ['mail'], load: async () => (await import('./commands/mail.ts')).registerMail },
  {
    names: ['deal', 'customer', 'company', 'timeline'],
    load: async () => (await import('./commands/lookup.ts')).registerLookups,
  },
  { names: ['audit'], load: async () => (await import('./commands/audit.ts')).registerAudit },
];

/**
 * The `portal` support CLI; commands are added per issue as the product grows. With `command`, the
 * name the arguments start with, only the modules of that command are loaded.
 */
export const buildProgram = async (io: CliIo, command?: string): Promise<Command> => {
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
  const named = COMMANDS.find((entry) => command !== undefined && entry.names.includes(command));
  const registers = await Promise.all((named ? [named] : COMMANDS).map((entry) => entry.load()));
  const ports = portsOnFirstUse(io);
  for (const register of registers) register(program, io, ports);
  for (const subcommand of program.commands) subcommand.exitOverride();
  return program;
};

/** Runs the CLI and answers its exit code: 0 done, 2 bad input or usage. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<number> => {
  try {
    const program = await buildProgram(io, argv[0]);
    await program.parseAsync([...argv], { from: 'user' });
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
