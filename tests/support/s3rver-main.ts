/**
 * s3rver as a process of its own (started by s3-server.ts): `node --openssl-legacy-provider
 * s3rver-main.ts <directory> <bucket>` serves the bucket on a free port and prints it as the first
 * line. Its own process because s3rver makes ListObjectsV2's continuation tokens with single DES,
 * which OpenSSL 3 keeps in its legacy provider: without it every listing longer than a page fails
 * with InternalError (ERR_OSSL_EVP_UNSUPPORTED), and the flag must not change the test process.
 */
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3rver-main.ts <directory> <bucket>');

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
// s3rver signs a bucket's own calls (ListObjectsV2) over the path without its trailing slash
// (`/bucket`, from its route's parameters), while the AWS SDK v3 sends and signs `/bucket/`: every
// listing would fail with SignatureDoesNotMatch. Only for those calls a mismatch is let through (on
// that request's context alone); every call on an object stays checked.
server.middleware.unshift((ctx, next) => {
  if (ctx.path === `/${bucket}/`)
    ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } }) as typeof ctx.app;
  return next();
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.once('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
