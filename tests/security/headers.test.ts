import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPhotoFiles } from '../../adapters/sql/seed/subscription-services.ts';
import { PAGE_NONCE_PLACEHOLDER } from '../../contracts/page-nonce.ts';
import { isBinary } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { exampleRequest } from './example-requests.ts';

/**
 * The headers every kind of answer carries (docs/security.md "Secrets and response headers"): the
 * API's JSON, its errors, uploads' answers and downloads (PDF, CSV), the portal's pages and its
 * files — no type sniffing, no framing, no referrer to other sites, a Content-Security-Policy, no
 * caching of anything personal, and HSTS whenever the request came over HTTPS.
 */

const uiDir = mkdtempSync(join(tmpdir(), 'portal-headers-ui-'));
// As `npm run build:ui` writes it (Vite's html.cspNonce): the placeholder where each page's nonce goes.
const INDEX = [
  '<!doctype html><html><head>',
  `<meta property="csp-nonce" nonce="${PAGE_NONCE_PLACEHOLDER}">`,
  `<script type="module" crossorigin src="/assets/index-3f9a1c.js" nonce="${PAGE_NONCE_PLACEHOLDER}"></script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A Content-Security-Policy as directive → sources. */
const directivesOf = (policy: string | undefined): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

/** What every answer carries, whatever it is. */
const expectEveryAnswersHeaders = (response: LightMyRequestResponse, what: string) => {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['referrer-policy'], what).toBe('same-origin');
  const policy = directivesOf(response.headers['content-security-policy'] as string | undefined);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.has('default-src'), what).toBe(true);
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
};

/** An answer of the API or an error: loads nothing as a document, and is never stored by a cache. */
const expectApiHeaders = (response: LightMyRequestResponse, what: string) => {
  expectEveryAnswersHeaders(response, what);
  expect(
    directivesOf(response.headers['content-security-policy'] as string).get('default-src'),
    what,
  ).toEqual(["'none'"]);
  // A damage photo says `private, no-store`; everything else `no-store`.
  expect(
    String(response.headers['cache-control']).replace(/^private, /, ''),
    `${what}: ${response.headers['cache-control']}`,
  ).toBe('no-store');
};

/** The e-mail address the example's provider state signs in ("customer kunde@demo.example …"). */
const emailOfState = (state: string) => state.match(/[\w.+-]+@[\w.-]+\.example/)?.[0];

let bff: DemoBff;

beforeAll(async () => {
  mkdirSync(join(uiDir, 'assets'));
  writeFileSync(join(uiDir, 'index.html'), INDEX);
  writeFileSync(join(uiDir, 'assets', 'index-3f9a1c.js'), 'export const portal = true;\n');
  bff = await demoBff({ uiDir });
  // The damage photo's example shows a photo whose bytes its provider state stores.
  await writeDemoPhotoFiles(bff.files);
});

afterAll(async () => {
  await bff?.close();
  rmSync(uiDir, { recursive: true, force: true });
});

describe('answers of the API', () => {
  // Reads first, so that the downloads answer before any write changes the demo data. A test a
  // route, in this order, so that a busy machine's time is judged per call, not for all at once.
  const routes = [...ROUTE_LIST].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
  const cookies = new Map<string, string>();
  const statuses: Record<string, number> = {};
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s, called as its contract example says, answers with the headers and is never cached',
    async (_name, route) => {
      const email = emailOfState(route.example.state);
      if (email && !cookies.has(email)) cookies.set(email, (await bff.signIn(email)).cookie);
      const request = exampleRequest(route);
      const response = await bff.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          ...PORTAL_HEADERS,
          ...request.headers,
          ...(email ? { cookie: cookies.get(email) as string } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      statuses[route.name] = response.statusCode;
      expectApiHeaders(response, `${route.name} ${response.statusCode}`);
    },
  );

  it('answered downloads and uploads for real among them', () => {
    const downloads = ROUTE_LIST.filter((route) => isBinary(route.response));
    expect(downloads.filter((route) => statuses[route.name] === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.exportFleetCars).toBe(200);
  });

  it('errors carry them too: unknown path, refused, not signed in, bad JSON, too large', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const answers: [string, LightMyRequestResponse][] = [
      ['unknown API path', await kunde.get('/portal/api/bff/nothing-here')],
      ['not signed in', await bff.anonymous.get('/portal/api/bff/deals')],
      [
        'cross-site write',
        await bff.app.inject({
          method: 'POST',
          url: '/portal/api/bff/auth/logout',
          headers: { cookie: kunde.cookie },
        }),
      ],
      [
        'malformed JSON',
        await kunde.post('/portal/api/bff/auth/login', {
          payload: '{"email": ',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        'a body over 1 MiB',
        await kunde.post('/portal/api/bff/auth/login', {
          payload: JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' }),
          headers: { 'content-type': 'application/json' },
        }),
      ],
    ];
    for (const [what, response] of answers) {
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(Object.keys(response.json()), what).toEqual(['error']);
      expectApiHeaders(response, what);
    }
  });

  it('the health checks and the OpenAPI document carry them', async () => {
    for (const url of ['/healthz', '/readyz', '/portal/api/docs/openapi.json'])
      expectApiHeaders(await bff.anonymous.get(url), url);
  });
});

describe('the portal in the browser', () => {
  it('every page gets its own nonce and a strict policy naming it, and is revalidated every time', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/mycars/d-1001', '/cars/all', '/login?redirect=%2Fmyaccount']) {
      const response = await bff.anonymous.get(url, { headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expectEveryAnswersHeaders(response, url);
      expect(response.body, url).not.toContain(PAGE_NONCE_PLACEHOLDER);
      const nonce = response.body.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1] as string;
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body, url).toContain(`src="/assets/index-3f9a1c.js" nonce="${nonce}"`);
      nonces.add(nonce);

      const policy = directivesOf(response.headers['content-security-policy'] as string);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
      expect(policy.get('frame-src'), url).toEqual(["'none'"]);
      const everySource = [...policy.values()].flat();
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:'])
        expect(everySource, url).not.toContain(unsafe);
    }
    expect(nonces.size).toBe(5);
  });

  it("the UI's hashed files stay cached for a year, and may load nothing themselves", async () => {
    const response = await bff.anonymous.get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectEveryAnswersHeaders(response, 'asset');
    expect(directivesOf(response.headers['content-security-policy'] as string).get('default-src')).toEqual([
      "'none'",
    ]);
  });

  it('a missing file is an error in the error shape, never cached', async () => {
    const response = await bff.anonymous.get('/assets/index-000000.js');
    expect(response.statusCode).toBe(404);
    expectApiHeaders(response, 'missing asset');
  });
});

describe('HTTPS (Strict-Transport-Security)', () => {
  const hstsOf = (response: LightMyRequestResponse) => response.headers['strict-transport-security'];

  it('is sent when the BFF is configured for HTTPS, on pages, files and the API', async () => {
    const secure = await demoBff({ secureCookies: true, uiDir });
    try {
      for (const url of ['/mycars', '/assets/index-3f9a1c.js', '/portal/api/bff/deals', '/healthz'])
        expect(hstsOf(await secure.anonymous.get(url, { headers: html })), url).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('is sent when a trusted proxy forwarded an HTTPS request, and not for a forged forward', async () => {
    const forwarded = { ...html, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' };
    expect(hstsOf(await bff.anonymous.get('/mycars', { headers: forwarded }))).toBeUndefined();
    const behindProxy = await demoBff({ trustProxy: '127.0.0.1', uiDir });
    try {
      expect(hstsOf(await behindProxy.anonymous.get('/mycars', { headers: forwarded }))).toBe(
        'max-age=31536000',
      );
      expect(hstsOf(await behindProxy.anonymous.get('/mycars', { headers: html }))).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});
