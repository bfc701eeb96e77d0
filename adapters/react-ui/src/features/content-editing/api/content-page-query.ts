import { queryOptions } from '@tanstack/react-query';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

/** A content page as the BFF serves it to the signed-in user (editors get the modules' `editUrl`). */
export const contentPageQuery = (api: PortalApi, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'pages', slug, locale],
    queryFn: () =>
      unwrap(api.getContentPage({ params: { slug }, query: { locale } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });
