import type { Page } from 'playwright-core';

/**
 * How far the page is wider than the window (0 when it fits): a page that scrolls sideways on a
 * phone has something too wide in it.
 */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth));

/** Overlaps smaller than this (in CSS pixels, either way) are a glyph's side bearing, not a collision. */
const TOLERANCE_PX = 2;

/**
 * Texts printed over other texts, as 'one' ↔ 'other' pairs (empty when none): the line boxes of
 * every visible element's own text, compared with those of every element that is neither its
 * ancestor nor its descendant. Within `root` (a dialog) or the whole page; on the page, layers that
 * float over it by design (position: fixed — the chat button, an open dialog) are left out.
 * Elements clipped to a pixel or less (texts for screen readers only) show nothing and are left out,
 * and so is the part of a text its scrolling or clipping container hides (a dialog's content below
 * the fold, tabs scrolled aside).
 */
export const overlappingTexts = (page: Page, rootSelector?: string): Promise<string[]> =>
  page.evaluate(
    ({ rootSelector, tolerance }) => {
      const root = rootSelector ? document.querySelector(rootSelector) : document.body;
      if (!root) return [`nothing matches ${rootSelector}`];
      const floats = (element: Element): boolean => {
        for (let node: Element | null = element; node && node !== root; node = node.parentElement)
          if (getComputedStyle(node).position === 'fixed') return true;
        return false;
      };
      /** The part of the window the element's clipping ancestors (overflow other than visible) show. */
      const clipOf = (element: Element): DOMRect => {
        let clip = new DOMRect(0, 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const box = node.getBoundingClientRect();
          const left = Math.max(clip.left, box.left);
          const top = Math.max(clip.top, box.top);
          clip = new DOMRect(
            left,
            top,
            Math.max(0, Math.min(clip.right, box.right) - left),
            Math.max(0, Math.min(clip.bottom, box.bottom) - top),
          );
        }
        return clip;
      };
      const clipped = (line: DOMRect, clip: DOMRect): DOMRect => {
        const left = Math.max(line.left, clip.left);
        const top = Math.max(line.top, clip.top);
        return new DOMRect(
          left,
          top,
          Math.min(line.right, clip.right) - left,
          Math.min(line.bottom, clip.bottom) - top,
        );
      };
      const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'OPTGROUP', 'TITLE']);
      type Texted = { element: Element; lines: DOMRect[]; text: string };
      const texted: Texted[] = [];
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (SKIPPED.has(element.tagName) || element.closest('select, [aria-hidden="true"]')) continue;
        const own = [...element.childNodes].filter(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (own.length === 0) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || floats(element)) continue;
        const clip = clipOf(element);
        const lines = own.flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()]
            .map((line) => clipped(line, clip))
            .filter((line) => line.width > 0 && line.height > 0);
        });
        if (lines.length > 0)
          texted.push({
            element,
            lines,
            text: own
              .map((node) => node.textContent?.trim())
              .join(' ')
              .slice(0, 60),
          });
      }
      const overlaps = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;
      const found: string[] = [];
      for (let i = 0; i < texted.length; i += 1)
        for (let j = i + 1; j < texted.length; j += 1) {
          const a = texted[i] as Texted;
          const b = texted[j] as Texted;
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          if (a.lines.some((line) => b.lines.some((other) => overlaps(line, other))))
            found.push(`'${a.text}' ↔ '${b.text}'`);
        }
      return found;
    },
    { rootSelector, tolerance: TOLERANCE_PX },
  );
