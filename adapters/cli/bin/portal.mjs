#!/usr/bin/env -S node --max-semi-space-size=32 --max-old-space-size=512
// The `portal` command. The shebang's heap settings: streaming a million contexts makes only
// short-lived garbage. Since `portal evaluate --ndjson` evaluates each line as it is read and
// holds no batch, almost nothing survives a scavenge and the young generation stays small by itself
// (peak RSS 105–130 MB for 100,000 contexts from a file or 1,000,000 through stdin). The 32 MB
// ceiling ended the garbage collection of the former 1,000-line batches; now it, V8's default and a
// 16 MB minimum measure the same.
// Plain JavaScript so that any Node can start it: on a Node older than the
// project's (the machine's own, when node_modules/.bin is not first on PATH) it hands over to the
// project's pinned Node 24, which runs the TypeScript sources directly.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  const root = join(dirname(realpathSync(fileURLToPath(import.meta.url))), '../../..');
  const pinnedNode = join(root, 'node_modules/.bin/node');
  const run = spawnSync(
    pinnedNode,
    [
      '--max-semi-space-size=32',
      '--max-old-space-size=512',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
    },
  );
  if (run.error) {
    process.stderr.write(
      `error: portal needs Node ${REQUIRED_MAJOR}; run \`npm ci\` to install it (${run.error.message})\n`,
    );
    process.exit(2);
  }
  process.exit(run.status ?? 1);
}

// Node strips the types of every TypeScript module at each start; its compile cache keeps the
// result (and V8's code) between runs, which halves the start-up of short support-script calls.
nodeModule.enableCompileCache();

// A reader that stops early (`portal evaluate … | head`) is no error of ours.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { processIo } = await import('../io.ts');
const { runCli } = await import('../program.ts');
process.exitCode = await runCli(process.argv.slice(2), processIo());
