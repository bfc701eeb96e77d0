import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
const aDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Another process that lives until the tests end. */
const aLiveProcess = (): number => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
};

/** The pid of a process that has ended. */
const anEndedProcess = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
};

const holderIn = (dir: string) => readFileSync(join(dir, LOCK_FILE), 'utf8').trim();

describe("a PGlite data directory's lock", () => {
  it('refuses the directory while the process named in its lock lives', () => {
    const dir = aDataDir();
    const pid = aLiveProcess();
    writeFileSync(join(dir, LOCK_FILE), `${pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    try {
      lockDataDir(dir);
    } catch (error) {
      expect((error as DataDirInUse).pid).toBe(pid);
    }
    expect(holderIn(dir)).toBe(String(pid));
  });

  it('takes over a lock whose process has ended, and removes it on release', async () => {
    const dir = aDataDir();
    writeFileSync(join(dir, LOCK_FILE), `${await anEndedProcess()}\n`);
    const lock = lockDataDir(dir);
    expect(holderIn(dir)).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('is held by openDatabase while the database is open and released by destroy', async () => {
    const dir = aDataDir();
    const db = await openDatabase({ dataDir: dir });
    expect(holderIn(dir)).toBe(String(process.pid));
    await db.destroy();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('keeps openDatabase off a directory another live process holds', async () => {
    const dir = aDataDir();
    writeFileSync(join(dir, LOCK_FILE), `${aLiveProcess()}\n`);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUse);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });
});
