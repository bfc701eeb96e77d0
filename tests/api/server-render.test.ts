import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDOMRenderer, type GriffelRenderer, rehydrateRendererCache } from '@griffel/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerRender } from '../../adapters/http/server/ui-build.ts';
import { takeOverServerStyles } from '../../adapters/react-ui/src/lib/before-hydration.ts';
import { BANNER_DISMISSALS } from '../../contracts/browser-state.ts';
import { PAGE_NONCE_PLACEHOLDER } from '../../contracts/page-nonce.ts';
import { type Caller, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The first page rendered on the server (docs/ui/server-render.md "The first page rendered on the server"): the
 * UI build's own server render, built here as `npm run build:ui` builds it, renders the signed-in
 * user's page from that user's answers alone — one user's page holds nothing of another's in its
 * markup — with the page's nonce on every style element, in a page no cache keeps.
 */

const root = join(import.meta.dirname, '../..');
const uiDir = mkdtempSync(join(tmpdir(), 'portal-server-render-'));
// As `npm run build:ui` writes it: the nonce placeholder, the header's bar in #root.
const INDEX = [
  '<!doctype html><html><head>',
  `<meta property="csp-nonce" nonce="${PAGE_NONCE_PLACEHOLDER}">`,
  `<script type="module" crossorigin src="/assets/index-3f9a1c.js" nonce="${PAGE_NONCE_PLACEHOLDER}"></script>`,
  '</head><body>',
  '<div id="root"><div class="first-paint-header">Mein Auto-Abo</div></div>',
  '</body></html>',
].join('\n');
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let bff: DemoBff;

beforeAll(async () => {
  mkdirSync(join(uiDir, 'assets'));
  writeFileSync(join(uiDir, 'index.html'), INDEX);
  writeFileSync(join(uiDir, 'assets', 'index-3f9a1c.js'), 'export const portal = true;\n');
  buildServerRender(root, { outDir: join(uiDir, 'server'), quiet: true });
  // Under the test runner a route's first render takes seconds (it transforms the render's chunks as
  // it loads them); the bound is what falls back to the browser, not what this file tests.
  process.env.PORTAL_SERVER_RENDER_MS = '120000';
  bff = await demoBff({ uiDir });
  const kunde = await bff.signIn('kunde@demo.example');
  const admin = await bff.signIn('admin@nordflotte.example');
  for (const [caller, path] of [
    [bff.anonymous, '/login'],
    [kunde, '/mycars'],
    [kunde, '/mycars/d-1001'],
    [admin, '/cars/all'],
  ] as const)
    await caller.get(path, { headers: html });
}, 300_000);

afterAll(async () => {
  delete process.env.PORTAL_SERVER_RENDER_MS;
  await bff?.close();
  rmSync(uiDir, { recursive: true, force: true });
});

const ROOT =
  /<div id="root" data-server-rendered="de-DE" data-rendered-at="[\d:.TZ-]+">([\s\S]*)<\/div>\s*(?:<script|<\/body>)/;

/** The page and the markup the server rendered into its #root (none when it rendered none). */
const pageOf = async (caller: Caller, path: string) => {
  const page: LightMyRequestResponse = await caller.get(path, { headers: html });
  return { page, markup: page.body.match(ROOT)?.[1] };
};

/**
 * The page's Griffel style elements as a document holding them, as far as the style rehydration
 * reads one (attributes, `dataset`, `media`, text); no DOM in this test's process.
 */
const styleElementsOf = (body: string): Document => {
  const elements = [...body.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)].flatMap(([, tag = '', text]) => {
    const attributes = [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => ({
      name,
      value,
    }));
    const attribute = (name: string) =>
      attributes.find((candidate) => candidate.name === name)?.value ?? null;
    const bucket = attribute('data-make-styles-bucket');
    if (bucket === null) return [];
    return [
      {
        attributes,
        getAttribute: attribute,
        setAttribute: () => undefined,
        dataset: { makeStylesBucket: bucket, priority: attribute('data-priority') ?? undefined },
        media: attribute('media') ?? '',
        textContent: text,
      },
    ];
  });
  return { querySelectorAll: () => elements } as unknown as Document;
};

/** The text the rendered markup shows, without its tags. */
const textOf = (markup: string | undefined) => (markup ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const NONCE = /'nonce-([^']+)'/;

describe('the first page rendered on the server', () => {
  it("renders a customer's cars into /mycars, with the page's nonce on every style element", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const { page, markup } = await pageOf(kunde, '/mycars');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(textOf(markup)).toContain('Meine Autos');
    expect(textOf(markup)).toContain('Volkswagen ID.4 Pro');
    const nonce = String(page.headers['content-security-policy']).match(NONCE)?.[1];
    expect(nonce).toBeTruthy();
    const styles = page.body.match(/<style[^>]*>/g) ?? [];
    expect(styles.filter((style) => style.includes('data-make-styles-bucket')).length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain(`nonce="${nonce}"`);
    // The page's Content-Security-Policy refuses style attributes in markup and inline scripts.
    expect(markup).not.toMatch(/\sstyle="/);
    expect(markup).not.toMatch(/<script/);
    // The first card's picture, which the render names, is asked for before the head's scripts.
    const eager = markup?.match(/<img\b[^>]*\bloading="eager"[^>]*>/)?.[0].match(/\ssrc="([^"]+)"/)?.[1];
    expect(eager).toMatch(/^\/images\/models\/[\w-]+\.svg$/);
    const preload = page.body.indexOf(`<link rel="preload" as="image" href="${eager}" fetchpriority="high">`);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(page.body.indexOf('<script'));
  });

  it('leaves a banner the visitor dismissed out of the page, as the cookie beside their storage says', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const AUTO_RENEW = 'Dein Abo verlängert sich automatisch';
    expect(textOf((await pageOf(kunde, '/mycars')).markup)).toContain(AUTO_RENEW);
    const withCookie = async (value: string) => {
      const page = await kunde.get('/mycars', {
        headers: {
          ...html,
          cookie: `${kunde.cookie}; ${BANNER_DISMISSALS.cookie}=${encodeURIComponent(value)}`,
        },
      });
      return textOf(page.body.match(ROOT)?.[1]);
    };
    // Dismissed a minute ago (the BMW's auto-renewal banner, d-1006): held for 24 hours.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    const dismissed = await withCookie(JSON.stringify({ 'd-1006': { auto_renew: minuteAgo } }));
    expect(dismissed).toContain('BMW i4 eDrive40');
    expect(dismissed).not.toContain(AUTO_RENEW);
    // Two days ago: shown again. A cookie that is no dismissal changes nothing.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();
    expect(await withCookie(JSON.stringify({ 'd-1006': { auto_renew: twoDaysAgo } }))).toContain(AUTO_RENEW);
    expect(await withCookie('{"d-1006":')).toContain(AUTO_RENEW);
  });

  it("renders one customer's page with nothing of another customer's in its markup", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const neu = await bff.signIn('neu@demo.example');
    const kundeDeals = (await kunde.get('/portal/api/bff/deals')).json() as { data: { id: string }[] };
    const kundeSession = (await kunde.get('/portal/api/bff/auth/session')).json() as {
      data: { name: string; email: string };
    };
    const own = await pageOf(kunde, '/mycars');
    expect(textOf(own.markup)).toContain(kundeSession.data.name.split(' ')[0]);
    for (const path of ['/mycars', '/mycars/d-1001']) {
      const { markup } = await pageOf(neu, path);
      expect(markup, path).toBeDefined();
      expect(textOf(markup), path).toContain('Nina');
      expect(markup, path).not.toContain(kundeSession.data.email);
      expect(textOf(markup), path).not.toContain(kundeSession.data.name.split(' ')[0]);
      expect(textOf(markup), path).not.toContain('Volkswagen ID.4 Pro');
      for (const deal of kundeDeals.data) expect(markup, path).not.toContain(deal.id);
    }
  });

  it("renders one company's fleet with nothing of another company's cars", async () => {
    const nord = await bff.signIn('admin@nordflotte.example');
    const sued = await bff.signIn('admin@suedlogistik.example');
    const plates = async (caller: Caller) =>
      (
        (
          await caller.get(
            '/portal/api/bff/fleet/cars?tab=all&search=&renewability=all&sort=default&page=1&pageSize=25',
          )
        ).json() as { data: { items: { car: { license_plate?: string | null } }[] } }
      ).data.items.flatMap(({ car }) => (car.license_plate ? [car.license_plate] : []));
    const [nordPlates, suedPlates] = await Promise.all([plates(nord), plates(sued)]);
    expect(nordPlates.length).toBeGreaterThan(0);
    expect(suedPlates.length).toBeGreaterThan(0);
    const nordPage = textOf((await pageOf(nord, '/cars/all')).markup);
    const suedPage = textOf((await pageOf(sued, '/cars/all')).markup);
    expect(nordPage).toContain(nordPlates[0]);
    expect(suedPage).toContain(suedPlates[0]);
    for (const plate of suedPlates.filter((plate) => !nordPlates.includes(plate)))
      expect(nordPage).not.toContain(plate);
    for (const plate of nordPlates.filter((plate) => !suedPlates.includes(plate)))
      expect(suedPage).not.toContain(plate);
  });

  it("lets the browser take over every style rule the server wrote, as Griffel's own rehydration does", async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const admin = await bff.signIn('admin@nordflotte.example');
    for (const [caller, path] of [
      [bff.anonymous, '/login'],
      [kunde, '/mycars'],
      [kunde, '/mycars/d-1001'],
      [admin, '/cars/all'],
    ] as const) {
      const { page } = await pageOf(caller, path);
      // Griffel's rehydration (stylis parsing each element) is the reference the browser's faster
      // take-over (adapters/react-ui/src/lib/before-hydration.ts) must equal, rule for rule.
      const griffel = createDOMRenderer(undefined);
      rehydrateRendererCache(griffel, styleElementsOf(page.body));
      const taken = createDOMRenderer(undefined) as GriffelRenderer;
      takeOverServerStyles(taken, styleElementsOf(page.body));
      expect(Object.keys(griffel.insertionCache).length, path).toBeGreaterThan(100);
      expect(taken.insertionCache, path).toEqual(griffel.insertionCache);
      expect(Object.keys(taken.stylesheets).sort(), path).toEqual(Object.keys(griffel.stylesheets).sort());
    }
  });

  it('renders the signed-out login page, and a signed-out /mycars not at all', async () => {
    const login = await pageOf(bff.anonymous, '/login');
    expect(textOf(login.markup)).toContain('E-Mail-Adresse');
    expect(login.page.headers['cache-control']).toBe('no-cache');
    const mycars = await pageOf(bff.anonymous, '/mycars');
    expect(mycars.markup).toBeUndefined();
    expect(mycars.page.body).toContain('<div id="root"><div class="first-paint-header">');
  });

  it('renders the invitation page with a real form, which a click before the scripts ran sends', async () => {
    const { markup } = await pageOf(bff.anonymous, '/invitation?token=invite-demo-token');
    expect(textOf(markup)).toContain('Einladung annehmen');
    const form = markup?.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/invitation"');
    expect(markup).toMatch(/<input type="hidden" name="token" value="invite-demo-token"\/?>/);
    expect(markup).toMatch(/<input[^>]*name="password"/);
    expect(markup).toMatch(/<input[^>]*name="confirmed"/);
    // Enabled: a disabled button would swallow the click.
    expect(markup?.match(/<button[^>]*type="submit"[^>]*>/)?.[0]).not.toContain('disabled');
  });

  it('serves a page it does not render on the server as before, and never its render as a file', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const account = await kunde.get('/myaccount', { headers: html });
    expect(account.body).toContain('<div id="root"><div class="first-paint-header">');
    const dialog = await kunde.get('/mycars?login=true', { headers: html });
    expect(dialog.body).not.toContain('data-server-rendered');
    expect((await bff.anonymous.get('/server/entry-server.js')).statusCode).toBe(404);
  });
});
