import { Badge, MessageBar, MessageBarBody, makeStyles, Subtitle1, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type OrderDetailJson, orderQuery, useContractSigningLink } from '../api/fleet-queries.ts';
import { AssignDriverDialog } from '../components/AssignDriverDialog.tsx';
import { carNameOf, licencePlateOf } from '../components/CarsTable.tsx';
import { CommentDialog } from '../components/CommentDialog.tsx';
import { DisplayPanelRows } from '../components/DisplayPanelRows.tsx';
import { FactList } from '../components/FactList.tsx';
import { type DialogAction, OrderActions } from '../components/OrderActions.tsx';
import { OrderBanners } from '../components/OrderBanners.tsx';
import { OrderPanel } from '../components/OrderPanel.tsx';
import { AccountMailMessages } from '../dialogs/AccountMailMessages.tsx';
import { CompanyChooserDialog } from '../dialogs/CompanyChooserDialog.tsx';
import { CoordinateHandoverDialog } from '../dialogs/CoordinateHandoverDialog.tsx';
import { CoordinateSwapDialog } from '../dialogs/CoordinateSwapDialog.tsx';
import { DeliveryOptionsDialog } from '../dialogs/DeliveryOptionsDialog.tsx';
import { EndOfSubscriptionDialog } from '../dialogs/EndOfSubscriptionDialog.tsx';
import { TransitionVehicleDialog } from '../dialogs/TransitionVehicleDialog.tsx';
import { actionsOfferedTo, isFleetAdmin } from '../order-actions.ts';
import { planReturnLink } from '../plan-return.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: '16px',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: '16px' },
});

/** The order detail (business spec §2 "B2B pages"): the order with its side panels. */
export const OrderPage = () => (
  <RequireBusiness>
    <Order />
  </RequireBusiness>
);

const Order = () => {
  const { orderId = '' } = useParams();
  const text = useText();
  const order = useQuery(orderQuery(usePortalApi(), orderId));
  return (
    <PageStack>
      <AppLink to="/cars/all">{text('fleet.order.back')}</AppLink>
      {/* The car's name heads the page once it is known; until then, or without one, the page's topic. */}
      {order.data ? null : <Title2 as="h1">{text('fleet.order.details')}</Title2>}
      {order.isPending ? <LoadingState /> : null}
      {order.isError ? (
        isHttpStatus(order.error, 404) ? (
          <DataError message="fleet.order.notFound" />
        ) : (
          <DataError onRetry={() => void order.refetch()} />
        )
      ) : null}
      {order.data ? <OrderDetail order={order.data} /> : null}
    </PageStack>
  );
};

const OrderDetail = ({ order }: { order: OrderDetailJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { data: user } = useSession();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [done, setDone] = useState<MessageId | null>(null);
  const { browser } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signing = useContractSigningLink();
  const open = (action: DialogAction) => {
    setDone(null);
    if (action === 'plan_return') return navigate(planReturnLink(pathname, deal.id));
    if (action !== 'sign_contract') return setDialog(action);
    signing.mutate(deal.id, { onSuccess: (url) => browser.assign(url) });
  };
  const close = () => setDialog(null);
  const closeWith = (message: MessageId) => () => {
    setDialog(null);
    setDone(message);
  };
  const { deal } = order;
  const plate = licencePlateOf(deal);
  const actions = actionsOfferedTo(order.actions, user);
  return (
    <>
      <Title2 as="h1">{carNameOf(deal)}</Title2>
      <AppLink to={`/car/${deal.id}/details`}>{text('fleetCar.detailsLink')}</AppLink>
      <div className={styles.columns}>
        <PageStack>
          <OrderBanners
            order={order}
            onSign={actions.includes('sign_contract') ? () => open('sign_contract') : undefined}
          />
          {signing.isError ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>
                <Text id="fleet.order.error.generic" />
              </MessageBarBody>
            </MessageBar>
          ) : null}
          {done ? (
            <MessageBar intent="success">
              <MessageBarBody>
                <Text id={done} />
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <Subtitle1 as="h2">{text('fleet.order.details')}</Subtitle1>
          <FactList
            facts={[
              { key: 'id', label: text('fleet.order.field.orderNumber'), value: deal.id },
              {
                key: 'state',
                label: text('fleet.order.field.state'),
                value: <Badge appearance="tint">{text(`mycars.state.${deal.state}`)}</Badge>,
              },
              { key: 'plate', label: text('fleet.cars.column.licensePlate'), value: plate ?? '–' },
              {
                key: 'rate',
                label: text('fleet.cars.column.rate'),
                value: typeof deal.amount === 'number' ? format.money(deal.amount) : '–',
              },
              ...(deal.return_date
                ? [
                    {
                      key: 'returnDate',
                      label: text('fleet.cars.column.returnDate'),
                      value: format.date(deal.return_date),
                    },
                  ]
                : []),
            ]}
          />
        </PageStack>
        <div className={styles.side}>
          <OrderPanel title={text('fleet.order.panel.company')}>{order.company.name}</OrderPanel>
          <OrderPanel title={text('fleet.order.panel.driver')}>
            {order.driver ? (
              <>
                <span>{order.driver.name}</span>
                <span>{order.driver.email}</span>
                {isFleetAdmin(user) ? (
                  <AccountMailMessages name={order.driver.name} email={order.driver.email} />
                ) : null}
              </>
            ) : (
              <Text id={order.shared ? 'fleet.order.driver.shared' : 'fleet.order.driver.none'} />
            )}
          </OrderPanel>
          <OrderPanel title={text('fleet.order.panel.handover')}>
            <DisplayPanelRows panel={order.handover} />
          </OrderPanel>
          <OrderPanel title={text('fleet.order.panel.return')}>
            <DisplayPanelRows panel={order.return} />
          </OrderPanel>
          <OrderPanel title={text('fleet.order.panel.swap')}>
            <DisplayPanelRows panel={order.swap} />
          </OrderPanel>
          <OrderPanel title={text('fleet.order.panel.actions')}>
            <OrderActions actions={actions} onOpen={open} busy={signing.isPending ? ['sign_contract'] : []} />
          </OrderPanel>
        </div>
      </div>
      {actions.includes('assign_driver') ? (
        <AssignDriverDialog order={order} open={dialog === 'assign_driver'} onClose={() => setDialog(null)} />
      ) : null}
      {actions.includes('comment') ? (
        <CommentDialog
          orderId={deal.id}
          open={dialog === 'comment'}
          onClose={() => setDialog(null)}
          onSent={closeWith('fleet.order.comment.sent')}
        />
      ) : null}
      {actions.includes('coordinate_handover') ? (
        <CoordinateHandoverDialog
          order={order}
          open={dialog === 'coordinate_handover'}
          onClose={close}
          onDone={closeWith('fleetDialogs.handover.done')}
        />
      ) : null}
      {actions.includes('coordinate_swap') ? (
        <CoordinateSwapDialog
          order={order}
          open={dialog === 'coordinate_swap'}
          onClose={close}
          onDone={closeWith('fleetDialogs.swap.done')}
        />
      ) : null}
      {actions.includes('choose_delivery_option') ? (
        <DeliveryOptionsDialog
          order={order}
          open={dialog === 'choose_delivery_option'}
          onClose={close}
          onDone={({ option }) => closeWith(`fleetDialogs.delivery.done.${option}`)()}
        />
      ) : null}
      {actions.includes('request_transition_vehicle') ? (
        <TransitionVehicleDialog
          order={order}
          open={dialog === 'request_transition_vehicle'}
          onClose={close}
        />
      ) : null}
      {actions.includes('choose_company') ? (
        <CompanyChooserDialog
          order={order}
          open={dialog === 'choose_company'}
          onClose={close}
          onDone={closeWith('fleetDialogs.company.done')}
        />
      ) : null}
      {actions.includes('end_of_subscription') ? (
        <EndOfSubscriptionDialog
          dealId={deal.id}
          open={dialog === 'end_of_subscription'}
          mayAct
          onClose={close}
        />
      ) : null}
    </>
  );
};
