import { MY_CARS_PAGE } from '../../../../../../contracts/content-pages.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { contentPageQuery } from '../../../components/content/content-module.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** /mycars' content page; also asked for before the page's code has loaded (app/first-page-prefetch.ts). */
export const myCarsContentQuery = (api: PortalApi, locale: Locale) =>
  contentPageQuery(api, MY_CARS_PAGE, locale);
