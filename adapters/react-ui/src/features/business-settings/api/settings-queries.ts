import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { accountRoutes } from '../../../../../../contracts/routes/account.ts';
import type { companySettingsRoutes } from '../../../../../../contracts/routes/company-settings.ts';
import type { fleetRoutes } from '../../../../../../contracts/routes/fleet.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

export type CompanySettingsJson = t.TypeOf<
  (typeof companySettingsRoutes)['getCompanySettings']['response']
>['data'];
export type RoleAssignmentJson = t.TypeOf<
  (typeof companySettingsRoutes)['getRoles']['response']
>['data'][number];
export type CarPolicyJson = t.TypeOf<(typeof companySettingsRoutes)['getCarPolicy']['response']>['data'];
export type AssignableRole = t.TypeOf<(typeof companySettingsRoutes)['changeRole']['body']>['role'];
export type CompanyChange = t.TypeOf<(typeof accountRoutes)['updateCompanyDetails']['body']>;
export type FleetOverviewJson = t.TypeOf<(typeof fleetRoutes)['getFleetOverview']['response']>['data'];

/** The company's settings live under ['settings']; a save there refreshes what shows them. */
export const SETTINGS_KEY = ['settings'] as const;

export const companySettingsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'company'],
    queryFn: () => unwrap(api.getCompanySettings()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const rolesQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'roles'],
    queryFn: () => unwrap(api.getRoles()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export type CompanySignInIssuerJson = t.TypeOf<
  (typeof companySettingsRoutes)['getCompanySignInIssuer']['response']
>['data'];

/** The company's own OpenID issuer as its admin reads it back (never its secret). */
export const companySignInIssuerQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'signInIssuer'],
    queryFn: () => unwrap(api.getCompanySignInIssuer()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** Sets or replaces the company's issuer; the answer (without the secret) is what the card shows. */
export const useUpdateCompanySignInIssuer = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { issuer: string; clientId: string; clientSecret: string }) =>
      unwrap(api.updateCompanySignInIssuer({ body })).then((answer) => answer.data),
    onSuccess: (saved) => queryClient.setQueryData(companySignInIssuerQuery(api).queryKey, saved),
  });
};

export const carPolicyQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, 'car-policy'],
    queryFn: () => unwrap(api.getCarPolicy()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** The fleet overview's numbers; under ['fleet'], so a write on an order refreshes it too. */
export const fleetOverviewQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['fleet', 'overview'],
    queryFn: () => unwrap(api.getFleetOverview()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

/** Business spec §3, §6: the announcements the BFF chose for this user now (role, window, company). */
export const announcementsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ['announcements'],
    queryFn: () => unwrap(api.getAnnouncements()).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export const useUpdateCompanyDetails = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CompanyChange }) =>
      unwrap(api.updateCompanyDetails({ params: { id }, body: change })).then((answer) => answer.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...SETTINGS_KEY, 'company'] });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
};

export const useChangeRole = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, role }: { contactId: string; role: AssignableRole }) =>
      unwrap(api.changeRole({ params: { contactId }, body: { role } })).then((answer) => answer.data),
    onSuccess: (changed) => {
      queryClient.setQueryData<RoleAssignmentJson[]>([...SETTINGS_KEY, 'roles'], (roles) =>
        roles?.map((entry) => (entry.contactId === changed.contactId ? changed : entry)),
      );
    },
  });
};

export const useUpdateCarPolicy = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: CarPolicyJson) =>
      unwrap(api.updateCarPolicy({ body: policy })).then((answer) => answer.data),
    onSuccess: (policy) => queryClient.setQueryData([...SETTINGS_KEY, 'car-policy'], policy),
  });
};
