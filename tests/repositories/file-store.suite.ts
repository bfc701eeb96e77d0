/**
 * The contract of the FileStore port, run against every store (memory, a local directory, an S3
 * bucket on s3rver) by file-stores.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileContent, FileStore } from '../../core/shared/ports.ts';

export type StoreUnderTest = {
  readonly store: FileStore;
  /**
   * How many bytes of the file being written at this key have reached what is behind the store (the
   * disk, the object store's parts) — to show a writer sends on as it goes, never holding a file to
   * its end. Absent where nothing is behind the store (memory).
   */
  readonly bytesReached?: (key: string) => Promise<number>;
  /** The most keys one listing call answers (to list more than a page); absent when unpaged. */
  readonly listPageSize?: number;
  readonly close: () => Promise<void>;
};

const MiB = 1024 * 1024;

const readAll = async (content: FileContent | undefined) => {
  if (!content) return undefined;
  const pieces: Uint8Array[] = [];
  for await (const piece of content) pieces.push(piece);
  return {
    bytes: new Uint8Array(Buffer.concat(pieces)),
    pieces: pieces.length,
    largest: Math.max(...pieces.map((p) => p.length)),
  };
};

const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Polls until the condition holds or the deadline passes; answers whether it held. */
const eventually = async (condition: () => Promise<boolean>, withinMs = 15_000) => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
};

export const fileStoreSuite = (name: string, open: () => Promise<StoreUnderTest>) =>
  describe(`FileStore: ${name}`, () => {
    let under: StoreUnderTest;
    let files: FileStore;
    // Every test under a prefix of its own, so that listings do not see each other's keys.
    let run = 0;
    const prefix = () => `suite/${Date.now()}-${++run}/`;

    beforeAll(async () => {
      under = await open();
      files = under.store;
    }, 30_000);
    afterAll(() => under?.close());

    it('keeps a file put whole, gives it back whole and as it is read, and nothing for a missing key', async () => {
      const at = prefix();
      const bytes = new Uint8Array(randomBytes(3000));
      await files.put(`${at}photo.jpg`, bytes);
      expect(await files.get(`${at}photo.jpg`)).toEqual(bytes);
      expect((await readAll(await files.open(`${at}photo.jpg`)))?.bytes).toEqual(bytes);
      expect(await files.get(`${at}missing.jpg`)).toBeUndefined();
      expect(await files.open(`${at}missing.jpg`)).toBeUndefined();
    });

    it('writes a file in pieces as they arrive, and a discarded one leaves nothing', async () => {
      const at = prefix();
      const pieces = [randomBytes(10), randomBytes(70_000), randomBytes(1), randomBytes(5000)];
      const writer = await files.create(`${at}licence.pdf`);
      for (const piece of pieces) await writer.write(new Uint8Array(piece));
      await writer.finish();
      expect(await files.get(`${at}licence.pdf`)).toEqual(new Uint8Array(Buffer.concat(pieces)));

      const discarded = await files.create(`${at}cut-off.pdf`);
      await discarded.write(new Uint8Array(randomBytes(20_000)));
      await discarded.discard();
      expect(await files.get(`${at}cut-off.pdf`)).toBeUndefined();
      expect((await files.list(at)).map((file) => file.key)).toEqual([`${at}licence.pdf`]);
    });

    it('moves a file to another key, and refuses to move one that is not there', async () => {
      const at = prefix();
      const bytes = new Uint8Array(randomBytes(1234));
      await files.put(`received/${at}upload`, bytes);
      await files.move(`received/${at}upload`, `${at}damage/d-1/up-1.jpg`);
      expect(await files.get(`${at}damage/d-1/up-1.jpg`)).toEqual(bytes);
      expect(await files.get(`received/${at}upload`)).toBeUndefined();
      await expect(files.move(`received/${at}upload`, `${at}damage/d-1/up-2.jpg`)).rejects.toThrow();
    });

    it('removes a file, and a missing one without complaint', async () => {
      const at = prefix();
      await files.put(`${at}a.pdf`, new Uint8Array([1, 2, 3]));
      await files.remove(`${at}a.pdf`);
      expect(await files.get(`${at}a.pdf`)).toBeUndefined();
      await expect(files.remove(`${at}a.pdf`)).resolves.toBeUndefined();
      await expect(files.remove(`${at}never-was.pdf`)).resolves.toBeUndefined();
    });

    it('lists the files under a prefix with when each was written, more of them than one page holds', async () => {
      const at = prefix();
      const count = (under.listPageSize ?? 10) * 2 + 3;
      const before = Date.now();
      const keys = Array.from(
        { length: count },
        (_, index) => `${at}received/${String(index).padStart(3, '0')}`,
      );
      await Promise.all(keys.map((key) => files.put(key, new Uint8Array([1]))));
      // Beside the prefix, not under it: another folder, and a name that only begins alike.
      await files.put(`${at}kept/1`, new Uint8Array([2]));
      await files.put(`${at}received-not/1`, new Uint8Array([3]));

      const listed = await files.list(`${at}received/`);
      expect(listed.map((file) => file.key).toSorted()).toEqual(keys);
      for (const file of listed) {
        // Object stores keep whole seconds.
        expect(file.writtenAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
        expect(file.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      expect(await files.list(`${at}nothing/`)).toEqual([]);
    });

    it('writes a large file piece by piece, sending on as it goes, and reads it back in pieces', async () => {
      const at = prefix();
      const key = `${at}large.bin`;
      const piece = 64 * 1024;
      const size = 24 * MiB;
      const hash = createHash('sha256');
      const writer = await files.create(key);
      let written = 0;
      let mostAhead = 0;
      while (written < size) {
        const bytes = new Uint8Array(randomBytes(piece));
        hash.update(bytes);
        await writer.write(bytes);
        written += bytes.length;
        // What the writer holds: written but not yet where the store keeps it.
        if (under.bytesReached) mostAhead = Math.max(mostAhead, written - (await under.bytesReached(key)));
      }
      if (under.bytesReached) {
        // Before the end: most of the file is already behind the store.
        expect(await eventually(async () => ((await under.bytesReached?.(key)) ?? 0) >= size / 2)).toBe(true);
        // A fast writer waits for the store: it never runs far ahead of it (two S3 parts and buffers).
        expect(mostAhead).toBeLessThan(14 * MiB);
      }
      await writer.finish();
      const read = await readAll(await files.open(key));
      expect(read?.bytes.length).toBe(size);
      expect(digestOf(read?.bytes ?? new Uint8Array())).toBe(hash.digest('hex'));
      // Read as it is sent on, never as one piece of the file's size.
      expect(read?.largest).toBeLessThan(size / 4);
    }, 120_000);

    it('keeps files written at the same time apart', async () => {
      const at = prefix();
      const contents = Array.from({ length: 8 }, (_, index) =>
        Array.from({ length: 6 }, () => new Uint8Array(randomBytes(20_000 + index * 1000))),
      );
      const writers = await Promise.all(contents.map((_, index) => files.create(`${at}file-${index}`)));
      // Interleaved: every writer's first piece, then every writer's second, and so on.
      for (let round = 0; round < 6; round++)
        await Promise.all(
          writers.map((writer, index) => writer.write(contents[index]?.[round] ?? new Uint8Array())),
        );
      await Promise.all(writers.map((writer) => writer.finish()));
      for (const [index, pieces] of contents.entries())
        expect(digestOf((await files.get(`${at}file-${index}`)) ?? new Uint8Array())).toBe(
          digestOf(new Uint8Array(Buffer.concat(pieces))),
        );
    });

    it('refuses a key that is not the portal’s own', async () => {
      await expect(files.put('../outside', new Uint8Array([1]))).rejects.toThrow('not a file key');
      await expect(files.open('/etc/passwd')).rejects.toThrow('not a file key');
    });
  });
