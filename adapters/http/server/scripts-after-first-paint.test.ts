import { describe, expect, it } from 'vitest';
import {
  PAGE_SCRIPTS_ID,
  type PageScripts,
  SCRIPTS_LOADER,
  withScriptsAfterFirstPaint,
} from './scripts-after-first-paint.ts';

const PAGE = `<!doctype html>
<html lang="de-DE">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="preload" as="image" href="/images/models/fiat-500e.svg" fetchpriority="high">
    <script type="module" crossorigin src="/assets/index-B6.js" nonce="n0"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-D0.js" nonce="n0">
    <link rel="modulepreload" crossorigin href="/assets/router-Du.js" nonce="n0">
    <style nonce="n0">.a{color:red}</style>
    <link rel="modulepreload" crossorigin href="/assets/MyCarsPage-Ck.js" nonce="n0">
  </head>
  <body>
    <div id="root"><main>Meine Autos</main></div>
  </body>
</html>`;

const scriptsOf = (page: string): PageScripts => {
  const block = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(
    page,
  );
  return JSON.parse(block?.[1] ?? 'null') as PageScripts;
};

describe('a server-rendered page’s scripts, loaded after its first paint', () => {
  it('names the entry and every chunk its head preloaded, in their order, for the loader', () => {
    const served = withScriptsAfterFirstPaint(PAGE);
    expect(scriptsOf(served)).toEqual({
      entry: '/assets/index-B6.js',
      preloads: ['/assets/react-D0.js', '/assets/router-Du.js', '/assets/MyCarsPage-Ck.js'],
    });
    expect(served).toContain(`<script src="${SCRIPTS_LOADER}" defer></script>`);
  });

  it('leaves nothing in the head that the browser would fetch as a script before the paint', () => {
    const served = withScriptsAfterFirstPaint(PAGE);
    expect(served).not.toContain('modulepreload');
    expect(served).not.toContain('type="module"');
    // The rest of the page is as it was: the picture first, the styles, the rendered markup.
    expect(served).toContain('<link rel="preload" as="image" href="/images/models/fiat-500e.svg"');
    expect(served).toContain('<style nonce="n0">.a{color:red}</style>');
    expect(served).toContain('<div id="root"><main>Meine Autos</main></div>');
    expect(served.indexOf(SCRIPTS_LOADER)).toBeLessThan(served.indexOf('</head>'));
  });

  it('leaves a page as it is when its head names no entry of the build', () => {
    const withoutEntry = PAGE.replace(/<script type="module"[^\n]*\n/, '');
    expect(withScriptsAfterFirstPaint(withoutEntry)).toBe(withoutEntry);
    const foreign = PAGE.replace('/assets/index-B6.js', 'https://cdn.example/index.js');
    expect(withScriptsAfterFirstPaint(foreign)).toBe(foreign);
  });

  it('keeps a preload of something other than a build asset where it was, and out of the list', () => {
    const page = PAGE.replace('/assets/router-Du.js', '/assets/"><script>x</script>');
    const served = withScriptsAfterFirstPaint(page);
    expect(scriptsOf(served).preloads).toEqual(['/assets/react-D0.js', '/assets/MyCarsPage-Ck.js']);
    expect(served).toContain('href="/assets/"');
  });
});
