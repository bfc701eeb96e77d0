import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The portal's browser build: `npm run build:ui` writes adapters/react-ui/dist (index.html plus
 * hashed chunks under assets/), which the BFF serves; `npm run dev:ui` serves the sources with hot
 * reload and passes the API paths on to the BFF of `npm start`.
 */
const BFF = process.env.PORTAL_BFF_URL ?? 'http://localhost:3000';

// The BFF's CSRF check compares Origin with Host, so the proxy keeps the browser's Host header
// (no changeOrigin): to the BFF the calls look same-origin, as they are once it serves the build.
const toBff = { target: BFF, changeOrigin: false };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: {
      '/portal/api/': toBff,
      '/api/': toBff,
    },
  },
});
