import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { isRecord, textOf } from '../../components/content/content-module.ts';
import { useContentInLocale, useContentText } from '../../components/content/content-text.tsx';
import type { MessageId } from '../../i18n/catalogues.ts';
import type { MessageValues } from '../../i18n/text.tsx';

/** The props of the content's `loyalty` module (adapters/sql/seed/content/pages.ts). */
const LoyaltyContent = createContext<Readonly<Record<string, unknown>>>({});

export const LoyaltyContentProvider = ({
  content,
  children,
}: {
  content: Readonly<Record<string, unknown>>;
  children: ReactNode;
}) => <LoyaltyContent.Provider value={content}>{children}</LoyaltyContent.Provider>;

/** The value at a dotted path of the module's props ("redeemConfirm.title"). */
const valueAt = (content: Readonly<Record<string, unknown>>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), content);

/** A text of the loyalty page: the content's where it has one in the locale, else the catalogue's. */
export const useLoyaltyText = () => {
  const content = useContext(LoyaltyContent);
  const contentText = useContentText();
  return useCallback(
    (path: string, fallback: MessageId, values?: MessageValues) =>
      contentText(valueAt(content, path), fallback, values),
    [content, contentText],
  );
};

/** A list of the content (how-to items, intro screens) in the locale, or undefined for the catalogue's. */
export const useLoyaltyList = <T,>(
  path: string,
  entry: (value: unknown) => T | undefined,
): T[] | undefined => {
  const content = useContext(LoyaltyContent);
  const inLocale = useContentInLocale();
  const value = valueAt(content, path);
  if (!inLocale || !Array.isArray(value)) return undefined;
  const entries = value.flatMap((each) => {
    const parsed = entry(each);
    return parsed === undefined ? [] : [parsed];
  });
  return entries.length > 0 ? entries : undefined;
};

export const textEntry = (value: unknown): string | undefined => textOf(value);

export const screenEntry = (value: unknown): { title: string; text: string } | undefined => {
  if (!isRecord(value)) return undefined;
  const title = textOf(value.title);
  const text = textOf(value.text);
  return title && text ? { title, text } : undefined;
};
