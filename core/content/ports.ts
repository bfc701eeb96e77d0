import type { ContentLocale, ContentPage, LocalisedForm } from './types.ts';

/** Pages and forms as stored; `unknown` JSON, because stored content is checked when it is read. */
export type StoredPage = {
  readonly slug: string;
  readonly locale: ContentLocale;
  readonly title: string;
  readonly modules: readonly unknown[];
};
export type StoredForm = {
  readonly id: string;
  readonly locale: ContentLocale;
  readonly definition: unknown;
};

export type ContentStore = {
  readonly page: (slug: string, locale: ContentLocale) => Promise<StoredPage | undefined>;
  readonly form: (id: string, locale: ContentLocale) => Promise<StoredForm | undefined>;
  readonly savePage: (page: ContentPage) => Promise<void>;
  readonly saveForm: (form: LocalisedForm) => Promise<void>;
};
