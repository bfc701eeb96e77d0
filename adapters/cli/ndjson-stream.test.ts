import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATES } from '../../core/deals/types.ts';
import { evaluateBatch, type OutputFormat } from './evaluate-batch.ts';
import type { CliIo } from './io.ts';
import { LineReader, OutputBuffer } from './ndjson-stream.ts';
import { loadPortalWords } from './portal-words.ts';

// The text output's words come from the portal's catalogue, read once before any text is printed.
beforeAll(() => loadPortalWords('en-DE'));

import { runCli } from './program.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

/** The bytes cut at the given places (sorted, duplicates make empty chunks). */
const cut = (bytes: Buffer, places: readonly number[]): Buffer[] => {
  const ends = [...places.map((place) => place % (bytes.length + 1)), bytes.length].sort((a, b) => a - b);
  let start = 0;
  return ends.map((end) => {
    const chunk = bytes.subarray(start, end);
    start = end;
    return chunk;
  });
};

/** The chunks as a reader that fills one buffer again for each, as `inputChunks` reads a file. */
function* reused(chunks: readonly Buffer[]): Generator<Buffer> {
  const buffer = Buffer.alloc(Math.max(1, ...chunks.map((chunk) => chunk.length)));
  for (const chunk of chunks) {
    buffer.fill(0x7b);
    chunk.copy(buffer);
    yield buffer.subarray(0, chunk.length);
  }
}

/** What the lines of a text are read as: split at '\n', an empty last piece is no line. */
const linesOf = (text: string): string[] => {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

describe('LineReader', () => {
  it('cuts any UTF-8 text into its lines, wherever the chunks end (property)', () => {
    const textWithLines = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('\n', '\r\n', 'ä€😀\n', '')), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        textWithLines,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        (text, places, reuse) => {
          const seen: string[] = [];
          const reader = new LineReader((line) => seen.push(line));
          const chunks = cut(Buffer.from(text), places);
          for (const chunk of reuse ? reused(chunks) : chunks) reader.push(chunk);
          reader.end();
          expect(seen).toEqual(linesOf(text));
        },
      ),
    );
  });
});

describe('OutputBuffer', () => {
  it('writes the texts added, in order and whole, whatever their length and characters (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 20_000, maxLength: 70_000 })),
          { maxLength: 12 },
        ),
        (texts) => {
          const written: Buffer[] = [];
          const out = new OutputBuffer(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                written.push(Buffer.from(chunk));
                done();
              },
            }),
          );
          for (const text of texts) out.add(text);
          out.flush();
          expect(Buffer.concat(written).toString('utf8')).toBe(texts.join(''));
        },
      ),
      { numRuns: 50 },
    );
  });
});

// Deal contexts as support scripts send them, good and bad, and lines that are no context at all.
const dealId = fc.oneof(fc.constantFrom('d-1', 'd-2002', 'Vertrag-ä€', 'd-😀'), fc.string({ maxLength: 6 }));
const date = fc.constantFrom('2026-12-20', '2027-03-01', '2026-11-01', '2026-11-22T10:00:00Z');
const goodContext = fc.record({
  deal: fc.record(
    {
      id: dealId,
      state: fc.constantFrom(...DEAL_STATES),
      return_date: date,
      end_date: date,
      created_at: date,
      computed_eligible_for_auto_renewal: fc.constantFrom(null, true, false),
    },
    { requiredKeys: ['id', 'state'] },
  ),
  otherDeals: fc.array(fc.record({ id: dealId, state: fc.constantFrom(...DEAL_STATES) }), { maxLength: 2 }),
});
const badContext = fc.oneof(
  dealId.map((id) => ({ deal: { id, state: 'FLYING' } })),
  dealId.map((id) => ({ deal: { id, state: 'ACTIVE', return_date: '2026-02-30' } })),
  fc.constant({ handover: {} }),
  fc.constant([1, 2]),
);
const line = fc.oneof(
  { arbitrary: goodContext.map((context) => JSON.stringify(context)), weight: 6 },
  badContext.map((context) => JSON.stringify(context)),
  fc.constantFrom('{"deal": ', 'not json', '{"deal":{"id":"ü', '', '   ', '\t'),
  fc.string({ unit: 'grapheme', maxLength: 12 }).filter((text) => !text.includes('\n')),
);

/** `portal evaluate - --ndjson` in-process, stdin given as the chunks, stdout taking its time. */
const runChunked = async (args: readonly string[], chunks: readonly Buffer[]) => {
  const out: Buffer[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdin: Readable.from(chunks),
    stdout: new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        out.push(Buffer.from(chunk));
        setImmediate(done);
      },
    }),
    stderr: new Writable({
      write(chunk: Buffer, _encoding, done) {
        err.push(chunk.toString());
        done();
      },
    }),
    clock: { now: () => NOW },
  };
  const code = await runCli([...args], io);
  // What the command wrote and the slow stdout still holds, as a process's stdout writes it before exit.
  await new Promise((resolve) => io.stdout.end(resolve));
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: err.join('') };
};

describe('portal evaluate --ndjson, streamed', () => {
  it('prints what the line-by-line evaluation of the same lines gives, however stdin is cut (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(line, fc.constantFrom('\n', '\r\n')), { maxLength: 40 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.constantFrom<OutputFormat>(
          { format: 'json' },
          { format: 'text', locale: 'en-DE', portal: 'consumer' },
        ),
        async (lines, endsWithNewline, places, output) => {
          let text = lines.map(([content, end]) => content + end).join('');
          if (!endsWithNewline && lines.length > 0) text = text.slice(0, -1);
          const expected = evaluateBatch(linesOf(text), 1, NOW, output);
          const args = ['evaluate', '-', '--ndjson', '--now', NOW.toISOString()];
          if (output.format === 'text') args.push('--format', 'text', '--locale', output.locale);
          const actual = await runChunked(args, cut(Buffer.from(text), places));
          // As written: a lone surrogate (V8 quotes half a character of a bad line) becomes U+FFFD.
          expect(actual.stdout).toBe(Buffer.from(expected.output).toString('utf8'));
          expect(actual.stderr).toBe(Buffer.from(expected.problems).toString('utf8'));
          expect(actual.code).toBe(expected.failures > 0 ? 2 : 0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads a file of many chunks as it reads the same lines from stdin', async () => {
    // About 230 KB: four chunks of the file reader, cut inside lines and inside characters.
    const text = Array.from({ length: 3_000 }, (_, i) =>
      i === 1_234
        ? '{"deal":{"id":"kaputt","state":"FLYING"}}'
        : JSON.stringify({ deal: { id: `Vertrag-${'ä€😀'.repeat(i % 7)}-${i}`, state: DEAL_STATES[i % 5] } }),
    ).join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'portal-ndjson-'));
    try {
      const file = join(dir, 'contexts.ndjson');
      writeFileSync(file, text);
      const args = ['--ndjson', '--now', NOW.toISOString()];
      const fromFile = await runChunked(['evaluate', file, ...args], []);
      const fromStdin = await runChunked(['evaluate', '-', ...args], [Buffer.from(text)]);
      expect(fromFile).toEqual(fromStdin);
      expect(fromFile.stdout.split('\n')).toHaveLength(3_000);
      expect(fromFile.stderr).toMatch(/^error: line 1235: deal\.state: .*"FLYING"\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('portal evaluate --ndjson, errors among results', () => {
  it('writes a bad line’s error after the results of the lines before it and before those after', async () => {
    const written: string[] = [];
    const into = () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      });
    const lines = ['a', 'b', 'c'].map((id) => JSON.stringify({ deal: { id, state: 'ACTIVE' } }));
    lines.splice(1, 0, '{"deal":{"id":"bad","state":"FLYING"}}');
    const io: CliIo = {
      stdin: Readable.from([Buffer.from(lines.join('\n'))]),
      stdout: into(),
      stderr: into(),
      clock: { now: () => NOW },
    };
    expect(await runCli(['evaluate', '-', '--ndjson', '--now', NOW.toISOString()], io)).toBe(2);
    const order = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => (line.startsWith('error:') ? line.slice(0, 13) : JSON.parse(line).dealId));
    expect(order).toEqual(['a', 'error: line 2', 'b', 'c']);
  });
});
