import { useCallback, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { MessageId } from './catalogues.ts';
import { formatCount, formatDate, formatMoney } from './format.ts';
import { useLocale } from './LocaleProvider.tsx';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * The texts without values, per react-intl instance (one per locale and catalogue). react-intl
 * formats a plain text like any other: it merges its formats and builds its formatter's cache key
 * on every call, and the first call of each text parses it. A page asks for the same texts on every
 * render (a list's column names and states in each row), so each is formatted once per instance.
 */
const plainTexts = new WeakMap<IntlShape, Map<MessageId, string>>();

const plainTextOf = (intl: IntlShape, id: MessageId): string => {
  let texts = plainTexts.get(intl);
  if (!texts) {
    texts = new Map();
    plainTexts.set(intl, texts);
  }
  const known = texts.get(id);
  if (known !== undefined) return known;
  const made = intl.formatMessage({ id });
  texts.set(id, made);
  return made;
};

/** A message of the catalogue by its id (typed, so a missing id fails `npm run check`). */
export const useText = () => {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: MessageValues): string =>
      values === undefined ? plainTextOf(intl, id) : intl.formatMessage({ id }, values),
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
      money: (amountInCents: number) => formatMoney(amountInCents, text('format.free')),
      count: (count: number) => formatCount(count, locale),
      months: (count: number) => text('format.months', { count }),
      kilometresPerMonth: (km: number) => text('format.kilometresPerMonth', { km }),
    }),
    [locale, text],
  );
};
