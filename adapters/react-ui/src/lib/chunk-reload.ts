import type { Browser } from '../app/services.ts';

/** Marks that this tab already reloaded for a failed chunk (business spec §2: once per session). */
export const CHUNK_RELOAD_KEY = 'portal.chunk-reload';

// What browsers and Vite say when a lazily loaded chunk cannot be fetched (typically after a
// deployment replaced the hashed files the open page still refers to).
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));

/**
 * Reloads the page for a failed chunk load, once per browser session: a second failure after the
 * reload is a real error and shows the error screen. Answers whether it reloaded.
 */
export const reloadOnceForChunkError = (error: unknown, browser: Browser): boolean => {
  if (!isChunkLoadError(error)) return false;
  if (browser.sessionStorage.getItem(CHUNK_RELOAD_KEY)) return false;
  browser.sessionStorage.setItem(CHUNK_RELOAD_KEY, 'reloaded');
  browser.reload();
  return true;
};
