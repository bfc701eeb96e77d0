import type { RouteObject } from 'react-router';
import type { ClientErrorReport } from '../../../../contracts/routes/client-errors.ts';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { lastTraceId } from '../../../http/client/trace-context.ts';
import { browserChatEnvironment } from '../features/chat/chat-environment.ts';
import { answeringFirstCalls, readFirstPageAnswers } from '../lib/first-page-answers.ts';
import { reportLazily } from '../lib/report-errors.ts';
import type { Browser, PortalApis, PortalServices } from './services.ts';

/** A per-tab id the BFF's logs can follow (the session itself is the HttpOnly cookie). */
const tabSessionId = (storage: Storage): string => {
  const key = 'portal.tab-id';
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(key, id);
  return id;
};

/** Vite's build-time configuration (`VITE_…` variables, docs/ui/consumer.md); absent outside a Vite build. */
const viteEnv = (): Record<string, string | undefined> | undefined =>
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;

/**
 * The UI's composition root: the typed BFF client for each portal's actor header, the clock and the
 * browser, on the same origin that serves the portal. A plain function, not a DI container: the
 * portal has four services, all made once at start and handed to React through ServicesContext,
 * where component tests put fakes instead; a container (inversify with reflect-metadata, ~18 kB
 * gzipped) on every first page bought nothing the context does not (docs/architecture.md
 * "Departures").
 */
export const createServices = (
  window: Window,
  network: typeof fetch = window.fetch.bind(window),
  /** The portal's routes, whose pattern an error report names (lib/error-reports.ts). */
  routes: RouteObject[] = [],
): PortalServices => {
  const browser: Browser = {
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  };
  const sessionId = tabSessionId(window.sessionStorage);
  // The answers the BFF wrote into the page for its first calls (docs/ui/server-render.md "Data in the page"),
  // shared by both clients: each is taken once, by whichever asks first.
  const fetch = answeringFirstCalls(readFirstPageAnswers(window.document), network);
  const api: PortalApis = {
    consumer: createPortalApi({ baseUrl: '', actor: 'b2c-customer-portal', sessionId, fetch }),
    business: createPortalApi({ baseUrl: '', actor: 'b2b-portal', sessionId, fetch }),
  };
  return {
    api,
    clock: { now: () => new Date() },
    browser,
    chat: browserChatEnvironment(window, viteEnv()?.VITE_CHAT_SCRIPT_URL),
    reportError: reportLazily(async () => {
      const { errorReports, routePatternOf } = await import('../lib/error-reports.ts');
      return errorReports({
        send: async (report) => {
          await api.consumer.reportClientError({ body: report as ClientErrorReport });
        },
        routePattern: () => routePatternOf(routes, window.location.pathname),
        build: viteEnv()?.VITE_BUILD_ID || 'unknown',
        traceId: lastTraceId,
      });
    }),
  };
};
