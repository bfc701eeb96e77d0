import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const root = join(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of the browser tests, where the demo data directory is written once. */
    e2eRunDir: string | undefined;
  }
}

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/**
 * The run's PGlite data directory with the demo data, written by the first file that needs it
 * (write-demo-data-dir.ts), or undefined outside a vitest run (a benchmark seeds its own).
 */
const demoDataDir = async (): Promise<string | undefined> => {
  let runDir: string | undefined;
  try {
    runDir = inject('e2eRunDir');
  } catch {
    return undefined;
  }
  if (!runDir) return undefined;
  const template = join(runDir, 'demo-data');
  if (existsSync(template)) return template;
  const writing = `${template}.${process.pid}`;
  let printed = '';
  const writer = spawn(process.execPath, [join(import.meta.dirname, 'write-demo-data-dir.ts'), writing], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  writer.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  writer.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  if ((await exited(writer)) !== 0) throw new Error(`The demo data directory was not written:\n${printed}`);
  try {
    renameSync(writing, template);
  } catch (error) {
    // Two files started at once and both wrote it: the first one's stands, this one's goes.
    if (!existsSync(template)) throw error;
    rmSync(writing, { recursive: true, force: true });
  }
  return template;
};

/** A new data directory: a copy of the run's demo data directory, or an empty one the server seeds. */
const newDataDir = async (): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const template = await demoDataDir();
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
};

export { freePort };

export type RunningPortal = {
  /** http://127.0.0.1:<port>, where the BFF serves the API and the built UI. */
  readonly url: string;
  readonly stop: () => Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const stopped = (server: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });

/**
 * The portal as `npm start` runs it (adapters/http/server/main.ts): the built UI and the BFF on a new
 * PGlite data directory with the demo data (a copy of the one written for the run, or
 * `options.dataDir`), on a free port. The UI is built once for the run by
 * the global setup, so the server does not build it.
 */
export const startPortal = async (
  options: {
    readonly dataDir?: string;
    /** More environment for the server (e.g. SMTP_URL of a test's mail catcher). */
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<RunningPortal> => {
  // A prepared data directory (a benchmark's larger fleet) is used as it is; the server seeds the
  // demo data only into an empty database. Each file's server gets its own copy of the run's demo data.
  const dataDir = options.dataDir ?? (await newDataDir());
  // A test that must know the address before the server starts (an issuer's redirect URI) names the port.
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  let printed = '';
  const server = spawn(process.execPath, [join(root, 'adapters/http/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_LOG: 'off',
      PORTAL_BUILD_UI: 'off',
      NODE_ENV: 'development',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  // A test run that ends early (a crash, Ctrl-C) must not leave the server running.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopped(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A first PGlite start plus the demo data takes a while on a busy machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The portal did not start on ${url}:\n${printed}`);
};
