/**
 * The second half of `npm run build:ui`: the server's render of the first page, built beside the
 * browser's build (adapters/http/server/ui-build.ts `buildServerRender`, which the benchmarks and
 * the server render's test use too).
 */
import { join } from 'node:path';
import { buildServerRender } from '../adapters/http/server/ui-build.ts';

try {
  buildServerRender(join(import.meta.dirname, '..'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
