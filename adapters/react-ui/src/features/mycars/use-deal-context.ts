import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type DealSources, dealContextOf } from '../../../../../core/deals/context.ts';
import { followUpIdOf } from '../../../../../core/deals/follow-up.ts';
import type { DealContext } from '../../../../../core/deals/types.ts';
import { useBannerDismissals } from '../../lib/banner-dismissals.ts';
import { usePortalApi } from '../../lib/session.ts';
import { type DealJson, dealDetailsQuery, handoverMetadataQuery, handoverQuery } from './api/deal-queries.ts';
import { loadsHandover } from './deal-display.ts';

/**
 * The deal with what core's banner and action rules look at: its handover and delivery confidence
 * (only for CREATED subscriptions), a bridging car's follow-up deal (its car and handover date, for
 * "bis dein nächstes Auto bereitsteht") and the customer's banner dismissals; a page that loads more
 * of the deal (the car details: protection, the booked return) passes it in `more`.
 */
export const useDealContext = (deal: DealJson, more: Pick<DealSources, 'protection' | 'returnData'> = {}) => {
  const api = usePortalApi();
  const withHandover = loadsHandover(deal);
  const handover = useQuery({ ...handoverQuery(api, deal.id), enabled: withHandover });
  const metadata = useQuery({ ...handoverMetadataQuery(api, deal.id), enabled: withHandover });
  const followUpId = followUpIdOf(deal);
  const followUp = useQuery({ ...dealDetailsQuery(api, followUpId ?? ''), enabled: followUpId !== null });
  const followUpHandover = useQuery({
    ...handoverQuery(api, followUpId ?? ''),
    enabled: followUpId !== null,
  });
  const { of, dismiss } = useBannerDismissals();
  const bannerDismissals = of(deal.id);
  const { protection, returnData } = more;
  // Core's one context builder, which the support CLI uses too (`portal deal`). The same object
  // while its sources are the same: a page re-rendered for another reason (a query turning to
  // fetching) passes its modules the context they already have, so they need not render again.
  const ctx: DealContext = useMemo(
    () =>
      dealContextOf({
        deal,
        handover: handover.data,
        handoverMetadata: metadata.data,
        followUp: followUp.data ? { deal: followUp.data, handover: followUpHandover.data } : null,
        bannerDismissals,
        ...(protection === undefined ? {} : { protection }),
        ...(returnData === undefined ? {} : { returnData }),
      }),
    [
      deal,
      handover.data,
      metadata.data,
      followUp.data,
      followUpHandover.data,
      bannerDismissals,
      protection,
      returnData,
    ],
  );
  const dismissBanner = useCallback((bannerId: string) => dismiss(deal.id, bannerId), [dismiss, deal.id]);
  // Until the handover is known, a CREATED deal would show "plan your delivery" by mistake.
  const ready = !withHandover || !handover.isPending;
  return { ctx, ready, dismiss: dismissBanner };
};
