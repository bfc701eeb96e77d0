import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { CliIo } from './io.ts';

/** An in-memory CliIo: what the command printed, and standard input from a text. */
export const memoryIo = (stdinText = '', now = new Date('2026-11-22T10:00:00Z')) => {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (into: string[]) =>
    new Writable({
      write(chunk, _encoding, done) {
        into.push(chunk.toString());
        done();
      },
    });
  const stdin = stdinText === '' ? new PassThrough().end() : Readable.from([stdinText]);
  const io: CliIo = { stdin, stdout: sink(out), stderr: sink(err), clock: { now: () => now } };
  return { io, stdout: () => out.join(''), stderr: () => err.join('') };
};

/**
 * The installed `portal` binary run as a process of its own from the project's root, with the
 * project's Node first on PATH as `npm ci` installs it: its exit code and what it printed.
 */
export const installedPortal = (args: readonly string[]) => {
  const root = join(import.meta.dirname, '../..');
  const result = spawnSync(join(root, 'adapters/cli/bin/portal.mjs'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};
