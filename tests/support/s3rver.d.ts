// The in-process S3-compatible server the tests start (tests/support/s3-server.ts); it ships no types.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    readonly address?: string;
    readonly port?: number;
    readonly directory: string;
    readonly silent?: boolean;
    readonly resetOnClose?: boolean;
    readonly configureBuckets?: readonly { readonly name: string }[];
  };

  /** What s3rver's Koa middleware is given (only what the tests touch). */
  type Context = { readonly path: string; app: object };

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list: composed when the server starts. */
    readonly middleware: ((ctx: Context, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
