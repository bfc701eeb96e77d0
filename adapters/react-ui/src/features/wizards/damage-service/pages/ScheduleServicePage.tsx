import { useParams } from 'react-router';
import { dealOfPath, FlowPage } from '../components/FlowPage.tsx';
import { ScheduleServiceFlow } from '../components/ScheduleServiceFlow.tsx';

/**
 * /mycars/{subscription_id}/schedule-service and /mycars/no-deal/schedule-service (consumer spec §2,
 * business spec §2); the business portal's /car/{dealId}/schedule-service.
 */
export const ScheduleServicePage = () => {
  const dealId = dealOfPath(useParams().dealId);
  return (
    <FlowPage title="damageService.scheduleService.title" dealId={dealId}>
      <ScheduleServiceFlow dealId={dealId} />
    </FlowPage>
  );
};
