/**
 * The backend team's verification, as docs/cli.md describes it: the BFF started as a process of its
 * own (`npm start`, i.e. `node adapters/http/server/main.ts`) with PORTAL_PROVIDER_STATES=on on a
 * fresh data directory and the system clock, then the installed `portal verify-pact` against it
 * with the whole pact. Every interaction must pass on whatever day this runs, and the JUnit report
 * must name each of them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { descriptionsOf, readPactWith } from './pact-files.ts';

const root = join(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'running-bff-verify-'));

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** The process's output so far, for the message of a failed test. */
const outputOf = (child: ChildProcess) => {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  return () => text;
};

/** Resolves once /healthz answers 200; rejects when the process ends first. */
const ready = async (child: ChildProcess, base: string, output: () => string) => {
  const ended = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the BFF ended with ${code} before it was ready:\n${output()}`)),
    ),
  );
  const answers = (async () => {
    for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
      const ok = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  await Promise.race([answers, ended]);
};

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

let bff: ChildProcess | undefined;
let verifier: ChildProcess | undefined;
let base: string;
let bffOutput: () => string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _testEnv, DATABASE_URL: _database, ...env } = process.env;
  bff = spawn(process.execPath, ['adapters/http/server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      PORTAL_DATA_DIR: join(workDir, 'data'),
      PORTAL_PROVIDER_STATES: 'on',
      // The portal's pages play no part in the contract; building them would only take time.
      PORTAL_BUILD_UI: 'off',
      PORTAL_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  bffOutput = outputOf(bff);
  await ready(bff, base, bffOutput);
}, 180_000);

afterAll(async () => {
  if (verifier && verifier.exitCode === null) verifier.kill('SIGKILL');
  if (bff && bff.exitCode === null) {
    const exited = exitOf(bff);
    bff.kill('SIGTERM');
    // A BFF that does not close in time is stopped hard, so that no process outlives the run.
    const stopped = setTimeout(() => bff?.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(stopped);
  }
  rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe('a BFF started as its own process, as a backend team starts it', () => {
  it('honours every interaction of the pact, and the JUnit report names each one', async () => {
    // The consumer test of the same run may be rewriting the pact: verify a complete copy of it.
    const pact = await readPactWith(ROUTE_LIST.flatMap(descriptionsOf));
    const pactFile = join(workDir, 'pact.json');
    writeFileSync(pactFile, JSON.stringify(pact));
    const junit = join(workDir, 'reports', 'pact.xml');

    const verify = spawn(
      process.execPath,
      [
        'adapters/cli/bin/portal.mjs',
        'verify-pact',
        '--provider-base-url',
        base,
        '--pact',
        pactFile,
        '--junit',
        junit,
        '--log-level',
        'error',
      ],
      { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    verifier = verify;
    const output = outputOf(verify);
    const started = performance.now();
    const code = await exitOf(verify);
    const seconds = (performance.now() - started) / 1000;
    const summary = /honours every interaction.*$/m.exec(output())?.[0] ?? '';
    console.log(`verify-pact against a running BFF: ${seconds.toFixed(1)} s — ${summary}`);
    expect(code, `${output().slice(-6_000)}\n--- the BFF:\n${bffOutput().slice(-2_000)}`).toBe(0);

    const window = new Window();
    try {
      const report = new window.DOMParser().parseFromString(readFileSync(junit, 'utf8'), 'application/xml');
      expect(report.querySelector('parsererror')).toBeNull();
      const cases = [...report.querySelectorAll('testcase')];
      expect(cases.map((testCase) => testCase.getAttribute('name')).sort()).toEqual(
        pact.interactions.map((interaction) => interaction.description).sort(),
      );
      expect(report.querySelectorAll('failure')).toHaveLength(0);
      expect(report.documentElement.getAttribute('tests')).toBe(String(pact.interactions.length));
      expect(report.documentElement.getAttribute('failures')).toBe('0');
    } finally {
      await window.happyDOM.close();
    }
  }, 600_000);
});
