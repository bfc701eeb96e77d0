import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStore, FileWriter, StoredFile } from '../../core/shared/ports.ts';
import { checkedFileKey } from './file-key.ts';

/**
 * The object store did not answer as it should (unreachable, an error of its own, a timeout, a
 * refusal of our credentials): the call that needed it is answered 503 in the error shape (the
 * server's error handler answers a thrown error by its `statusCode`), and the next call tries again.
 */
export class FileStoreUnavailable extends Error {
  readonly statusCode = 503;
  readonly code = 'file_store_unavailable';
  constructor(cause: unknown) {
    super(`the file store did not answer: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** S3's smallest part of a multipart upload (but the last); an upload holds about two in memory. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

/** How much of an upload waits in the writer before a write waits for the store (back-pressure). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

export type S3FileStoreOptions = {
  readonly client: S3Client;
  readonly bucket: string;
  /** The size of an upload's parts (at least S3_MIN_PART_BYTES). */
  readonly partSize?: number;
  /** Keys per ListObjectsV2 page (S3 answers at most 1000); smaller only to test the paging. */
  readonly listPageSize?: number;
};

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
};

const unavailable = (error: unknown): never => {
  throw error instanceof FileStoreUnavailable ? error : new FileStoreUnavailable(error);
};

/** CopyObject names its source as `bucket/key`, URL-encoded segment by segment. */
const copySourceOf = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Files as objects of one bucket of an S3-compatible store, under the portal's own keys: written as
 * they arrive (a multipart upload, part by part), read as they are sent on.
 */
export const s3FileStore = ({
  client,
  bucket,
  partSize = S3_MIN_PART_BYTES,
  listPageSize = 1000,
}: S3FileStoreOptions): FileStore => {
  const send = <T>(work: () => Promise<T>): Promise<T> => work().catch(unavailable);

  /** A writer whose bytes go to a multipart upload; a write waits while the upload is behind. */
  const writerFor = (key: string): FileWriter => {
    const body = new PassThrough({ highWaterMark: WRITE_BUFFER_BYTES });
    // One part in flight: lib-storage reads the next part only when it has sent this one, so memory
    // stays about two parts, however fast the client sends.
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: body },
      partSize,
      queueSize: 1,
    });
    const settled = new AbortController();
    // Started now, so that the parts go out while the file is still arriving.
    const outcome: Promise<unknown> = upload.done().then(
      () => {
        settled.abort();
        return undefined;
      },
      (error: unknown) => {
        settled.abort();
        body.destroy();
        return error ?? new Error('the upload ended');
      },
    );
    const failed = async (): Promise<never> =>
      unavailable((await outcome) ?? new Error('the upload ended early'));
    return {
      write: async (bytes) => {
        if (settled.signal.aborted) return failed();
        if (body.write(bytes)) return;
        try {
          await once(body, 'drain', { signal: settled.signal });
        } catch {
          return failed();
        }
      },
      finish: async () => {
        body.end();
        const failure = await outcome;
        if (failure) unavailable(failure);
      },
      discard: async () => {
        // Aborting sends AbortMultipartUpload for the parts already stored; nothing is kept.
        await upload.abort();
        body.destroy();
        await outcome;
      },
    };
  };

  const open = async (key: string): Promise<Readable | undefined> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedFileKey(key) }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      return unavailable(error);
    }
  };

  return {
    put: async (key, bytes) => {
      await send(() =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedFileKey(key), Body: bytes })),
      );
    },
    create: async (key) => writerFor(checkedFileKey(key)),
    get: async (key) => {
      const content = await open(key);
      if (!content) return undefined;
      const chunks: Buffer[] = [];
      await send(async () => {
        for await (const chunk of content) chunks.push(chunk as Buffer);
      });
      return new Uint8Array(Buffer.concat(chunks));
    },
    open,
    move: async (from, to) => {
      const source = checkedFileKey(from);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: checkedFileKey(to),
            CopySource: copySourceOf(bucket, source),
          }),
        );
      } catch (error) {
        if (isMissing(error)) throw new Error(`no file at ${JSON.stringify(from)}`);
        unavailable(error);
      }
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source })));
    },
    remove: async (key) => {
      // S3 answers a missing key as a removed one.
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedFileKey(key) })));
    },
    list: async (prefix) => {
      const found: StoredFile[] = [];
      await send(async () => {
        const pages = paginateListObjectsV2(
          { client, pageSize: listPageSize },
          { Bucket: bucket, Prefix: prefix, MaxKeys: listPageSize },
        );
        for await (const page of pages)
          for (const object of page.Contents ?? [])
            if (object.Key !== undefined)
              found.push({ key: object.Key, writtenAt: object.LastModified ?? new Date(0) });
      });
      return found;
    },
  };
};
