import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FileStore, FileWriter, StoredFile } from '../../core/shared/ports.ts';
import { checkedFileKey } from './file-key.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one directory (PORTAL_DATA_DIR/files by default). */
export const localFileStore = (root: string): FileStore => {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, checkedFileKey(key)));
    if (!path.startsWith(base + sep)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
    return path;
  };
  const filesUnder = async (directory: string): Promise<string[]> => {
    const entries = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
      ),
    );
    return nested.flat();
  };
  return {
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    create: async (key): Promise<FileWriter> => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const handle = await open(path, 'wx');
      let isOpen = true;
      const close = async () => {
        if (!isOpen) return;
        isOpen = false;
        await handle.close();
      };
      return {
        write: async (bytes) => {
          await handle.write(bytes);
        },
        finish: close,
        discard: async () => {
          await close();
          await rm(path, { force: true });
        },
      };
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    open: async (key) => {
      try {
        // Opened here, so that a missing file is known before anything is sent.
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    move: async (from, to) => {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async (prefix) => {
      const directory = prefix.endsWith('/') ? pathOf(prefix.slice(0, -1)) : dirname(pathOf(prefix));
      const found: StoredFile[] = [];
      for (const path of await filesUnder(directory)) {
        const key = relative(base, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const written = await stat(path).catch(() => undefined);
        if (written) found.push({ key, writtenAt: written.mtime });
      }
      return found;
    },
  };
};

const READ_PIECE_BYTES = 64 * 1024;

/** Files in memory, for tests and throw-away servers. */
export const memoryFileStore = (): FileStore => {
  const files = new Map<string, { bytes: Uint8Array; writtenAt: Date }>();
  const keep = (key: string, bytes: Uint8Array) =>
    files.set(checkedFileKey(key), { bytes, writtenAt: new Date() });
  return {
    put: async (key, bytes) => {
      keep(key, bytes);
    },
    create: async (key) => {
      checkedFileKey(key);
      const chunks: Uint8Array[] = [];
      return {
        write: async (bytes) => {
          chunks.push(new Uint8Array(bytes));
        },
        finish: async () => {
          keep(key, new Uint8Array(Buffer.concat(chunks)));
        },
        discard: async () => {
          chunks.length = 0;
        },
      };
    },
    get: async (key) => files.get(checkedFileKey(key))?.bytes,
    open: async (key) => {
      const file = files.get(checkedFileKey(key));
      if (!file) return undefined;
      // In pieces, as a file on disk or in an object store is read.
      return (async function* () {
        for (let at = 0; at < file.bytes.length; at += READ_PIECE_BYTES)
          yield file.bytes.subarray(at, at + READ_PIECE_BYTES);
      })();
    },
    move: async (from, to) => {
      const file = files.get(from);
      if (!file) throw new Error(`no file at ${JSON.stringify(from)}`);
      files.delete(from);
      files.set(checkedFileKey(to), file);
    },
    remove: async (key) => {
      files.delete(key);
    },
    list: async (prefix) =>
      [...files.entries()]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, file]) => ({ key, writtenAt: file.writtenAt })),
  };
};
