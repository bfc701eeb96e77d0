import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const RESULTS = join(import.meta.dirname, '../../../test-results');

/** Where the pages' photographs go: `<name>.png`, git-ignored. */
export const SCREENSHOTS = join(RESULTS, 'screenshots');
/** Where the pages of a failed test are photographed: `<file> <test> <n>.png`. */
export const FAILURES = join(RESULTS, 'failures');

/**
 * Whether the browser tests photograph the pages they walk (`PORTAL_SCREENSHOTS=1`), for a person
 * to look at every page on every screen. Not by default: a full-page photograph costs the browser
 * about a fifth of a page's load, and the walks photograph some two hundred pages a run
 * (docs/testing.md "Photographs"). A failed test's pages are photographed always.
 */
export const photographsWanted = (): boolean => process.env.PORTAL_SCREENSHOTS === '1';

/** Photographs the page as `SCREENSHOTS/<name>.png` when photographs are wanted: the whole page unless `fullPage: false`. */
export const photograph = async (page: Page, name: string, { fullPage = true } = {}): Promise<void> => {
  if (!photographsWanted()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
};

/** A name a file may carry on every system: the test's words without path separators and the like. */
const fileNameOf = (words: string) =>
  words
    .replace(/[^\p{L}\p{N}._-]+/gu, ' ')
    .trim()
    .slice(0, 120);

/**
 * Photographs the pages of a test that failed (`FAILURES/<file> <test> <n>.png`), as they were when
 * it failed; a page that cannot be photographed any more (closed, crashed) is left out.
 */
export const photographFailure = async (
  pages: readonly Page[],
  file: string,
  test: string,
): Promise<void> => {
  if (pages.length === 0) return;
  mkdirSync(FAILURES, { recursive: true });
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: join(FAILURES, `${fileNameOf(`${file} ${test}`)} ${index + 1}.png`),
          fullPage: true,
          timeout: 10_000,
        })
        .catch(() => undefined),
    ),
  );
};
