import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataError } from '../../../../components/DataError.tsx';
import { LoadingState } from '../../../../components/LoadingState.tsx';
import { usePortalApi } from '../../../../lib/session.ts';
import { type DealJson, wizardDealQuery } from '../../api/wizard-queries.ts';

/**
 * The chosen car's deal with every field (the list may carry only a summary, the business list
 * has no car_id): the same cache entry as the car's page (['deals', id]).
 */
export const WithDealDetails = ({
  dealId,
  children,
}: {
  dealId: string;
  children: (deal: DealJson) => ReactNode;
}) => {
  const deal = useQuery(wizardDealQuery(usePortalApi(), dealId));
  if (deal.isPending) return <LoadingState />;
  if (deal.isError) return <DataError onRetry={() => void deal.refetch()} />;
  return <>{children(deal.data)}</>;
};
