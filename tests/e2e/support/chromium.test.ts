import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, NO_CHROMIUM } from './chromium.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const anExecutable = (name: string): string => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};
const nowhere = join(dir, 'nowhere');
const none = () => undefined;

describe('the Chromium the browser tests drive', () => {
  it('is PORTAL_CHROMIUM when it is set and executable', () => {
    const own = anExecutable('own-chromium');
    expect(
      findChromium({ env: { PORTAL_CHROMIUM: own, PATH: '' }, system: nowhere, playwrights: none }),
    ).toEqual({
      found: true,
      path: own,
    });
  });

  it('says so in one line when PORTAL_CHROMIUM names no executable, without looking elsewhere', () => {
    const system = anExecutable('system-chromium');
    const lookup = findChromium({ env: { PORTAL_CHROMIUM: nowhere }, system, playwrights: none });
    expect(lookup.found).toBe(false);
    if (!lookup.found) {
      expect(lookup.message).toContain(`PORTAL_CHROMIUM=${nowhere}`);
      expect(lookup.message).not.toContain('\n');
    }
  });

  it('is the system one first, then chromium, chromium-browser or google-chrome on PATH, then Playwright’s', () => {
    const onPath = mkdtempSync(join(dir, 'bin-'));
    writeFileSync(join(onPath, 'google-chrome'), '#!/bin/sh\n');
    chmodSync(join(onPath, 'google-chrome'), 0o755);
    const playwrights = anExecutable('playwright-chrome');
    const system = anExecutable('chromium');
    expect(findChromium({ env: { PATH: onPath }, system, playwrights: () => playwrights })).toEqual({
      found: true,
      path: system,
    });
    expect(findChromium({ env: { PATH: onPath }, system: nowhere, playwrights: () => playwrights })).toEqual({
      found: true,
      path: join(onPath, 'google-chrome'),
    });
    expect(findChromium({ env: { PATH: '' }, system: nowhere, playwrights: () => playwrights })).toEqual({
      found: true,
      path: playwrights,
    });
  });

  it('passes over Playwright’s path when its browser is not downloaded', () => {
    expect(
      findChromium({
        env: { PATH: mkdtempSync(join(dir, 'empty-')) },
        system: nowhere,
        playwrights: () => nowhere,
      }),
    ).toEqual({
      found: false,
      message: NO_CHROMIUM,
    });
  });

  it('tells how to get one, in one line, without any', () => {
    expect(NO_CHROMIUM).not.toContain('\n');
    expect(NO_CHROMIUM).toContain('apt-get install chromium');
    expect(NO_CHROMIUM).toContain('PORTAL_CHROMIUM=');
    expect(NO_CHROMIUM).toContain('PORTAL_E2E=off');
  });
});
