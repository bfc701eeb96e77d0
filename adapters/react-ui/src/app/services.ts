import type { PortalApi } from '../../../http/client/create-portal-api.ts';
import type { ChatEnvironment } from '../features/chat/chat-environment.ts';
import type { ReportError } from '../lib/report-errors.ts';

/**
 * What the portal needs from the world outside React, bound in the composition root
 * (composition-root.ts) and replaced by fakes in component tests.
 */
export type Browser = {
  /** A full page load (hard redirect), e.g. after logout (consumer spec §2). */
  readonly assign: (url: string) => void;
  readonly reload: () => void;
  /** Survives reloads and new tabs: the locale, banner dismissals. */
  readonly localStorage: Storage;
  /** This tab only: impersonation, return-to-checkout, the chunk-reload marker. */
  readonly sessionStorage: Storage;
};

export type Clock = { readonly now: () => Date };

export type PortalApis = {
  /** Calls with the actor header of the consumer portal. */
  readonly consumer: PortalApi;
  /** Calls with the actor header of the business portal. */
  readonly business: PortalApi;
};

export type PortalServices = {
  readonly api: PortalApis;
  readonly clock: Clock;
  readonly browser: Browser;
  /** The chat vendor's widget (consumer spec §2); without one the portal offers the hotline. */
  readonly chat?: ChatEnvironment;
  /**
   * The portal's origin (`https://host`), which tells the portal's own links from others; the
   * browser's address when not given. The server's render names the request's.
   */
  readonly origin?: string;
  /**
   * Notes the address of the page's largest picture (the first car's, which a page marks eager)
   * while the server renders the page, so that the page server asks for it in the head before the
   * scripts (entry-server.tsx, docs/ui/server-render.md "What the signed-in pages' LCP was"); absent in the browser.
   */
  readonly noteLargestPicture?: (src: string) => void;
  /** Sends a page's error to the BFF (lib/report-errors.ts); absent in the server's render and in tests. */
  readonly reportError?: ReportError;
};
