// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { AppProviders, createQueryClient } from '../app/App.tsx';
import { CHUNK_RELOAD_KEY, reloadForPreloadError } from '../lib/chunk-reload.ts';
import { fakeBrowser } from '../test/render-app.tsx';
import { RouteError } from './RouteError.tsx';

const Broken = (): never => {
  throw new Error('kaputt');
};

const renderRoute = (
  route: { lazy?: () => Promise<never>; Component?: () => never },
  browser = fakeBrowser(),
) => {
  const api = createPortalApi({ baseUrl: 'http://portal.test', actor: 'b2c-customer-portal', fetch: fetch });
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, ...route }]);
  render(
    <AppProviders
      services={{ api: { consumer: api, business: api }, clock: { now: () => new Date() }, browser }}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return browser;
};

const chunkFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/MyCarsPage-x1.js'));

describe('errors while showing a page', () => {
  it('show the specification’s error screen, whose button reloads the page', async () => {
    const browser = renderRoute({ Component: Broken });
    const screenAlert = await screen.findByRole('alert');
    expect(screenAlert).toHaveTextContent('Etwas ist schief gelaufen.');
    expect(screenAlert).toHaveTextContent('Bitte versuche es erneut.');
    await userEvent.click(screen.getByRole('button', { name: 'Seite aktualisieren' }));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('reload the page once when a page chunk fails to load', async () => {
    const browser = renderRoute({ lazy: chunkFailure });
    await screen.findByText('Wird geladen …');
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keep showing that the page loads when its chunk fails after Vite has reported it and the reload is on its way', async () => {
    const browser = fakeBrowser();
    const report = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/MyCarsPage-x1.js'),
    });
    reloadForPreloadError(report, browser);
    renderRoute({ lazy: chunkFailure }, browser);
    await screen.findByText('Wird geladen …');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('show the error screen when the chunk fails again in the same session', async () => {
    const browser = renderRoute({ lazy: chunkFailure }, fakeBrowser({}, { [CHUNK_RELOAD_KEY]: 'reloaded' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schief gelaufen.');
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
