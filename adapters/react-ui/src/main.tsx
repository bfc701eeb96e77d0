import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/App.tsx';
import { createContainer, servicesOf } from './app/composition-root.ts';
import { appRoutes } from './app/routes.tsx';
import { reloadOnceForChunkError } from './lib/chunk-reload.ts';

const services = servicesOf(createContainer(window));

// Vite reports a failed preload of a page's chunk here before the import itself fails.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload, services.browser))
    event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services} queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(appRoutes)} />
    </AppProviders>
  </StrictMode>,
);
