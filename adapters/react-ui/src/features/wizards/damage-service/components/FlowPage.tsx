import { Card, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../../../../components/AppLink.tsx';
import { PageStack } from '../../../../components/PageStack.tsx';
import type { MessageId } from '../../../../i18n/catalogues.ts';
import { useText } from '../../../../i18n/text.tsx';
import { useSession } from '../../../../lib/session.ts';
import { carPageOf, myCarsOf } from '../api/damage-service-queries.ts';

/** "no-deal" in the path (business spec §2 shared routes): the flow starts without a car. */
export const NO_DEAL = 'no-deal';
export const dealOfPath = (dealId: string | undefined): string | undefined =>
  dealId === undefined || dealId === NO_DEAL ? undefined : dealId;

/** The frame of the damage and service pages: back link to the car (or my cars), title, the flow. */
export const FlowPage = ({
  title,
  dealId,
  children,
}: {
  title: MessageId;
  dealId: string | undefined;
  children: ReactNode;
}) => {
  const text = useText();
  const session = useSession();
  const kind = session.data?.kind;
  const back = dealId
    ? 'damageService.page.backToCar'
    : kind === 'business'
      ? 'damageService.page.business.backToFleet'
      : 'damageService.page.backToMyCars';
  return (
    <PageStack>
      {/* Led back only once the portal is known: a fleet user's way is the fleet, not /mycars. */}
      {session.isPending ? null : (
        <AppLink to={dealId ? carPageOf(dealId, kind) : myCarsOf(kind)}>{text(back)}</AppLink>
      )}
      <Title2 as="h1">{text(title)}</Title2>
      <Card>{children}</Card>
    </PageStack>
  );
};
