import type { DealEvaluation } from '../../core/deals/evaluation.ts';
import type { DealState } from '../../core/deals/types.ts';
import { type Locale, labelFor } from './text-format.ts';

/**
 * One deal in the answer of `portal customer` and `portal company`: what the portal shows for it
 * now — its state, cars-list tabs, banners and the actions offered. No names, addresses or plates:
 * the deal id is what support asks further with (`portal deal <id> --explain`).
 */
export type DealRow = {
  readonly dealId: string;
  readonly state: DealState;
  readonly carsTabs: readonly string[];
  readonly banners: readonly string[];
  readonly actions: readonly string[];
};

export const dealRowOf = (state: DealState, evaluation: DealEvaluation): DealRow => ({
  dealId: evaluation.dealId,
  state,
  carsTabs: evaluation.carsTabs,
  banners: evaluation.banners.map((banner) => banner.id),
  actions: evaluation.actions,
});

/** How a lookup prints: one JSON array, one JSON object per line, or a table for a person. */
export type ListFormat =
  | { readonly format: 'json' }
  | { readonly format: 'ndjson' }
  | { readonly format: 'text'; readonly locale: Locale };

const HEADINGS = {
  de: { deal: 'Vertrag', state: 'Status', tabs: 'Reiter', banners: 'Hinweise', actions: 'Aktionen' },
  en: { deal: 'Deal', state: 'State', tabs: 'Tabs', banners: 'Banners', actions: 'Actions' },
} as const;

/** Fixed widths, so a streamed table lines up without knowing its rows in advance. */
const WIDTHS = { deal: 10, state: 16, tabs: 24, banners: 44 } as const;

const cell = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));

const tableLine = (deal: string, state: string, tabs: string, banners: string, actions: string): string =>
  `${cell(deal, WIDTHS.deal)}${cell(state, WIDTHS.state)}${cell(tabs, WIDTHS.tabs)}${cell(banners, WIDTHS.banners)}${actions}`.trimEnd();

export const tableHeading = (locale: Locale): string => {
  const h = locale.startsWith('de') ? HEADINGS.de : HEADINGS.en;
  return `${tableLine(h.deal, h.state, h.tabs, h.banners, h.actions)}\n`;
};

export const tableRow = (row: DealRow, locale: Locale): string => {
  const label = labelFor(locale);
  const list = (ids: readonly string[]) => (ids.length ? ids.map(label).join(', ') : '–');
  return `${tableLine(row.dealId, row.state, list(row.carsTabs), list(row.banners), list(row.actions))}\n`;
};

/** Writes rows as they come: the opening of the output, each row, and its closing. */
export const listWriter = (format: ListFormat) => {
  let rows = 0;
  return {
    start: (): string =>
      format.format === 'json' ? '[' : format.format === 'text' ? tableHeading(format.locale) : '',
    row: (row: DealRow): string => {
      rows++;
      if (format.format === 'text') return tableRow(row, format.locale);
      const json = JSON.stringify(row);
      return format.format === 'ndjson' ? `${json}\n` : `${rows > 1 ? ',\n' : '\n'}${json}`;
    },
    end: (): string => (format.format === 'json' ? (rows > 0 ? '\n]\n' : ']\n') : ''),
  };
};
