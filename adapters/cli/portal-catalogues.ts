import { IntlMessageFormat } from 'intl-messageformat';
import type { Banner } from '../../core/deals/banners.ts';
import type { Locale } from './locale.ts';
import type { BannerValues, Portal, PortalWords } from './portal-words.ts';

type Catalogue = Readonly<Record<string, string>>;

const CATALOGUES: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'de-DE': async () => (await import('../react-ui/src/i18n/messages/de-DE.ts')).deDE,
  'en-DE': async () => (await import('../react-ui/src/i18n/messages/en-DE.ts')).enDE,
  'en-US': async () => (await import('../react-ui/src/i18n/messages/en-US.ts')).enUS,
};

/** The message ids the portals show these under (the same ids their components use). */
export const PORTAL_MESSAGE_IDS = {
  banner: (id: string, portal: Portal) =>
    portal === 'business' ? `fleet.order.banner.${id}.title` : `mycars.banner.${id}.title`,
  action: (id: string) => `carDetails.action.${id}`,
  tab: (id: string) => `fleet.cars.tab.${id}`,
  state: (state: string) => `mycars.state.${state}`,
} as const;

/** The portal's words in a locale, formatted as react-intl formats them (ICU message syntax). */
export const portalWordsOf = async (locale: Locale): Promise<PortalWords> => {
  const catalogue = await CATALOGUES[locale]();
  const formats = new Map<string, IntlMessageFormat>();
  const format = (id: string, values: Record<string, string | number>): string | undefined => {
    const message = catalogue[id];
    if (message === undefined) return undefined;
    let formatter = formats.get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, locale);
      formats.set(id, formatter);
    }
    return String(formatter.format(values));
  };
  return {
    banner: (banner: Banner, portal: Portal, values: BannerValues = {}) =>
      format(PORTAL_MESSAGE_IDS.banner(banner.id, portal), {
        daysLeft: banner.daysLeft ?? 0,
        date: values.date ?? '',
        expiry: values.expiry ?? '',
      }) ?? banner.id,
    action: (id) => format(PORTAL_MESSAGE_IDS.action(id), {}) ?? id,
    tab: (id) => format(PORTAL_MESSAGE_IDS.tab(id), {}) ?? id,
    state: (state) => format(PORTAL_MESSAGE_IDS.state(state), {}) ?? state,
  };
};
