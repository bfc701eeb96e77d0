import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadedCatalogue } from './catalogues.ts';
import { deDE } from './messages/de-DE.ts';
import { FRAME_TEXT_PREFIXES, frameTexts } from './messages/frame.ts';
import { routesWithPageTexts, withPageTexts } from './page-texts.ts';

describe('the texts of the frame and of the pages', () => {
  it('gives the frame the German texts of its own ids and no page’s', () => {
    const own = Object.keys(deDE).filter((id) => FRAME_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix)));
    expect(Object.keys(frameTexts).sort()).toEqual(own.sort());
    for (const id of own)
      expect(frameTexts[id as keyof typeof frameTexts]).toBe(deDE[id as keyof typeof deDE]);
    expect(frameTexts['app.loading']).toBe('Wird geladen …');
    expect(frameTexts['app.error.title']).toBe('Etwas ist schief gelaufen.');
    expect(Object.keys(frameTexts).some((id) => id.startsWith('mycars.'))).toBe(false);
  });

  it('hands a lazily loaded part over only once the whole catalogue of the locale in use is here', async () => {
    const part = await withPageTexts(async () => 'the page')();
    expect(part).toBe('the page');
    expect(loadedCatalogue('de-DE')).toBeDefined();
  });

  it('makes every page of the route tree, however deep, wait for its texts and leaves the rest as it is', async () => {
    const loaded: string[] = [];
    const page = (name: string) => async () => {
      loaded.push(name);
      return { handle: name };
    };
    const routes: RouteObject[] = [
      { path: 'a', lazy: page('a') },
      {
        path: 'b',
        children: [
          { index: true, lazy: page('b') },
          { path: 'c', handle: 'static' },
        ],
      },
    ];
    const wrapped = routesWithPageTexts(routes);
    const a = wrapped[0]?.lazy;
    const b = wrapped[1]?.children?.[0]?.lazy;
    expect(typeof a === 'function' && (await a())).toEqual({ handle: 'a' });
    expect(typeof b === 'function' && (await b())).toEqual({ handle: 'b' });
    expect(wrapped[1]?.children?.[1]).toEqual({ path: 'c', handle: 'static' });
    expect(wrapped[1]?.path).toBe('b');
    expect(loaded).toEqual(['a', 'b']);
  });
});
