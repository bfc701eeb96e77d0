import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../app/ServicesContext.tsx';
import { useCustomerView } from '../lib/customer-view.ts';
import { usePortalApi, useSession } from '../lib/session.ts';
import { SmartLink } from './SmartLink.tsx';
import { type ServicedDeal, scheduleServiceLinkQuery } from './schedule-service-link-query.ts';

/** The portal's schedule-service page of a deal, in the user's portal (consumer and business spec §2). */
export const scheduleServicePathOf = (dealId: string, business: boolean): string =>
  business
    ? `/car/${encodeURIComponent(dealId)}/schedule-service`
    : `/mycars/${encodeURIComponent(dealId)}/schedule-service`;

/**
 * "Schedule service" of a car, the same wherever it is offered (/services, the car's footer actions,
 * the car page's services module): the service partner's booking link when the car has one (opened
 * in a new tab), else the portal's schedule-service page, which the specification keeps as the
 * fallback for cars without a link (consumer spec §2). The link waits for the answer, so that a
 * click never reaches the form of a car that is booked at its partner.
 */
export const ScheduleServiceLink = ({ deal, children }: { deal: ServicedDeal; children: ReactNode }) => {
  const business = useSession().data?.kind === 'business';
  const { origin } = useServices();
  const link = useQuery(scheduleServiceLinkQuery(usePortalApi(), deal));
  const own = scheduleServicePathOf(deal.id, business);
  // Booking is a change: not offered in a support user's view of the customer (lib/customer-view.ts).
  const view = useCustomerView();
  if (view) return null;
  // Still asking: no link yet (a click now could reach the wrong place); a failed answer leads to
  // the form.
  if (link.isPending && deal.car_id) return <span aria-busy="true">{children}</span>;
  // The portal's own origin: the page's on the server, which renders it too (entry-server.tsx).
  const here = origin ?? window.location.origin;
  const partner = link.data && new URL(link.data, here).origin !== here;
  return <SmartLink href={partner ? (link.data as string) : own}>{children}</SmartLink>;
};
