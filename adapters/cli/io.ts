import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { type Clock, systemClock } from '../../core/shared/ports.ts';

/** The process streams as the commands see them, so tests can run a command in-process. */
export type CliIo = {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** The current time, for `--now` defaults. */
  readonly clock: Clock;
};

export const processIo = (): CliIo => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  clock: systemClock,
});

/** FILE, or stdin for '-' or no file. */
export const openInput = (io: CliIo, file: string | undefined): Readable =>
  !file || file === '-' ? io.stdin : createReadStream(file, { encoding: 'utf8' });

export const readAll = async (input: Readable): Promise<string> => {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk;
  return text;
};

/** Writes and waits for the stream to drain when its buffer is full, so memory stays flat. */
export const writeWithBackpressure = (out: Writable, text: string): Promise<void> | undefined =>
  out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve));

/** Thrown by a command to end with an exit code after it has printed its message. */
export class CliExit extends Error {
  readonly code: number;
  constructor(code: number, message = `exit ${code}`) {
    super(message);
    this.code = code;
  }
}
