import { join } from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import type { FileStore } from '../../core/shared/ports.ts';

/**
 * Where the portal keeps its files (docs/operations.md "Files on S3"): a directory under the data
 * directory (one instance, or several on a shared volume), or a bucket of an S3-compatible object
 * store (several instances, no shared disk). Credentials come from the AWS SDK's own chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role), never from here.
 */
export type FileStoreSettings =
  | { readonly kind: 'local'; readonly directory: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** An S3-compatible server's address; AWS's own when absent. */
      readonly endpoint: string | undefined;
      readonly region: string;
      /** `http://host/bucket/key` instead of `http://bucket.host/key`, as most S3-compatible servers want. */
      readonly forcePathStyle: boolean;
      /** How long a connection or a silent transfer may take before the call fails (503). */
      readonly timeoutMs: number;
    };

const DEFAULT_REGION = 'eu-central-1';
const DEFAULT_TIMEOUT_MS = 10_000;
/** A call's whole exchange (a part of an upload included) fails after this many timeouts. */
const REQUEST_TIMEOUTS = 6;

type Env = Readonly<Record<string, string | undefined>>;

const given = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The file store the settings choose, or what is wrong with them (the start stops on it). */
export const fileStoreSettingsOf = (env: Env, dataDir: string): Result<FileStoreSettings, string> => {
  const files = given(env.PORTAL_FILES);
  const bucket = given(env.PORTAL_S3_BUCKET);
  if (files !== undefined && files !== 'local' && files !== 's3')
    return err(`PORTAL_FILES must be local or s3, not ${JSON.stringify(files)}`);
  if (files === 'local' || (files === undefined && bucket === undefined))
    return ok({ kind: 'local', directory: join(dataDir, 'files') });
  if (bucket === undefined) return err('PORTAL_FILES=s3 needs PORTAL_S3_BUCKET (the bucket the files go to)');

  const endpoint = given(env.PORTAL_S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint))
    return err(`PORTAL_S3_ENDPOINT must be an http(s) address, not ${JSON.stringify(endpoint)}`);
  const pathStyle = given(env.PORTAL_S3_FORCE_PATH_STYLE);
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false')
    return err(`PORTAL_S3_FORCE_PATH_STYLE must be true or false, not ${JSON.stringify(pathStyle)}`);
  const timeout = given(env.PORTAL_S3_TIMEOUT_MS);
  const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000)
    return err(
      `PORTAL_S3_TIMEOUT_MS must be whole milliseconds from 100 to 600000, not ${JSON.stringify(timeout)}`,
    );
  return ok({
    kind: 's3',
    bucket,
    endpoint,
    region: given(env.PORTAL_S3_REGION) ?? given(env.AWS_REGION) ?? DEFAULT_REGION,
    forcePathStyle: pathStyle === 'true',
    timeoutMs,
  });
};

/** The store the settings name. The S3 client is loaded only when it is used. */
export const openFileStore = async (settings: FileStoreSettings): Promise<FileStore> => {
  if (settings.kind === 'local') {
    const { localFileStore } = await import('./local-file-store.ts');
    return localFileStore(settings.directory);
  }
  const [{ S3Client }, { s3FileStore }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./s3-file-store.ts'),
  ]);
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // One retry: a store that is down answers 503 within a few timeouts, not after a long wait.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      // Silence on an open connection (a stalled upload or download) ends the call.
      socketTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs * REQUEST_TIMEOUTS,
      throwOnRequestTimeout: true,
    },
  });
  return s3FileStore({ client, bucket: settings.bucket });
};
