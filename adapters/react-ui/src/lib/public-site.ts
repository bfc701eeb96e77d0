import { DEFAULT_PUBLIC_SITE_URL } from './links.ts';

/**
 * The public website's origin (`https://www.…`), where the header's and footer's pages that are not
 * the portal's live (consumer spec §2 "Public header and footer links", "Routing rules"): the build's
 * `VITE_PUBLIC_SITE_URL` (docs/operations.md), the same in the browser's build and the server's render.
 */
export const publicSiteUrl = (): string => {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const given = env?.VITE_PUBLIC_SITE_URL?.trim();
  return given || DEFAULT_PUBLIC_SITE_URL;
};
