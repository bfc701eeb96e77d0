/**
 * The FileStore contract against every store: memory, a local directory, and an S3 bucket on an
 * S3-compatible server (s3rver) started here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { localFileStore, memoryFileStore } from '../../adapters/files/local-file-store.ts';
import { s3FileStore } from '../../adapters/files/s3-file-store.ts';
import { S3RVER_CREDENTIALS, startS3Server } from '../support/s3-server.ts';
import { fileStoreSuite } from './file-store.suite.ts';

fileStoreSuite('memory', async () => ({ store: memoryFileStore(), close: async () => {} }));

fileStoreSuite('local directory', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-files-'));
  return {
    store: localFileStore(directory),
    bytesReached: async (key) => (await stat(join(directory, key)).catch(() => undefined))?.size ?? 0,
    close: async () => rmSync(directory, { recursive: true, force: true }),
  };
});

/** A small page, so that a listing of a few dozen keys takes several ListObjectsV2 calls. */
const LIST_PAGE = 7;

fileStoreSuite('S3 (s3rver)', async () => {
  const server = await startS3Server();
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  // The bytes of the parts the store has sent (and the server has taken), per key.
  const partsStored = new Map<string, number>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === UploadPartCommand.name) {
        const input = args.input as { Key: string; Body: Uint8Array };
        partsStored.set(input.Key, (partsStored.get(input.Key) ?? 0) + input.Body.byteLength);
      }
      return result;
    },
    { step: 'initialize', name: 'countStoredParts' },
  );
  return {
    store: s3FileStore({ client, bucket: server.bucket, listPageSize: LIST_PAGE }),
    bytesReached: async (key) => partsStored.get(key) ?? 0,
    listPageSize: LIST_PAGE,
    close: async () => {
      client.destroy();
      await server.stop();
    },
  };
});
