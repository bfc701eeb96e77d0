/**
 * The built portal under its Content-Security-Policy (docs/security.md "Secrets and response
 * headers"), checked on a page as the page walks (consumer-pages, business-pages) load it: the
 * answer's policy admits no inline style or script but the page's own nonce, and every style
 * element that Fluent and Griffel inserted carries that nonce and is applied. That nothing was
 * refused is checked for every browser test (portal-browser.ts).
 */
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

/** What the page's answer said, and whether the styles that Fluent inserted carry its nonce. */
export const expectNoncedStyles = async (page: Page, path: string, answer: Response | null) => {
  expect(answer?.status(), path).toBe(200);
  const policy = directivesOf((await answer?.headerValue('content-security-policy')) ?? '');
  const nonce = policy.get('style-src')?.find((source) => source.startsWith("'nonce-"));
  expect(nonce, path).toBeDefined();
  for (const directive of ['script-src', 'style-src'])
    expect(policy.get(directive), `${path} ${directive}`).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");

  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      nonce: style.nonce,
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  // Griffel's and the theme's style elements, all with this page's nonce, and all applied.
  expect(styles.length, path).toBeGreaterThan(0);
  for (const style of styles) expect(`'nonce-${style.nonce}'`, path).toBe(nonce);
  expect(
    styles.reduce((sum, style) => sum + style.rules, 0),
    path,
  ).toBeGreaterThan(100);
};
