// Loads the portal's scripts once the browser has painted the page the server rendered: the page
// names them in a JSON block (adapters/http/server/scripts-after-first-paint.ts), and they are
// added here as the build would have written them: the entry, and the chunks as module preloads.
// (docs/ui.md "Scripts after the first paint")
(() => {
  const list = document.getElementById('page-scripts');
  if (!list?.textContent) return;
  const { entry, preloads } = JSON.parse(list.textContent);
  // Each insertion starts a fetch, a fraction of a millisecond on a phone (several where the
  // browser records where each request came from, as Lighthouse's trace does): a hundred of them in
  // one task would hold the main thread as the page becomes usable, so they go in slices of a few
  // milliseconds, each its own task.
  const SLICE_MS = 8;
  const element = (tag, properties) =>
    Object.assign(document.createElement(tag), { crossOrigin: '', ...properties });
  const insertFrom = (start) => {
    const until = performance.now() + SLICE_MS;
    let index = start;
    while (index < preloads.length && (index === start || performance.now() < until))
      document.head.append(element('link', { rel: 'modulepreload', href: preloads[index++] }));
    if (index < preloads.length) setTimeout(insertFrom, 0, index);
  };
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    // The entry first: its own imports are asked for as soon as it has arrived, the page's chunks
    // (last in the list) by their preloads.
    document.head.append(element('script', { type: 'module', src: entry }));
    insertFrom(0);
  };
  // A page in a background tab (or one prerendered) paints nothing until it is shown: it loads at once.
  if (document.visibilityState !== 'visible') {
    load();
    return;
  }
  document.addEventListener('visibilitychange', load, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The first paint's entry is there once the frame is on the screen.
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A frame's callbacks run before it is painted; a task queued from one runs after.
    requestAnimationFrame(() => setTimeout(load, 0));
  }
})();
