import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-ui-'));
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const messages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Meldung ${i}`))};\n`;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const serverWith = (uiDir?: string) =>
  buildServer({
    handlers: {},
    currentUser: async () => undefined,
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secureCookies: false,
    ...(uiDir ? { uiDir } : {}),
  });

let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), SCRIPT);
  app = await serverWith(dir);
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the UI on the BFF port', () => {
  it('serves index.html at / and for every client-side route, never cached without asking', async () => {
    for (const url of ['/', '/mycars/d-1001', '/cars/all', '/login', '/portal/de-DE/mycars?modalName=x']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses with brotli or gzip, as the browser accepts', async () => {
    const br = await app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404, even for a browser', async () => {
    for (const url of ['/portal/api/bff/nothing-here', '/api/nothing-here', '/portal/api']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found', message: 'Nicht gefunden.' } });
    }
  });

  it('answers a missing asset and a non-HTML request with a 404, not the page', async () => {
    expect((await app.inject({ url: '/assets/index-000000.js' })).statusCode).toBe(404);
    const json = await app.inject({ url: '/mycars', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('not_found');
    expect((await app.inject({ method: 'POST', url: '/mycars', headers: html })).statusCode).toBe(404);
  });

  it('keeps /healthz, /readyz and the OpenAPI document', async () => {
    expect((await app.inject({ url: '/healthz', headers: html })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/readyz', headers: html })).json()).toEqual({ ok: true });
    expect((await app.inject('/portal/api/docs/openapi.json')).json().openapi).toBe('3.1.0');
  });

  it('serves the API alone when no UI is built', async () => {
    const apiOnly = await serverWith(join(dir, 'no-such-dist'));
    const response = await apiOnly.inject({ url: '/mycars', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    await apiOnly.close();
  });
});
