/**
 * What an anonymous or low-privilege caller could exhaust: uploads read before anyone checked who
 * sent them, files held in memory, connections held open by clients that trickle or never finish,
 * and files a crash left without their row. Requests that must stay unfinished go over a real
 * socket; the rest through the demo BFF.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStore } from '../../adapters/files/local-file-store.ts';
import { buildServer } from '../../adapters/http/server/app.ts';
import { connectionLimitsOf } from '../../adapters/http/server/connection-limits.ts';
import { INTERRUPTED_AFTER_MS, sweepInterruptedUploads } from '../../adapters/sql/interrupted-uploads.ts';
import type { FileStore } from '../../core/shared/ports.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { type FilePart, JPEG_BYTES, multipart, PDF_BYTES } from '../support/multipart.ts';

const BOUNDARY = 'portalboundary';

/** The start of a multipart body: its text fields, then a file part whose bytes have only begun. */
const unfinishedUpload = (fields: Record<string, string>, fileField: string) =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.from(JPEG_BYTES.subarray(0, 64)),
  ]);

/** What came back on a raw connection, and whether the server closed it. */
type Exchange = { readonly received: () => string; readonly closed: Promise<void>; readonly socket: Socket };

const open = (port: number): Promise<Exchange> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    // A connection the server refuses may fail the client's write; what was received tells.
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });

/** Resolves once the answer's head and `{"error":…}` body have arrived on the connection. */
const answerOn = (exchange: Exchange): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve) => {
    const check = () => {
      const text = exchange.received();
      const [head, body] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
      if (body !== undefined && Buffer.byteLength(body, 'latin1') >= length) {
        exchange.socket.off('data', check);
        resolve({ status: Number(head?.split(' ')[1]), body: JSON.parse(body) });
      }
    };
    exchange.socket.on('data', check);
    check();
  });

describe('uploads refused before their files are read', () => {
  let bff: DemoBff;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    bff = await demoBff();
    await bff.app.listen({ port: 0, host: '127.0.0.1' });
    port = (bff.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(() => bff.close());

  /**
   * Sends the headers and the start of an upload whose file never ends, as `cookie`'s user, and
   * answers what the server says while the body is still open.
   */
  const neverEnding = async (path: string, cookie: string, fields: Record<string, string>, field: string) => {
    const exchange = await open(port);
    sockets.push(exchange.socket);
    exchange.socket.write(
      [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'X-Portal-Actor: b2c-customer-portal',
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        'Transfer-Encoding: chunked',
        ...(cookie ? [`Cookie: ${cookie}`] : []),
        '',
        '',
      ].join('\r\n'),
    );
    const start = unfinishedUpload(fields, field);
    exchange.socket.write(`${start.length.toString(16)}\r\n`);
    exchange.socket.write(start);
    exchange.socket.write('\r\n');
    return answerOn(exchange);
  };

  it("answers another customer's cancellation with 404 while its documents are still arriving, keeping nothing", async () => {
    const neu = await bff.signIn('neu@demo.example');
    const answer = await neverEnding(
      '/portal/api/bff/deals/d-1001/cancellation',
      neu.cookie,
      { cancelation_reason_code: 'health', date: 'asap', required_comments: 'Attest folgt' },
      'documents',
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await bff.files.list('')).toEqual([]);
  });

  it("answers a damage photo for another customer's deal with 404, and an analyst's with 403, before the photo is read", async () => {
    const neu = await bff.signIn('neu@demo.example');
    const fields = { subscription_id: 'd-1001', timestamp: '1764000000000' };
    expect(
      await neverEnding('/portal/api/bff/active-fleet/damage-reports/images', neu.cookie, fields, 'file'),
    ).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      await neverEnding(
        '/portal/api/bff/active-fleet/damage-reports/images',
        analyst.cookie,
        { ...fields, subscription_id: 'f-2001' },
        'file',
      ),
    ).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await bff.files.list('')).toEqual([]);
  });

  it('answers an anonymous upload with 401 while it is still arriving', async () => {
    const answer = await neverEnding('/portal/api/bff/drivers', '', { firstname: 'Luca' }, 'dl_front');
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
  });

  it('refuses a damage photo whose deal is not named before it', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const answer = await neverEnding(
      '/portal/api/bff/active-fleet/damage-reports/images',
      kunde.cookie,
      { timestamp: '1764000000000' },
      'file',
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', fields: { 'body.subscription_id': expect.any(String) } } },
    });
    expect(await bff.files.list('')).toEqual([]);
  });
});

describe('files of an upload', () => {
  const driverForm = {
    relationship_type: 'relative_type_1',
    firstname: 'Luca',
    lastname: 'Kunde',
    date_of_birth: '02.07.1998',
    driver_license_issue_date: '15.08.2016',
    agreed_to_terms: 'true',
    confirmed_truthful_data: 'true',
  };
  const licence: FilePart[] = [
    { field: 'dl_front', filename: 'vorne.jpg', bytes: JPEG_BYTES },
    { field: 'dl_back', filename: 'hinten.pdf', bytes: PDF_BYTES },
  ];

  /** A file store that counts the pieces written and can fail a move. */
  const watchedStore = (failMove?: (to: string) => boolean) => {
    const inner = memoryFileStore();
    const writes: number[] = [];
    const store: FileStore = {
      ...inner,
      create: async (key) => {
        const writer = await inner.create(key);
        return {
          ...writer,
          write: async (bytes) => {
            writes.push(bytes.length);
            await writer.write(bytes);
          },
        };
      },
      move: async (from, to) => {
        if (failMove?.(to)) throw new Error('the process ends here');
        await inner.move(from, to);
      },
    };
    return { store, writes };
  };

  it('streams a photo to the file store piece by piece instead of holding it whole', async () => {
    const { store, writes } = watchedStore();
    const bff = await demoBff({ files: store });
    const kunde = await bff.signIn('kunde@demo.example');
    const photo = new Uint8Array(2 * 1_048_576).fill(0x20);
    photo.set(JPEG_BYTES.subarray(0, 14));
    // Over a real connection, as a browser sends it: the body arrives in pieces.
    await bff.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bff.app.server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/portal/api/bff/active-fleet/damage-reports/images`,
      {
        method: 'POST',
        headers: { cookie: kunde.cookie, 'x-portal-actor': 'b2c-customer-portal' },
        body: multipart({ subscription_id: 'd-1001', timestamp: '1764000000000' }, [
          { field: 'file', filename: 'kratzer.jpg', bytes: photo },
        ]),
      },
    );
    expect(response.status).toBe(200);
    expect(writes.length).toBeGreaterThan(10);
    expect(Math.max(...writes)).toBeLessThan(photo.length / 10);
    const [kept] = await store.list('damage-photos/');
    expect(await store.get(kept?.key as string)).toEqual(photo);
    expect(await store.list('received/')).toEqual([]);
    await bff.close();
  });

  it('answers a file store that cannot take the upload as a server error, not as a bad request', async () => {
    const inner = memoryFileStore();
    const full: FileStore = {
      ...inner,
      create: async (key) => {
        const writer = await inner.create(key);
        return {
          ...writer,
          write: async () => {
            throw new Error('no space left on device');
          },
        };
      },
    };
    const bff = await demoBff({ files: full });
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/drivers', { payload: multipart(driverForm, licence) });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('general_error');
    expect(await inner.list('')).toEqual([]);
    await bff.close();
  });

  it('keeps no file of a driver the use case refuses', async () => {
    const { store } = watchedStore();
    const bff = await demoBff({ files: store });
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.post('/portal/api/bff/drivers', {
      payload: multipart({ ...driverForm, date_of_birth: '01.01.2015' }, licence),
    });
    expect(response.statusCode).toBe(422);
    expect(await store.list('')).toEqual([]);
    await bff.close();
  });

  it('keeps neither the driver nor a licence image when storing the second image fails', async () => {
    const { store } = watchedStore((to) => to.includes('/back.'));
    const bff = await demoBff({ files: store });
    const kunde = await bff.signIn('kunde@demo.example');
    const drivers = await bff.db.selectFrom('drivers').select('id').execute();
    const response = await kunde.post('/portal/api/bff/drivers', { payload: multipart(driverForm, licence) });
    expect(response.statusCode).toBe(500);
    expect(await bff.db.selectFrom('drivers').select('id').execute()).toEqual(drivers);
    expect(await store.list('')).toEqual([]);
    await bff.close();
  });

  it('sweeps at start what a crash left: received files and licence images no row names', async () => {
    const store = memoryFileStore();
    const bff = await demoBff({ files: store });
    const kunde = await bff.signIn('kunde@demo.example');
    const added = await kunde.post('/portal/api/bff/drivers', { payload: multipart(driverForm, licence) });
    expect(added.statusCode).toBe(201);
    const kept = (await store.list('')).map((file) => file.key).sort();
    expect(kept).toHaveLength(2);
    // A crash mid-upload, and one after the images took their keys but before the row committed.
    await store.put('received/3f1c-unfinished', new Uint8Array([1, 2, 3]));
    await store.put('licences/drv-uncommitted/front.jpg', JPEG_BYTES);
    await store.put('licences/drv-uncommitted/back.pdf', PDF_BYTES);

    // A call may still be running on another instance: nothing young is touched.
    expect(await sweepInterruptedUploads(bff.db, store, new Date())).toEqual([]);
    const later = new Date(Date.now() + INTERRUPTED_AFTER_MS + 1_000);
    expect((await sweepInterruptedUploads(bff.db, store, later)).sort()).toEqual([
      'licences/drv-uncommitted/back.pdf',
      'licences/drv-uncommitted/front.jpg',
      'received/3f1c-unfinished',
    ]);
    expect((await store.list('')).map((file) => file.key).sort()).toEqual(kept);
    await bff.close();
  });
});

describe('connections', () => {
  const servers: FastifyInstance[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  /** A BFF without routes but health, on a real port, with the limits the environment would give. */
  const serve = async (env: Record<string, string>) => {
    const app = await buildServer({
      handlers: {},
      currentUser: async () => undefined,
      clock: { now: () => new Date() },
      secureCookies: false,
      connections: connectionLimitsOf(env),
    });
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  };
  const connected = async (port: number) => {
    const exchange = await open(port);
    sockets.push(exchange.socket);
    return exchange;
  };

  it('cuts off a client that sends its body a byte at a time, at the request timeout', async () => {
    const port = await serve({ PORTAL_REQUEST_TIMEOUT_MS: '600', PORTAL_HEADERS_TIMEOUT_MS: '300' });
    const slow = await connected(port);
    slow.socket.write(
      'POST /portal/api/bff/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => slow.socket.write('x'), 50);
    await slow.closed;
    clearInterval(trickle);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its headers, at the headers timeout', async () => {
    const port = await serve({ PORTAL_REQUEST_TIMEOUT_MS: '60000', PORTAL_HEADERS_TIMEOUT_MS: '300' });
    const slow = await connected(port);
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => slow.socket.write('X-A: b\r\n'), 50);
    await slow.closed;
    clearInterval(trickle);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses a connection beyond the cap and serves again once one is let go', async () => {
    const port = await serve({ PORTAL_MAX_CONNECTIONS: '2' });
    const health = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
    const held = [await connected(port), await connected(port)];
    // Each answered once, so the server has counted both; they stay open (keep-alive).
    for (const exchange of held) {
      exchange.socket.write(health);
      await expect.poll(() => exchange.received()).toMatch(/^HTTP\/1\.1 200/);
    }
    const third = await connected(port);
    third.socket.write(health);
    await third.closed;
    expect(third.received()).toBe('');

    held[0]?.socket.destroy();
    await held[0]?.closed;
    // The server hears of the closed connection a moment later: until then it may refuse still.
    await expect
      .poll(async () => {
        const next = await connected(port);
        next.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        await next.closed;
        return next.received();
      })
      .toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses settings that are not whole positive numbers, or headers allowed longer than the request', () => {
    expect(() => connectionLimitsOf({ PORTAL_MAX_CONNECTIONS: 'viele' })).toThrow('PORTAL_MAX_CONNECTIONS');
    expect(() =>
      connectionLimitsOf({ PORTAL_REQUEST_TIMEOUT_MS: '1000', PORTAL_HEADERS_TIMEOUT_MS: '2000' }),
    ).toThrow('PORTAL_HEADERS_TIMEOUT_MS');
  });
});
