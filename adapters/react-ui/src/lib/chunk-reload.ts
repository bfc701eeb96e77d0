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
 * The pages (by their browser) that asked for the reload and wait for it: until the new page
 * arrives — on a busy server seconds later — every further failure of a chunk on this page is the
 * same one and waits too, instead of showing the error screen the reloaded page may not need.
 */
const reloading = new WeakSet<Browser>();

/**
 * Reloads the page for a failed chunk load, once per browser session: a second failure after the
 * reload is a real error and shows the error screen. Answers whether the page is reloading (it
 * asked for it now or earlier), so that the caller shows it is loading.
 */
export const reloadOnceForChunkError = (error: unknown, browser: Browser): boolean => {
  if (!isChunkLoadError(error)) return false;
  if (reloading.has(browser)) return true;
  if (browser.sessionStorage.getItem(CHUNK_RELOAD_KEY)) return false;
  browser.sessionStorage.setItem(CHUNK_RELOAD_KEY, 'reloaded');
  reloading.add(browser);
  browser.reload();
  return true;
};

/**
 * Vite's report of a chunk that could not be loaded (`vite:preloadError`, before the import fails):
 * the reload starts at once, and the import still fails. Vite answers an import whose report was
 * cancelled (`preventDefault`) with `undefined` — a page's lazy route then "loaded" without its
 * component, which the portal rendered, or hydrated over the server's markup, as an empty page
 * (React's hydration error #418 while a busy server had not yet answered the reload; docs/ui/hydration.md
 * "A chunk that cannot be loaded, before hydrating").
 */
export const reloadForPreloadError = (
  event: Event & { readonly payload?: unknown },
  browser: Browser,
): void => {
  reloadOnceForChunkError(event.payload, browser);
};
