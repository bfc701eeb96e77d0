import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

/** The system's Chromium first: Debian's package (`apt-get install chromium`) installs it here. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Names a Chromium or Chrome goes by on PATH, in the order they are tried. */
const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome'];

/** What to do without one, in one line: the browser tests and the UI benches print it and stop. */
export const NO_CHROMIUM =
  'No Chromium for the browser tests: apt-get install chromium, or set PORTAL_CHROMIUM=/path/to/chromium, or PORTAL_E2E=off npm test to leave them out.';

export type ChromiumLookup =
  | { readonly found: true; readonly path: string }
  | { readonly found: false; readonly message: string };

type Environment = { readonly PORTAL_CHROMIUM?: string; readonly PATH?: string };

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Playwright's own browser (`npx playwright-core install chromium`), when one is downloaded. */
const playwrightsChromium = (): string | undefined => {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
};

/**
 * The Chromium the browser tests and benches drive: PORTAL_CHROMIUM when set (and then only it, so a
 * wrong path is said, not passed over), else the system's (/usr/bin/chromium, then chromium,
 * chromium-browser and google-chrome on PATH), else Playwright's own when one is installed.
 */
export const findChromium = ({
  env = process.env,
  system = SYSTEM_CHROMIUM,
  playwrights = playwrightsChromium,
}: {
  readonly env?: Environment;
  readonly system?: string;
  readonly playwrights?: () => string | undefined;
} = {}): ChromiumLookup => {
  const chosen = env.PORTAL_CHROMIUM;
  if (chosen)
    return isExecutable(chosen)
      ? { found: true, path: chosen }
      : { found: false, message: `PORTAL_CHROMIUM=${chosen} is no executable. ${NO_CHROMIUM}` };
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .flatMap((dir) => NAMES_ON_PATH.map((name) => join(dir, name)));
  const ownOfPlaywright = playwrights();
  const candidates = [system, ...onPath, ...(ownOfPlaywright ? [ownOfPlaywright] : [])];
  const path = candidates.find(isExecutable);
  return path ? { found: true, path } : { found: false, message: NO_CHROMIUM };
};

/** The Chromium found; throws the one line without one (callers have checked with findChromium). */
export const chromiumPath = (): string => {
  const lookup = findChromium();
  if (!lookup.found) throw new Error(lookup.message);
  return lookup.path;
};

/** Why the browser tests cannot run here (one line), or undefined when a Chromium is found. */
export const missingChromium = (): string | undefined => {
  const lookup = findChromium();
  return lookup.found ? undefined : lookup.message;
};

/**
 * Stops the process with the one line when no Chromium is found, before anything is started: the
 * browser tests' global setup and the benches that drive a browser call it first.
 */
export const exitWithoutChromium = (): void => {
  const missing = missingChromium();
  if (missing === undefined) return;
  process.stderr.write(`${missing}\n`);
  process.exit(1);
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
