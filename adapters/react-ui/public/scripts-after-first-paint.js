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
  // milliseconds, each its own task (a phone is four times slower than the machine that measures it:
  // 3 ms here stay well below the 50 ms of a long task there).
  const SLICE_MS = 3;
  const element = (tag, properties) =>
    Object.assign(document.createElement(tag), { crossOrigin: '', ...properties });
  const insertFrom = (start) => {
    const until = performance.now() + SLICE_MS;
    let index = start;
    while (index < preloads.length && (index === start || performance.now() < until)) {
      const href = preloads[index++];
      // The preload, where Vite's loader of a lazy page looks for it; and the chunk as a module of
      // its own, which the browser evaluates as soon as it (and what it imports) has arrived, in a
      // task of its own: instead of the whole graph in the one task that evaluates the entry, the
      // longest of a phone's first load. A module is evaluated once whoever imports it first.
      document.head.append(element('link', { rel: 'modulepreload', href }));
      document.head.append(element('script', { type: 'module', src: href }));
    }
    if (index < preloads.length) setTimeout(insertFrom, 0, index);
    else setTimeout(prepare, 0, 0);
  };
  // While the scripts download the main thread is idle; what the portal's start reads first costs
  // most on its first use in a page, and would lengthen the hydration's tasks there: the browser's
  // storage (a round trip to the browser's process: the tab's id, the remembered locale), the
  // locale data of Intl (react-intl asks which locales the browser supports, a dozen milliseconds
  // the first time) and Berlin's time zone (every date is a Berlin calendar day). One per task.
  const PREPARATIONS = [
    () => window.sessionStorage.getItem('portal.tab-id'),
    () => window.localStorage.getItem('portal.locale'),
    () => Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang || 'de-DE'),
    () => Intl.DateTimeFormat.supportedLocalesOf(document.documentElement.lang || 'de-DE'),
    () =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' }).format(0),
  ];
  const prepare = (index) => {
    try {
      PREPARATIONS[index]();
    } catch {
      // Storage a visitor's browser refuses (a privacy setting) is refused later too, and handled there.
    }
    if (index + 1 < PREPARATIONS.length) setTimeout(prepare, 0, index + 1);
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
