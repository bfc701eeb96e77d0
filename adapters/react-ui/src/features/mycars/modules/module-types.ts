import type * as t from 'io-ts';
import type { contentRoutes } from '../../../../../../contracts/routes/content.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import type { DealJson } from '../api/deal-queries.ts';

export type ContentPageJson = t.TypeOf<(typeof contentRoutes)['getContentPage']['response']>['data'];
export type ContentModuleJson = ContentPageJson['modules'][number];

/** What every module of the car details page gets: its content entry and the deal it shows. */
export type ModuleProps = {
  readonly module: ContentModuleJson;
  readonly deal: DealJson;
  readonly ctx: DealContext;
  readonly onDismissBanner: (banner: string) => void;
};

/** A text prop of the module's content, if it is one. */
export const textProp = (module: ContentModuleJson, name: string): string | undefined => {
  const value = module.props?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** A number prop of the module's content, if it is one. */
export const numberProp = (module: ContentModuleJson, name: string): number | undefined => {
  const value = module.props?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** Where a modal of the deal page opens (consumer spec §2: /mycars/{dealId}?modalName=…). */
export const modalHref = (dealId: string, modalName: string): string =>
  `/mycars/${encodeURIComponent(dealId)}?modalName=${encodeURIComponent(modalName)}`;

/** Content links may name the deal: "/portal/de-DE/mycars/{deal.id}/schedule-service". */
export const fillDealLink = (href: string, deal: DealJson): string =>
  href.replaceAll('{deal.id}', encodeURIComponent(deal.id));
