import { describe, expect, it } from 'vitest';
import { fileStoreSettingsOf } from './file-store-settings.ts';

const S3 = { PORTAL_S3_BUCKET: 'portal-files' };

describe('where the portal keeps its files', () => {
  it('keeps them in the data directory unless a bucket is named', () => {
    expect(fileStoreSettingsOf({}, '/srv/portal')._unsafeUnwrap()).toEqual({
      kind: 'local',
      directory: '/srv/portal/files',
    });
    expect(fileStoreSettingsOf({ ...S3, PORTAL_FILES: 'local' }, '/srv/portal')._unsafeUnwrap().kind).toBe(
      'local',
    );
  });

  it('keeps them in the bucket when one is named, with AWS’s defaults unless told otherwise', () => {
    expect(fileStoreSettingsOf(S3, '/srv/portal')._unsafeUnwrap()).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
      timeoutMs: 10_000,
    });
    expect(
      fileStoreSettingsOf(
        {
          PORTAL_FILES: 's3',
          ...S3,
          PORTAL_S3_ENDPOINT: 'http://minio.internal:9000',
          PORTAL_S3_REGION: 'us-east-1',
          PORTAL_S3_FORCE_PATH_STYLE: 'true',
          PORTAL_S3_TIMEOUT_MS: '2500',
        },
        '/srv/portal',
      )._unsafeUnwrap(),
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: 2500,
    });
    expect(fileStoreSettingsOf({ ...S3, AWS_REGION: 'eu-west-1' }, '/d')._unsafeUnwrap()).toMatchObject({
      region: 'eu-west-1',
    });
  });

  it('refuses settings it cannot follow, naming the variable', () => {
    const refused = (env: Record<string, string>) => fileStoreSettingsOf(env, '/d')._unsafeUnwrapErr();
    expect(refused({ PORTAL_FILES: 'nfs' })).toContain('PORTAL_FILES');
    expect(refused({ PORTAL_FILES: 's3' })).toContain('PORTAL_S3_BUCKET');
    expect(refused({ ...S3, PORTAL_S3_ENDPOINT: 'minio:9000' })).toContain('PORTAL_S3_ENDPOINT');
    expect(refused({ ...S3, PORTAL_S3_FORCE_PATH_STYLE: 'yes' })).toContain('PORTAL_S3_FORCE_PATH_STYLE');
    expect(refused({ ...S3, PORTAL_S3_TIMEOUT_MS: '10s' })).toContain('PORTAL_S3_TIMEOUT_MS');
    expect(refused({ ...S3, PORTAL_S3_TIMEOUT_MS: '0' })).toContain('PORTAL_S3_TIMEOUT_MS');
  });
});
