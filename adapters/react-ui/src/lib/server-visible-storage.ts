import type { ServerVisibleStorage } from '../../../../contracts/browser-state.ts';

/**
 * Writes what a first render reads to the browser's storage and to its cookie, so that the server's
 * render of the next page reads the same (contracts/browser-state.ts). Without a document (the
 * server's render) only the storage.
 */
export const rememberForServer = (storage: Storage, entry: ServerVisibleStorage, value: string): void => {
  storage.setItem(entry.key, value);
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves; the value is URI-encoded
  document.cookie = `${entry.cookie}=${encodeURIComponent(value)}; path=/; max-age=${entry.maxAgeSeconds}; samesite=lax${secure}`;
};
