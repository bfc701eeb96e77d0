import { queryOptions } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { documentRoutes } from '../../../../../../contracts/routes/documents.ts';
import type { Company, Profile } from '../../../../../../contracts/routes/profile.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { fetchDealsList } from '../../../lib/deals-list.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';

export type ProfileJson = t.TypeOf<typeof Profile>;
export type CompanyJson = t.TypeOf<typeof Company>;

export const PROFILE_KEY = ['profile'] as const;
export const COMPANIES_KEY = ['companies'] as const;
export const INVOICES_KEY = ['invoices'] as const;

/** The signed-in customer's contact data, payment method and sign-in provider (consumer spec §3 "Profile"). */
export const profileQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: () => unwrap(api.getProfile()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The companies of the user: none for most consumers (consumer spec §3 "Company"). */
export const companiesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: COMPANIES_KEY,
    queryFn: () => unwrap(api.getCompanies()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

/** The customer's invoices, newest first (/myaccount/invoices). */
export const invoicesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: INVOICES_KEY,
    queryFn: () => unwrap(api.getInvoices()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export type InvoiceJson = t.TypeOf<(typeof documentRoutes)['getInvoices']['response']>['data'][number];

/**
 * The customer's deals, for the deletion check. The same key, answer and policy as the deals list
 * of /mycars (consumer spec §7: 5 minutes, no retries), so both pages share one cached list.
 */
export const accountDealsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['deals'],
    queryFn: ({ client }) => fetchDealsList(api, client),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
