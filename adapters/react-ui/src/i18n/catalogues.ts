import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { Catalogue, MessageId } from './messages/de-DE.ts';
import { frameTexts } from './messages/frame.ts';

export type { Catalogue, MessageId };

/**
 * A catalogue as react-intl gets it: in the build every text is precompiled to its message syntax
 * tree (vite-catalogues.ts), in component tests it is the source's string.
 */
export type LoadedCatalogue =
  | Readonly<Record<MessageId, string>>
  | Readonly<Record<MessageId, MessageFormatElement[]>>;

/** Some of a catalogue's texts, in either form. */
export type SomeTexts = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/**
 * Every catalogue is a chunk of its own, loaded for the locale in use only (docs/ui/performance.md "Weight and
 * first paint"). German is the default (business spec §1): its frame texts (messages/frame.ts) are
 * part of the entry, so the frame shows at once, while the whole catalogue loads beside the page;
 * the English catalogues load when a visitor has chosen one, before the first render.
 */
const IMPORTS: Readonly<Record<Locale, () => Promise<LoadedCatalogue>>> = {
  'de-DE': () => import('./messages/de-DE.ts').then((m) => m.deDE),
  'en-DE': () => import('./messages/en-DE.ts').then((m) => m.enDE),
  'en-US': () => import('./messages/en-US.ts').then((m) => m.enUS),
};

const loaded = new Map<Locale, LoadedCatalogue>();
const pending = new Map<Locale, Promise<LoadedCatalogue>>();
const listeners = new Set<() => void>();
let inUse: Locale = DEFAULT_LOCALE;

/** The German frame texts, for the frame's first render while the whole catalogue still loads. */
export const FRAME_TEXTS = frameTexts as SomeTexts;

/** The locale's whole catalogue if it is already here. */
export const loadedCatalogue = (locale: Locale): LoadedCatalogue | undefined => loaded.get(locale);

/** Calls `listener` whenever a catalogue has arrived; returns the unsubscription. */
export const onCatalogueLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The locale's catalogue, fetched once; the same promise for every caller until it is here. */
export const loadCatalogue = (locale: Locale): Promise<LoadedCatalogue> => {
  const here = loaded.get(locale);
  if (here) return Promise.resolve(here);
  const started =
    pending.get(locale) ??
    IMPORTS[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      pending.delete(locale);
      for (const listener of listeners) listener();
      return catalogue;
    });
  pending.set(locale, started);
  return started;
};

/**
 * Makes `locale` the one whose texts pages wait for and starts loading its catalogue; resolves
 * once the frame can render in it — at once for German, whose frame texts are in the entry, after
 * the catalogue for the others.
 */
export const startTexts = (locale: Locale): Promise<void> => {
  inUse = locale;
  const whole = loadCatalogue(locale);
  return locale === DEFAULT_LOCALE ? Promise.resolve() : whole.then(() => undefined);
};

/** Resolves once every text of the locale in use is here: pages and lazily loaded parts wait for it. */
export const pageTextsLoaded = (): Promise<unknown> => loadCatalogue(inUse);
