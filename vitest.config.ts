import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'scripts/**/*.test.ts',
      'contracts/**/*.test.ts',
      'adapters/**/*.test.ts',
      // Component tests of the portal: each file runs in happy-dom (`// @vitest-environment happy-dom`).
      'adapters/**/*.test.tsx',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
    // Embedded Postgres (PGlite) starts in seconds on a busy 2-core machine: time limits catch hangs,
    // not slowness (performance is measured in npm run bench:*).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
