// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
/**
 * The loader of a server-rendered page's scripts (adapters/react-ui/public/scripts-after-first-paint.js; docs/ui/hydration.md
 * "Scripts after the first paint"), run as the browser runs it: a classic script over a page that
 * names its scripts in a JSON block. Chromium's own order (the paint first, then the requests) is
 * checked by tests/e2e/server-render.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const LOADER = readFileSync(
  join(import.meta.dirname, '../../adapters/react-ui/public/scripts-after-first-paint.js'),
  'utf8',
);
const CHUNKS = Array.from({ length: 120 }, (_, index) => `/assets/chunk-${index}.js`);

const pageNaming = (scripts: unknown) => {
  document.head.innerHTML = '';
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = 'page-scripts';
  list.textContent = JSON.stringify(scripts);
  document.head.append(list);
};

const runLoader = () => new Function(LOADER)();

const moduleScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const settled = () => vi.waitFor(() => expect(preloads()).toHaveLength(CHUNKS.length));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the loader of a server-rendered page’s scripts', () => {
  it('adds the entry, then every chunk as a preload and as a module of its own, in the list’s order, once the page has painted', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    pageNaming({ entry: '/assets/index-B6.js', preloads: CHUNKS });
    runLoader();
    // Nothing before the first frame has been painted.
    expect(moduleScripts()).toEqual([]);
    await settled();
    // Each chunk also as a module: evaluated as it arrives, in a task of its own (not all of them
    // in the entry's); the preload is where Vite's loader of a lazy page looks for it.
    expect(moduleScripts()).toEqual(['/assets/index-B6.js', ...CHUNKS]);
    expect(preloads()).toEqual(CHUNKS);
    // As the build writes them: same-origin, without credentials beyond the portal's own.
    for (const element of document.head.querySelectorAll('[crossorigin]'))
      expect(element.getAttribute('crossorigin')).toBe('');
  });

  it('loads at once in a page that is not shown (a background tab, a prerendered page)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    pageNaming({ entry: '/assets/index-B6.js', preloads: CHUNKS.slice(0, 1) });
    runLoader();
    expect(moduleScripts()).toEqual(['/assets/index-B6.js', CHUNKS[0]]);
    expect(preloads()).toEqual(CHUNKS.slice(0, 1));
  });

  it('adds each element once, however often the page is hidden and shown again', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    pageNaming({ entry: '/assets/index-B6.js', preloads: CHUNKS });
    runLoader();
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(moduleScripts()).toEqual(['/assets/index-B6.js', ...CHUNKS]);
    expect(new Set(preloads()).size).toBe(CHUNKS.length);
  });

  it('does nothing on a page that names no scripts', () => {
    document.head.innerHTML = '';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader();
    expect(document.head.children).toHaveLength(0);
  });

  it('prepares the storage and Intl the portal’s start reads first, once every preload is in', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.documentElement.lang = 'en-DE';
    const original = Intl.NumberFormat.supportedLocalesOf;
    const preloadsWhenPrepared: number[] = [];
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      preloadsWhenPrepared.push(preloads().length);
      return original(locales);
    });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const tabStored = vi.spyOn(window.sessionStorage, 'getItem');
    const stored = vi.spyOn(window.localStorage, 'getItem');
    pageNaming({ entry: '/assets/index-B6.js', preloads: CHUNKS });
    runLoader();
    await vi.waitFor(() => expect(dateTimeFormat).toHaveBeenCalled());
    expect(supported).toHaveBeenCalledWith('en-DE');
    expect(preloadsWhenPrepared.length).toBeGreaterThan(0);
    for (const present of preloadsWhenPrepared) expect(present).toBe(CHUNKS.length);
    expect(dateTimeFormat).toHaveBeenCalledWith(
      'en-US',
      expect.objectContaining({ timeZone: 'Europe/Berlin' }),
    );
    expect(tabStored).toHaveBeenCalledWith('portal.tab-id');
    expect(stored).toHaveBeenCalledWith('portal.locale');
  });

  it('loads the scripts even where the browser refuses its storage', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    for (const storage of [window.sessionStorage, window.localStorage])
      vi.spyOn(storage, 'getItem').mockImplementation(() => {
        throw new DOMException('refused', 'SecurityError');
      });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    pageNaming({ entry: '/assets/index-B6.js', preloads: CHUNKS });
    runLoader();
    await settled();
    await vi.waitFor(() => expect(dateTimeFormat).toHaveBeenCalled());
    expect(moduleScripts()).toEqual(['/assets/index-B6.js', ...CHUNKS]);
  });
});
