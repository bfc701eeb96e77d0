import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstPageAnswer } from '../../../contracts/first-page-answers.ts';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

/**
 * Where the UI's build writes its server render (adapters/react-ui/vite.config.ts, `vite build
 * --ssr`): inside the build's directory, never served as a file (static-ui.ts).
 */
export const SERVER_ENTRY = 'server/entry-server.js';
/** The path under the build's directory that is the server's, not the browser's. */
export const SERVER_DIR = '/server/';

/**
 * How long a page may wait for its render on the server before it is served without it, as before
 * (the browser then renders it). A render takes 5–80 ms once the server has loaded the route's
 * chunks (the first render of a route loads them). `PORTAL_SERVER_RENDER_MS` sets another bound.
 */
export const SERVER_RENDER_BOUND_MS = 1_000;

const boundFromEnvironment = (): number => {
  const value = Number(process.env.PORTAL_SERVER_RENDER_MS);
  return Number.isFinite(value) && value > 0 ? value : SERVER_RENDER_BOUND_MS;
};

/** What the page server hands the render: the shape of src/entry-server.tsx's `render`. */
export type PageToRender = {
  readonly url: string;
  readonly origin: string;
  readonly answers: readonly FirstPageAnswer[];
  readonly nonce: string;
  /** What the page's first render reads from the browser's storage, as its cookies carry it (contracts/browser-state.ts). */
  readonly storage?: Readonly<Record<string, string>>;
};

/**
 * The rendered page: style elements for the head, the markup of `#root`, its locale, and the
 * address of its largest picture (the first car's), which the render names.
 */
export type RenderedPage = {
  readonly head: string;
  readonly root: string;
  readonly locale: string;
  readonly largestPicture?: string;
  /** The instant of the render (ISO 8601), which the browser's clock answers until hydrated. */
  readonly renderedAt?: string;
};

type EntryModule = {
  readonly render: (
    page: PageToRender & { readonly signal?: AbortSignal },
  ) => Promise<RenderedPage | undefined>;
};

/** Renders a page on the server, or answers nothing: not rendered there, failed or too slow. */
export type RenderPage = (page: PageToRender, log: FastifyBaseLogger) => Promise<RenderedPage | undefined>;

const isEntryModule = (value: unknown): value is EntryModule =>
  typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';

const isRendered = (value: unknown): value is RenderedPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RenderedPage).head === 'string' &&
  typeof (value as RenderedPage).root === 'string' &&
  typeof (value as RenderedPage).locale === 'string' &&
  ['string', 'undefined'].includes(typeof (value as RenderedPage).largestPicture) &&
  ['string', 'undefined'].includes(typeof (value as RenderedPage).renderedAt);

/**
 * The server render of the UI's build in `dir`, loaded at run time from the build's own output (a
 * module built by Vite, not the UI's sources: the BFF imports nothing of adapters/react-ui). `build`
 * names the build (its index.html): a new build is imported anew, so the markup always matches the
 * scripts the page names. Without the file (an older build), every page is served as before.
 *
 * A render that throws, answers something else or takes longer than `boundMs` is logged and the
 * page is served without it. The module is loaded when a build is first named, not within the
 * bound: `serverRenderOf(dir, log)(build)` at start loads it before the first page is asked for.
 */
export const serverRenderOf = (dir: string, log: FastifyBaseLogger, boundMs = boundFromEnvironment()) => {
  const file = join(dir, SERVER_ENTRY);
  let loaded: { readonly build: string; readonly entry: Promise<EntryModule | undefined> } | undefined;
  const entryOf = (build: string) => {
    if (loaded?.build === build) return loaded.entry;
    const url = `${pathToFileURL(file).href}?build=${encodeURIComponent(build)}`;
    const entry = existsSync(file)
      ? import(url).then(
          (module: unknown) => (isEntryModule(module) ? module : undefined),
          (error: unknown) => {
            log.error(
              { err: error },
              'the UI build’s server render could not be loaded; pages render in the browser',
            );
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    loaded = { build, entry };
    return entry;
  };
  return (build: string): RenderPage => {
    const loading = entryOf(build);
    return async (page, pageLog) => {
      const entry = await loading;
      if (!entry) return undefined;
      const started = performance.now();
      const signal = AbortSignal.timeout(boundMs);
      try {
        const rendered = await Promise.race([
          entry.render({ ...page, signal }),
          new Promise<never>((_resolve, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ]);
        if (rendered === undefined) return undefined;
        if (!isRendered(rendered)) throw new Error('the server render answered no page');
        return rendered;
      } catch (error) {
        pageLog.warn(
          { err: error, url: page.url, ms: Math.round(performance.now() - started) },
          'a page could not be rendered on the server; served for the browser to render',
        );
        return undefined;
      }
    };
  };
};

const ROOT = /<div id="root">[^\n]*<\/div>/;

/** The render's instant as the root's attribute (`data-rendered-at`), written anew from the date it names. */
const renderedAtAttribute = (renderedAt: string | undefined): string => {
  const instant = renderedAt === undefined ? Number.NaN : Date.parse(renderedAt);
  return Number.isNaN(instant) ? '' : ` data-rendered-at="${new Date(instant).toISOString()}"`;
};

/**
 * index.html with the rendered page: its style elements before `</head>`, its markup in `#root`
 * (in place of the header's bar of the first paint), and on the root the locale it was rendered in,
 * which tells the browser to hydrate it (main.tsx), and the instant it was rendered at, which the
 * browser's clock answers until the page has hydrated. Its scripts load once it has painted.
 */
export const withRenderedPage = (template: string, page: RenderedPage): string => {
  if (!ROOT.test(template)) return template;
  const locale = page.locale.replace(/[^\w-]/g, '');
  const renderedAt = renderedAtAttribute(page.renderedAt);
  return withScriptsAfterFirstPaint(withLargestPictureFirst(template, page.largestPicture))
    .replace('</head>', () => `${page.head}\n  </head>`)
    .replace(ROOT, () => `<div id="root" data-server-rendered="${locale}"${renderedAt}>${page.root}</div>`);
};

/** An attribute's value as HTML text. */
const attribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page's largest picture (named by the render: the picture the page marks eager, its first
 * car's) asked for before the scripts of its head: a phone opens a few connections, and a picture
 * found in the body queues behind the page's sixty chunks, which made it /mycars' LCP at 4.8 s in
 * Lighthouse's simulated slow 4G.
 */
const withLargestPictureFirst = (template: string, source: string | undefined): string => {
  const firstRequest = Math.min(
    ...['<script', '<link'].map((tag) => template.indexOf(tag)).filter((index) => index >= 0),
  );
  if (!source || !Number.isFinite(firstRequest)) return template;
  const preload = `<link rel="preload" as="image" href="${attribute(source)}" fetchpriority="high">\n    `;
  return `${template.slice(0, firstRequest)}${preload}${template.slice(firstRequest)}`;
};
