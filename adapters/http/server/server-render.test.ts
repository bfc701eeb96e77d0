import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { SERVER_ENTRY, withRenderedPage } from './server-render.ts';

const INDEX =
  '<!doctype html><html><head><title>Mein Auto-Abo</title></head><body>\n    <div id="root"><div class="first-paint-header">Mein Auto-Abo</div></div>\n  </body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A build whose server render is `render` (the module's source). */
const buildWith = (render: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-server-render-'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, SERVER_ENTRY), render);
  return dir;
};

const RENDERS = {
  rendering: `export const render = async ({ url, nonce }) => url.startsWith('/mycars')
    ? { head: '<style nonce="' + nonce + '">.a{}</style>', root: '<main>Meine Autos</main>', locale: 'de-DE' }
    : undefined;`,
  throwing: `export const render = async () => { throw new Error('a component failed'); };`,
  hanging: `export const render = () => new Promise(() => {});`,
  answeringNonsense: `export const render = async () => ({ root: 42 });`,
};

const dirs: string[] = [];
const servers: FastifyInstance[] = [];

const serverFor = async (render: string): Promise<FastifyInstance> => {
  const dir = buildWith(render);
  dirs.push(dir);
  const app = await buildServer({
    handlers: {},
    currentUser: async () => undefined,
    clock: { now: () => new Date('2026-11-23T09:00:00Z') },
    secureCookies: false,
    uiDir: dir,
  });
  servers.push(app);
  return app;
};

beforeAll(() => {
  process.env.PORTAL_SERVER_RENDER_MS = '300';
});

afterAll(async () => {
  delete process.env.PORTAL_SERVER_RENDER_MS;
  await Promise.all(servers.map((app) => app.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the page server's render of the first page", () => {
  it("puts the rendered page into #root and its styles into the head, with the answer's nonce", async () => {
    const app = await serverFor(RENDERS.rendering);
    const page = await app.inject({ url: '/mycars', headers: html });
    const nonce = String(page.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">.a{}</style>\n  </head>`);
    expect(page.body).toContain('<div id="root" data-server-rendered="de-DE"><main>Meine Autos</main></div>');
    expect(page.body).not.toContain('first-paint-header');
  });

  it('serves a page the render does not render as before', async () => {
    const app = await serverFor(RENDERS.rendering);
    const page = await app.inject({ url: '/myaccount', headers: html });
    expect(page.body).toBe(INDEX);
  });

  it('serves the page as before when the render fails, is too slow or answers no page', async () => {
    for (const render of [RENDERS.throwing, RENDERS.hanging, RENDERS.answeringNonsense]) {
      const app = await serverFor(render);
      const page = await app.inject({ url: '/mycars', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
  });

  it('never serves the render as a file', async () => {
    const app = await serverFor(RENDERS.rendering);
    expect((await app.inject({ url: `/${SERVER_ENTRY}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/${SERVER_ENTRY}`, headers: html })).body).not.toContain('export const');
  });

  it('asks for the largest picture the render names before the scripts its head preloads', () => {
    const template =
      '<html><head><meta charset="UTF-8"><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/a.js"></head><body><div id="root"></div></body></html>';
    const root = '<img src="/images/models/bmw-i4.svg" alt="BMW i4">';
    const served = withRenderedPage(template, {
      head: '',
      root,
      locale: 'de-DE',
      largestPicture: '/images/models/bmw-i4.svg',
    });
    const preload = served.indexOf(
      '<link rel="preload" as="image" href="/images/models/bmw-i4.svg" fetchpriority="high">',
    );
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(served.indexOf('<script'));
    const withoutPicture = withRenderedPage(template, { head: '', root, locale: 'de-DE' });
    expect(withoutPicture).not.toContain('as="image"');
    // The address is written as an attribute's text: nothing in it ends the element.
    const odd = withRenderedPage(template, {
      head: '',
      root,
      locale: 'de-DE',
      largestPicture: '/x"><script>',
    });
    expect(odd).toContain('href="/x&quot;&gt;&lt;script&gt;"');
  });

  it('writes the instant of the render on the root, for the browser to hydrate with the same clock', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    const page = { head: '', root: '<main>Meine Autos</main>', locale: 'de-DE' };
    expect(withRenderedPage(template, { ...page, renderedAt: '2026-11-26T22:59:59.500Z' })).toContain(
      '<div id="root" data-server-rendered="de-DE" data-rendered-at="2026-11-26T22:59:59.500Z"><main>',
    );
    // Written anew from the date it names: nothing else gets into the attribute.
    expect(withRenderedPage(template, { ...page, renderedAt: '2026-11-26T23:00:00+01:00' })).toContain(
      'data-rendered-at="2026-11-26T22:00:00.000Z"',
    );
    expect(withRenderedPage(template, { ...page, renderedAt: '"><script>' })).not.toContain(
      'data-rendered-at',
    );
    expect(withRenderedPage(template, page)).toContain('<div id="root" data-server-rendered="de-DE"><main>');
  });

  it('leaves a page without a #root of its own as it is', () => {
    const page = '<html><head></head><body><main></main></body></html>';
    expect(withRenderedPage(page, { head: '<style></style>', root: '<p>x</p>', locale: 'de-DE' })).toBe(page);
  });
});
