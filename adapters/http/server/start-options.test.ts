import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Node options `npm start` gives the BFF (package.json's start script), as bench:bff reads them. */
const startOptions = (): string[] =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')).scripts
      .start as string
  )
    .split(' ')
    .filter((word) => word.startsWith('--'));

describe('the options npm start gives Node (docs/operations.md "Performance and memory")', () => {
  it('caps the young generation and keeps PGlite on V8’s baseline WebAssembly compiler', () => {
    // Without the first, V8's new space grows to 128 MB under load; without the second, V8's
    // optimizing compiler takes about 576 MB for one of PGlite's functions soon after the start.
    // No V8 option keeps only that function on Liftoff; the throughput this costs on PGlite is in
    // docs/benchmarks.md ("npm run bench:bff").
    expect(startOptions()).toEqual(expect.arrayContaining(['--max-semi-space-size=16', '--liftoff-only']));
  });

  it('are all known to this Node, which runs WebAssembly with them', () => {
    // A Node whose V8 dropped an option refuses to start: this fails before `npm start` would.
    const wasm =
      'new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])))';
    const run = spawnSync(process.execPath, [...startOptions(), '-e', wasm], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
