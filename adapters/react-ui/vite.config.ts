import griffelPlugin from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_NONCE_PLACEHOLDER } from '../../contracts/page-nonce.ts';
import { precompiledCatalogues } from './vite-catalogues.ts';
import { routeDocumentationLeftOut } from './vite-route-documentation.ts';

/**
 * The portal's browser build: `npm run build:ui` writes adapters/react-ui/dist (index.html plus
 * hashed chunks under assets/), which the BFF serves; `npm run dev:ui` serves the sources with hot
 * reload and passes the API paths on to the BFF of `npm start`.
 */
const BFF = process.env.PORTAL_BFF_URL ?? 'http://localhost:3000';

// The BFF's CSRF check compares Origin with Host, so the proxy keeps the browser's Host header
// (no changeOrigin): to the BFF the calls look same-origin, as they are once it serves the build.
const toBff = { target: BFF, changeOrigin: false };

const packages = (names: readonly string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Vendor chunks of what every page runs and what changes seldom, so that a deployment of the portal
 * leaves them in the browser's cache: React, the router, react-intl, and Fluent's styling core.
 * Fluent's components are not grouped: each stays in the chunk of the pages that use it, so
 * /mycars does not load the account pages' inputs (bench/ui.bench.ts weighs the routes). Nor is
 * its focus management (tabster, keyborg, react-tabster): a group takes every module of its
 * packages that any page uses, and the dialogs' and menus' focus traps and arrow-key movers then
 * loaded with the frame (3.5 kB gzipped).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: packages(['react', 'react-dom', 'scheduler']), priority: 30 },
  { name: 'router', test: packages(['react-router', 'cookie', 'set-cookie-parser']), priority: 30 },
  {
    name: 'intl',
    test: packages(['react-intl', '@formatjs', 'intl-messageformat']),
    priority: 30,
  },
  {
    name: 'fluent-core',
    test: packages([
      '@griffel',
      'stylis',
      'rtl-css-js',
      '@emotion/hash',
      '@fluentui/tokens',
      '@fluentui/react-theme',
      '@fluentui/react-provider',
      '@fluentui/react-shared-contexts',
      '@fluentui/react-utilities',
      '@fluentui/react-jsx-runtime',
    ]),
    priority: 20,
  },
];

// Core (the product's rules, framework-free) only declares values and functions: a module of it
// whose exports a chunk does not use is left out. Without this, one constant imported from a rules
// module kept that module's whole import graph as side-effect imports — /mycars evaluated
// libphonenumber's metadata (~48 kB gzipped) because the service rules read the address form's
// maximum length from the handover's address checks.
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CORE = new RegExp(`^${escaped(decodeURIComponent(new URL('../../core/', import.meta.url).pathname))}`);

// The plugin is CommonJS behind an ES re-export: Node's loader hands over its module.exports (with
// the plugin as `default`), Vite's bundled config the plugin itself.
type GriffelPlugin = typeof griffelPlugin.default;
const griffel: GriffelPlugin =
  (griffelPlugin as { default?: GriffelPlugin }).default ?? (griffelPlugin as unknown as GriffelPlugin);

/**
 * The app's makeStyles precomputed at build time (Griffel's build-time transform, through wyw-in-js):
 * each becomes Griffel's `__styles` with its class names and CSS rules, as Fluent's own components
 * ship, so the browser no longer resolves the style objects (stylis, rtl-css-js) while React renders
 * the first page — 78–126 ms of a phone's first load at 4× CPU slowdown (docs/ui/performance.md "The first
 * render on a phone"), and Griffel's run-time engine leaves the frame's chunks. Only the build:
 * the dev server and the component tests run makeStyles as it is, with the same result.
 */
const precomputedStyles = (): Plugin => ({
  ...griffel({ include: [/\/adapters\/react-ui\/src\/.*\.tsx?$/] }),
  apply: 'build',
});

/** Where the BFF finds which chunks each page's route needs (static-ui.ts's ROUTE_PRELOADS_FILE). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const LAZY_ROUTE = /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * The API areas (contracts/route-loaders.ts) whose routes a first page's own calls need at once:
 * their chunks are otherwise fetched only once the first call is made, and the call waits for them
 * (seen in the pages' waterfalls: /mycars asked for its content page after the content area's chunk
 * had arrived, ~1.7 s after the deals on a throttled phone).
 */
// The areas of the routes the first-call table (contracts/first-calls.ts) names for the page: the
// page's answers are decoded by their routes' codecs before the page hydrates.
const FIRST_CALL_AREAS: Readonly<Record<string, readonly string[]>> = {
  '/mycars': ['content.ts', 'return.ts', 'handover.ts', 'services.ts'],
  '/mycars/:dealId': [
    'content.ts',
    'return.ts',
    'handover.ts',
    'documents.ts',
    'damage.ts',
    'preponement.ts',
  ],
  '/cars/:tab': ['fleet.ts', 'profile.ts', 'announcements.ts'],
  '/overview': ['fleet.ts', 'announcements.ts'],
  '/subscribe': ['catalogue.ts'],
};

/**
 * The modules that name a page's first calls beyond the session (the deal pages' part of the
 * first-call table, loaded with those pages only): the page's hydration waits for them.
 */
const FIRST_CALL_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/mycars': ['/contracts/deal-page-calls.ts'],
  '/mycars/:dealId': ['/contracts/deal-page-calls.ts'],
};

/**
 * The first calls of a page whose answers the browser can fetch with the page's scripts
 * (`<link rel="preload" as="fetch">`, which the client's own fetch then takes, as it takes the
 * session's): without them the calls start only once the entry has run. `:dealId` is the address's.
 */
const FIRST_CALL_FETCHES: Readonly<Record<string, readonly string[]>> = {
  '/mycars': ['/portal/api/bff/deals'],
  '/mycars/:dealId': ['/portal/api/bff/deals/:dealId'],
};

/**
 * The frame's chunks (the entry and what it imports), as routePreloads finds them. Vite lists with
 * every lazy import the chunks it needs, for its preload helper to fetch them at once; those of the
 * frame have run before any lazy import, so the lists leave them out (modulePreload below): with
 * them, the lists weighed ~5 kB gzipped in the entry, which every first page loads.
 */
const frameFiles = new Set<string>();

/**
 * The chunks of every page's route, for the BFF to name in the index.html it serves
 * (`<link rel="modulepreload">`): without them the browser learns of a page's chunks only once the
 * entry has run and the router has matched the address, and of their imports one level at a time.
 * Each route lists the chunks its page imports statically, the German catalogue (which every page
 * waits for, src/i18n/page-texts.ts) and the chunks of the API areas its first calls need
 * (FIRST_CALL_AREAS), less those index.html preloads anyway.
 */
const routePreloads = (): Plugin => {
  const routes: { path: string; page: string }[] = [];
  return {
    name: 'portal-route-preloads',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/app/routes.tsx')) return;
      routes.length = 0;
      for (const [, path, specifier] of code.matchAll(LAZY_ROUTE))
        if (path && specifier) routes.push({ path, page: new URL(specifier, `file://${id}`).pathname });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const frame = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
      );
      frameFiles.clear();
      for (const file of frame) frameFiles.add(file);
      const areaChunk = (file: string) =>
        chunks.find((candidate) =>
          candidate.moduleIds.some((id) => id.endsWith(`/contracts/routes/${file}`)),
        );
      // Every page waits for the German catalogue, which is not part of the entry (vite-catalogues.ts).
      const germanTexts = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => id.endsWith('/src/i18n/messages/de-DE.ts')),
      );
      const preloads = routes.flatMap(({ path, page }) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === page);
        if (!chunk) return [];
        const areas = (FIRST_CALL_AREAS[`/${path}`] ?? []).flatMap((file) => {
          const found = areaChunk(file);
          return found ? [found.fileName] : [];
        });
        const modules = (FIRST_CALL_MODULES[`/${path}`] ?? []).flatMap((suffix) => {
          const found = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(suffix)));
          return found ? [found.fileName] : [];
        });
        const texts = germanTexts ? [germanTexts.fileName] : [];
        const files = [
          ...new Set([chunk.fileName, ...texts, ...areas, ...modules].flatMap((file) => [...closure(file)])),
        ]
          .filter((file) => !frame.has(file))
          .map((file) => `/${file}`);
        const fetches = FIRST_CALL_FETCHES[`/${path}`];
        return [{ path: `/${path}`, files, ...(fetches ? { fetches } : {}) }];
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes: preloads }, null, 2)}\n`,
      });
    },
  };
};

/**
 * Where the server's render of the first page is built (`vite build --ssr`, docs/architecture.md
 * "The first page rendered on the server"): inside the UI's build, so that a copy of dist is a whole
 * build, under a path the BFF never serves as a file (static-ui.ts).
 */
const SERVER_OUT_DIR = 'dist/server';

/**
 * The server's render: src/entry-server.tsx with everything it imports in its own files (no
 * node_modules needed beside it), the catalogues precompiled as in the browser's build. The frame's
 * texts are checked by the browser's build, whose entry that check is about.
 */
const serverBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react(), { ...precompiledCatalogues(), generateBundle: undefined }],
  ssr: { noExternal: true, target: 'node' },
  // The pictures are the browser build's (dist/images).
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    // One module for the page server to import; its lazy pages in files of their own beside it.
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      treeshake: { moduleSideEffects: [{ test: CORE, sideEffects: false }] },
    },
  },
});

const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    precomputedStyles(),
    routePreloads(),
    precompiledCatalogues(),
    routeDocumentationLeftOut(),
  ],
  // The BFF puts a new nonce in every index.html it serves (static-ui.ts, docs/security.md).
  html: { cspNonce: PAGE_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // routePreloads (enforce: 'pre') has found the frame by the time Vite writes these lists;
    // index.html keeps naming all of the frame's chunks.
    modulePreload: {
      // Every browser the portal supports knows <link rel="modulepreload">.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !frameFiles.has(dep)),
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
      treeshake: { moduleSideEffects: [{ test: CORE, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      '/portal/api/': toBff,
      '/api/': toBff,
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
