import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { damageRoutes } from '../../../../../../contracts/routes/damage.ts';
import type { documentRoutes } from '../../../../../../contracts/routes/documents.ts';
import type { prolongationRoutes } from '../../../../../../contracts/routes/prolongation.ts';
import { addonsOfProtection } from '../../../../../../core/deals/context.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

type ListItem<R extends { response: t.Mixed }> = t.TypeOf<R['response']>['data'][number];
export type DamageReportJson = ListItem<(typeof damageRoutes)['getDamageReports']>;
export type IncidentDamageJson = ListItem<(typeof damageRoutes)['getIncidentDamages']>;
export type DocumentJson = ListItem<(typeof documentRoutes)['getDocuments']>;
export type DealInvoiceJson = ListItem<(typeof documentRoutes)['getInvoices']>;

/** The content page the car details are assembled from (consumer spec §1, §2), per locale. */
export const contentPageQuery = (api: PortalApi, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'pages', slug, locale],
    queryFn: () =>
      unwrap(api.getContentPage({ params: { slug }, query: { locale } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

// The deal's parts live under ['deals', id, …], so invalidating ['deals'] refreshes them too.

export const damageReportsQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'damage-reports'],
    queryFn: () => unwrap(api.getDamageReports({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const incidentDamagesQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'incident-damages'],
    queryFn: () => unwrap(api.getIncidentDamages({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const dealDocumentsQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'documents'],
    queryFn: () => unwrap(api.getDocuments({ query: { dealId: id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const dealInvoicesQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'invoices'],
    queryFn: () => unwrap(api.getInvoices({ query: { dealId: id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const returnDataQuery = (api: PortalApi, id: string) =>
  queryOptions({
    queryKey: ['deals', id, 'return'],
    queryFn: () => unwrap(api.getReturn({ params: { id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The add-on groups of the deal's product (consumer spec §3 "Addons"): a read, though a POST. */
export const addonsQuery = (api: PortalApi, id: string, productId: string) =>
  queryOptions({
    queryKey: ['deals', id, 'addons', productId],
    queryFn: () =>
      unwrap(api.getAddons({ body: { productId, subscriptionId: id } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const useDownloadDocument = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: (id: string) => unwrap(api.downloadDocument({ params: { id } })) });
};

export const useDownloadDealInvoice = () => {
  const api = usePortalApi();
  return useMutation({ mutationFn: (id: string) => unwrap(api.downloadInvoice({ params: { id } })) });
};

export const useRequestPurchaseOffer = (id: string) => {
  const api = usePortalApi();
  return useMutation({ mutationFn: () => unwrap(api.requestPurchaseOffer({ params: { id }, body: {} })) });
};

type AddonGroupJson = t.TypeOf<(typeof prolongationRoutes)['getAddons']['response']>['data'][number];

/** The protection group of the add-ons, and what core's insurance rules read from it. */
export const insuranceOf = (groups: readonly AddonGroupJson[]) => {
  const group = groups.find((each) => each.insurance_type);
  return group
    ? {
        group,
        addons: addonsOfProtection(group),
      }
    : undefined;
};
