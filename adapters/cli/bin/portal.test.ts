import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const bin = join(root, 'node_modules/.bin');

/** Runs the installed `portal` the way support scripts do: node_modules/.bin on PATH, no build step. */
const portal = (args: string[], input?: string) =>
  spawnSync('portal', args, {
    cwd: root,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });

describe('the installed portal command', () => {
  it('evaluates the sample deal of the docs', () => {
    const result = portal(['evaluate', 'docs/samples/active-deal.json', '--now', '2026-11-22T10:00:00Z']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).dealId).toBe('d-1001');
  });

  it('exits 2 and names the field on stderr for an unknown state', () => {
    const result = portal(['evaluate', '-'], '{"deal":{"id":"x","state":"NOPE"}}');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('deal.state');
  });

  it('prints exactly the results the samples page of the docs shows', () => {
    const page = readFileSync(join(root, 'docs/samples/README.md'), 'utf8');
    const blocks = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    const single = portal(['evaluate', 'docs/samples/active-deal.json', '--now', '2026-11-22T10:00:00Z']);
    expect(JSON.parse(single.stdout)).toEqual(JSON.parse(blocks[0] ?? ''));
    const lines = portal([
      'evaluate',
      'docs/samples/contexts.ndjson',
      '--ndjson',
      '--now',
      '2026-11-22T10:00:00Z',
    ]);
    expect(lines.stdout.trim()).toBe((blocks[1] ?? '').trim());
  });

  it('prints the same results in the same order on worker threads (--jobs 2), naming a bad line by its number', () => {
    const lines = Array.from({ length: 3_500 }, (_, i) =>
      i === 2_499
        ? '{"deal":{"id":"bad","state":"FLYING"}}'
        : JSON.stringify({
            deal: { id: `d-${i}`, state: i % 3 ? 'ACTIVE' : 'CREATED', return_date: '2026-12-20' },
          }),
    ).join('\n');
    const single = portal(['evaluate', '-', '--ndjson', '--now', '2026-11-22T10:00:00Z'], lines);
    const parallel = portal(
      ['evaluate', '-', '--ndjson', '--jobs', '2', '--now', '2026-11-22T10:00:00Z'],
      lines,
    );
    expect(parallel.status).toBe(2);
    expect(parallel.stdout).toBe(single.stdout);
    expect(parallel.stdout.trim().split('\n')).toHaveLength(3_499);
    expect(parallel.stderr).toContain('line 2500: deal.state');
    expect(single.stderr).toBe(parallel.stderr);
  });
});
