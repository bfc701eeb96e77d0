/**
 * The BFF on an S3 bucket (s3rver behind a gate the test can shut): damage photos are uploaded and
 * shown through the object store; while it hangs, a download and an upload are answered 503 in the
 * error shape within the store's timeouts (never a hang), and once it is back the same BFF serves
 * again without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreSettingsOf, openFileStore } from '../../adapters/files/file-store-settings.ts';
import { writeDemoPhotoFiles } from '../../adapters/sql/seed/subscription-services.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { JPEG_BYTES, multipart } from '../support/multipart.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { startTcpGate, type TcpGate } from '../support/tcp-gate.ts';

// Short enough to see a hang answered, long enough for s3rver on a busy machine (300 ms timed out
// at load 10 while the demo photos were written).
const TIMEOUT_MS = 2_000;
const DEMO_PHOTO = '/portal/api/bff/uploads/d-1001/1.jpg';

let s3: TestS3Server;
let gate: TcpGate;
let bff: DemoBff;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  s3 = await startS3Server();
  gate = await startTcpGate(Number(new URL(s3.endpoint).port));
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  const settings = fileStoreSettingsOf(
    {
      ...s3.env,
      PORTAL_S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
      PORTAL_S3_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    '/unused',
  )._unsafeUnwrap();
  const files = await openFileStore(settings);
  bff = await demoBff({ files });
  await writeDemoPhotoFiles(files);
}, 60_000);

afterAll(async () => {
  await bff?.close();
  await gate?.close();
  await s3?.stop();
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  else process.env.AWS_ACCESS_KEY_ID = saved.id;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
});

const uploadPhoto = (caller: Awaited<ReturnType<DemoBff['signIn']>>) =>
  caller.post('/portal/api/bff/active-fleet/damage-reports/images', {
    payload: multipart({ subscription_id: 'd-1001', timestamp: '1764000000000' }, [
      { field: 'file', filename: 'kratzer.jpg', bytes: JPEG_BYTES, contentType: 'image/jpeg' },
    ]),
  });

describe('the BFF on an object store that fails', () => {
  it('uploads and shows photos through the bucket, answers 503 while it hangs, and serves again when it is back', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const uploaded = await uploadPhoto(kunde);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const location = (uploaded.json() as { path: { location: string } }).path.location;
    const shown = await kunde.get(location);
    expect(shown.statusCode).toBe(200);
    expect(new Uint8Array(shown.rawPayload)).toEqual(JPEG_BYTES);
    expect((await kunde.get(DEMO_PHOTO)).statusCode).toBe(200);

    gate.shut();
    for (const [what, call] of [
      ['download', () => kunde.get(location)],
      ['upload', () => uploadPhoto(kunde)],
    ] as const) {
      const started = Date.now();
      const answer = await call();
      expect(answer.statusCode, `${what}: ${answer.body}`).toBe(503);
      expect(answer.json(), what).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(Date.now() - started, what).toBeLessThan(TIMEOUT_MS * 20);
    }

    gate.reopen();
    const again = await kunde.get(location);
    expect(again.statusCode).toBe(200);
    expect(new Uint8Array(again.rawPayload)).toEqual(JPEG_BYTES);
  }, 60_000);
});
