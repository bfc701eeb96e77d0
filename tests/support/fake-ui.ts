import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_PAGE_ANSWERS_ID,
  type FirstPageAnswer,
  parseFirstPageAnswers,
} from '../../contracts/first-page-answers.ts';
import { PAGE_NONCE_PLACEHOLDER } from '../../contracts/page-nonce.ts';

/** The Accept header of a browser asking for a page. */
export const PAGE_REQUEST = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/**
 * A built UI directory as `npm run build:ui` writes its index.html (the nonce placeholder, the
 * entry script, `head` lines in between), with an entry script of one line: for tests of the
 * pages the BFF serves without building the portal.
 */
export const fakeUiDir = (prefix: string, head: readonly string[] = []): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const index = [
    '<!doctype html><html><head>',
    `<meta property="csp-nonce" nonce="${PAGE_NONCE_PLACEHOLDER}">`,
    ...head,
    `<script type="module" crossorigin src="/assets/index-3f9a1c.js" nonce="${PAGE_NONCE_PLACEHOLDER}"></script>`,
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), 'export const portal = true;\n');
  return dir;
};

export const removeFakeUiDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

const ANSWERS = new RegExp(`<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">([^<]*)</script>`);

/** The first calls' answers a served page holds. */
export const answersInPage = (body: string): FirstPageAnswer[] =>
  parseFirstPageAnswers(body.match(ANSWERS)?.[1]);
