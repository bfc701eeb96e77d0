import { returnDateOf } from '../../../../../../core/deals/deal-dates.ts';
import { RETURN_PLANNING_OPENS_DAYS, returnPlanningOf } from '../../../../../../core/deals/eligibility.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import { type ModuleProps, modalHref } from './module-types.ts';

const returnModalOf = ({ module }: ModuleProps): string => {
  const action = module.props?.action;
  const modal =
    typeof action === 'object' && action !== null ? (action as Record<string, unknown>).modal : undefined;
  return typeof modal === 'string' ? modal : 'MULTISTEP_EDIT_RETURN';
};

/**
 * Return info (consumer spec §2, §4 "Return planning"): the return date; planning opens 45 days
 * before it (§9) and a return already booked shows as in progress instead of the plan option.
 */
export const ReturnInfoModule = (props: ModuleProps) => {
  const { deal } = props;
  const format = useFormat();
  const { clock } = useServices();
  const planning = returnPlanningOf(deal, clock.now());
  const date = returnDateOf(deal);
  return (
    <ModuleCard title="carDetails.returnInfo.title">
      <DetailRows rows={[['carDetails.returnInfo.date', date ? format.date(date) : undefined]]} />
      {planning === 'open' ? (
        <>
          <p>
            <Text id="carDetails.returnInfo.open" />
          </p>
          <SmartLink href={modalHref(deal.id, returnModalOf(props))}>
            <Text id="carDetails.returnInfo.plan" />
          </SmartLink>
        </>
      ) : null}
      {planning === 'in_progress' ? (
        <p>
          <Text id="carDetails.returnInfo.inProgress" />
        </p>
      ) : null}
      {planning === 'closed' ? (
        <p>
          <Text id="carDetails.returnInfo.notYet" values={{ days: RETURN_PLANNING_OPENS_DAYS }} />
        </p>
      ) : null}
    </ModuleCard>
  );
};
