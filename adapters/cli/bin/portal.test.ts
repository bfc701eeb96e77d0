import { spawnSync } from 'node:child_process';
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
});
