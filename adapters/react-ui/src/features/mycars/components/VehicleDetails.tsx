import { Card, CardFooter, CardHeader, makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type ActionId, actionsFor } from '../../../../../../core/deals/actions.ts';
import { returnDateOf } from '../../../../../../core/deals/deal-dates.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { ScheduleServiceLink } from '../../../components/ScheduleServiceLink.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { useCustomerView } from '../../../lib/customer-view.ts';
import { licensePlateOf, monthlyRateOf } from '../deal-display.ts';
import { DealBanners } from './DealBanners.tsx';
import { DisplayStatusNote } from './DisplayStatusNote.tsx';

const useStyles = makeStyles({
  rows: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '24px',
    rowGap: '8px',
    margin: 0,
  },
  // A class, not a style attribute: the server's render leaves those out (the page's policy refuses
  // them in markup), and without it the rows of a page rendered on the server lost their grid.
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '16px' },
});

/**
 * Where each footer action leads (consumer spec §2: the modal names on /mycars/{id}, and the
 * report-damage and schedule-service pages of the deal).
 */
export const actionHref = (action: ActionId, dealId: string): string => {
  const deal = `/mycars/${encodeURIComponent(dealId)}`;
  const modal = (name: string) => `${deal}?modalName=${name}`;
  const targets: Record<ActionId, string> = {
    delivery_options: modal('handover-options'),
    edit_mileage_package: modal('edit-mileage'),
    follow_up_options: modal('extend-subscription-selector'),
    damage_report: `${deal}/report-damage`,
    manage_kilometres: modal('manage-my-kilometres'),
    report_mileage: modal('mileage-report'),
    schedule_service: `${deal}/schedule-service`,
    cancellation: modal('cancelation'),
    insurance_upgrade: modal('INSURANCE_UPGRADE'),
    plan_return: modal('MULTISTEP_EDIT_RETURN'),
  };
  return targets[action];
};

/** The vehicle details module (consumer spec §2): rows of contract data, banners, footer actions. */
export const VehicleDetails = ({
  ctx,
  onDismiss,
  showActions = true,
}: {
  ctx: DealContext;
  onDismiss: (banner: string) => void;
  showActions?: boolean;
}) => {
  const styles = useStyles();
  const format = useFormat();
  const { clock } = useServices();
  const { deal } = ctx;
  const end = returnDateOf(deal);
  const rows: [MessageId, ReactNode][] = [];
  const add = (label: MessageId, value: ReactNode | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') rows.push([label, value]);
  };
  add('carDetails.vehicle.state', <Text id={`mycars.state.${deal.state}`} />);
  add('carDetails.vehicle.licensePlate', licensePlateOf(deal));
  add('carDetails.vehicle.term', typeof deal.term === 'number' ? format.months(deal.term) : undefined);
  const rate = monthlyRateOf(deal);
  add('carDetails.vehicle.monthlyRate', rate === undefined ? undefined : format.money(rate));
  add(
    'carDetails.vehicle.mileagePackage',
    typeof deal.mileage_package === 'number' ? format.kilometresPerMonth(deal.mileage_package) : undefined,
  );
  add(
    'carDetails.vehicle.start',
    deal.actual_handover_date ? format.date(deal.actual_handover_date) : undefined,
  );
  add('carDetails.vehicle.end', end ? format.date(end) : undefined);
  add(
    'carDetails.vehicle.minimumCommitmentEnd',
    deal.minimum_commitment_end_date ? format.date(deal.minimum_commitment_end_date) : undefined,
  );
  // The deductibles show once on the page, in their own card (DeductiblesModule), not here too.
  // No action in a support user's view of the customer (lib/customer-view.ts).
  const view = useCustomerView();
  const actions = showActions && !view ? actionsFor(ctx, clock.now()) : [];
  return (
    <Card>
      <CardHeader
        header={
          <Title3 as="h2">
            <Text id="carDetails.vehicle.title" />
          </Title3>
        }
      />
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>
              <Text id={label} />
            </dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {deal.car?.external_product_id ? (
        <SmartLink href={`/pdp/${encodeURIComponent(deal.car.external_product_id)}#product_info`}>
          <Text id="carDetails.vehicle.productLink" />
        </SmartLink>
      ) : null}
      <DisplayStatusNote deal={deal} />
      <DealBanners ctx={ctx} onDismiss={onDismiss} />
      {actions.length > 0 ? (
        <CardFooter className={styles.actions}>
          {actions.map((action) =>
            // Where a service is booked is decided in one place, as on /services (consumer spec §2, §7).
            action === 'schedule_service' ? (
              <ScheduleServiceLink key={action} deal={deal}>
                <Text id={`carDetails.action.${action}`} />
              </ScheduleServiceLink>
            ) : (
              <SmartLink key={action} href={actionHref(action, deal.id)}>
                <Text id={`carDetails.action.${action}`} />
              </SmartLink>
            ),
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
};
