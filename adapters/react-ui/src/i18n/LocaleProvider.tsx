import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useServices } from '../app/ServicesContext.tsx';
import { FRAME_TEXTS, loadCatalogue, loadedCatalogue, onCatalogueLoaded, startTexts } from './catalogues.ts';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, type Locale, rememberedLocale } from './locales.ts';

type LocaleChoice = { readonly locale: Locale; readonly setLocale: (locale: Locale) => void };

const LocaleContext = createContext<LocaleChoice | null>(null);

/**
 * The document's language and title follow the locale. Written only when they differ: setting
 * `<html lang>` invalidates the style of the whole page even to the same value (16–19 ms of the
 * hydration's effects in a Lighthouse trace of /mycars, where the server's page already says de-DE).
 */
const DocumentLanguage = ({ locale }: { locale: Locale }) => {
  const intl = useIntl();
  useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    const title = intl.formatMessage({ id: 'app.title' });
    if (document.title !== title) document.title = title;
  }, [locale, intl]);
  return null;
};

/**
 * react-intl over the chosen catalogue; the choice is remembered in the browser (localStorage).
 * German starts with its frame texts (i18n/catalogues.ts) and takes the whole catalogue when it
 * arrives, before any page renders (i18n/page-texts.ts); another catalogue not loaded yet suspends
 * the portal until it is here. A switch waits for the new catalogue, then is a transition, so the
 * page stays in the old language until the new one has arrived.
 */
export const LocaleProvider = ({ children }: { children: ReactNode }) => {
  const { browser } = useServices();
  const [locale, setLocaleState] = useState<Locale>(() => rememberedLocale(browser.localStorage));
  const chosen = useRef(locale);
  const setLocale = useCallback(
    (next: Locale) => {
      browser.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      chosen.current = next;
      void loadCatalogue(next).then(() => {
        if (chosen.current !== next) return;
        void startTexts(next);
        startTransition(() => setLocaleState(next));
      });
    },
    [browser],
  );
  const catalogue = () => loadedCatalogue(locale);
  // The server renders with the catalogue it has loaded, and the client hydrates once it has too.
  const whole = useSyncExternalStore(onCatalogueLoaded, catalogue, catalogue);
  const messages = whole ?? (locale === DEFAULT_LOCALE ? FRAME_TEXTS : use(loadCatalogue(locale)));
  const choice = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        <DocumentLanguage locale={locale} />
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
};

export const useLocale = (): LocaleChoice => {
  const choice = useContext(LocaleContext);
  if (!choice) throw new Error('useLocale outside LocaleProvider');
  return choice;
};
