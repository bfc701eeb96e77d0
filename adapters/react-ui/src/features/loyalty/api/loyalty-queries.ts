import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import type { loyaltyRoutes } from '../../../../../../contracts/routes/loyalty.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { FIVE_MINUTES, unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';

type LevelsAnswer = t.TypeOf<(typeof loyaltyRoutes)['getLoyaltyLevels']['response']>;
export type LoyaltyLevels = LevelsAnswer['data'];
export type LevelTexts = LoyaltyLevels['levels'][number];
export type BenefitTexts = LoyaltyLevels['benefits'][number];

/** Everything about the customer's loyalty lives under 'loyalty': a redemption refreshes it all. */
export const LOYALTY_KEY = ['loyalty'] as const;

export const loyaltyStatusQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'status'],
    queryFn: () => unwrap(api.getLoyaltyStatus()).then((answer) => answer.data),
  });

/** The levels' and benefits' content texts: public, the same for everyone of a locale. */
export const loyaltyLevelsQuery = (api: PortalApi, locale: Locale) =>
  queryOptions({
    queryKey: [...LOYALTY_KEY, 'levels', locale],
    queryFn: () => unwrap(api.getLoyaltyLevels({ query: { locale } })).then((answer) => answer.data),
    staleTime: FIVE_MINUTES,
  });

export const useRedeemVoucher = () => {
  const api = usePortalApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.redeemLoyaltyVoucher()).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LOYALTY_KEY, 'status'] }),
  });
};
