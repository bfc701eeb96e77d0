import type { Locale } from './locales.ts';
import { type Catalogue, deDE, type MessageId } from './messages/de-DE.ts';
import { enDE } from './messages/en-DE.ts';
import { enUS } from './messages/en-US.ts';

export type { Catalogue, MessageId };

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'de-DE': deDE,
  'en-DE': enDE,
  'en-US': enUS,
};
