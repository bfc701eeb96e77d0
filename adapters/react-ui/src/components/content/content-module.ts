import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { contentRoutes } from '../../../../../contracts/routes/content.ts';
import type { PortalApi } from '../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FIVE_MINUTES, unwrap } from '../../lib/query.ts';

export type ContentPageJson = t.TypeOf<(typeof contentRoutes)['getContentPage']['response']>['data'];
export type ContentModuleJson = ContentPageJson['modules'][number];

/** A content page as the BFF serves it in a locale (German when the locale has none). */
export const contentPageQuery = (api: PortalApi, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'pages', slug, locale],
    queryFn: () =>
      unwrap(api.getContentPage({ params: { slug }, query: { locale } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text of content, if it is one (blank texts count as none). */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A text prop of the module's content, if it is one. */
export const textProp = (module: ContentModuleJson, name: string): string | undefined =>
  textOf(module.props?.[name]);

/** A list prop of the module's content: its entries that are objects (others are left out). */
export const recordsProp = (
  module: ContentModuleJson,
  name: string,
): readonly Readonly<Record<string, unknown>>[] => {
  const value = module.props?.[name];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

/** A list of texts of the module's content (entries that are not texts are left out). */
export const textsProp = (module: ContentModuleJson, name: string): readonly string[] => {
  const value = module.props?.[name];
  return Array.isArray(value) ? value.flatMap((entry) => textOf(entry) ?? []) : [];
};

/** An object prop of the module's content, or an empty one. */
export const recordProp = (module: ContentModuleJson, name: string): Readonly<Record<string, unknown>> => {
  const value = module.props?.[name];
  return isRecord(value) ? value : {};
};
