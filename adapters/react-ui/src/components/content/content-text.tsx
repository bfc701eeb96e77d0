import { createContext, type ReactNode, useCallback, useContext } from 'react';
import type { MessageId } from '../../i18n/catalogues.ts';
import { type MessageValues, useText } from '../../i18n/text.tsx';
import { textOf } from './content-module.ts';

/** Whether the content page being shown is in the viewer's locale (and not the German fallback). */
const ContentInLocale = createContext(false);

export const ContentLocaleProvider = ({ inLocale, children }: { inLocale: boolean; children: ReactNode }) => (
  <ContentInLocale.Provider value={inLocale}>{children}</ContentInLocale.Provider>
);

/** Whether content texts are shown as they are (the content is in the viewer's locale). */
export const useContentInLocale = (): boolean => useContext(ContentInLocale);

/**
 * A text a module shows: the content's, when the content is in the viewer's locale; otherwise (no
 * content text, or the German fallback shown to an English reader) the catalogue's text for it.
 * So editors change what a page says, and a locale the content system has no page for still reads
 * in its own language.
 */
export const useContentText = () => {
  const inLocale = useContext(ContentInLocale);
  const text = useText();
  return useCallback(
    (value: unknown, fallback: MessageId, values?: MessageValues): string => {
      const own = inLocale ? textOf(value) : undefined;
      return own ?? text(fallback, values);
    },
    [inLocale, text],
  );
};
