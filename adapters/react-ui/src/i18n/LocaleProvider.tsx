import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { useServices } from '../app/ServicesContext.tsx';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, type Locale, rememberedLocale } from './locales.ts';

type LocaleChoice = { readonly locale: Locale; readonly setLocale: (locale: Locale) => void };

const LocaleContext = createContext<LocaleChoice | null>(null);

/**
 * react-intl over the chosen catalogue; the choice is remembered in the browser (localStorage).
 * A catalogue not loaded yet suspends the portal until it is here; a switch is a transition, so
 * the page stays in the old language until the new one has arrived.
 */
export const LocaleProvider = ({ children }: { children: ReactNode }) => {
  const { browser } = useServices();
  const [locale, setLocaleState] = useState<Locale>(() => rememberedLocale(browser.localStorage));
  const setLocale = useCallback(
    (next: Locale) => {
      browser.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      startTransition(() => setLocaleState(next));
    },
    [browser],
  );
  const messages = loadedCatalogue(locale) ?? use(loadCatalogue(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = messages['app.title'];
  }, [locale, messages]);
  const choice = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
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
