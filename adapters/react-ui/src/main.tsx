import { createDOMRenderer, RendererProvider, SSRProvider } from '@fluentui/react-components';
import { timeoutManager } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/App.tsx';
import { createServices } from './app/composition-root.ts';
import { fillFirstPage, pageOnlyFetch, prefetchFirstPage } from './app/first-page-prefetch.ts';
import { appRoutes } from './app/routes.tsx';
import type { PortalServices } from './app/services.ts';
import { startTexts } from './i18n/catalogues.ts';
import { rememberedLocale } from './i18n/locales.ts';
import {
  STYLES_TAKEN_OVER,
  skipKnownRules,
  takeOverServerStyles,
  yieldToBrowser,
} from './lib/before-hydration.ts';
import { reloadForPreloadError } from './lib/chunk-reload.ts';
import { coalescedTimeouts } from './lib/coalesced-timeouts.ts';
import { reportUncaughtErrors } from './lib/report-errors.ts';
import { hydratesServerMarkup, renderedAtOf, serverInstantClock } from './lib/server-render.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** Runs `run` once its render has committed: the hydration's end, when placed in the hydrated tree. */
const AfterCommit = ({ run }: { run: () => void }) => {
  useEffect(() => run(), [run]);
  return null;
};

/**
 * The portal's start, in the task after the one that evaluated the modules: its first reads of the
 * browser's storage (a synchronous round trip to the browser's process on first use) and the
 * services' creation would otherwise lengthen that task, one of the longest of a phone's first
 * load (docs/ui/hydration.md "The modules' evaluation and the portal's start").
 */
const startPortal = (root: HTMLElement) => {
  // The page was rendered on the server (docs/ui/server-render.md "The first page rendered on the server") and the
  // browser's first render will be the same: it takes the server's markup over instead of rendering.
  const hydrating = hydratesServerMarkup(root, window.localStorage, document.cookie);
  // Until the page has hydrated, the portal's calls are answered from the page only, as the server's
  // were: what the page does not hold is pending on both sides, and asked for once hydrated.
  let network = !hydrating;
  const services = createServices(
    window,
    (input, init) => (network ? window.fetch(input, init) : pageOnlyFetch(input, init)),
    appRoutes,
  );
  reportUncaughtErrors(window, services.reportError);

  // The server's instant while its markup is taken over (lib/server-render.ts `renderedAtOf`): the
  // first render computes "now" as the server's did; the browser's clock once the page has hydrated.
  const renderedAt = hydrating ? renderedAtOf(root) : undefined;
  const serverClock = renderedAt ? serverInstantClock(renderedAt) : undefined;
  const hydrationServices: PortalServices = serverClock
    ? { ...services, clock: serverClock.clock }
    : services;

  // Vite reports a failed preload of a page's chunk here before the import itself fails; the import
  // still fails (lib/chunk-reload.ts), so no page is rendered or hydrated without its component.
  window.addEventListener('vite:preloadError', (event) => reloadForPreloadError(event, services.browser));

  /** Loads the address's lazy routes, so that the router's first render is the page, as on the server. */
  const loadRoutesOf = async (routes: RouteObject[], pathname: string): Promise<void> => {
    const lazy = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
    await Promise.all(
      lazy.map(async (route) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  };

  // The first page's data and (with the router) its chunk are asked for at once; meanwhile the
  // chosen catalogue arrives (German's frame texts are part of this bundle, its page texts load beside
  // the page), so the first render is already in the visitor's language.
  // The page's Content-Security-Policy admits only style elements that carry this response's nonce
  // (docs/security.md): Griffel's and the FluentProvider's inserted <style> elements get it. Griffel's
  // renderer takes over the style elements the server wrote, so no rule is inserted twice — before
  // the first render, in a task of its own, instead of in RendererProvider's render (lib/before-hydration.ts).
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const renderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
  skipKnownRules(renderer);
  const stylesTakenOver = yieldToBrowser().then(() => takeOverServerStyles(renderer, document));
  // Before the first query: every timer of TanStack Query on one browser timer (lib/coalesced-timeouts.ts).
  timeoutManager.setTimeoutProvider(coalescedTimeouts());
  const queryClient = createQueryClient();
  const { pathname, search } = window.location;
  const locale = rememberedLocale(services.browser.localStorage);
  // The page's answers are read in a task of their own, not in the one that evaluates the modules.
  const firstData = hydrating
    ? yieldToBrowser().then(() => fillFirstPage(queryClient, services.api, pathname, search, renderedAt))
    : prefetchFirstPage(queryClient, services.api, pathname, search, locale);
  // Before the router: it starts loading the address's page, which waits for the locale's texts.
  const texts = startTexts(locale);
  // The portal answers its buttons from now on: the first render has committed, hydrating the
  // server's page or rendering anew (browser tests wait for it after loading a page, as a person's
  // click comes once the page responds).
  const interactive = () => {
    root.dataset.interactive = 'true';
  };
  const app = (
    router: ReturnType<typeof createBrowserRouter>,
    appServices: PortalServices = services,
    afterFirstCommit: () => void = interactive,
  ) => (
    <StrictMode>
      {/* Fluent's portals (an open dialog) render once the page has hydrated, as on the server: not at all. */}
      <SSRProvider>
        <RendererProvider renderer={renderer} targetDocument={STYLES_TAKEN_OVER}>
          <AppProviders services={appServices} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </RendererProvider>
      </SSRProvider>
      <AfterCommit run={afterFirstCommit} />
    </StrictMode>
  );
  if (hydrating) {
    // The same data, texts and page as the server's render had; then the markup is taken over, as a
    // transition: React hydrates it in slices of a few milliseconds, so that no long task holds the
    // phone's main thread, and the whole page in one pass — Fluent's focus management (tabster) starts
    // with the first layout effect and marks the elements it finds, which must be hydrated by then
    // (a Suspense boundary around the page would hydrate it later, after the frame's effects).
    void Promise.all([firstData, texts, loadRoutesOf(appRoutes, pathname), stylesTakenOver]).then(
      async () => {
        // The router (which reads and marks the history's entry) in one task, the hydration's start in the next.
        const router = createBrowserRouter(appRoutes);
        await yieldToBrowser();
        let clockSwitched = false;
        // Hydrated: the browser's clock from now on; on a new Berlin day the same tree renders again
        // with it, so that what changed since the server's render shows as an update, not a mismatch.
        const withBrowserClock = () => {
          if (!serverClock || clockSwitched) return;
          clockSwitched = true;
          if (serverClock.hydrated()) startTransition(() => reactRoot.render(app(router)));
        };
        const hydrated = () => {
          // The page has taken the server's markup over: its buttons work from now on (browser
          // tests wait for this before they click one; docs/ui/hydration.md "Scripts after the first paint").
          root.dataset.hydrated = 'true';
          interactive();
          withBrowserClock();
        };
        let reactRoot: ReturnType<typeof hydrateRoot>;
        startTransition(() => {
          reactRoot = hydrateRoot(root, app(router, hydrationServices, hydrated));
        });
        network = true;
      },
      // The page's chunk could not be loaded: rendered anew, whose router reloads once or shows the
      // error screen, as for any page.
      () => {
        network = true;
        void stylesTakenOver.then(() => createRoot(root).render(app(createBrowserRouter(appRoutes))));
      },
    );
  } else {
    const router = createBrowserRouter(appRoutes);
    void Promise.all([texts, stylesTakenOver]).then(() => createRoot(root).render(app(router)));
  }
};

void yieldToBrowser().then(() => startPortal(root));
