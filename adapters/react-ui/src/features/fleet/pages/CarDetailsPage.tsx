import { Badge, Button, makeStyles, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { deductiblesOf } from '../../../../../../core/deals/deductibles.ts';
import { isRunning } from '../../../../../../core/fleet/orders.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { licencePlateOf } from '../components/CarsTable.tsx';
import { DisplayPanelRows } from '../components/DisplayPanelRows.tsx';
import { type Fact, FactList } from '../components/FactList.tsx';
import { OrderPageColumns, OrderPageFrame } from '../components/OrderPageFrame.tsx';
import { OrderPanel } from '../components/OrderPanel.tsx';
import { EndOfSubscriptionDialog } from '../dialogs/EndOfSubscriptionDialog.tsx';
import { isFleetWriter } from '../order-actions.ts';

const useStyles = makeStyles({
  links: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
});

/**
 * The business car details /car/{id}/details (business spec §2 "B2B pages", §3 "Deal (B2B view)"):
 * the subscription's contract data, deductibles, driver and company, the ways to report damage and
 * schedule service, and the end-of-subscription options. The BFF's order call scopes the car: a
 * driver sees only the cars assigned to them, another company's car is not found (404).
 */
export const CarDetailsPage = () => (
  <OrderPageFrame id={useParams().id ?? ''} notFound="fleetCar.notFound">
    {(order) => <CarDetailsOf order={order} />}
  </OrderPageFrame>
);

const CarDetailsOf = ({ order }: { order: OrderDetailJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { pathname } = useLocation();
  const { data: user } = useSession();
  const [endOptionsOpen, setEndOptionsOpen] = useState(false);
  const { deal } = order;
  const writer = isFleetWriter(user);
  const deductibles = deductiblesOf(deal);
  const date = (value: string | null | undefined) => (value ? format.date(value) : null);
  const fact = (key: string, label: string, value: string | null | undefined): Fact[] =>
    value ? [{ key, label, value }] : [];
  const kind = deal.subscribed_as ?? deal.subscribed_to;
  const facts: Fact[] = [
    { key: 'id', label: text('fleet.order.field.orderNumber'), value: deal.id },
    {
      key: 'state',
      label: text('fleet.order.field.state'),
      value: <Badge appearance="tint">{text(`mycars.state.${deal.state}`)}</Badge>,
    },
    ...fact('plate', text('fleet.cars.column.licensePlate'), licencePlateOf(deal)),
    ...fact(
      'kind',
      text('fleetCar.kind'),
      kind
        ? text(`fleetCar.kind.${kind}`)
        : deal.bridging_type === 'BEGINNING'
          ? text('fleetCar.bridging')
          : null,
    ),
    ...fact('term', text('fleetCar.term'), deal.term ? format.months(deal.term) : null),
    ...fact(
      'rate',
      text('fleet.cars.column.rate'),
      typeof deal.amount === 'number' ? format.money(deal.amount) : null,
    ),
    ...fact(
      'mileage',
      text('fleetCar.mileagePackage'),
      deal.mileage_package ? format.kilometresPerMonth(deal.mileage_package) : null,
    ),
    ...fact('start', text('fleetCar.start'), date(deal.actual_handover_date)),
    ...fact('minimum', text('fleetCar.minimumCommitmentEnd'), date(deal.minimum_commitment_end_date)),
    ...fact('end', text('fleetCar.end'), date(deal.end_date)),
    ...fact('autoRenewal', text('fleetCar.autoRenewalEnd'), date(deal.auto_renewal_end_date)),
    ...fact('returnDate', text('fleet.cars.column.returnDate'), date(deal.return_date)),
    ...fact(
      'returnType',
      text('fleet.order.field.returnType'),
      deal.return_type ? text(`fleet.order.returnType.${deal.return_type}`) : null,
    ),
  ];
  const euros = (value: number | null) => (value === null ? '–' : format.money(Math.round(value * 100)));
  // Core's rule for a car whose end can still be decided (core/fleet/orders.ts).
  const running = isRunning(deal);
  return (
    <>
      <OrderPageColumns
        order={order}
        main={
          <>
            <Subtitle1 as="h2">{text('fleetCar.contract')}</Subtitle1>
            <FactList facts={facts} />
            <Subtitle1 as="h2">{text('fleetCar.deductibles')}</Subtitle1>
            <FactList
              facts={[
                {
                  key: 'full',
                  label: text('fleetCar.deductibles.full'),
                  value: euros(deductibles.fullCoverageEur),
                },
                {
                  key: 'partial',
                  label: text('fleetCar.deductibles.partial'),
                  value: euros(deductibles.partialCoverageEur),
                },
              ]}
            />
            {deductibles.special ? (
              <p>
                <Text id="fleetCar.deductibles.special" />
              </p>
            ) : null}
            {deal.followup_subscription_id ? (
              <AppLink to={`/car/${deal.followup_subscription_id}/details`}>
                {text('fleetCar.followup')}
              </AppLink>
            ) : null}
          </>
        }
        side={
          <>
            <OrderPanel title={text('fleetCar.services')}>
              <ul className={styles.links} aria-label={text('fleetCar.services')}>
                <li>
                  <AppLink to={`/orders/${deal.id}`}>{text('fleetCar.orderLink')}</AppLink>
                </li>
                {writer && running ? (
                  <>
                    <li>
                      <AppLink to={`${pathname}?modalName=REPORT_DAMAGE_MODAL&dealId=${deal.id}`}>
                        {text('fleetCar.reportDamage')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink to={`${pathname}?modalName=service-selector&dealId=${deal.id}`}>
                        {text('fleetCar.scheduleService')}
                      </AppLink>
                    </li>
                  </>
                ) : null}
              </ul>
            </OrderPanel>
            {/* A swapped car: its pickup on the new car's handover day and the order replacing it. */}
            {order.swap ? (
              <OrderPanel title={text('fleet.order.panel.swap')}>
                <DisplayPanelRows panel={order.swap} />
              </OrderPanel>
            ) : null}
            {running ? (
              <OrderPanel title={text('fleet.order.action.end_of_subscription')}>
                <Button onClick={() => setEndOptionsOpen(true)}>
                  <Text id="fleetCar.endOptions" />
                </Button>
              </OrderPanel>
            ) : null}
          </>
        }
      />
      {running ? (
        <EndOfSubscriptionDialog
          dealId={deal.id}
          open={endOptionsOpen}
          mayAct={writer}
          onClose={() => setEndOptionsOpen(false)}
        />
      ) : null}
    </>
  );
};
