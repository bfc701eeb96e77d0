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
});
