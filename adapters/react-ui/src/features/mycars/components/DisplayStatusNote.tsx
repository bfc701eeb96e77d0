import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import {
  DOCUMENT_VERIFICATION_WORKING_DAYS,
  displayStatusOf,
} from '../../../../../../core/deals/display-status.ts';
import type { Deal } from '../../../../../../core/deals/types.ts';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { orderStatusQuery, returnStatusQuery } from '../api/deal-queries.ts';
import { statusModuleOf } from '../deal-display.ts';

/**
 * The deal's display status beside its state (consumer spec §4 "Other display statuses"; which one
 * is core's displayStatusOf): verification pending, documents in review (up to 3 working days,
 * §9), return being prepared, return details confirmed. It reads the order or return steps the
 * card and the page load anyway (the same queries), and shows nothing while they load.
 */
export const DisplayStatusNote = ({ deal }: { deal: Deal }) => {
  const api = usePortalApi();
  const text = useText();
  const module = statusModuleOf(deal);
  const order = useQuery({ ...orderStatusQuery(api, deal.id), enabled: module === 'order' });
  const returns = useQuery({ ...returnStatusQuery(api, deal.id), enabled: module === 'return' });
  const status = displayStatusOf({
    deal,
    orderSteps: module === 'order' ? order.data?.steps : null,
    returnSteps: module === 'return' ? returns.data?.steps : null,
  });
  if (!status) return null;
  return (
    <MessageBar intent="info" data-display-status={status}>
      <MessageBarBody>
        <MessageBarTitle>{text(`mycars.displayStatus.${status}.title`)}</MessageBarTitle>
        {text(`mycars.displayStatus.${status}.text`, { days: DOCUMENT_VERIFICATION_WORKING_DAYS })}
      </MessageBarBody>
    </MessageBar>
  );
};
