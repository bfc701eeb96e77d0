/**
 * The S3 store when the object store fails: a store that hangs or refuses connections fails each
 * call within its timeouts as FileStoreUnavailable (503), and the same store works again once the
 * object store is back. The store's contract itself: tests/repositories/file-store.suite.ts.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server.ts';
import { startTcpGate, type TcpGate } from '../../tests/support/tcp-gate.ts';
import { fileStoreSettingsOf, openFileStore } from './file-store-settings.ts';

const TIMEOUT_MS = 300;

const storeAt = async (s3: TestS3Server, port: number) => {
  const settings = fileStoreSettingsOf(
    { ...s3.env, PORTAL_S3_ENDPOINT: `http://127.0.0.1:${port}`, PORTAL_S3_TIMEOUT_MS: String(TIMEOUT_MS) },
    '/unused',
  )._unsafeUnwrap();
  // The SDK reads the credentials from the environment, as in a deployment.
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  return openFileStore(settings);
};

/** The call's failure and how long it took to come. */
const failureOf = async (call: () => Promise<unknown>) => {
  const started = Date.now();
  const error = await call().then(
    () => undefined,
    (thrown: unknown) => thrown as { statusCode?: number; code?: string; message: string },
  );
  return { error, tookMs: Date.now() - started };
};

describe('the S3 file store when the object store fails', () => {
  let s3: TestS3Server;
  let gate: TcpGate;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  beforeAll(async () => {
    s3 = await startS3Server();
    gate = await startTcpGate(Number(new URL(s3.endpoint).port));
  }, 30_000);
  afterAll(async () => {
    await gate?.close();
    await s3?.stop();
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  });

  it('fails every kind of call within its timeouts while the store hangs, and works again when it is back', async () => {
    const files = await storeAt(s3, gate.port);
    await files.put('damage-photos/d-1/a.jpg', new Uint8Array([1, 2, 3]));

    gate.shut();
    const calls: [string, () => Promise<unknown>][] = [
      ['put', () => files.put('damage-photos/d-1/b.jpg', new Uint8Array([4]))],
      ['get', () => files.get('damage-photos/d-1/a.jpg')],
      ['open', () => files.open('damage-photos/d-1/a.jpg')],
      ['move', () => files.move('damage-photos/d-1/a.jpg', 'damage-photos/d-1/c.jpg')],
      ['remove', () => files.remove('damage-photos/d-1/a.jpg')],
      ['list', () => files.list('damage-photos/')],
      [
        'create and write',
        async () => {
          const writer = await files.create('received/upload');
          await writer.write(new Uint8Array(1000));
          await writer.finish();
        },
      ],
    ];
    for (const [name, call] of calls) {
      const { error, tookMs } = await failureOf(call);
      expect(error, name).toMatchObject({ statusCode: 503, code: 'file_store_unavailable' });
      // Two attempts of a connection timeout or a silent socket each, with the SDK's back-off.
      expect(tookMs, name).toBeLessThan(TIMEOUT_MS * 10);
    }

    gate.reopen();
    expect(await files.get('damage-photos/d-1/a.jpg')).toEqual(new Uint8Array([1, 2, 3]));
  }, 60_000);

  it('fails at once with 503 when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const files = await storeAt(s3, port);
    const { error, tookMs } = await failureOf(() => files.get('damage-photos/d-1/a.jpg'));
    expect(error).toMatchObject({ statusCode: 503, code: 'file_store_unavailable' });
    expect(tookMs).toBeLessThan(TIMEOUT_MS * 10);
  });
});
