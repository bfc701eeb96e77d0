import { configDefaults, defineConfig } from 'vitest/config';

const BROWSER_TESTS = 'tests/e2e/**/*.e2e.test.ts';

// PORTAL_E2E=off leaves the browser tests out, for a quick run on a machine without Chromium
// (docs/testing.md). Otherwise they are part of every run, and a missing Chromium stops it with one
// line before any browser test (tests/e2e/support/chromium.ts finds one).
const withBrowserTests = process.env.PORTAL_E2E !== 'off';

export default defineConfig({
  test: {
    environment: 'node',
    // Embedded Postgres (PGlite) starts in seconds on a busy 2-core machine: time limits catch hangs,
    // not slowness (performance is measured in npm run bench:*).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // The demo data written once for the run and copied per demo BFF (tests/support/demo-templates.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          include: [
            'core/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contracts/**/*.test.ts',
            'adapters/**/*.test.ts',
            // Component tests of the portal: each file runs in happy-dom (`// @vitest-environment happy-dom`).
            'adapters/**/*.test.tsx',
            'tests/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, BROWSER_TESTS],
        },
      },
      ...(withBrowserTests
        ? [
            {
              extends: true,
              test: {
                name: 'e2e',
                include: [BROWSER_TESTS],
                // Checks Chromium (stopping the run without it) and builds the UI once for the run.
                globalSetup: ['tests/e2e/support/global-setup.ts'],
                // Each file runs a server and a browser: one file at a time, and after the other
                // tests, on a 2-core machine. The limits catch hangs; these are no timing assertions.
                fileParallelism: false,
                sequence: { groupOrder: 1 },
                testTimeout: 90_000,
                hookTimeout: 150_000,
              },
            },
          ]
        : []),
    ],
  },
});
