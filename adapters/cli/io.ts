import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
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

const CHUNK_BYTES = 64 * 1024;

/**
 * The bytes of FILE, or of stdin for '-' or no file, a chunk at a time. A file is read with plain
 * reads into one buffer used again for every chunk (a stream allocates a new one each time, which
 * cost the whole `portal evaluate --ndjson` run more than the reads), so a chunk holds only until
 * the next one is asked for. Reading a file blocks the process only for the read itself.
 */
export async function* inputChunks(io: CliIo, file: string | undefined): AsyncGenerator<Buffer> {
  if (!file || file === '-') {
    for await (const chunk of io.stdin) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    return;
  }
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      yield buffer.subarray(0, read);
    }
  } finally {
    closeSync(fd);
  }
}

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
