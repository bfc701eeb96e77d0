import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { contentPageQuery } from '../../../components/content/content-module.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** The content page /mycars is assembled from (adapters/sql/seed/content/pages.ts). */
export const MY_CARS_PAGE = 'mycars';

/** /mycars' content page; also asked for before the page's code has loaded (app/first-page-prefetch.ts). */
export const myCarsContentQuery = (api: PortalApi, locale: Locale) =>
  contentPageQuery(api, MY_CARS_PAGE, locale);
