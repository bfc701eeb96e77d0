/**
 * Once per run of the browser tests: Chromium must be there (a missing browser stops the run with
 * one line before any browser test, it never skips them; PORTAL_E2E=off leaves the browser tests
 * out on purpose), the UI is built
 * when adapters/react-ui/dist is missing or older than its sources, and a folder for the run's
 * demo data directory (portal-server.ts) is made, removed after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { npmBuildUi, uiBuildState, uiPathsOf } from '../../../adapters/http/server/ui-build.ts';
import { exitWithoutChromium } from './chromium.ts';

export default function setup(project: TestProject) {
  exitWithoutChromium();
  const paths = uiPathsOf(join(import.meta.dirname, '../../..'));
  const state = uiBuildState(paths);
  if (state === 'no-sources') throw new Error('The browser tests need the UI sources in adapters/react-ui.');
  if (state !== 'up-to-date' && !npmBuildUi(paths.projectRoot))
    throw new Error('npm run build:ui failed; the browser tests need the built UI.');
  // The run's folder: the demo data directory written once and copied per file (portal-server.ts).
  const runDir = mkdtempSync(join(tmpdir(), 'portal-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
