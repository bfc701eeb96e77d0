import type { GriffelRenderer } from '@fluentui/react-components';

/** The style elements Griffel's server render writes into the head, one per bucket, priority and media query. */
const SERVER_STYLES = 'style[data-make-styles-bucket]';

type StyleSheet = GriffelRenderer['stylesheets'][string];

/**
 * The top-level rules of a Griffel style element, each exactly as Griffel inserted it: an element's
 * text is its rules concatenated (`.f1{color:red;}@media (x){.f2{…}}`), written by stylis without
 * comments or whitespace between rules, so a rule ends where its braces close at the top level (or
 * a statement at-rule at its `;`). Braces inside quotes and parentheses (`content:"}"`, `url(…)`)
 * are not structure. Griffel keys its cache by these strings; `before-hydration.test.ts` holds
 * them equal to Griffel's own rehydration, which parses the whole text with stylis instead.
 */
export const cssRulesOf = (text: string): string[] => {
  const rules: string[] = [];
  // Only the characters that can change the structure are looked at, found by the regular expression.
  const structure = /["'\\(){};]/g;
  let start = 0;
  let depth = 0;
  let parentheses = 0;
  let quote = '';
  for (let found = structure.exec(text); found; found = structure.exec(text)) {
    const char = found[0];
    const at = found.index;
    if (char === '\\') structure.lastIndex = at + 2;
    else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') parentheses++;
    else if (char === ')') parentheses--;
    else if (parentheses > 0) continue;
    else if (char === '{') depth++;
    else if (char === '}' || depth === 0) {
      if (char === '}') depth--;
      if (depth === 0) {
        rules.push(text.slice(start, at + 1));
        start = at + 1;
      }
    }
  }
  return rules;
};

/** The key Griffel files an element's sheet under: bucket, then media (or container) and priority. */
const sheetKeyOf = (element: HTMLStyleElement): string => {
  const bucket = element.dataset.makeStylesBucket ?? '';
  const priority = element.dataset.priority ?? '0';
  const condition = element.getAttribute('data-container') ?? (element.media || '0');
  return bucket === 'm' || bucket === 'x' ? `${bucket}${condition}${priority}` : `${bucket}${priority}`;
};

/** The renderer's sheet over a style element the server wrote: what Griffel's rehydration registers. */
const sheetOf = (element: HTMLStyleElement): StyleSheet => ({
  elementAttributes: Object.fromEntries(
    Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]),
  ),
  element,
  bucketName: element.dataset.makeStylesBucket as StyleSheet['bucketName'],
  insertRule: (rule: string) => element.sheet?.insertRule(rule, element.sheet.cssRules.length) ?? 0,
  cssRules: () => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
});

/**
 * The document RendererProvider is given once `takeOverServerStyles` has run: it holds no style
 * element left to take over, so the provider's own rehydration — stylis parsing all of the page's
 * rules inside the hydration's first render, one task of 60 ms on a phone for /mycars' 50 kB — has
 * nothing to do.
 */
export const STYLES_TAKEN_OVER = { querySelectorAll: () => [] } as unknown as Document;

/**
 * Griffel's renderer takes over the style elements the server wrote (docs/ui/server-render.md "The first page
 * rendered on the server"): each becomes its bucket's sheet, and each rule it holds is known, so
 * that no rule is inserted twice and nothing moves. What Griffel's `rehydrateRendererCache` does,
 * with the rules split by `cssRulesOf` (a few milliseconds) instead of a CSS parser.
 */
export const takeOverServerStyles = (renderer: GriffelRenderer, document: Document): void => {
  for (const element of document.querySelectorAll<HTMLStyleElement>(SERVER_STYLES)) {
    const key = sheetKeyOf(element);
    renderer.stylesheets[key] ??= sheetOf(element);
    const bucket = element.dataset.makeStylesBucket as StyleSheet['bucketName'];
    for (const rule of cssRulesOf(element.textContent ?? '')) renderer.insertionCache[rule] = bucket;
  }
};

/** Gives the main thread back to the browser (input, paint) before the next piece of work. */
export const yieldToBrowser = (): Promise<void> => new Promise((resume) => setTimeout(resume, 0));

/**
 * Griffel's renderer finds (or creates) each rule's style sheet before it checks whether the rule
 * is already in the page. In the hydration's commit every component's insertion effect hands it
 * its rules, nearly all of them written by the server and taken over (7 new ones on /mycars/d-1001):
 * the insertion was 16–26 ms of the commit's task on a phone (4× slowdown), most of it that look-up.
 * The renderer now leaves the rules it already holds out before it; what it inserts, and where, is
 * unchanged (docs/ui/hydration.md "The hydration's main-thread cost").
 */
export const skipKnownRules = (renderer: GriffelRenderer): void => {
  const insert = renderer.insertCSSRules.bind(renderer);
  const cache = renderer.insertionCache;
  renderer.insertCSSRules = (cssRules) => {
    let unknown: typeof cssRules | undefined;
    for (const bucket in cssRules) {
      const entries = cssRules[bucket as keyof typeof cssRules] ?? [];
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (cache[typeof entry === 'string' ? entry : String(entry?.[0])] !== undefined) continue;
        unknown ??= {};
        const fresh = unknown[bucket as keyof typeof cssRules] ?? [];
        fresh.push(entry as string);
        unknown[bucket as keyof typeof cssRules] = fresh;
      }
    }
    if (unknown) insert(unknown);
  };
};
