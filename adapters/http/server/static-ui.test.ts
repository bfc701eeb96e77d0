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

describe("a page's own chunks named in its head", () => {
  const withRoutes = mkdtempSync(join(tmpdir(), 'portal-ui-routes-'));
  const ROUTES = {
    routes: [
      {
        path: '/mycars',
        files: ['/assets/MyCarsPage-a1.js', '/assets/Card-b2.js'],
        fetches: ['/portal/api/bff/deals'],
      },
      {
        path: '/mycars/:dealId',
        files: ['/assets/CarDetailsPage-c3.js'],
        fetches: ['/portal/api/bff/deals/:dealId', 'https://elsewhere.example/x'],
      },
      { path: '/subscribe/compare', files: ['/assets/ComparePage-d4.js'] },
      { path: '/subscribe/:segment', files: ['/assets/SubscribeSegmentPage-e5.js'] },
      { path: '/login', files: ['/assets/LoginPage-f6.js', '"><script>alert(1)</script>'] },
    ],
  };
  let server: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(withRoutes, '.vite'), { recursive: true });
    writeFileSync(
      join(withRoutes, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-1.js" nonce="PORTAL_PAGE_NONCE"></script></head><body></body></html>',
    );
    writeFileSync(join(withRoutes, '.vite', 'route-preloads.json'), JSON.stringify(ROUTES));
    server = await serverWith(withRoutes);
  });

  afterAll(async () => {
    await server.close();
    rmSync(withRoutes, { recursive: true, force: true });
  });

  const preloadsOf = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g)].map((m) => ({
      href: m[1],
      nonce: m[2],
    }));

  it('preloads the chunks of the route the address is, with the answer’s nonce', async () => {
    const response = await server.inject({ url: '/mycars?modalName=x', headers: html });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(preloadsOf(response.body)).toEqual([
      { href: '/assets/MyCarsPage-a1.js', nonce },
      { href: '/assets/Card-b2.js', nonce },
    ]);
    expect(response.body).not.toContain('PORTAL_PAGE_NONCE');
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('picks the route as the router does: parameters match one segment, equal segments first', async () => {
    const hrefs = async (url: string) =>
      preloadsOf((await server.inject({ url, headers: html })).body).map((link) => link.href);
    expect(await hrefs('/mycars/d-1001')).toEqual(['/assets/CarDetailsPage-c3.js']);
    expect(await hrefs('/subscribe/compare')).toEqual(['/assets/ComparePage-d4.js']);
    expect(await hrefs('/subscribe/kleinwagen')).toEqual(['/assets/SubscribeSegmentPage-e5.js']);
    expect(await hrefs('/mycars/d-1001/unknown')).toEqual([]);
    expect(await hrefs('/')).toEqual([]);
  });

  it('names only files under assets/, nothing the build file could smuggle in', async () => {
    const response = await server.inject({ url: '/login', headers: html });
    expect(preloadsOf(response.body).map((link) => link.href)).toEqual(['/assets/LoginPage-f6.js']);
    expect(response.body).not.toContain('alert(1)');
  });

  it("fetches the page's first calls beside its scripts, with the address's parameters", async () => {
    const preloadedCalls = async (url: string) =>
      [
        ...(await server.inject({ url, headers: html })).body.matchAll(
          /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" nonce="[^"]+">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloadedCalls('/mycars')).toEqual(['/portal/api/bff/deals']);
    expect(await preloadedCalls('/mycars/d-1001')).toEqual(['/portal/api/bff/deals/d-1001']);
    expect(await preloadedCalls('/mycars/a%20b%22')).toEqual(['/portal/api/bff/deals/a%20b%22']);
    expect(await preloadedCalls('/mycars/no-deal')).toEqual([]);
    expect(await preloadedCalls('/subscribe/compare')).toEqual([]);
  });
});
