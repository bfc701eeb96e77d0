/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free port, that the test may
 * stop, start again and remove (the fault tests stop their database under load). It runs as the
 * `postgres` user when the tests run as root (initdb refuses root), as the test's user otherwise.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs (Debian's layout), or undefined when there is none. */
export const postgresBin = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? join(root, newest, 'bin') : undefined;
};

/** Why a test that needs its own PostgreSQL cannot run here; undefined when it can. */
export const noPrivatePostgres = (): string | undefined =>
  postgresBin() ? undefined : 'no PostgreSQL programs in /usr/lib/postgresql/*/bin (initdb, pg_ctl)';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type PrivatePostgres = {
  /** The server's `postgres` database, as superuser `postgres` (trust on loopback). */
  readonly url: string;
  readonly port: number;
  /** A URL of another database on the same server. */
  readonly urlOf: (database: string) => string;
  readonly start: () => Promise<void>;
  /** pg_ctl's stop: `fast` ends the sessions (as an operator's restart does), `immediate` crashes. */
  readonly stop: (mode?: 'smart' | 'fast' | 'immediate') => Promise<void>;
  readonly restart: () => Promise<void>;
  /** Stops the server when it runs and removes its directory. */
  readonly remove: () => Promise<void>;
};

const asRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs as the user the server belongs to. */
const runAsOwner = async (program: string, args: readonly string[]) => {
  if (!asRoot) return run(program, [...args]);
  const quoted = [program, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return run('su', ['postgres', '-s', '/bin/bash', '-c', quoted]);
};

/** Makes a new cluster and starts it; the caller removes it (afterAll) with `remove()`. */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = postgresBin();
  if (!bin) throw new Error(noPrivatePostgres());
  const dir = mkdtempSync(join(tmpdir(), 'portal-private-pg-'));
  const data = join(dir, 'data');
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  await runAsOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  // Its own socket directory, so that no other server's socket is in the way; fsync off: a test's data.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await runAsOwner(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    running = true;
  };
  const stop = async (mode: 'smart' | 'fast' | 'immediate' = 'fast') => {
    await runAsOwner(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  await start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    remove: async () => {
      if (running) await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const idOf = (option: '-u' | '-g', user: string): number =>
  Number(execFileSync('id', [option, user], { encoding: 'utf8' }).trim());
const uidOf = (user: string) => idOf('-u', user);
const gidOf = (user: string) => idOf('-g', user);
