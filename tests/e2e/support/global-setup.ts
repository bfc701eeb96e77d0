/**
 * Once per run of the browser tests: Chromium must be there (a missing browser fails the run, it
 * never skips it; PORTAL_E2E=off leaves the browser tests out on purpose), and the UI is built
 * when adapters/react-ui/dist is missing or older than its sources.
 */
import { join } from 'node:path';
import { npmBuildUi, uiBuildState, uiPathsOf } from '../../../adapters/http/server/ui-build.ts';
import { missingChromium } from './chromium.ts';

export default function setup() {
  const missing = missingChromium();
  if (missing) throw new Error(missing);
  const paths = uiPathsOf(join(import.meta.dirname, '../../..'));
  const state = uiBuildState(paths);
  if (state === 'up-to-date') return;
  if (state === 'no-sources') throw new Error('The browser tests need the UI sources in adapters/react-ui.');
  if (!npmBuildUi(paths.projectRoot))
    throw new Error('npm run build:ui failed; the browser tests need the built UI.');
}
