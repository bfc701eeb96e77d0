/**
 * A page rendered on the server shows its content from the HTML alone; its scripts only take it
 * over. Named in its head, a phone fetches them (a hundred chunks, 200 kB) beside the HTML and the
 * first car's picture, sharing its few connections and its slow link with them, and the first
 * paint waits for that. Such a page names them instead in a list (a JSON block, which the page's
 * policy admits, as it does the page's answers) that a small script of the portal's own
 * (`/scripts-after-first-paint.js`, the UI's public files) turns into the same elements once the
 * browser has painted the page (docs/ui/hydration.md "Scripts after the first paint").
 */

/** The id of the JSON block naming the page's scripts: `{ entry, preloads }`. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/** The portal's own script that loads them; served from the UI's build like its other files. */
export const SCRIPTS_LOADER = '/scripts-after-first-paint.js';

/** The page's scripts: the module that starts the portal, and the chunks it will ask for. */
export type PageScripts = { readonly entry: string; readonly preloads: readonly string[] };

const ASSET = /^\/assets\/[\w.-]+\.js$/;
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

/**
 * The page with its scripts loaded after its first paint, or the page as it is when its head names
 * no entry of the build's own (`/assets/…js`): then it is left to load as the build wrote it.
 */
export const withScriptsAfterFirstPaint = (page: string): string => {
  const entry = ENTRY_SCRIPT.exec(page);
  const head = page.indexOf('</head>');
  if (!entry?.[1] || !ASSET.test(entry[1]) || head < 0 || entry.index > head) return page;
  const preloads = [...page.slice(0, head).matchAll(MODULE_PRELOAD)].flatMap((match) =>
    match[1] && ASSET.test(match[1]) ? [match[1]] : [],
  );
  const scripts: PageScripts = { entry: entry[1], preloads };
  // Asset paths only (checked above): nothing in the list can end its element.
  const list = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
  const loader = `<script src="${SCRIPTS_LOADER}" defer></script>`;
  const withoutScripts = page
    .slice(0, head)
    .replace(MODULE_PRELOAD, (element, href: string) => (ASSET.test(href) ? '' : element))
    .replace(ENTRY_SCRIPT, '');
  return `${withoutScripts}    ${list}\n    ${loader}\n  ${page.slice(head)}`;
};
