import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../contracts/route-table.ts';
import { aUser } from '../../../core/account/in-memory-accounts.ts';
import { DAMAGE_PHOTO_MAX_BYTES, DOCUMENT_MAX_BYTES } from '../../../core/shared/validation/uploads.ts';
import { memoryFileStore } from '../../files/local-file-store.ts';
import { buildServer } from './app.ts';
import type { RequestContext } from './handler.ts';
import { requestLimitOf, UPLOAD_LIMITS } from './uploads.ts';

// Real leading bytes of each format: the server must recognise them from the content alone.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  Buffer.alloc(600, 0x20),
  Buffer.from([0xff, 0xd9]),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const HEIC = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64),
]);
/** A Windows program: "MZ" and a PE header, whatever name it is given. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(0x3a),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const calls: RequestContext[] = [];
/** The bytes of each file as the handler found them in the store. */
const receivedBytes: Uint8Array[] = [];
const store = memoryFileStore();
let app: FastifyInstance;
const portal = { 'x-portal-actor': 'b2c-customer-portal' };

beforeAll(async () => {
  // Each handler answers its route's example; only what reaches the handler is under test here.
  const remember = (name: string) => async (context: RequestContext) => {
    calls.push(context);
    for (const received of context.files)
      receivedBytes.push((await store.get(received.receivedKey)) ?? new Uint8Array());
    const { example } = ROUTES[name as keyof typeof ROUTES];
    return ok({ body: example.response, ...(example.status ? { status: example.status } : {}) });
  };
  app = await buildServer({
    handlers: {
      uploadDamageImage: remember('uploadDamageImage'),
      addDriver: remember('addDriver'),
      cancelSubscription: remember('cancelSubscription'),
    },
    currentUser: async (sessionId) => (sessionId ? aUser() : undefined),
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secureCookies: false,
    files: store,
  });
});

beforeEach(() => {
  calls.length = 0;
  receivedBytes.length = 0;
});

type Part = { field: string; filename: string; contentType: string; bytes: Buffer };
const file = (field: string, filename: string, bytes: Buffer, contentType = 'image/jpeg'): Part => ({
  field,
  filename,
  contentType,
  bytes,
});

const form = (fields: Record<string, string>, files: Part[]) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const part of files)
    data.append(
      part.field,
      new File([new Uint8Array(part.bytes)], part.filename, { type: part.contentType }),
    );
  return data;
};

const upload = (url: string, payload: FormData | Readable, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...portal, cookie: 'portal_session=s-1', ...headers },
    payload,
  });

const DAMAGE_URL = '/portal/api/bff/active-fleet/damage-reports/images';
const DRIVERS_URL = '/portal/api/bff/drivers';
const CANCEL_URL = '/portal/api/bff/deals/d-1001/cancellation';
const damageFields = { subscription_id: 'd-1001', timestamp: '1764000000000' };
const driverFields = {
  relationship_type: 'relative_type_1',
  firstname: 'Luca',
  lastname: 'Kunde',
  date_of_birth: '15.03.1995',
  driver_license_issue_date: '01.06.2013',
  agreed_to_terms: 'true',
  confirmed_truthful_data: 'true',
};

/**
 * A multipart body streamed in chunks as it is read, with no length announced: `size` bytes of a
 * JPEG in the field `file`. Reports how many bytes the server pulled.
 */
const streamedPhoto = (size: number, boundary = 'portalboundary') => {
  const head = Buffer.from(
    Object.entries(damageFields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(65_536, 0x20);
  const pulled = { bytes: 0 };
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        this.push(Buffer.concat([head, JPEG.subarray(0, 20)]));
        sent = 20;
        pulled.bytes += head.length + 20;
        return;
      }
      if (sent >= size) {
        this.push(tail);
        this.push(null);
        return;
      }
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      pulled.bytes += next.length;
      this.push(next);
    },
  });
  return { stream, pulled, contentType: `multipart/form-data; boundary=${boundary}` };
};

describe('uploads', () => {
  it('hands the handler the decoded text fields and the file, typed from its content', async () => {
    const response = await upload(DAMAGE_URL, form(damageFields, [file('file', 'kratzer.jpg', JPEG)]));
    expect(response.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(damageFields);
    expect(calls[0]?.files).toEqual([
      {
        field: 'file',
        filename: 'kratzer.jpg',
        mediaType: 'image/jpeg',
        size: JPEG.length,
        receivedKey: expect.stringMatching(/^received\//),
      },
    ]);
    expect(receivedBytes).toEqual([new Uint8Array(JPEG)]);
    // The handler did not keep it: nothing stays in the store once the call is answered.
    expect(await store.list('')).toEqual([]);
  });

  it('recognises PNG and HEIC photos whatever type the client claims', async () => {
    for (const [name, bytes, mediaType] of [
      ['foto.png', PNG, 'image/png'],
      ['IMG_0001.HEIC', HEIC, 'image/heic'],
    ] as const) {
      calls.length = 0;
      receivedBytes.length = 0;
      const response = await upload(
        DAMAGE_URL,
        form(damageFields, [file('file', name, bytes, 'application/octet-stream')]),
      );
      expect(response.statusCode).toBe(200);
      expect(calls[0]?.files[0]?.mediaType).toBe(mediaType);
    }
  });

  it('takes both sides of a licence, PDF and JPEG, with the driver fields', async () => {
    const response = await upload(
      DRIVERS_URL,
      form(driverFields, [
        file('dl_front', 'vorne.pdf', PDF, 'application/pdf'),
        file('dl_back', 'hinten.jpg', JPEG),
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(calls[0]?.files.map((f) => [f.field, f.mediaType])).toEqual([
      ['dl_front', 'application/pdf'],
      ['dl_back', 'image/jpeg'],
    ]);
  });

  it('refuses a program renamed to .jpg and sent as image/jpeg with 415, naming the field', async () => {
    const response = await upload(DAMAGE_URL, form(damageFields, [file('file', 'kratzer.jpg', EXE)]));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'upload_type_not_allowed',
      fields: { 'body.file': 'Bitte wähle nur Bilddateien aus. Es wurde keine Datei hochgeladen.' },
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a PDF as a damage photo: only images are photos', async () => {
    const response = await upload(
      DAMAGE_URL,
      form(damageFields, [file('file', 'vertrag.pdf', PDF, 'application/pdf')]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('upload_type_not_allowed');
  });

  it('refuses a photo one byte over 6 MB with 413 and the specification title', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(DAMAGE_PHOTO_MAX_BYTES + 1 - JPEG.length, 0x20)]);
    const response = await upload(DAMAGE_URL, form(damageFields, [file('file', 'gross.jpg', big)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'upload_too_large',
      message: 'Einige Dateien sind zu groß.',
      fields: { 'body.file': 'Einige Dateien sind zu groß.' },
    });
    expect(calls).toHaveLength(0);
  });

  it('takes a photo of exactly 6 MB', async () => {
    const exact = Buffer.concat([JPEG, Buffer.alloc(DAMAGE_PHOTO_MAX_BYTES - JPEG.length, 0x20)]);
    const response = await upload(DAMAGE_URL, form(damageFields, [file('file', 'genau.jpg', exact)]));
    expect(response.statusCode).toBe(200);
    expect(calls[0]?.files[0]?.size).toBe(DAMAGE_PHOTO_MAX_BYTES);
  });

  it('refuses an oversized photo streamed without a length, and answers without reading on', async () => {
    const { stream, pulled, contentType } = streamedPhoto(200 * 1_048_576);
    const response = await upload(DAMAGE_URL, stream, { 'content-type': contentType });
    expect(response.statusCode).toBe(413);
    expect(calls).toHaveLength(0);
    // 200 MB were offered; the server stopped at the form's own limit.
    expect(pulled.bytes).toBeLessThan(
      requestLimitOf(ROUTES.uploadDamageImage.body) + UPLOAD_LIMITS.drainBytes + 1_048_576,
    );
  });

  it('refuses the whole batch when one file is bad: the handler is never called', async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const response = await upload(
      DRIVERS_URL,
      form(driverFields, [
        file('dl_front', 'vorne.jpg', JPEG),
        file('dl_back', 'hinten.pdf', tooBig, 'application/pdf'),
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'upload_too_large',
      fields: { 'body.dl_back': 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
    });
    expect(calls).toHaveLength(0);

    const disguised = await upload(
      CANCEL_URL,
      form({ cancelation_reason_code: 'health', date: 'asap', required_comments: 'Attest anbei.' }, [
        file('documents', 'attest.pdf', PDF, 'application/pdf'),
        file('documents', 'attest-2.pdf', EXE, 'application/pdf'),
      ]),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.fields).toEqual({
      'body.documents': 'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).',
    });
    expect(calls).toHaveLength(0);
  });

  it('hands on several documents of a field that takes several', async () => {
    const response = await upload(
      CANCEL_URL,
      form({ cancelation_reason_code: 'health', date: 'asap', required_comments: 'Attest anbei.' }, [
        file('documents', 'attest.pdf', PDF, 'application/pdf'),
        file('documents', 'seite-2.png', PNG, 'image/png'),
      ]),
    );
    expect(response.statusCode).toBe(202);
    expect(calls[0]?.files.map((f) => f.filename)).toEqual(['attest.pdf', 'seite-2.png']);
    expect(calls[0]?.params).toEqual({ id: 'd-1001' });
  });

  it('answers 400 with field errors for a missing file, an unknown file and bad text fields together', async () => {
    const response = await upload(
      DRIVERS_URL,
      form({ ...driverFields, relationship_type: 'cousin' }, [
        file('dl_front', 'vorne.jpg', JPEG),
        file('selfie', 'ich.jpg', JPEG),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['body.dl_back', 'body.relationship_type', 'body.selfie']);
    expect(fields['body.dl_back']).toBe('Dies ist ein Pflichtfeld.');
    expect(calls).toHaveLength(0);
  });

  it('refuses a second file in a field that takes one', async () => {
    const response = await upload(
      DAMAGE_URL,
      form(damageFields, [file('file', 'a.jpg', JPEG), file('file', 'b.jpg', JPEG)]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('body.file');
  });

  it('limits the number of files of one request', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      file('documents', `seite-${i}.pdf`, PDF, 'application/pdf'),
    );
    const response = await upload(
      CANCEL_URL,
      form({ cancelation_reason_code: 'health', date: 'asap', required_comments: 'Attest anbei.' }, eleven),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'body.documents': 'Höchstens 10 Dateien auf einmal.' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 for a multipart body without a boundary or cut short, never 500', async () => {
    const noBoundary = await upload(DAMAGE_URL, Readable.from([]), { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    const cutShort = await upload(
      DAMAGE_URL,
      Readable.from([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n'),
      ]),
      { 'content-type': 'multipart/form-data; boundary=x' },
    );
    expect(cutShort.statusCode).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('answers 415 for a JSON body on an upload route, and 401 before reading anything when signed out', async () => {
    const json = await app.inject({
      method: 'POST',
      url: DAMAGE_URL,
      headers: { ...portal, cookie: 'portal_session=s-1' },
      payload: damageFields,
    });
    expect(json.statusCode).toBe(415);
    const signedOut = await app.inject({
      method: 'POST',
      url: DAMAGE_URL,
      headers: portal,
      payload: form(damageFields, [file('file', 'kratzer.jpg', JPEG)]),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });
  describe('over a real connection', () => {
    let base = '';
    afterAll(() => app.close());
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    it('lets the browser read the 413 of a photo over its limit', async () => {
      const big = Buffer.concat([JPEG, Buffer.alloc(DAMAGE_PHOTO_MAX_BYTES + 1_048_576, 0x20)]);
      const response = await fetch(`${base}${DAMAGE_URL}`, {
        method: 'POST',
        headers: { ...portal, cookie: 'portal_session=s-1' },
        body: form(damageFields, [file('file', 'gross.jpg', big)]),
      });
      expect(response.status).toBe(413);
      expect((await response.json()).error.fields).toEqual({ 'body.file': 'Einige Dateien sind zu groß.' });
      expect(calls).toHaveLength(0);
    });

    it('lets the browser read the answer to an upload refused before its body was read', async () => {
      const huge = Buffer.concat([JPEG, Buffer.alloc(3 * DAMAGE_PHOTO_MAX_BYTES, 0x20)]);
      const tooLarge = await fetch(`${base}${DAMAGE_URL}`, {
        method: 'POST',
        headers: { ...portal, cookie: 'portal_session=s-1' },
        body: form(damageFields, [file('file', 'riesig.jpg', huge)]),
      });
      expect(tooLarge.status).toBe(413);
      expect((await tooLarge.json()).error.code).toBe('payload_too_large');
      const signedOut = await fetch(`${base}${DAMAGE_URL}`, {
        method: 'POST',
        headers: portal,
        body: form(damageFields, [
          file('file', 'kratzer.jpg', Buffer.concat([JPEG, Buffer.alloc(5_000_000)])),
        ]),
      });
      expect(signedOut.status).toBe(401);
      expect(calls).toHaveLength(0);
    });

    it('cuts off an endless upload and goes on serving', async () => {
      const { stream, contentType } = streamedPhoto(1024 * 1_048_576);
      let sending: ReturnType<typeof httpRequest> | undefined;
      const outcome = await new Promise<number | 'cut off'>((resolve) => {
        sending = httpRequest(
          `${base}${DAMAGE_URL}`,
          {
            method: 'POST',
            headers: { ...portal, cookie: 'portal_session=s-1', 'content-type': contentType },
          },
          (response) => resolve(response.statusCode ?? 0),
        );
        sending.on('error', () => resolve('cut off'));
        stream.pipe(sending);
      });
      stream.destroy();
      sending?.destroy();
      expect([413, 'cut off']).toContain(outcome);
      expect(calls).toHaveLength(0);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    });
  });
});
