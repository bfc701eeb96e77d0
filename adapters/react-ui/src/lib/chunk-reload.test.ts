import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadForPreloadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { memoryStorage } from './memory-storage.ts';

/** A tab's browser services: a reload that only counts, empty storages (or the session's given). */
const fakeBrowser = (local: Record<string, string> = {}, session: Record<string, string> = {}) => ({
  assign: vi.fn<(url: string) => void>(),
  reload: vi.fn<() => void>(),
  localStorage: memoryStorage(local),
  sessionStorage: memoryStorage(session),
});

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/CarDetailsPage-x1.js');

/** Vite's event for a chunk it could not load, as it dispatches it on the window. */
const preloadError = (payload: unknown) =>
  Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

describe('reloading for a chunk that cannot be loaded', () => {
  it('reloads once when Vite reports a chunk it could not load, and lets the import fail', () => {
    const browser = fakeBrowser();
    const event = preloadError(chunkFailure());
    reloadForPreloadError(event, browser);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('reloaded');
    // Cancelled, Vite would answer the import with nothing: a page route without its component,
    // rendered or hydrated empty while the reload is on its way.
    expect(event.defaultPrevented).toBe(false);
  });

  it('keeps waiting for the reload when the same page meets the failure again', () => {
    const browser = fakeBrowser();
    reloadForPreloadError(preloadError(chunkFailure()), browser);
    expect(reloadOnceForChunkError(chunkFailure(), browser)).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a second time in the same session: the page shows the error screen', () => {
    const browser = fakeBrowser({}, { [CHUNK_RELOAD_KEY]: 'reloaded' });
    const event = preloadError(chunkFailure());
    reloadForPreloadError(event, browser);
    expect(reloadOnceForChunkError(chunkFailure(), browser)).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves any other error to the error screen', () => {
    const browser = fakeBrowser();
    expect(reloadOnceForChunkError(new Error('kaputt'), browser)).toBe(false);
    reloadForPreloadError(preloadError('kaputt'), browser);
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
