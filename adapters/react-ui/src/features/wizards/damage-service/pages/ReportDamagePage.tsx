import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../../../../components/AppLink.tsx';
import { useText } from '../../../../i18n/text.tsx';
import { useSession } from '../../../../lib/session.ts';
import { carPageOf } from '../api/damage-service-queries.ts';
import { dealOfPath, FlowPage } from '../components/FlowPage.tsx';
import { ReportDamageFlow } from '../components/ReportDamageFlow.tsx';

/**
 * /mycars/{dealId}/report-damage and /mycars/no-deal/report-damage (consumer spec §2, business
 * spec §2); the business portal's /car/{dealId}/report-damage. The flow is the one of
 * REPORT_DAMAGE_MODAL; once sent, the car's page shows the report in its damage reports.
 */
export const ReportDamagePage = () => {
  const dealId = dealOfPath(useParams().dealId);
  const navigate = useNavigate();
  const kind = useSession().data?.kind;
  const text = useText();
  return (
    <FlowPage title="damageService.reportDamage.title" dealId={dealId}>
      <ReportDamageFlow
        dealId={dealId}
        onDone={() => {
          if (dealId) void navigate(carPageOf(dealId, kind));
        }}
      />
      <p>
        <AppLink to="/damage-policy">{text('damageService.policy.link')}</AppLink>
      </p>
    </FlowPage>
  );
};
