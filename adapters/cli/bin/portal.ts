#!/usr/bin/env node
import { processIo } from '../io.ts';
import { runCli } from '../program.ts';

// A reader that stops early (`portal evaluate … | head`) is no error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), processIo());
