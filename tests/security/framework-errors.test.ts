import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../contracts/errors.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * Refusals that Fastify or Node give before a route runs, and calls no route answers: every non-2xx
 * answer has the error shape `{ error: { code, message } }`. Sent over a real connection, since
 * Node's HTTP parser refuses some requests before the application sees them.
 */

let bff: DemoBff;
let port: number;

beforeAll(async () => {
  bff = await demoBff();
  await bff.app.listen({ port: 0, host: '127.0.0.1' });
  port = (bff.app.server.address() as AddressInfo).port;
});
afterAll(() => bff?.close());

/** Sends raw bytes and reads the answer until the server closes the connection. */
const send = (request: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

const post = (path: string, headers: string, body = '') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Portal-Actor: b2c-customer-portal\r\n${headers}Connection: close\r\n\r\n${body}`;

describe('framework-level refusals in the error shape', () => {
  it.each([
    ['a path that is no valid URL encoding', 400, get('/portal/api/bff/deals/%E0%A4%A')],
    ['headers over the size limit', 431, get('/portal/api/bff/deals', `X-Gross: ${'a'.repeat(20_000)}\r\n`)],
    ['a malformed Content-Length', 400, post('/portal/api/bff/auth/login', 'Content-Length: viel\r\n')],
    [
      'two Content-Lengths',
      400,
      post('/portal/api/bff/auth/login', 'Content-Length: 2\r\nContent-Length: 3\r\n', '{}'),
    ],
    ['a method HTTP does not know', 400, 'HOLEN /portal/api/bff/deals HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['no HTTP at all', 400, 'hallo\r\n\r\n'],
    [
      'a content type the BFF does not read',
      415,
      post(
        '/portal/api/bff/auth/login',
        'Content-Type: application/xml\r\nContent-Length: 8\r\n',
        '<login/>',
      ),
    ],
    [
      'an empty JSON body where one is required',
      400,
      post('/portal/api/bff/auth/login', 'Content-Type: application/json\r\nContent-Length: 0\r\n'),
    ],
    [
      'malformed JSON',
      400,
      post('/portal/api/bff/auth/login', 'Content-Type: application/json\r\nContent-Length: 2\r\n', '{"'),
    ],
    ['an API path no route has', 404, get('/portal/api/bff/gibt-es-nicht')],
    [
      'a method the route does not take',
      404,
      `PUT /portal/api/bff/deals HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    ],
  ])('answers %s with %i', async (_what, status, request) => {
    const answer = await send(request);
    expect(answer.status, answer.body).toBe(status);
    expect(ApiErrorBody.is(JSON.parse(answer.body)), answer.body).toBe(true);
    expect(Object.keys(JSON.parse(answer.body))).toEqual(['error']);
  });
});
