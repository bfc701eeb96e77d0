import { useQuery } from '@tanstack/react-query';
import {
  type ServiceId,
  servicesFor,
  servicesNeedReturnData,
} from '../../../../../../core/deals/services.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { appraisalQuery, type DealJson, returnQuery } from '../api/wizard-queries.ts';

/**
 * The services core's `servicesFor` offers for a car now. The appraisal depends on the booked
 * return and any appointment, so those are read only for a running subscription with a booked
 * return (core's `servicesNeedReturnData`); until they are here, the appraisal is not offered.
 */
export const useDealServices = (deal: DealJson): { services: ServiceId[]; ready: boolean } => {
  const api = usePortalApi();
  const { clock } = useServices();
  const kind = useSession().data?.kind === 'business' ? 'business' : 'consumer';
  const withReturn = kind === 'consumer' && servicesNeedReturnData({ deal });
  const returned = useQuery({ ...returnQuery(api, deal.id), enabled: withReturn });
  const appraisal = useQuery({ ...appraisalQuery(api, deal.id), enabled: withReturn });
  const ctx: DealContext = {
    deal,
    returnData: returned.data?.return_type
      ? { preferred_delivery_date: returned.data.preferred_delivery_date ?? null }
      : null,
    appraisal: appraisal.data?.appointment_date
      ? { appointment_date: appraisal.data.appointment_date }
      : null,
  };
  const ready = !withReturn || (!returned.isPending && !appraisal.isPending);
  return { services: servicesFor(ctx, clock.now(), kind), ready };
};
