// @vitest-environment happy-dom
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssRulesOf, STYLES_TAKEN_OVER, skipKnownRules, takeOverServerStyles } from './before-hydration.ts';

/** Rules as Griffel writes them into its style elements: stylis's output, one after the other. */
const RULES = [
  '.f1a2b3c{color:var(--colorNeutralForeground1);}',
  '.fq4wxyz{background-image:url(data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg">{}</svg>);}',
  '.f9zz{content:"}";}',
  ".fabc::after{content:'{\\'}';}",
  '@supports (display:grid){@media (min-width: 900px){.fgrid{display:grid;}}}',
  '@keyframes f1kx9{from{opacity:0;}to{opacity:1;}}',
  '.fsel\\:hover{color:red;}',
];

const styleElement = (attributes: Record<string, string>, rules: readonly string[]) => {
  const element = document.createElement('style');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = rules.join('');
  document.head.append(element);
  return element;
};

afterEach(() => {
  document.head.replaceChildren();
});

describe("the take-over of the server's style elements before the first render", () => {
  it('splits an element into the very rules it was written from, braces in strings and url() included', () => {
    expect(cssRulesOf(RULES.join(''))).toEqual(RULES);
    expect(cssRulesOf('')).toEqual([]);
  });

  it("knows the same rules and sheets as Griffel's own rehydration in RendererProvider", () => {
    styleElement({ 'data-make-styles-bucket': 'd', 'data-priority': '0' }, RULES.slice(0, 4));
    styleElement({ 'data-make-styles-bucket': 'd', 'data-priority': '-1' }, ['.fprio{margin:0;}']);
    styleElement({ 'data-make-styles-bucket': 'h', 'data-priority': '0' }, ['.fhov:hover{color:blue;}']);
    styleElement({ 'data-make-styles-bucket': 'k', 'data-priority': '0' }, [RULES[5] ?? '']);
    styleElement({ 'data-make-styles-bucket': 't', 'data-priority': '0' }, [RULES[4] ?? '']);
    styleElement({ 'data-make-styles-bucket': 'm', 'data-priority': '0', media: '(max-width: 899px)' }, [
      '.fcompact{padding:8px;}',
    ]);
    const griffel = createDOMRenderer(document);
    render(
      <RendererProvider renderer={griffel} targetDocument={document}>
        <p>page</p>
      </RendererProvider>,
    );
    const ours = createDOMRenderer(document);
    takeOverServerStyles(ours, document);

    expect(ours.insertionCache).toEqual(griffel.insertionCache);
    expect(Object.keys(ours.insertionCache)).toHaveLength(9);
    expect(Object.keys(ours.stylesheets).sort()).toEqual(Object.keys(griffel.stylesheets).sort());
    for (const [key, sheet] of Object.entries(griffel.stylesheets)) {
      const taken = ours.stylesheets[key];
      expect(taken?.element).toBe(sheet.element);
      expect(taken?.bucketName).toBe(sheet.bucketName);
      expect(taken?.elementAttributes).toEqual(sheet.elementAttributes);
    }
  });

  it('leaves RendererProvider nothing to take over again, and inserts no rule the server wrote', () => {
    const element = styleElement({ 'data-make-styles-bucket': 'd', 'data-priority': '0' }, [
      '.fknown{color:red;}',
    ]);
    const renderer = createDOMRenderer(document);
    takeOverServerStyles(renderer, document);
    render(
      <RendererProvider renderer={renderer} targetDocument={STYLES_TAKEN_OVER}>
        <p>page</p>
      </RendererProvider>,
    );
    renderer.insertCSSRules({ d: ['.fknown{color:red;}'] });
    expect(element.textContent).toBe('.fknown{color:red;}');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(renderer.stylesheets.d0?.element).toBe(element);
  });

  it('looks up no style sheet for rules it already holds, and inserts the new ones where Griffel would', () => {
    const renderer = createDOMRenderer(document);
    renderer.insertionCache['.fknown{color:red;}'] = 'h';
    skipKnownRules(renderer);
    // Known rules only: no sheet for their bucket is created (Griffel's own look-up would create one).
    renderer.insertCSSRules({ h: ['.fknown{color:red;}'] });
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    renderer.insertCSSRules({
      h: ['.fknown{color:red;}', '.fnew{color:blue;}'],
      m: [['@media (min-width: 900px){.fwide{display:grid;}}', { m: '(min-width: 900px)' }]],
    });
    const inserted = renderer.stylesheets.h0?.cssRules() ?? [];
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toContain('.fnew');
    expect(renderer.insertionCache['.fnew{color:blue;}']).toBe('h');
    expect(renderer.insertionCache['@media (min-width: 900px){.fwide{display:grid;}}']).toBe('m');
  });
});
