import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureUiBuilt, type UiPaths, uiBuildState, uiPathsOf } from './ui-build.ts';

let paths: UiPaths;
const said: string[] = [];
const say = (line: string) => said.push(line);

const write = (path: string, text: string, at: Date) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, at, at);
};
const at = (minute: number) => new Date(Date.UTC(2025, 10, 23, 9, minute));

const withSources = (script = true) => {
  writeFileSync(
    join(paths.projectRoot, 'package.json'),
    JSON.stringify({
      scripts: script ? { 'build:ui': 'vite build --config adapters/react-ui/vite.config.ts' } : {},
    }),
  );
  write(join(paths.uiRoot, 'index.html'), '<div id="root"></div>', at(0));
  write(join(paths.uiRoot, 'src', 'features', 'deals', 'DealCard.tsx'), 'export {}', at(10));
};

/** What `npm run build:ui` writes: dist/index.html and the server's render of the first page. */
const writeBuild = (time: Date) => {
  write(join(paths.distDir, 'server', 'entry-server.js'), 'export const render = () => undefined;', time);
  write(join(paths.distDir, 'index.html'), '<html></html>', time);
};

/** A build that writes dist, as vite would. */
const fakeBuild = (succeeds = true) => {
  const runs: string[] = [];
  const run = (root: string) => {
    runs.push(root);
    if (succeeds) writeBuild(new Date());
    return succeeds;
  };
  return { runs, run };
};

beforeEach(() => {
  paths = uiPathsOf(mkdtempSync(join(tmpdir(), 'portal-project-')));
  said.length = 0;
});

afterEach(() => {
  rmSync(paths.projectRoot, { recursive: true, force: true });
});

describe('building the UI on npm start', () => {
  it('skips with a message when the UI sources or the build script are not there yet', () => {
    const build = fakeBuild();
    expect(ensureUiBuilt(paths, say, build.run)).toBe('no-sources');
    withSources(false);
    expect(ensureUiBuilt(paths, say, build.run)).toBe('no-sources');
    expect(build.runs).toEqual([]);
    expect(said[0]).toMatch(/serving the API only/);
  });

  it('builds when dist/index.html is missing', () => {
    withSources();
    const build = fakeBuild();
    expect(uiBuildState(paths)).toBe('not-built');
    expect(ensureUiBuilt(paths, say, build.run)).toBe('up-to-date');
    expect(build.runs).toEqual([paths.projectRoot]);
  });

  it('builds when the build has no server render of the first page (a browser build alone)', () => {
    withSources();
    write(join(paths.distDir, 'index.html'), '<html></html>', at(20));
    expect(uiBuildState(paths)).toBe('not-built');
    writeBuild(at(20));
    expect(uiBuildState(paths)).toBe('up-to-date');
  });

  it('builds when a file under src or index.html is newer than the build, and not otherwise', () => {
    withSources();
    writeBuild(at(20));
    const build = fakeBuild();
    expect(ensureUiBuilt(paths, say, build.run)).toBe('up-to-date');
    expect(build.runs).toEqual([]);

    write(join(paths.uiRoot, 'src', 'features', 'deals', 'DealCard.tsx'), 'export {};', at(30));
    expect(uiBuildState(paths)).toBe('stale');
    write(join(paths.distDir, 'index.html'), '<html></html>', at(40));
    write(join(paths.uiRoot, 'index.html'), '<div id="app"></div>', at(50));
    expect(uiBuildState(paths)).toBe('stale');
    ensureUiBuilt(paths, say, build.run);
    expect(build.runs).toHaveLength(1);
    expect(uiBuildState(paths)).toBe('up-to-date');
  });

  it('says so and goes on when the build fails', () => {
    withSources();
    expect(ensureUiBuilt(paths, say, fakeBuild(false).run)).toBe('not-built');
    expect(said.at(-1)).toMatch(/build failed.*API only/);
  });
});
