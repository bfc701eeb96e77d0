import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_NONCE_PLACEHOLDER } from '../../contracts/page-nonce.ts';

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
 * leaves them in the browser's cache: React, the router, react-intl, and Fluent's styling and focus
 * core. Fluent's components are not grouped: each stays in the chunk of the pages that use it, so
 * /mycars does not load the account pages' inputs (bench/ui.bench.ts weighs the routes).
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
      'tabster',
      'keyborg',
      'stylis',
      'rtl-css-js',
      '@emotion/hash',
      '@fluentui/tokens',
      '@fluentui/react-theme',
      '@fluentui/react-provider',
      '@fluentui/react-shared-contexts',
      '@fluentui/react-utilities',
      '@fluentui/react-tabster',
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The BFF puts a new nonce in every index.html it serves (static-ui.ts, docs/security.md).
  html: { cspNonce: PAGE_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
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
