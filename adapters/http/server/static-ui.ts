import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverVisibleStorageOf } from '../../../contracts/browser-state.ts';
import { firstCallUrl } from '../../../contracts/first-calls.ts';
import {
  FIRST_PAGE_ANSWERS_ID,
  type FirstPageAnswer,
  firstPageAnswersJson,
} from '../../../contracts/first-page-answers.ts';
import { PAGE_NONCE_PLACEHOLDER } from '../../../contracts/page-nonce.ts';
import type { FirstPageData } from './first-page-data.ts';
import { newPageNonce, type PagePolicySettings, pagePolicy } from './security-headers.ts';
import { SERVER_DIR, serverRenderOf, withRenderedPage } from './server-render.ts';

/** Paths that are the BFF's and never the UI's: an unknown one is a JSON 404, not the portal. */
export const isApiPath = (path: string): boolean =>
  path === '/healthz' ||
  path === '/readyz' ||
  path === '/portal/api' ||
  path.startsWith('/portal/api/') ||
  path === '/api' ||
  path.startsWith('/api/');

/** Vite names every file under assets/ by its content's hash: a changed file is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so the browser asks again every time (an ETag makes it cheap). */
export const REVALIDATE = 'no-cache';
/** A page that holds a user's data (first-page-data.ts) is kept by no cache, the browser's included. */
export const PRIVATE_PAGE = 'private, no-store';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * What the UI's build writes about its routes (vite.config.ts, `routePreloads`): for every page's
 * route pattern (`/mycars/:dealId`), the chunks its page imports, less those index.html preloads.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
export type RoutePreload = {
  readonly path: string;
  readonly files: readonly string[];
  /** The page's first API calls (`/portal/api/bff/deals/:dealId`), fetched beside the scripts. */
  readonly fetches?: readonly string[];
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route of a page's address, as the UI's router would pick it among these patterns: the same
 * number of segments, each a parameter (`:dealId`) or equal; of several, the one with more equal
 * segments (`/subscribe/compare` before `/subscribe/:segment`). None for an unknown address.
 */
export const routeOf = (routes: readonly RoutePreload[], path: string): RoutePreload | undefined => {
  const wanted = segmentsOf(path);
  let best: { route: RoutePreload; literal: number } | undefined;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== wanted.length) continue;
    const matches = pattern.every((segment, index) => segment.startsWith(':') || segment === wanted[index]);
    if (!matches) continue;
    const literal = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || literal > best.literal) best = { route, literal };
  }
  return best?.route;
};

const ASSET_FILE = /^\/assets\/[\w.-]+\.js$/;

/** The `<link rel="modulepreload">` elements for a page's chunks, with the answer's nonce. */
export const modulePreloadLinks = (files: readonly string[], nonce: string): string =>
  files
    .filter((file) => ASSET_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}" nonce="${nonce}">`)
    .join('\n    ');

const API_CALL = /^\/portal\/api\/bff\/[\w/:-]+$/;
/** A path segment as text; a malformed escape stays as it is (the page then finds no such car). */
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The demo and placeholder id of "no car yet" pages, which make no call for a car. */
const NO_DEAL = 'no-deal';

/**
 * The `<link rel="preload" as="fetch">` elements for a page's first calls, their parameters taken
 * from the address (`/mycars/d-1001` → `/portal/api/bff/deals/d-1001`). With the session cookie,
 * as the client's own fetch sends it, so the browser hands that fetch this answer.
 */
export const fetchPreloadLinks = (route: RoutePreload, path: string, nonce: string): string => {
  const pattern = segmentsOf(route.path);
  const values = new Map(
    segmentsOf(path).flatMap((segment, index) => {
      const name = pattern[index];
      return name?.startsWith(':') ? [[name, decoded(segment)] as const] : [];
    }),
  );
  if ([...values.values()].includes(NO_DEAL)) return '';
  return (route.fetches ?? [])
    .filter((call) => API_CALL.test(call))
    .map((call) =>
      call
        .split('/')
        .map((segment) => (segment.startsWith(':') ? encodeURIComponent(values.get(segment) ?? '') : segment))
        .join('/'),
    )
    .filter((href) => !href.includes('//'))
    .map(
      (href) =>
        `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" nonce="${nonce}">`,
    )
    .join('\n    ');
};

const readRoutePreloads = async (dir: string): Promise<readonly RoutePreload[]> => {
  try {
    const parsed = JSON.parse(await readFile(join(dir, ROUTE_PRELOADS_FILE), 'utf8')) as {
      routes?: readonly RoutePreload[];
    };
    return Array.isArray(parsed.routes) ? parsed.routes : [];
  } catch {
    // A build without the file (an older one): the page loads its chunks as the router asks.
    return [];
  }
};

const FETCH_PRELOAD = /[ \t]*<link rel="preload" href="\/portal\/api\/[^"]*" as="fetch"[^>]*>\n?/g;
const BUILD_COMMENT = /[ \t]*<!--[\s\S]*?-->\n?/g;

/** index.html without the fetch preloads it names itself (the session's) and the build's comments. */
const withoutFetchPreloads = (template: string): string =>
  template.replace(BUILD_COMMENT, '').replace(FETCH_PRELOAD, '');

/**
 * The page with its first calls' answers as a JSON block before the end of its body: a data block
 * is never run, so the page's Content-Security-Policy (scripts only from the portal) admits it.
 */
const withAnswers = (template: string, answers: readonly FirstPageAnswer[]): string =>
  template.replace(
    '</body>',
    `<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">${firstPageAnswersJson(answers)}</script>\n  </body>`,
  );

const SESSION_CALL = firstCallUrl({ route: 'getSession' });

/** Sends a page of the portal: index.html with this answer's own nonce and its content policy. */
export type SendPage = (reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built React UI (`adapters/react-ui/dist`) on the BFF's port: the files as they are, and
 * index.html for every page of the portal, so that client-side routes (/mycars/d-1001, /cars/all,
 * /login) load the app. index.html is never sent as a file: every copy gets a new nonce in place of
 * the build's placeholder and the page's Content-Security-Policy with it (security-headers.ts), and
 * a signed-in user's copy the answers of the page's first calls (`firstPage`, first-page-data.ts).
 * Answers how to send a page, or nothing when there is no UI to serve.
 */
export const registerStaticUi = async (
  app: FastifyInstance,
  dir: string,
  policy: PagePolicySettings = {},
  firstPage?: FirstPageData,
): Promise<SendPage | undefined> => {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return undefined;
  const assets = join(dir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: dir,
    // Vite may write .br/.gz next to a file; served as they are when the browser takes them.
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
    // The server's render (server-render.ts) is the BFF's code, not a file for the browser.
    allowedPath: (path) => !isApiPath(path) && path !== '/index.html' && !path.startsWith(SERVER_DIR),
  });
  // The page's first render on the server, hydrated by the browser (docs/ui/server-render.md "The first page
  // rendered on the server"); the build's index.html names the build whose render it loads.
  const renderOf = serverRenderOf(dir, app.log);
  // Loaded at start, so that the first page does not wait for the module.
  void readFile(index, 'utf8').then(renderOf, () => undefined);
  // Read for every page, so that a new build is served at once (as a file it would be). The page's
  // own chunks are named in its head, so the browser fetches them beside the entry's instead of
  // after it has run (docs/ui/performance.md "Weight and first paint").
  // The route list is written by the same build as index.html, whose entry name changes with every
  // build: it is read again only when index.html is another.
  let preloads: { readonly template: string; readonly routes: Promise<readonly RoutePreload[]> } | undefined;
  const routesFor = (template: string) => {
    if (preloads?.template !== template) preloads = { template, routes: readRoutePreloads(dir) };
    return preloads.routes;
  };
  const sendPage: SendPage = async (reply) => {
    const nonce = newPageNonce();
    const [template, answers] = await Promise.all([
      readFile(index, 'utf8'),
      firstPage ? firstPage(reply.request) : Promise.resolve([]),
    ]);
    const routes = await routesFor(template);
    const path = pathOf(reply.request);
    const route = routeOf(routes, path);
    // With the first calls' answers in the page, fetching them again beside the scripts would only
    // load the BFF twice: the fetch preloads stay for pages without them (a BFF without first-page data).
    const embedded = answers.length > 0;
    // Signed out, the page holds the session's 401 and public answers only: nothing of anyone's.
    const signedIn = answers.some((answer) => answer.url === SESSION_CALL && answer.status === 200);
    const links = route
      ? [
          embedded ? '' : fetchPreloadLinks(route, path, PAGE_NONCE_PLACEHOLDER),
          modulePreloadLinks(route.files, PAGE_NONCE_PLACEHOLDER),
        ]
          .filter(Boolean)
          .join('\n    ')
      : '';
    const page = embedded ? withAnswers(withoutFetchPreloads(template), answers) : template;
    const html = (links ? page.replace('</head>', `    ${links}\n  </head>`) : page).replaceAll(
      PAGE_NONCE_PLACEHOLDER,
      nonce,
    );
    const request = reply.request;
    // Rendered from the same answers the page holds, so the browser's first render (from them too)
    // finds the same; the nonce goes in after the placeholder's, which no answer can then fake.
    const rendered = await renderOf(template)(
      {
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        answers,
        nonce,
        storage: serverVisibleStorageOf(request.cookies ?? {}),
      },
      request.log,
    );
    return (
      reply
        .header('content-security-policy', pagePolicy(nonce, policy))
        .header('cache-control', signedIn ? PRIVATE_PAGE : REVALIDATE)
        // Who is signed in decides what a page holds: a shared cache must not hand one user's page to another.
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(rendered ? withRenderedPage(html, rendered) : html)
    );
  };
  app.get('/', (_request, reply) => sendPage(reply));
  app.get('/index.html', (_request, reply) => sendPage(reply));
  return sendPage;
};

/**
 * A GET the router does not know is a page of the portal when it is not an API path and the
 * browser asks for HTML: it gets index.html and the UI's router takes over.
 */
export const isPageRequest = (request: FastifyRequest): boolean =>
  request.method === 'GET' &&
  !isApiPath(pathOf(request)) &&
  (request.headers.accept ?? '').toLowerCase().includes('text/html');
