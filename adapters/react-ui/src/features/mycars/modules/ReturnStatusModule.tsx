import { useQuery } from '@tanstack/react-query';
import { FINAL_INVOICE_WEEKS, RETURN_PROTOCOL_DAYS } from '../../../../../../core/return/return-status.ts';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { returnDataQuery } from '../api/car-details-queries.ts';
import { returnStatusQuery } from '../api/deal-queries.ts';
import { returnStepLabel, StepList } from '../components/StatusSteps.tsx';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

/** Return status (consumer spec §2, §4): the return's steps and the booked return's date and place. */
export const ReturnStatusModule = ({ deal }: ModuleProps) => {
  const api = usePortalApi();
  const status = useQuery(returnStatusQuery(api, deal.id));
  // The booked return's details complete the steps; without them the steps still show.
  const booked = useQuery(returnDataQuery(api, deal.id)).data;
  const format = useFormat();
  const date = booked?.planned_delivery_date ?? booked?.preferred_delivery_date;
  const address = booked?.address
    ? [
        [booked.address.street, booked.address.house_number].filter(Boolean).join(' '),
        [booked.address.zip, booked.address.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <ModuleCard title="mycars.returnStatus.title">
      <QueryContent
        query={status}
        isEmpty={(data) => data.steps.length === 0}
        empty="carDetails.returnStatus.empty"
      >
        {(data) => {
          const returnType = data.return_type ?? booked?.return_type ?? 'PICKUP';
          return (
            <>
              <StepList steps={data.steps} labelOf={returnStepLabel(returnType)} />
              <DetailRows
                rows={[
                  [
                    'carDetails.returnStatus.returnType',
                    <Text key="type" id={`carDetails.returnStatus.returnType.${returnType}`} />,
                  ],
                  ['carDetails.returnStatus.date', date ? format.date(date) : undefined],
                  ['carDetails.returnStatus.slot', booked?.slot?.formatted_time],
                  ['carDetails.returnStatus.address', address],
                ]}
              />
              <p>
                <Text
                  id="mycars.returnStatus.afterReturn"
                  values={{
                    protocolDays: RETURN_PROTOCOL_DAYS,
                    invoiceFrom: FINAL_INVOICE_WEEKS.from,
                    invoiceTo: FINAL_INVOICE_WEEKS.to,
                  }}
                />
              </p>
            </>
          );
        }}
      </QueryContent>
    </ModuleCard>
  );
};
