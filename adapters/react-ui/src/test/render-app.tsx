import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { fetchUpload } from '../../../http/client/upload.ts';
import { AppProviders, createQueryClient } from '../app/App.tsx';
import { appRoutes } from '../app/routes.tsx';
import type { Browser, PortalServices } from '../app/services.ts';
import type { ChatEnvironment } from '../features/chat/chat-environment.ts';
import { loadCatalogue } from '../i18n/catalogues.ts';
import { LOCALES } from '../i18n/locales.ts';
import { memoryStorage } from '../lib/memory-storage.ts';

// happy-dom's Web Animations reject their promise when Fluent cancels a motion on unmount; without
// `animate`, Fluent's motions finish at once (its test-environment path).
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

// Under happy-dom, Fluent's focus manager (tabster) may keep a dialog opened by a click marked
// aria-hidden until focus enters it, which a browser does at once (test/dialogs.ts). Role queries
// therefore also see elements marked hidden; what a person can reach is checked in Chromium
// (tests/e2e, with axe).
// Lazy route chunks load in seconds on a busy 2-core machine: find* queries wait up to 5 s (a
// limit that catches what never appears, not slowness).
configure({ defaultHidden: true });

// In the browser main.tsx loads the chosen catalogue before the first render; tests may start in
// any locale, so every catalogue is here before a test renders.
await Promise.all(LOCALES.map(loadCatalogue));

afterEach(() => {
  cleanup();
  // Fluent's portals (dialogs that unmount 250 ms late) and the aria-hidden its focus trap puts on
  // their siblings would otherwise outlive the test and hide the next test's dialog from role queries.
  document.body.replaceChildren();
  for (const element of document.querySelectorAll('[aria-hidden]')) element.removeAttribute('aria-hidden');
  vi.useRealTimers();
});

export const fakeBrowser = (local: Record<string, string> = {}, session: Record<string, string> = {}) => ({
  assign: vi.fn<(url: string) => void>(),
  reload: vi.fn<() => void>(),
  localStorage: memoryStorage(local),
  sessionStorage: memoryStorage(session),
});

export type Answer = { readonly status: number; readonly body?: unknown };
type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);

/**
 * The BFF as the portal's tests see it: answers by "METHOD /path" (no query); anything not
 * scripted answers 404 not_found. Goes through the real typed client, so answers are decoded
 * with the contracts' codecs like in production.
 */
export const scriptedBff = (routes: Record<string, Handler>) => {
  const calls: { method: string; path: string; body: unknown; actor?: string }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    // Uploads arrive as FormData: their text fields and the names of their files.
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([name, value]) => [
                name,
                typeof value === 'string' ? value : value.name,
              ]),
            )
          : undefined;
    const actor = (init.headers as Record<string, string> | undefined)?.['X-Portal-Actor'];
    calls.push({ method, path: url.pathname, body, ...(actor ? { actor } : {}) });
    const handler = routes[`${method} ${url.pathname}`];
    const answer: Answer =
      handler === undefined
        ? { status: 404, body: { error: { code: 'not_found', message: 'Nicht gefunden.' } } }
        : typeof handler === 'function'
          ? await handler({ url, body })
          : handler;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
};

export const signedOut: Answer = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Bitte melde dich an.' } },
};
export const kimKunde = {
  email: 'kunde@demo.example',
  name: 'Kim Kunde',
  kind: 'consumer',
  hs_first_name: 'Kim',
} as const;
export const signedInAs = (user: object = kimKunde): Answer => ({ status: 200, body: { data: user } });

type Options = {
  readonly bff?: Record<string, Handler>;
  readonly now?: Date;
  readonly browser?: Browser;
  /** The chat vendor; by default none is configured (the widget offers the hotline). */
  readonly chat?: ChatEnvironment;
};

/** The whole portal at a path, in a memory router, over a scripted BFF. */
export const renderApp = (path: string, options: Options = {}) => {
  const bff = scriptedBff({ 'GET /portal/api/bff/auth/session': signedOut, ...options.bff });
  const browser = options.browser ?? fakeBrowser();
  const now = options.now ?? new Date('2026-11-23T10:00:00Z');
  const client = (actor: 'b2c-customer-portal' | 'b2b-portal') =>
    createPortalApi({
      baseUrl: 'http://portal.test',
      actor,
      fetch: bff.fetch,
      // happy-dom has an XMLHttpRequest of its own: uploads go through the scripted BFF too.
      upload: fetchUpload(bff.fetch),
      retryDelayMs: 0,
    });
  const services: PortalServices = {
    api: { consumer: client('b2c-customer-portal'), business: client('b2b-portal') },
    clock: { now: () => now },
    browser,
    ...(options.chat ? { chat: options.chat } : {}),
  };
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders services={services} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, browser, calls: bff.calls, queryClient };
};
