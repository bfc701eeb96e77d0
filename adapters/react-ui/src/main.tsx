import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/App.tsx';
import { createServices } from './app/composition-root.ts';
import { prefetchFirstPage } from './app/first-page-prefetch.ts';
import { appRoutes } from './app/routes.tsx';
import { startTexts } from './i18n/catalogues.ts';
import { rememberedLocale } from './i18n/locales.ts';
import { reloadOnceForChunkError } from './lib/chunk-reload.ts';

const services = createServices(window);

// Vite reports a failed preload of a page's chunk here before the import itself fails.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload, services.browser))
    event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first page's data and (with the router) its chunk are asked for at once; meanwhile the
// chosen catalogue arrives (German's frame texts are part of this bundle, its page texts load beside
// the page), so the first render is already in the visitor's language.
// The page's Content-Security-Policy admits only style elements that carry this response's nonce
// (docs/security.md): Griffel's and the FluentProvider's inserted <style> elements get it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const renderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
const queryClient = createQueryClient();
prefetchFirstPage(
  queryClient,
  services.api,
  window.location.pathname,
  window.location.search,
  rememberedLocale(services.browser.localStorage),
);
// Before the router: it starts loading the address's page, which waits for the locale's texts.
const texts = startTexts(rememberedLocale(services.browser.localStorage));
const router = createBrowserRouter(appRoutes);
void texts.then(() =>
  createRoot(root).render(
    <StrictMode>
      <RendererProvider renderer={renderer} targetDocument={document}>
        <AppProviders services={services} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </RendererProvider>
    </StrictMode>,
  ),
);
