import type { Writable } from 'node:stream';

const NEWLINE = 0x0a;

/**
 * The lines of a byte stream, a chunk at a time and without readline: each chunk's whole lines are
 * decoded from UTF-8 in one go and cut at '\n'; the bytes after the chunk's last '\n' wait for the
 * next chunk. No character's bytes contain '\n', so this decodes to the same text as decoding the
 * whole stream at once. The lines go to `onLine` as they come, with the '\n' cut off. A chunk may
 * be a buffer that the reader fills again: what waits is copied.
 */
export class LineReader {
  readonly #onLine: (line: string) => void;
  /** The start of a line that the chunks so far did not end. */
  #pending: Buffer[] = [];

  constructor(onLine: (line: string) => void) {
    this.#onLine = onLine;
  }

  /** Passes on the lines that `chunk` completes. */
  push(chunk: Buffer): void {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last < 0) {
      if (chunk.length > 0) this.#pending.push(Buffer.from(chunk));
      return;
    }
    let start = 0;
    if (this.#pending.length > 0) {
      // The line begun in earlier chunks ends in this one.
      start = chunk.indexOf(NEWLINE) + 1;
      this.#pending.push(chunk.subarray(0, start - 1));
      this.#onLine(Buffer.concat(this.#pending).toString('utf8'));
      this.#pending = [];
    }
    if (start <= last) {
      const text = chunk.toString('utf8', start, last);
      const onLine = this.#onLine;
      let from = 0;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', from)) {
        onLine(text.slice(from, end));
        from = end + 1;
      }
      onLine(from === 0 ? text : text.slice(from));
    }
    if (last + 1 < chunk.length) this.#pending.push(Buffer.from(chunk.subarray(last + 1)));
  }

  /** Passes on the last line when the stream did not end it with '\n'. */
  end(): void {
    const rest = Buffer.concat(this.#pending);
    this.#pending = [];
    if (rest.length > 0) this.#onLine(rest.toString('utf8'));
  }
}

const BUFFER_BYTES = 64 * 1024;

/**
 * Text for a stream, gathered as UTF-8 in a buffer and written a buffer at a time: one write per
 * 64 KB instead of one per line, and no long string built and encoded again. A written buffer is
 * the stream's, so the next one is new.
 */
export class OutputBuffer {
  readonly #out: Writable;
  #buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  #used = 0;
  #mustWait = false;

  constructor(out: Writable) {
    this.#out = out;
  }

  add(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    if (BUFFER_BYTES - this.#used < text.length * 3) {
      this.flush();
      if (text.length * 3 > BUFFER_BYTES) {
        this.#write(text);
        return;
      }
    }
    this.#used += this.#buffer.write(text, this.#used);
  }

  /** Writes what is gathered. */
  flush(): void {
    if (this.#used === 0) return;
    this.#write(this.#buffer.subarray(0, this.#used));
    this.#buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    this.#used = 0;
  }

  /** True once the stream has asked the writer to wait for it since the last `drained()`. */
  get mustWait(): boolean {
    return this.#mustWait;
  }

  /** Waits until the stream has written what it holds when it asked to wait. */
  async drained(): Promise<void> {
    if (!this.#mustWait) return;
    this.#mustWait = false;
    await new Promise((resolve) => this.#out.once('drain', resolve));
  }

  #write(data: Buffer | string): void {
    if (!this.#out.write(data)) this.#mustWait = true;
  }
}
