import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { err, ok, type Result } from 'neverthrow';
import type { MultipartBody } from '../../../contracts/route.ts';
import { type FileStore, RECEIVED_FILES_PREFIX } from '../../../core/shared/ports.ts';
import {
  FILE_TYPE_UNSUPPORTED,
  IMAGE_TYPE_UNSUPPORTED,
  IMAGES_TOO_LARGE_TITLE,
} from '../../../core/shared/validation/messages.ts';
import type { Failure, UploadedFile, UploadGuard } from './handler.ts';
import { isStorableText, TEXT_NOT_STORABLE } from './request-input.ts';

/**
 * Limits of one multipart call beyond each file's own `maxBytes` (docs/operations.md "Uploads"):
 * enough for every form of the portals, small enough that no request can make the server hold or
 * read much more than the files it may keep.
 */
export const UPLOAD_LIMITS = {
  /** Files of one field marked `multiple` (cancellation documents). */
  filesPerMultipleField: 10,
  /** Text fields of one form, and the length of each. */
  fields: 40,
  fieldBytes: 16_384,
  /** Room for the text fields and the multipart framing on top of the files' own limits. */
  overheadBytes: 1_048_576,
  /**
   * After an answer given before the body's end (a refusal), this much more is read and dropped so
   * that a client still sending gets to read the answer; past it the connection is closed.
   */
  drainBytes: 8_388_608,
} as const;

type FileSpec = MultipartBody['files'][number];

/**
 * What a multipart call carried once every file passed its size and type: the text fields (to be
 * decoded with the route's codec), the files, and field errors of files unknown, missing or repeated.
 */
export type ReadUpload = {
  readonly fields: Record<string, string>;
  readonly files: UploadedFile[];
  readonly problems: Record<string, string>;
};

/**
 * The most bytes a whole request of this form may have: twice every file at its limit, plus framing.
 * Twice, so that a file somewhat over its own limit is still read past and named in the answer
 * (upload_too_large for its field) rather than cutting the request off.
 */
export const requestLimitOf = (body: MultipartBody): number =>
  body.files.reduce<number>(
    (sum, file) => sum + 2 * file.maxBytes * (file.multiple ? UPLOAD_LIMITS.filesPerMultipleField : 1),
    UPLOAD_LIMITS.overheadBytes,
  );

const maxFilesOf = (body: MultipartBody): number =>
  body.files.reduce<number>(
    (sum, file) => sum + (file.multiple ? UPLOAD_LIMITS.filesPerMultipleField : 1),
    0,
  );

/** Names that mean the same type: a .jpeg is a jpg, a HEIF photo is what iPhones call heic. */
const SAME_TYPE: Readonly<Record<string, string>> = { jpeg: 'jpg', heif: 'heic' };
const canonical = (extension: string) => SAME_TYPE[extension] ?? extension;

/** file-type reads the format from at most this many leading bytes. */
const SNIFF_BYTES = 4_100;

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * The specification's messages: photos (image-only fields) have the batch title, documents the
 * per-file text naming the maximum ("Diese Datei ist zu groß (Maximalgröße 10 MB).").
 */
const isImageOnly = (spec: FileSpec) => !spec.extensions.includes('pdf');
const tooLargeMessage = (spec: FileSpec) =>
  isImageOnly(spec)
    ? IMAGES_TOO_LARGE_TITLE
    : `Diese Datei ist zu groß (Maximalgröße ${megabytes(spec.maxBytes)} MB).`;
const wrongTypeMessage = (spec: FileSpec) =>
  isImageOnly(spec) ? IMAGE_TYPE_UNSUPPORTED : FILE_TYPE_UNSUPPORTED;

const REQUIRED_FILE = 'Dies ist ein Pflichtfeld.';
const UNKNOWN_FILE = 'Dieses Formular nimmt hier keine Datei an.';
const ONE_FILE_ONLY = 'Hier ist nur eine Datei erlaubt.';
const TOO_MANY_FILES = `Höchstens ${UPLOAD_LIMITS.filesPerMultipleField} Dateien auf einmal.`;
const TOO_MANY_PARTS = 'Die Anfrage enthält zu viele Dateien oder Felder.';
const FIELD_TOO_LONG = 'Die Eingabe ist zu lang.';
const FIELD_BEFORE_FILES = 'Dieses Feld muss vor den Dateien gesendet werden.';

type Verdict = { readonly problem: 'too_large' | 'wrong_type' } | { readonly file: UploadedFile };

/** The type of the content, as a canonical extension, or undefined when it is no known format. */
const sniff = async (bytes: Uint8Array): Promise<{ ext: string; mime: string } | undefined> => {
  const type = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  return type ? { ext: canonical(type.ext), mime: type.mime } : undefined;
};

/**
 * A failure on the server's side while an upload is read (the file store, the guard's lookup): it
 * is no fault of the request's, so it is not answered as a malformed body but as a server error.
 */
class ServerSideFailure extends Error {
  constructor(cause: unknown) {
    super('the upload could not be received', { cause });
  }
}
const onServerSide = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw new ServerSideFailure(error);
  });

/**
 * Receives one file part into the file store as it arrives (never whole in memory): counts its bytes
 * and stops keeping the part the moment it passes its field's limit (the rest is only read past);
 * recognises the format from the first bytes, whatever the name or the Content-Type the client
 * sent. A refused part leaves nothing in the store.
 */
const receiveFile = async (
  stream: AsyncIterable<Buffer> & { readonly truncated?: boolean },
  spec: FileSpec,
  filename: string,
  store: FileStore,
  received: string[],
): Promise<Verdict> => {
  const allowed = new Set(spec.extensions.map(canonical));
  const receivedKey = `${RECEIVED_FILES_PREFIX}${randomUUID()}`;
  received.push(receivedKey);
  const writer = await onServerSide(() => store.create(receivedKey));
  let head: Buffer[] = [];
  let size = 0;
  let problem: 'too_large' | 'wrong_type' | undefined;
  let typeOf: { ext: string; mime: string } | undefined;
  // The first bytes are held until the format is known; from then on every chunk goes to the store.
  const sniffHead = async () => {
    const first = Buffer.concat(head);
    head = [];
    typeOf = await sniff(first);
    if (!typeOf || !allowed.has(typeOf.ext)) problem = 'wrong_type';
    else await onServerSide(() => writer.write(first));
  };
  try {
    for await (const chunk of stream) {
      if (problem) continue;
      size += chunk.length;
      if (size > spec.maxBytes) problem = 'too_large';
      else if (typeOf) await onServerSide(() => writer.write(chunk));
      else {
        head.push(chunk);
        if (size >= SNIFF_BYTES) await sniffHead();
      }
    }
    if (!problem && stream.truncated) problem = 'too_large';
    if (!problem && !typeOf) await sniffHead();
  } catch (error) {
    // What stays behind is removed with the call's other received files.
    await writer.discard().catch(() => {});
    throw error;
  }
  if (problem || !typeOf) {
    await onServerSide(() => writer.discard());
    return { problem: problem ?? 'wrong_type' };
  }
  await onServerSide(() => writer.finish());
  return { file: { field: '', filename, mediaType: typeOf.mime, size, receivedKey } };
};

/** Reads a part only so that the parser moves on to the next; its bytes are dropped. */
const readPast = async (stream: AsyncIterable<Buffer>) => {
  for await (const _chunk of stream) {
    // dropped
  }
};

/**
 * An upload answered before its body was read to the end (refused access, a file too large, a body
 * over its limit): up to `drainBytes` more are read and dropped, so that a browser still sending sees
 * the answer instead of a reset connection; a body announced or found to be longer is cut off by
 * closing the connection after the answer.
 */
export const settleUnreadBody = (request: FastifyRequest, reply: FastifyReply, body: MultipartBody): void => {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  if (Number(request.headers['content-length'] ?? 0) > requestLimitOf(body) + UPLOAD_LIMITS.drainBytes) {
    reply.header('connection', 'close');
    return;
  }
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > UPLOAD_LIMITS.drainBytes) raw.destroy();
  });
  raw.resume();
};

/** What the multipart parser throws when a count limit is passed. */
const isLimitError = (error: unknown) =>
  ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(
    (error as { code?: string }).code ?? '',
  );

/** Where a multipart call's files go while it is read, and who may send it (checked before its files). */
export type UploadTarget = {
  readonly store: FileStore;
  /** The temporary keys of the files received, for the caller to remove once the call is answered. */
  readonly received: string[];
  readonly guard?: (fields: Record<string, string>) => Promise<Failure | undefined>;
  /** The text fields the guard needs; they must come before the first file. */
  readonly guardFields?: UploadGuard['fields'];
};

/**
 * Reads a multipart call of a route whose body is `body`, all or nothing: every file is read and
 * checked before anything is handed on, so a handler never sees part of a batch. The guard is
 * asked before the first file is read; when it refuses, nothing more is read. Fails with 413
 * upload_too_large or 415 upload_type_not_allowed naming the offending fields as `body.<field>`
 * (a size problem wins: the file was never read whole), 413 payload_too_large past the request's
 * limits, 415 unsupported_media_type for a body that is not multipart.
 */
export const readUploads = async (
  request: FastifyRequest,
  body: MultipartBody,
  target: UploadTarget,
): Promise<Result<ReadUpload, Failure>> => {
  if (!request.isMultipart())
    return err({ code: 'unsupported_media_type', message: 'Erwartet wird multipart/form-data.' });
  const limit = requestLimitOf(body);
  if (Number(request.headers['content-length'] ?? 0) > limit) return err({ code: 'payload_too_large' });

  const parts = request.parts({
    limits: {
      fileSize: Math.max(0, ...body.files.map((spec) => spec.maxBytes)),
      // A few more than allowed, so that a stray or repeated file is named as such (400).
      files: maxFilesOf(body) + 2,
      fields: UPLOAD_LIMITS.fields,
      fieldSize: UPLOAD_LIMITS.fieldBytes,
      parts: maxFilesOf(body) + 2 + UPLOAD_LIMITS.fields,
    },
  });
  // A body sent without a length is counted as it arrives and cut off at the limit: the parser is
  // told the request failed, so the answer goes out without reading further.
  let received = 0;
  const overLimit = new Error('request over its limit');
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit && received - chunk.length <= limit) request.raw.emit('error', overLimit);
  };
  request.raw.on('data', count);
  try {
    const read = await readParts(parts, body, target);
    // Refused before its files: the parser lets go of the body, which is drained or cut off.
    if ('refused' in read) {
      request.raw.unpipe();
      return err(read.refused);
    }
    return read.result;
  } catch (error) {
    if (error instanceof ServerSideFailure) throw error.cause;
    if (error === overLimit || received > limit) return err({ code: 'payload_too_large' });
    return err({ code: 'bad_request', message: 'Die Anfrage ist kein lesbares multipart/form-data.' });
  } finally {
    request.raw.off('data', count);
  }
};

const readParts = async (
  parts: AsyncIterable<Multipart>,
  body: MultipartBody,
  target: UploadTarget,
): Promise<{ readonly result: Result<ReadUpload, Failure> } | { readonly refused: Failure }> => {
  const specs = new Map(body.files.map((spec) => [spec.name, spec]));
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const tooLarge: Record<string, string> = {};
  const wrongType: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  const counts = new Map<string, number>();
  const check = target.guard;
  let guarded = !check;
  const guard = async (): Promise<Failure | undefined> => {
    guarded = true;
    const missing = (target.guardFields ?? []).filter((name) => !(name in fields));
    if (missing.length > 0)
      return {
        code: 'bad_request',
        // A field that came but was refused (too long, a character the database cannot store) is
        // named with its own problem, not as missing.
        fields: Object.fromEntries(
          missing.map((name) => [`body.${name}`, invalid[`body.${name}`] ?? FIELD_BEFORE_FILES]),
        ),
      };
    return check ? onServerSide(() => check(fields)) : undefined;
  };
  try {
    for await (const part of parts) {
      const key = `body.${part.fieldname}`;
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.valueTruncated) invalid[key] = FIELD_TOO_LONG;
        else if (!isStorableText(part.fieldname) || !isStorableText(value)) invalid[key] = TEXT_NOT_STORABLE;
        else fields[part.fieldname] = value;
        continue;
      }
      // The file's name is kept with it: text the database cannot store is refused like a field's.
      if (!isStorableText(part.fieldname) || !isStorableText(part.filename)) {
        invalid[key] = TEXT_NOT_STORABLE;
        await readPast(part.file);
        continue;
      }
      if (!guarded) {
        const refused = await guard();
        if (refused) return { refused };
      }
      const spec = specs.get(part.fieldname);
      const count = (counts.get(part.fieldname) ?? 0) + 1;
      counts.set(part.fieldname, count);
      if (!spec || (!spec.multiple && count > 1) || count > UPLOAD_LIMITS.filesPerMultipleField) {
        invalid[key] = !spec ? UNKNOWN_FILE : spec.multiple ? TOO_MANY_FILES : ONE_FILE_ONLY;
        await readPast(part.file);
        continue;
      }
      const verdict = await receiveFile(part.file, spec, part.filename, target.store, target.received);
      if ('file' in verdict) files.push({ ...verdict.file, field: part.fieldname });
      else if (verdict.problem === 'too_large') tooLarge[key] = tooLargeMessage(spec);
      else wrongType[key] = wrongTypeMessage(spec);
    }
  } catch (error) {
    if (isLimitError(error)) return { result: err({ code: 'payload_too_large', message: TOO_MANY_PARTS }) };
    throw error;
  }
  // A form without files is guarded too; a field it lacks is left to the route's codec to name.
  if (!guarded && (target.guardFields ?? []).every((name) => name in fields)) {
    const refused = await guard();
    if (refused) return { result: err(refused) };
  }
  for (const spec of body.files)
    if (!spec.multiple && !counts.has(spec.name)) invalid[`body.${spec.name}`] ??= REQUIRED_FILE;

  const firstOf = (problems: Record<string, string>) => Object.values(problems)[0];
  if (Object.keys(tooLarge).length > 0)
    return { result: err({ code: 'upload_too_large', message: firstOf(tooLarge), fields: tooLarge }) };
  if (Object.keys(wrongType).length > 0)
    return {
      result: err({ code: 'upload_type_not_allowed', message: firstOf(wrongType), fields: wrongType }),
    };
  return { result: ok({ fields, files, problems: invalid }) };
};
