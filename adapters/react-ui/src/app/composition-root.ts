import { Container } from 'inversify';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { browserChatEnvironment, type ChatEnvironment } from '../features/chat/chat-environment.ts';
import { answeringFirstCalls, readFirstPageAnswers } from '../lib/first-page-answers.ts';
import { type Browser, type Clock, type PortalApis, type PortalServices, SERVICE_IDS } from './services.ts';

/** A per-tab id the BFF's logs can follow (the session itself is the HttpOnly cookie). */
const tabSessionId = (storage: Storage): string => {
  const key = 'portal.tab-id';
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(key, id);
  return id;
};

/** Vite's build-time configuration (`VITE_…` variables, docs/ui.md); absent outside a Vite build. */
const viteEnv = (): Record<string, string | undefined> | undefined =>
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;

/**
 * The UI's composition root (docs/architecture.md: DI only in the three composition roots): the
 * typed BFF client for each portal's actor header, the clock and the browser, on the same origin
 * that serves the portal.
 */
export const createContainer = (window: Window): Container => {
  const container = new Container();
  const browser: Browser = {
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  };
  const sessionId = tabSessionId(window.sessionStorage);
  // The answers the BFF wrote into the page for its first calls (docs/ui.md "Data in the page"),
  // shared by both clients: each is taken once, by whichever asks first.
  const fetch = answeringFirstCalls(readFirstPageAnswers(window.document), window.fetch.bind(window));
  const apis: PortalApis = {
    consumer: createPortalApi({ baseUrl: '', actor: 'b2c-customer-portal', sessionId, fetch }),
    business: createPortalApi({ baseUrl: '', actor: 'b2b-portal', sessionId, fetch }),
  };
  container.bind<PortalApis>(SERVICE_IDS.api).toConstantValue(apis);
  container.bind<Clock>(SERVICE_IDS.clock).toConstantValue({ now: () => new Date() });
  container.bind<Browser>(SERVICE_IDS.browser).toConstantValue(browser);
  container
    .bind<ChatEnvironment>(SERVICE_IDS.chat)
    .toConstantValue(browserChatEnvironment(window, viteEnv()?.VITE_CHAT_SCRIPT_URL));
  return container;
};

export const servicesOf = (container: Container): PortalServices => ({
  api: container.get<PortalApis>(SERVICE_IDS.api),
  clock: container.get<Clock>(SERVICE_IDS.clock),
  browser: container.get<Browser>(SERVICE_IDS.browser),
  chat: container.get<ChatEnvironment>(SERVICE_IDS.chat),
});
