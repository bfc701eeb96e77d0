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
