import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * Serves the built React UI (`adapters/react-ui/dist`) on the BFF's port: the files as they are, and
 * index.html for every page of the portal, so that client-side routes (/mycars/d-1001, /cars/all,
 * /login) load the app. Answers whether the UI is there to serve.
 */
export const registerStaticUi = async (app: FastifyInstance, dir: string): Promise<boolean> => {
  if (!existsSync(join(dir, 'index.html'))) return false;
  const assets = join(dir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: dir,
    // Vite may write .br/.gz next to a file; served as they are when the browser takes them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
    allowedPath: (path) => !isApiPath(path),
  });
  return true;
};

/**
 * A GET the router does not know is a page of the portal when it is not an API path and the
 * browser asks for HTML: it gets index.html and the UI's router takes over.
 */
export const isPageRequest = (request: FastifyRequest): boolean =>
  request.method === 'GET' &&
  !isApiPath(pathOf(request)) &&
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

export const sendIndexHtml = (reply: FastifyReply) => reply.sendFile('index.html');
