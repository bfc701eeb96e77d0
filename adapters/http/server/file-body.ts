import { Readable } from 'node:stream';
import type { FileContent } from '../../../core/shared/ports.ts';

/** A file answer's body: bytes as they are, a stored file streamed as it is read (never held whole). */
export const fileBody = (content: Uint8Array | FileContent): Buffer | Readable =>
  content instanceof Uint8Array
    ? Buffer.from(content.buffer, content.byteOffset, content.byteLength)
    : content instanceof Readable
      ? content
      : Readable.from(content, { objectMode: false });
