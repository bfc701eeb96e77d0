/** The languages of the CLI's text output: the portal's own locales. */
export const LOCALES = ['de-DE', 'en-DE', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export const parseLocale = (value: string): Locale | undefined => {
  const wanted = value.toLowerCase();
  if (wanted === 'de') return 'de-DE';
  if (wanted === 'en') return 'en-DE';
  return LOCALES.find((locale) => locale.toLowerCase() === wanted);
};
