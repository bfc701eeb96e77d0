/**
 * An S3-compatible server for tests (s3rver, in a process of its own: see s3rver-main.ts): on a free
 * port, its objects in a directory of its own that `stop` removes, with one bucket made. s3rver
 * checks signatures against its one account, S3RVER / S3RVER.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type TestS3Server = {
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  readonly bucket: string;
  /** The environment a BFF process needs to keep its files in the bucket. */
  readonly env: Readonly<Record<string, string>>;
  readonly stop: () => Promise<void>;
};

export const startS3Server = async (bucket = 'portal-files'): Promise<TestS3Server> => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', join(import.meta.dirname, 's3rver-main.ts'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const firstLine = once(lines, 'line') as Promise<[string]>;
  const started = await Promise.race([firstLine, exited.then(() => undefined)]);
  if (!started) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error('s3rver did not start');
  }
  lines.close();
  const endpoint = `http://127.0.0.1:${Number(started[0])}`;
  return {
    endpoint,
    bucket,
    env: {
      PORTAL_FILES: 's3',
      PORTAL_S3_BUCKET: bucket,
      PORTAL_S3_ENDPOINT: endpoint,
      PORTAL_S3_REGION: 'eu-central-1',
      PORTAL_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
