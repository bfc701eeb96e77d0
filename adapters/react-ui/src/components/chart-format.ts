import { useMemo } from 'react';
import { formatCount } from '../i18n/format.ts';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import type { Locale } from '../i18n/locales.ts';
import { useText } from '../i18n/text.tsx';

/**
 * What every chart of the portal is given so that it speaks the page's language: the chart
 * library's own defaults are English ("+2 more" for legends that do not fit) and SI-abbreviated
 * axis numbers ("4.41k"). Here the axis shows whole numbers written the locale's way (4.410 in
 * German), the legends wrap onto further lines instead of hiding behind an overflow button, and
 * should one be hidden all the same its button reads in the catalogue's words ("+2 weitere").
 */
export type ChartFormat = {
  readonly culture: Locale;
  readonly yAxisTickFormat: (value: number) => string;
  readonly legendProps: { readonly overflowText: string; readonly enabledWrapLines: true };
};

export const chartFormatOf = (locale: Locale, moreText: string): ChartFormat => ({
  culture: locale,
  yAxisTickFormat: (value) => formatCount(value, locale),
  legendProps: { overflowText: moreText, enabledWrapLines: true },
});

/** The chart format of the page's locale; spread it onto a chart (`<LineChart {...chartFormat} />`). */
export const useChartFormat = (): ChartFormat => {
  const { locale } = useLocale();
  const text = useText();
  return useMemo(() => chartFormatOf(locale, text('charts.legend.more')), [locale, text]);
};
