import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const BROWSER_TESTS = 'tests/e2e/**/*.e2e.test.ts';
// The portal's own tests: its components in happy-dom (`// @vitest-environment happy-dom`) and its modules.
const PORTAL_TESTS = 'adapters/react-ui/src/**/*.test.{ts,tsx}';

// PORTAL_E2E=off leaves the browser tests out, for a quick run on a machine without Chromium
// (docs/testing.md). Otherwise they are part of every run, and a missing Chromium stops it with one
// line before any browser test (tests/e2e/support/chromium.ts finds one).
const withBrowserTests = process.env.PORTAL_E2E !== 'off';

// One pool for both projects, a worker a core and at least two: the browser tests run beside the
// others rather than after them, so while one file waits for a page the other core works
// (docs/testing.md "Where the time goes"). Both projects must name the same number to share a group.
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    environment: 'node',
    // Embedded Postgres (PGlite) starts in seconds on a busy 2-core machine: time limits catch hangs,
    // not slowness (performance is measured in npm run bench:*).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's deadline, like Testing Library's (adapters/react-ui/src/test/patient-waits.ts): for hangs.
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
          // The demo data written once for the run and copied per demo BFF (tests/support/demo-templates.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['adapters/react-ui/src/test/patient-waits.ts'],
          include: [
            'core/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contracts/**/*.test.ts',
            'adapters/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, BROWSER_TESTS, PORTAL_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          // Each file in a VM context of a reused worker instead of a fresh worker: the modules of
          // React, Fluent and the portal are imported once per worker, not once per file — about a
          // third of these files' time (docs/testing.md "The portal's tests in VM contexts"). Only
          // these: PGlite's WebAssembly does not survive a VM context's end, and nothing here needs it.
          pool: 'vmForks',
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
          setupFiles: ['adapters/react-ui/src/test/patient-waits.ts'],
          include: [PORTAL_TESTS],
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
                // Each file runs a server and a browser of its own, on a free port and a copy of the
                // demo data, so files run side by side like any other. The limits catch hangs; these
                // are no timing assertions.
                maxWorkers: WORKERS,
                sequence: { groupOrder: 0 },
                testTimeout: 90_000,
                hookTimeout: 150_000,
              },
            },
          ]
        : []),
    ],
  },
});
