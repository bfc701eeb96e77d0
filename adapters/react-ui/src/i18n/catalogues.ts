import type { Locale } from './locales.ts';
import { type Catalogue, deDE, type MessageId } from './messages/de-DE.ts';

export type { Catalogue, MessageId };

/**
 * German is the default (business spec §1) and ships with the first page; the English catalogues
 * load when a visitor has chosen one, so most visitors never download them (docs/ui.md "Weight").
 */
const IMPORTS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'de-DE': async () => deDE,
  'en-DE': () => import('./messages/en-DE.ts').then((m) => m.enDE),
  'en-US': () => import('./messages/en-US.ts').then((m) => m.enUS),
};

const loaded = new Map<Locale, Catalogue>([['de-DE', deDE]]);
const pending = new Map<Locale, Promise<Catalogue>>();

/** The locale's catalogue if it is already here (German always is). */
export const loadedCatalogue = (locale: Locale): Catalogue | undefined => loaded.get(locale);

/** The locale's catalogue, fetched once; the same promise for every caller until it is here. */
export const loadCatalogue = (locale: Locale): Promise<Catalogue> => {
  const here = loaded.get(locale);
  if (here) return Promise.resolve(here);
  const started =
    pending.get(locale) ??
    IMPORTS[locale]().then((catalogue) => {
      loaded.set(locale, catalogue);
      pending.delete(locale);
      return catalogue;
    });
  pending.set(locale, started);
  return started;
};
