/**
 * The BFF as its own process, started as `npm start` starts it (adapters/http/server/main.ts), for
 * the tests that need what only a process has: two instances on one database, a SIGTERM, a
 * database that goes away under it, the traces it exports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '../../adapters/http/server/main.ts');

export type BffProcess = { readonly base: string; readonly process: ChildProcess; output: string };

type Start = {
  readonly port: number;
  /** The test's own settings, over the defaults below. */
  readonly settings?: Readonly<Record<string, string>>;
  /** The environment the settings go over; the test's own by default. */
  readonly environment?: NodeJS.ProcessEnv;
};

export const startBffProcess = ({ port, settings = {}, environment = process.env }: Start): BffProcess => {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...environment,
      PORT: String(port),
      PORTAL_BUILD_UI: 'off',
      NODE_ENV: 'development',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const bff: BffProcess = { base: `http://127.0.0.1:${port}`, process: child, output: '' };
  // Everything it printed, to say why when it ends or never becomes ready.
  child.stdout?.on('data', (chunk) => {
    bff.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    bff.output += chunk;
  });
  return bff;
};

export const isRunning = (bff: BffProcess) =>
  bff.process.exitCode === null && bff.process.signalCode === null;

/**
 * Polls until `condition` holds; fails with `what` past the deadline, or at once (with what the
 * process printed) when the BFF ended.
 */
export const until = async (
  what: string,
  condition: () => Promise<boolean>,
  { withinMs = 90_000, bff }: { readonly withinMs?: number; readonly bff?: BffProcess } = {},
) => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (bff && !isRunning(bff))
      throw new Error(
        `the BFF ended (${bff.process.exitCode ?? bff.process.signalCode}) before ${what}:\n${bff.output}`,
      );
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`not within ${withinMs} ms: ${what}${bff ? `\n${bff.output}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Ready as a load balancer sees it: `/readyz` answers 200 (the database reached, the schema current). */
export const untilReady = async (bff: BffProcess, withinMs = 90_000) => {
  // The last answer says why, when it never comes: no answer at all, or the 503's body.
  let last = 'no answer yet';
  try {
    await until(
      'the BFF is ready',
      async () => {
        const response = await fetch(`${bff.base}/readyz`).catch((error: Error) => {
          last = `no answer: ${error.message}`;
          throw error;
        });
        last = `${response.status} ${await response.text()}`;
        return response.ok;
      },
      { withinMs, bff },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\nthe last answer of /readyz: ${last}`);
  }
};

/** SIGTERM, as an orchestrator stops it, and the process's end. */
export const stopBffProcess = async (bff: BffProcess | undefined) => {
  if (!bff || !isRunning(bff)) return;
  const exited = once(bff.process, 'exit');
  bff.process.kill('SIGTERM');
  await exited;
};
