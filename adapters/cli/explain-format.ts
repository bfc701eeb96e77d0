import type { BannerId } from '../../core/deals/banners.ts';
import type { Words } from '../../core/deals/clauses.ts';
import type { DealExplanation } from '../../core/deals/explain.ts';
import type { Locale } from './locale.ts';
import type { DealNames } from './portal-words.ts';
import { labelFor } from './text-format.ts';

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

/**
 * "Rückgabe planen (return_coordination): nein — the return date 13.03.2027 is 108 days away; …", one
 * line per verdict, banners and actions in the portal's words.
 */
export const formatExplanationText = (
  explanation: DealExplanation,
  locale: Locale,
  names: DealNames,
): string => {
  const language = languageOf(locale);
  const h = HEADINGS[language];
  const label = labelFor(locale);
  const verdict = (value: boolean | string) =>
    typeof value === 'boolean' ? (value ? h.yes : h.no) : label(value);
  const lines = (
    items: DealExplanation['banners' | 'actions' | 'eligibility'],
    name: (id: string) => string = (id) => id,
  ) =>
    items.map(
      (item) =>
        `  ${name(item.id) === item.id ? item.id : `${name(item.id)} (${item.id})`}: ${verdict(item.verdict)} — ${item.because.map((words) => words[language]).join('; ')}`,
    );
  return [
    `${h.why}:`,
    `${h.banners}:`,
    ...lines(explanation.banners, (id) => names.banner(id as BannerId)),
    `${h.actions}:`,
    ...lines(explanation.actions, names.action),
    `${h.eligibility}:`,
    ...lines(explanation.eligibility),
    '',
  ].join('\n');
};
