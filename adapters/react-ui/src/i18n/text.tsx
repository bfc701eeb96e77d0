import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogues.ts';
import { formatCount, formatDate, formatMoney } from './format.ts';
import { useLocale } from './LocaleProvider.tsx';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A message of the catalogue by its id (typed, so a missing id fails `npm run check`). */
export const useText = () => {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues): string => intl.formatMessage({ id }, values),
    [intl],
  );
};

export const Text = ({ id, values }: { id: MessageId; values?: MessageValues }) => (
  <>{useText()(id, values)}</>
);

/** Dates as DD.MM.YYYY, money in cents for the locale ("Kostenlos" for zero). */
export const useFormat = () => {
  const { locale } = useLocale();
  const text = useText();
  return useMemo(
    () => ({
      date: formatDate,
      money: (amountInCents: number) => formatMoney(amountInCents, locale, text('format.free')),
      count: (count: number) => formatCount(count, locale),
      months: (count: number) => text('format.months', { count }),
      kilometresPerMonth: (km: number) => text('format.kilometresPerMonth', { km }),
    }),
    [locale, text],
  );
};
