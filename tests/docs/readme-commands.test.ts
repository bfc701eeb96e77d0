/**
 * The README's shell blocks run as written: every line of a fenced `sh` block runs from the project's
 * root in bash and exits 0, but for the lines a rule below leaves out, each by name and with its
 * reason (a test of its own elsewhere covers them). `export` lines apply to the lines after them.
 * The database commands get a new PGlite data directory (PORTAL_DATA_DIR), never ./data.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Lines not run here, and why. The first rule a line matches names its reason. */
const LEFT_OUT: readonly { readonly matches: RegExp; readonly reason: string }[] = [
  {
    matches: /^npm ci\b/,
    reason: 'installs the dependencies and then starts or tests the product (CI runs it)',
  },
  {
    matches: /--portal-url|https?:\/\/localhost/,
    reason: 'needs a running server (tests/e2e/start.test.ts)',
  },
];

/** Each line of the README's `sh` blocks, without its trailing comment. */
const shellLinesOf = (markdown: string): string[] =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((block) => (block[1] ?? '').split('\n'))
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

const lines = shellLinesOf(readFileSync(join(root, 'README.md'), 'utf8'));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-readme-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const { DATABASE_URL: _unused, ...env } = process.env;
const exports: string[] = [];

describe("the README's shell lines", () => {
  it('are there to run', () => {
    const run = lines.filter((line) => !LEFT_OUT.some((rule) => rule.matches.test(line)));
    expect(run.length).toBeGreaterThanOrEqual(5);
  });

  for (const line of lines) {
    const leftOut = LEFT_OUT.find((rule) => rule.matches.test(line));
    if (leftOut) {
      it.skip(`${line} — left out: ${leftOut.reason}`, () => {});
      continue;
    }
    if (line.startsWith('export ')) {
      exports.push(line);
      continue;
    }
    it(`${line} — exits 0`, () => {
      const result = spawnSync('bash', ['-c', [...exports, line].join('\n')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...env, PORTAL_DATA_DIR: dataDir },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(result.stderr).not.toMatch(/^error:/m);
      expect(result.status).toBe(0);
    }, 240_000);
  }
});
