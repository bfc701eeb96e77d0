// Loads the portal's scripts once the browser has painted the page the server rendered: the page
// names them in a JSON block (adapters/http/server/scripts-after-first-paint.ts), and they are
// added here as the build would have written them — the chunks as module preloads, then the entry.
// (docs/ui.md "Scripts after the first paint")
(() => {
  const list = document.getElementById('page-scripts');
  if (!list?.textContent) return;
  const { entry, preloads } = JSON.parse(list.textContent);
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
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
