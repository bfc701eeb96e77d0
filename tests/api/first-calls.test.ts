// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalApi } from '../../adapters/http/client/create-portal-api.ts';
import { AppProviders, createQueryClient } from '../../adapters/react-ui/src/app/App.tsx';
import { appRoutes } from '../../adapters/react-ui/src/app/routes.tsx';
import type { PortalServices } from '../../adapters/react-ui/src/app/services.ts';
import { memoryStorage } from '../../adapters/react-ui/src/lib/memory-storage.ts';
import { firstCallKey } from '../../contracts/first-page-answers.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';
import { answersInPage, fakeUiDir, PAGE_REQUEST, removeFakeUiDir } from '../support/fake-ui.ts';

/**
 * The page's answers and the portal's first render agree (contracts/first-calls.ts, docs/ui/server-render.md
 * "Data in the page"): for every page the server renders, the BFF embeds exactly the GET calls the
 * portal's pages make when they render that page for the same user — none the portal would still
 * ask for after its first render (a section that arrives later and moves the page), none it never
 * asks for (HTML for nothing). The portal here renders in happy-dom, its calls answered by the demo BFF.
 */

const uiDir = fakeUiDir('portal-first-calls-');

let bff: DemoBff;

beforeAll(async () => {
  bff = await demoBff({ uiDir });
});

afterAll(async () => {
  await bff?.close();
  removeFakeUiDir(uiDir);
});

// happy-dom's Web Animations reject their promise when Fluent cancels a motion on unmount (the
// reminder dialog's, open on /mycars); without `animate`, Fluent's motions finish at once.
Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true });

afterEach(() => cleanup());

/** The addresses of the answers the BFF writes into the page at `path` for the caller. */
const embeddedCalls = async (caller: Caller, path: string): Promise<string[]> => {
  const page = await caller.get(path, { headers: PAGE_REQUEST });
  expect(page.statusCode).toBe(200);
  return answersInPage(page.body)
    .map((answer) => answer.url)
    .sort();
};

/** The portal at `path` for the caller, its calls answered by the demo BFF; notes every GET. */
const renderPortal = (caller: Caller, path: string) => {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET') asked.push(firstCallKey(`${url.pathname}${url.search}`));
    const headers = Object.fromEntries(request.headers.entries());
    const body = request.method === 'GET' ? undefined : await request.text();
    const answer = await bff.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        origin: 'http://portal.test',
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  const client = (actor: 'b2c-customer-portal' | 'b2b-portal') =>
    createPortalApi({ baseUrl: 'http://portal.test', actor, fetch, retryDelayMs: 0 });
  const services: PortalServices = {
    api: { consumer: client('b2c-customer-portal'), business: client('b2b-portal') },
    // The demo BFF's moment, which the BFF's answers (content visibility) were made at.
    clock: { now: () => DEMO_NOW },
    browser: {
      assign: () => undefined,
      reload: () => undefined,
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
    },
  };
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // The file is .ts (no JSX): AppProviders' children as createElement's third argument.
  const providers = AppProviders as ComponentType<{ services: PortalServices; queryClient: QueryClient }>;
  render(createElement(providers, { services, queryClient }, createElement(RouterProvider, { router })));
  return { asked: () => [...new Set(asked)].sort(), queryClient };
};

/** The portal asks for exactly what the page holds, once its first render has settled. */
const expectSameCalls = async (caller: Caller, path: string) => {
  const embedded = await embeddedCalls(caller, path);
  const portal = renderPortal(caller, path);
  await waitFor(() => expect(portal.asked()).toEqual(embedded), { timeout: 20_000 });
  await waitFor(() => expect(portal.queryClient.isFetching()).toBe(0), { timeout: 20_000 });
  expect(portal.asked()).toEqual(embedded);
};

describe('the calls a page holds are the calls its first render makes', () => {
  it('on /mycars and on every car of the customer', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    await expectSameCalls(kunde, '/mycars');
    const deals = (await kunde.get('/portal/api/bff/deals')).json() as { data: { id: string }[] };
    expect(deals.data.length).toBeGreaterThan(1);
    for (const deal of deals.data) await expectSameCalls(kunde, `/mycars/${deal.id}`);
  });

  it('on the business start pages', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    await expectSameCalls(admin, '/cars/all');
    await expectSameCalls(admin, '/overview');
  });

  it('on /subscribe and /login signed out', async () => {
    await expectSameCalls(bff.anonymous, '/subscribe');
    await expectSameCalls(bff.anonymous, '/login');
  });
});
