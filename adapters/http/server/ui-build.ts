import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the React UI lives in the project and where `npm run build:ui` writes it. */
export type UiPaths = { readonly projectRoot: string; readonly uiRoot: string; readonly distDir: string };

export const uiPathsOf = (projectRoot: string): UiPaths => ({
  projectRoot,
  uiRoot: join(projectRoot, 'adapters/react-ui'),
  distDir: join(projectRoot, 'adapters/react-ui/dist'),
});

export type UiBuildState =
  /** No UI sources (or no build:ui script) in this checkout: the BFF serves the API alone. */
  | 'no-sources'
  | 'not-built'
  /** A source file is newer than the built index.html. */
  | 'stale'
  | 'up-to-date';

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
};

const hasBuildScript = (projectRoot: string): boolean => {
  try {
    const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return Boolean(manifest.scripts?.['build:ui']);
  } catch {
    return false;
  }
};

/** Whether the built UI is there and newer than every source it is built from. */
export const uiBuildState = (paths: UiPaths): UiBuildState => {
  const sources = [
    join(paths.uiRoot, 'src'),
    // Files Vite copies as they are (the catalogue's pictures).
    join(paths.uiRoot, 'public'),
    join(paths.uiRoot, 'index.html'),
    join(paths.uiRoot, 'vite.config.ts'),
  ];
  if (!existsSync(join(paths.uiRoot, 'index.html')) || !existsSync(join(paths.uiRoot, 'src')))
    return 'no-sources';
  if (!hasBuildScript(paths.projectRoot)) return 'no-sources';
  const built = join(paths.distDir, 'index.html');
  // A build without the server's render of the first page (a browser build alone, e.g. a
  // benchmark's) serves every page as the browser renders it: built again in full.
  if (!existsSync(built) || !existsSync(join(paths.distDir, 'server', 'entry-server.js'))) return 'not-built';
  const newestSource = Math.max(...sources.map(newestChange));
  return newestSource > statSync(built).mtimeMs ? 'stale' : 'up-to-date';
};

/**
 * Vite's build of the server's render of the first page (`src/entry-server.tsx`, docs/ui/server-render.md "The
 * first page rendered on the server"), the second half of `npm run build:ui`: into the UI's
 * `dist/server`, or `outDir`. Throws when the build fails, with what Vite printed when its output
 * was not shown (`quiet`: only its errors, returned to the caller instead of printed).
 */
export const buildServerRender = (
  projectRoot: string,
  options: { readonly outDir?: string; readonly quiet?: boolean } = {},
): void => {
  const result = spawnSync(
    process.execPath,
    [
      join(projectRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'adapters/react-ui/vite.config.ts',
      '--ssr',
      'src/entry-server.tsx',
      ...(options.outDir ? ['--outDir', options.outDir] : []),
      ...(options.quiet ? ['--logLevel', 'error'] : []),
    ],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: options.quiet ? 'pipe' : 'inherit',
      // The production build of React and of the app, whatever NODE_ENV the caller runs with.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0)
    throw new Error(`the server render was not built${result.stderr ? `:\n${result.stderr}` : ''}`);
};

/** Runs `npm run build:ui` in the project; answers whether it succeeded. */
export type BuildRunner = (projectRoot: string) => boolean;

export const npmBuildUi: BuildRunner = (projectRoot) => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build:ui'], {
    cwd: projectRoot,
    stdio: 'inherit',
    // The UI is served as the production build, whatever NODE_ENV the caller runs with: Vite builds
    // React's development version (and dev JSX naming source paths) for NODE_ENV=development or
    // test, e.g. when the browser tests build it under vitest.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status === 0;
};

/**
 * `npm start` builds the UI when it is missing or older than its sources, so a newcomer gets the
 * portal at the BFF's address with nothing else to run. Never fatal: without sources, or when the
 * build fails, the BFF starts and says why the UI is missing or old.
 */
export const ensureUiBuilt = (
  paths: UiPaths,
  say: (line: string) => void,
  build: BuildRunner = npmBuildUi,
): UiBuildState => {
  const state = uiBuildState(paths);
  if (state === 'no-sources') {
    say('UI: no sources in adapters/react-ui (or no build:ui script) yet; serving the API only.');
    return state;
  }
  if (state === 'up-to-date') return state;
  say(
    state === 'not-built'
      ? 'UI: not built yet; running npm run build:ui …'
      : 'UI: sources changed since the last build; running npm run build:ui …',
  );
  if (build(paths.projectRoot)) return 'up-to-date';
  say(
    existsSync(join(paths.distDir, 'index.html'))
      ? 'UI: the build failed (see above); serving the previous build.'
      : 'UI: the build failed (see above); serving the API only.',
  );
  return state;
};
