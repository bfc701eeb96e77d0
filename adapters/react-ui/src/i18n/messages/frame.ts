import { type Catalogue, deDE } from './de-DE.ts';

/**
 * The texts the frame shows before any page has loaded — header, navigation, footer, the loading
 * and error states — by the start of their ids. Only these German texts are
 * part of the entry; the whole catalogue is a chunk of its own that every page and every lazily
 * loaded part waits for (i18n/catalogues.ts). The build fails when the frame's code names an id
 * outside this list (vite-catalogues.ts), so the frame never shows an id instead of its text.
 */
export const FRAME_TEXT_PREFIXES = ['app.', 'format.', 'layout.', 'hotline.', 'newsletter.footer.'] as const;

/** The German frame texts; in the build a precomputed object (vite-catalogues.ts). */
export const frameTexts: Partial<Catalogue> = Object.fromEntries(
  Object.entries(deDE).filter(([id]) => FRAME_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix))),
);
