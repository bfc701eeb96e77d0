import { useQuery } from '@tanstack/react-query';
import type { DealContext } from '../../../../../core/deals/types.ts';
import { useBannerDismissals } from '../../lib/banner-dismissals.ts';
import { usePortalApi } from '../../lib/session.ts';
import { type DealJson, handoverMetadataQuery, handoverQuery } from './api/deal-queries.ts';
import { loadsHandover } from './deal-display.ts';

/**
 * The deal with what core's banner and action rules look at: its handover and delivery confidence
 * (only for CREATED subscriptions) and the customer's banner dismissals.
 */
export const useDealContext = (deal: DealJson) => {
  const api = usePortalApi();
  const withHandover = loadsHandover(deal);
  const handover = useQuery({ ...handoverQuery(api, deal.id), enabled: withHandover });
  const metadata = useQuery({ ...handoverMetadataQuery(api, deal.id), enabled: withHandover });
  const dismissals = useBannerDismissals();
  const ctx: DealContext = {
    deal,
    handover: handover.data,
    handoverMetadata: metadata.data,
    bannerDismissals: dismissals.of(deal.id),
  };
  // Until the handover is known, a CREATED deal would show "plan your delivery" by mistake.
  const ready = !withHandover || !handover.isPending;
  return { ctx, ready, dismiss: (bannerId: string) => dismissals.dismiss(deal.id, bannerId) };
};
