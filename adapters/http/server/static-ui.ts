import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_NONCE_PLACEHOLDER } from '../../../contracts/page-nonce.ts';
import { newPageNonce, type PagePolicySettings, pagePolicy } from './security-headers.ts';

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

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** Sends a page of the portal: index.html with this answer's own nonce and its content policy. */
export type SendPage = (reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built React UI (`adapters/react-ui/dist`) on the BFF's port: the files as they are, and
 * index.html for every page of the portal, so that client-side routes (/mycars/d-1001, /cars/all,
 * /login) load the app. index.html is never sent as a file: every copy gets a new nonce in place of
 * the build's placeholder and the page's Content-Security-Policy with it (security-headers.ts).
 * Answers how to send a page, or nothing when there is no UI to serve.
 */
export const registerStaticUi = async (
  app: FastifyInstance,
  dir: string,
  policy: PagePolicySettings = {},
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
    allowedPath: (path) => !isApiPath(path) && path !== '/index.html',
  });
  // Read for every page, so that a new build is served at once (as a file it would be).
  const sendPage: SendPage = async (reply) => {
    const nonce = newPageNonce();
    const html = (await readFile(index, 'utf8')).replaceAll(PAGE_NONCE_PLACEHOLDER, nonce);
    return reply
      .header('content-security-policy', pagePolicy(nonce, policy))
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html);
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
