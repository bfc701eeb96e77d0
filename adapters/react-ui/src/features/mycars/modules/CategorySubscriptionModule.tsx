import { Text, useFormat } from '../../../i18n/text.tsx';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

/** Category subscription info (consumer spec §2, §3 category_subscription_details, §9 overview). */
export const CategorySubscriptionModule = ({ deal }: ModuleProps) => {
  const format = useFormat();
  const details = deal.category_subscription_details;
  const term = details?.term ?? deal.category_subscription_term;
  const rows = details
    ? ([
        ['carDetails.categorySubscription.category', details.label],
        ['carDetails.categorySubscription.term', typeof term === 'number' ? format.months(term) : undefined],
        [
          'carDetails.categorySubscription.nextCarTerm',
          typeof details.next_car_term === 'number' ? format.months(details.next_car_term) : undefined,
        ],
        [
          'carDetails.categorySubscription.start',
          details.start_date ? format.date(details.start_date) : undefined,
        ],
        ['carDetails.categorySubscription.end', details.end_date ? format.date(details.end_date) : undefined],
      ] as const)
    : [];
  const hasData = rows.some(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <ModuleCard title="carDetails.categorySubscription.title">
      {hasData ? (
        <>
          <DetailRows rows={rows} />
          <p>
            <Text id="carDetails.categorySubscription.overview" />
          </p>
        </>
      ) : (
        <p>
          <Text id="carDetails.categorySubscription.empty" />
        </p>
      )}
    </ModuleCard>
  );
};
