import {
  createDOMRenderer,
  RendererProvider,
  renderToStyleElements,
  SSRProvider,
} from '@fluentui/react-components';
import { cloneElement, type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { FirstPageAnswer } from '../../../contracts/first-page-answers.ts';
import { createPortalApi } from '../../http/client/create-portal-api.ts';
import { AppProviders, createQueryClient } from './app/App.tsx';
import { fillFirstPage, pageOnlyFetch } from './app/first-page-prefetch.ts';
import { appRoutes } from './app/routes.tsx';
import type { PortalServices } from './app/services.ts';
import { startTexts } from './i18n/catalogues.ts';
import { DEFAULT_LOCALE } from './i18n/locales.ts';
import { answeringFirstCalls } from './lib/first-page-answers.ts';
import { memoryStorage } from './lib/memory-storage.ts';

/** What the BFF's page server hands the render (adapters/http/server/server-render.ts). */
export type ServerRenderRequest = {
  /** The page's address: path and query (`/mycars/d-1001`). */
  readonly url: string;
  /** The portal's origin as the browser sees it (`https://host`). */
  readonly origin: string;
  /** The answers of the page's first calls the HTML holds (first-page-data.ts). */
  readonly answers: readonly FirstPageAnswer[];
  /** The response's Content-Security-Policy nonce, which every style element carries. */
  readonly nonce: string;
  /** What the first render reads from the browser's storage, as the request's cookies carry it. */
  readonly storage?: Readonly<Record<string, string>>;
  /** Ends the render (the page is then served without it). */
  readonly signal?: AbortSignal;
};

export type ServerRender = {
  /** Style elements for the page's head: Griffel's buckets and the theme's variables. */
  readonly head: string;
  /** The markup of `#root`. */
  readonly root: string;
  /** The locale the page was rendered in; the client hydrates only in the same. */
  readonly locale: string;
  /** The address of the page's largest picture (its first car's), which its head asks for first. */
  readonly largestPicture?: string;
  /**
   * The instant the page was rendered at: the browser's clock answers it until the page has
   * hydrated, so that "today" and every deadline core computes from now are the same on both sides.
   */
  readonly renderedAt: string;
};

/**
 * The routes rendered on the server (docs/ui/server-render.md "The first page rendered on the server"): the pages
 * a visitor opens first. Every other page is served as before and rendered by the browser. The
 * invitation link's page is among them so that its form works before the scripts have run: sent
 * as a plain form, the BFF answers it (adapters/http/server/invitation-form.ts).
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = ['login', 'subscribe', 'invitation'];

/**
 * The pages of a signed-in user rendered on the server, when the page holds the session's answer:
 * signed out, such a page is the login dialog over an empty page, which the browser renders.
 */
export const SIGNED_IN_ROUTES: readonly string[] = ['mycars', 'mycars/:dealId', 'cars/:tab', 'overview'];

const SESSION_CALL = '/portal/api/bff/auth/session';

/** Query parameters that open a dialog over the page (portals, which render in the browser only). */
const DIALOG_PARAMS = ['login', 'modalName'];

const nothing = () => undefined;

/**
 * The portal's services for one render: the page's answers and nothing else, an empty storage, and
 * one instant for the whole render (`renderedAt`), which the page carries to the browser's hydration.
 */
const servicesFor = (request: ServerRenderRequest, renderedAt: Date): PortalServices => {
  // The page's answers only: a call the page does not answer stays unanswered on the server.
  const fetch = answeringFirstCalls(request.answers, pageOnlyFetch);
  const api = (actor: 'b2c-customer-portal' | 'b2b-portal') =>
    createPortalApi({ baseUrl: '', actor, sessionId: 'server-render', fetch, retryDelayMs: 0 });
  return {
    api: { consumer: api('b2c-customer-portal'), business: api('b2b-portal') },
    clock: { now: () => new Date(renderedAt.getTime()) },
    browser: {
      assign: nothing,
      reload: nothing,
      // The visitor's dismissed banners (contracts/browser-state.ts), nothing else of the browser's.
      localStorage: memoryStorage({ ...request.storage }),
      sessionStorage: memoryStorage(),
    },
    origin: request.origin,
  };
};

// The router's routes, once for every render: their lazy pages load on the first render of each.
const handler = createStaticHandler(appRoutes);

/** Whether the address is rendered on the server, for a visitor signed in or not, without a dialog over it. */
export const isServerRendered = (url: URL, signedIn: boolean): boolean => {
  if (DIALOG_PARAMS.some((param) => url.searchParams.has(param))) return false;
  const matches = matchRoutes(appRoutes, url.pathname);
  const page = matches?.at(-1)?.route.path;
  if (page === undefined) return false;
  return SERVER_RENDERED_ROUTES.includes(page) || (signedIn && SIGNED_IN_ROUTES.includes(page));
};

const FLUENT_THEME_STYLE = /<style[^>]*\sid="fui-FluentProvider[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const NONCE = /\snonce="[^"]*"/;
/** A style attribute in React's markup, where an attribute's `"` is always written as `&quot;`. */
const STYLE_ATTRIBUTE = /\sstyle="[^"]*"/g;

/**
 * The page's first render on the server: the same providers and routes as the browser's
 * (main.tsx), German, the router at the page's address, TanStack Query filled with exactly the
 * page's first answers, Griffel's styles collected by a renderer of this render alone. Waits for
 * the page's lazy chunks and texts (React's prerender). Answers nothing for an address not rendered
 * on the server; throws when the render failed anywhere, so that the page is served without it.
 */
export const render = async (request: ServerRenderRequest): Promise<ServerRender | undefined> => {
  const url = new URL(request.url, request.origin);
  const signedIn = request.answers.some((answer) => answer.url === SESSION_CALL && answer.status === 200);
  if (!isServerRendered(url, signedIn)) return undefined;
  const renderedAt = new Date();
  const services = servicesFor(request, renderedAt);
  const queryClient = createQueryClient();
  await Promise.all([
    startTexts(DEFAULT_LOCALE),
    fillFirstPage(queryClient, services.api, url.pathname, url.search, renderedAt),
  ]);
  const context = await handler.query(new Request(url, request.signal ? { signal: request.signal } : {}));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer(undefined, { styleElementAttributes: { nonce: request.nonce } });
  const failures: unknown[] = [];
  let largestPicture: string | undefined;
  const noteLargestPicture = (src: string) => {
    largestPicture ??= src;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <SSRProvider>
        <RendererProvider renderer={renderer}>
          <AppProviders services={{ ...services, noteLargestPicture }} queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RendererProvider>
      </SSRProvider>
    </StrictMode>,
    {
      ...(request.signal ? { signal: request.signal } : {}),
      // Every boundary in place, none sent later with a script that moves it there: the page's
      // Content-Security-Policy runs no inline script, and the page shows whole without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  const markup = await new Response(prelude).text();
  if (failures.length > 0) throw new AggregateError(failures, 'the page could not be rendered on the server');
  // FluentProvider writes its theme's variables as a style element inside its own; in the browser it
  // finds that element by its id wherever it is, and renders none itself: in the head, it leaves
  // the markup the browser hydrates equal to the browser's render.
  const themes = [...markup.matchAll(FLUENT_THEME_STYLE)].map(([element]) =>
    NONCE.test(element) ? element : element.replace('<style', `<style nonce="${request.nonce}"`),
  );
  // Style attributes (Fluent's Tab writes its indicator's variables as one) are refused by the page's
  // Content-Security-Policy in markup; the browser's React sets them as properties, which it admits.
  // Fluent's Tab without them looks the same: its indicator's transform then is none, as at 0px and 1.
  const root = markup.replace(FLUENT_THEME_STYLE, '').replace(STYLE_ATTRIBUTE, '');
  const styles = renderToStaticMarkup(
    renderToStyleElements(renderer).map((element) =>
      cloneElement(element as ReactElement<{ nonce?: string }>, { nonce: request.nonce }),
    ),
  );
  return {
    head: [styles, ...themes].join(''),
    root,
    locale: DEFAULT_LOCALE,
    ...(largestPicture ? { largestPicture } : {}),
    renderedAt: renderedAt.toISOString(),
  };
};
