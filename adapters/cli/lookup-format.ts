import { isBusinessBanner } from '../../core/deals/banners.ts';
import type { DealEvaluation } from '../../core/deals/evaluation.ts';
import type { DealContext, DealState } from '../../core/deals/types.ts';
import type { Locale } from './locale.ts';
import { bannerValuesOf, carNameOf, type Portal, portalWords } from './portal-words.ts';

/**
 * One deal in the answer of `portal customer` and `portal company`: what the portal shows for it
 * now — its car, state, cars-list tabs, banners and the actions offered. No names, addresses or
 * plates of people: the deal id is what support asks further with (`portal deal <id> --explain`).
 */
export type DealRow = {
  readonly dealId: string;
  readonly car: string;
  readonly state: DealState;
  readonly carsTabs: readonly string[];
  readonly banners: readonly string[];
  readonly actions: readonly string[];
};

export const dealRowOf = (ctx: DealContext, evaluation: DealEvaluation): DealRow => ({
  dealId: evaluation.dealId,
  car: carNameOf(ctx),
  state: ctx.deal.state,
  carsTabs: evaluation.carsTabs,
  banners: evaluation.banners.map((banner) => banner.id),
  actions: evaluation.actions,
});

/** How a lookup prints: one JSON array, one JSON object per line, or a table for a person. */
export type ListFormat =
  | { readonly format: 'json' }
  | { readonly format: 'ndjson' }
  | { readonly format: 'text'; readonly locale: Locale; readonly portal: Portal };

const HEADINGS = {
  de: {
    deal: 'Vertrag',
    car: 'Auto',
    state: 'Status',
    tabs: 'Reiter',
    banners: 'Hinweise',
    actions: 'Aktionen',
  },
  en: { deal: 'Deal', car: 'Car', state: 'State', tabs: 'Tabs', banners: 'Banners', actions: 'Actions' },
} as const;

/**
 * Fixed widths, so a streamed table lines up without knowing its rows in advance; a longer cell is
 * cut with "…" so that it never runs into the next column (the whole text is in `--format json`).
 */
const WIDTHS = { deal: 10, car: 22, state: 24, tabs: 24, banners: 48 } as const;

const cell = (text: string, width: number) =>
  text.length < width ? text.padEnd(width) : `${text.slice(0, width - 2)}… `;

type Cells = { deal: string; car: string; state: string; tabs: string; banners: string; actions: string };

const tableLine = (cells: Cells, portal: Portal): string =>
  [
    cell(cells.deal, WIDTHS.deal),
    cell(cells.car, WIDTHS.car),
    cell(cells.state, WIDTHS.state),
    // Only the business portal lists a car under tabs; a consumer's /mycars has none.
    portal === 'business' ? cell(cells.tabs, WIDTHS.tabs) : '',
    cell(cells.banners, WIDTHS.banners),
    cells.actions,
  ]
    .join('')
    .trimEnd();

export const tableHeading = (locale: Locale, portal: Portal): string =>
  `${tableLine(locale.startsWith('de') ? HEADINGS.de : HEADINGS.en, portal)}\n`;

export const tableRow = (
  row: DealRow,
  ctx: DealContext,
  evaluation: DealEvaluation,
  locale: Locale,
  portal: Portal,
): string => {
  const words = portalWords(locale);
  const list = (names: readonly string[]) => (names.length ? names.join(', ') : '–');
  const banners = portal === 'business' ? evaluation.banners.filter(isBusinessBanner) : evaluation.banners;
  const values = portal === 'business' ? bannerValuesOf(ctx) : {};
  return `${tableLine(
    {
      deal: row.dealId,
      car: row.car || '–',
      state: words.state(row.state),
      tabs: list(row.carsTabs.map(words.tab)),
      banners: list(banners.map((banner) => words.banner(banner, portal, values))),
      actions: list(row.actions.map(words.action)),
    },
    portal,
  )}\n`;
};

/** Writes rows as they come: the opening of the output, each row, and its closing. */
export const listWriter = (format: ListFormat) => {
  let rows = 0;
  return {
    start: (): string =>
      format.format === 'json'
        ? '['
        : format.format === 'text'
          ? tableHeading(format.locale, format.portal)
          : '',
    row: (ctx: DealContext, evaluation: DealEvaluation): string => {
      rows++;
      const row = dealRowOf(ctx, evaluation);
      if (format.format === 'text') return tableRow(row, ctx, evaluation, format.locale, format.portal);
      const json = JSON.stringify(row);
      return format.format === 'ndjson' ? `${json}\n` : `${rows > 1 ? ',\n' : '\n'}${json}`;
    },
    end: (): string => (format.format === 'json' ? (rows > 0 ? '\n]\n' : ']\n') : ''),
  };
};
