import type { Words } from '../../core/deals/clauses.ts';
import type { DealExplanation } from '../../core/deals/explain.ts';
import { type Locale, labelFor } from './text-format.ts';

/** `--explain`: each banner, action and eligibility flag with its verdict and the words that decided it. */

const languageOf = (locale: Locale): keyof Words => (locale.startsWith('de') ? 'de' : 'en');

const HEADINGS = {
  de: {
    why: 'Warum',
    banners: 'Hinweise',
    actions: 'Aktionen',
    eligibility: 'Berechtigungen',
    yes: 'ja',
    no: 'nein',
  },
  en: {
    why: 'Why',
    banners: 'Banners',
    actions: 'Actions',
    eligibility: 'Eligibility',
    yes: 'yes',
    no: 'no',
  },
} as const;

/** The explanation as JSON, its words in the locale's language. */
export const explanationJson = (explanation: DealExplanation, locale: Locale) => {
  const language = languageOf(locale);
  const part = (items: DealExplanation['banners' | 'actions' | 'eligibility']) =>
    items.map((item) => ({
      id: item.id,
      verdict: item.verdict,
      because: item.because.map((words) => words[language]),
    }));
  return {
    banners: part(explanation.banners),
    actions: part(explanation.actions),
    eligibility: part(explanation.eligibility),
  };
};

/** "return_coordination: no — the return date 13.03.2027 is 108 days away; …", one line per verdict. */
export const formatExplanationText = (explanation: DealExplanation, locale: Locale): string => {
  const language = languageOf(locale);
  const h = HEADINGS[language];
  const label = labelFor(locale);
  const verdict = (value: boolean | string) =>
    typeof value === 'boolean' ? (value ? h.yes : h.no) : label(value);
  const lines = (items: DealExplanation['banners' | 'actions' | 'eligibility']) =>
    items.map(
      (item) =>
        `  ${item.id}: ${verdict(item.verdict)} — ${item.because.map((words) => words[language]).join('; ')}`,
    );
  return [
    `${h.why}:`,
    `${h.banners}:`,
    ...lines(explanation.banners),
    `${h.actions}:`,
    ...lines(explanation.actions),
    `${h.eligibility}:`,
    ...lines(explanation.eligibility),
    '',
  ].join('\n');
};
