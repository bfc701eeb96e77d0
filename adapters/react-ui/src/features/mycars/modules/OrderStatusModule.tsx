import { useQuery } from '@tanstack/react-query';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { handoverQuery, orderStatusQuery } from '../api/deal-queries.ts';
import { StepList } from '../components/StatusSteps.tsx';
import { loadsHandover } from '../deal-display.ts';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

/** Order status (consumer spec §2): the steps before handover and what is known of the delivery. */
export const OrderStatusModule = ({ deal }: ModuleProps) => {
  const api = usePortalApi();
  const status = useQuery(orderStatusQuery(api, deal.id));
  // The same cached handover the banners read; only CREATED subscriptions have one (consumer §4).
  const handover = useQuery({ ...handoverQuery(api, deal.id), enabled: loadsHandover(deal) }).data;
  const format = useFormat();
  const planned = handover?.planned_delivery_date;
  // Only wished, not yet planned: the handover-coordination banner still asks to plan the delivery,
  // so the date is named as the customer's wish, not as the delivery date (consumer spec §4).
  const wished = planned ? undefined : handover?.preferred_delivery_date;
  // The handover's own address once it has one, else the one the deal was ordered with.
  const part = (field: 'handover_street' | 'handover_housenumber' | 'handover_zip' | 'handover_city') =>
    handover?.[field] ?? deal[field];
  const address = [
    [part('handover_street'), part('handover_housenumber')].filter(Boolean).join(' '),
    [part('handover_zip'), part('handover_city')].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ModuleCard title="mycars.orderStatus.title">
      <QueryContent
        query={status}
        isEmpty={(data) => data.steps.length === 0}
        empty="carDetails.orderStatus.empty"
      >
        {(data) => (
          <>
            <StepList steps={data.steps} labelOf={(id) => `mycars.orderStatus.${id}` as const} />
            <DetailRows
              rows={[
                [
                  'carDetails.orderStatus.handoverKind',
                  <Text key="kind" id={`carDetails.orderStatus.handoverKind.${data.handover_kind}`} />,
                ],
                wished
                  ? [
                      'carDetails.orderStatus.wishedDate',
                      <Text
                        key="wished"
                        id="carDetails.orderStatus.wishedDate.value"
                        values={{ date: format.date(wished) }}
                      />,
                    ]
                  : [
                      data.handover_kind === 'self_pickup'
                        ? 'carDetails.orderStatus.pickupDate'
                        : 'carDetails.orderStatus.deliveryDate',
                      planned ? (
                        format.date(planned)
                      ) : (
                        <Text key="open" id="carDetails.orderStatus.dateOpen" />
                      ),
                    ],
                ['carDetails.orderStatus.slot', handover?.slot?.formatted_time],
                [
                  'carDetails.orderStatus.address',
                  data.handover_kind === 'delivery' && address !== '' ? address : undefined,
                ],
              ]}
            />
          </>
        )}
      </QueryContent>
    </ModuleCard>
  );
};
