import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../core/shared/ports.ts';

/** Keys are the portal's own (never a user's file name): letters, digits and `/ _ . -`, no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Files under one directory (PORTAL_DATA_DIR/files by default). */
export const localFileStore = (root: string): FileStore => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};

/** Files in memory, for tests and throw-away servers. */
export const memoryFileStore = (): FileStore => {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => {
      files.set(key, bytes);
    },
    get: async (key) => files.get(key),
    remove: async (key) => {
      files.delete(key);
    },
  };
};
