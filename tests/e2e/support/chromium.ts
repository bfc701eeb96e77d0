import { accessSync, constants } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium (`apt-get install -y chromium`); another build through PORTAL_CHROMIUM. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = (): string => process.env.PORTAL_CHROMIUM || DEFAULT_CHROMIUM;

/** Why the browser tests cannot run here, or undefined when the executable is there. */
export const missingChromium = (path: string = chromiumPath()): string | undefined => {
  try {
    accessSync(path, constants.X_OK);
    return undefined;
  } catch {
    return [
      `The browser tests need Chromium at ${path}, and there is none.`,
      '  Install it (Debian/Ubuntu: apt-get install -y chromium), or set PORTAL_CHROMIUM to its executable,',
      '  or run without the browser tests: PORTAL_E2E=off npm test (docs/testing.md).',
    ].join('\n');
  }
};

export type Chromium = { readonly browser: Browser; readonly close: () => Promise<void> };

/**
 * A headless Chromium (Playwright gives it a throw-away profile). As root (CI containers) Chromium
 * refuses to start with its sandbox, so it runs without one there only.
 */
export const launchChromium = async (): Promise<Chromium> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
};
