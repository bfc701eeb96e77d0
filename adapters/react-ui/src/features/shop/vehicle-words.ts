import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { useText } from '../../i18n/text.tsx';

/** The catalogue's words for a vehicle, which the provider's data gives in German. */
export type VehicleWordKind = 'fuel' | 'gearshift' | 'cartype';

/**
 * A number in a German figure ("6,6 l/100 km", "15,7 kWh/100 km") written the locale's way: the
 * catalogue's consumption is a German text, and en-US reads "6.6 l/100 km".
 */
export const localisedFigure = (text: string, locale: string): string => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return text.replace(/\d+(?:\.\d{3})*(?:,\d+)?/g, (figure) =>
    format.format(Number(figure.replace(/\./g, '').replace(',', '.'))),
  );
};

/**
 * The catalogue's vehicle words (fuel, gearshift, body type) in the page's language: "Benzin ·
 * Automatik" is "Gasoline · Automatic" in en-US. A word the catalogues do not know stays as it is.
 */
export const useVehicleWords = () => {
  const text = useText();
  const { messages } = useIntl();
  const { locale } = useLocale();
  const word = useCallback(
    (kind: VehicleWordKind, value: string): string => {
      const id = `shop.${kind}.${value}`;
      return id in messages ? text(id as MessageId) : value;
    },
    [text, messages],
  );
  return useMemo(() => ({ word, figure: (value: string) => localisedFigure(value, locale) }), [word, locale]);
};
