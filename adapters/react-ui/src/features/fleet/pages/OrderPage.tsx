import { Badge, MessageBar, MessageBarBody, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isReservationLapsed } from '../../../../../../core/deals/reservation.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { useContractSigningLink } from '../api/fleet-writes.ts';
import { AssignDriverDialog } from '../components/AssignDriverDialog.tsx';
import { licencePlateOf } from '../components/CarsTable.tsx';
import { CommentDialog } from '../components/CommentDialog.tsx';
import { DisplayPanelRows } from '../components/DisplayPanelRows.tsx';
import { FactList } from '../components/FactList.tsx';
import { type DialogAction, OrderActions } from '../components/OrderActions.tsx';
import { OrderBanners } from '../components/OrderBanners.tsx';
import { OrderPageColumns, OrderPageFrame } from '../components/OrderPageFrame.tsx';
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

/** The order detail (business spec §2 "B2B pages"): the order with its side panels. */
export const OrderPage = () => (
  <OrderPageFrame
    id={useParams().orderId ?? ''}
    notFound="fleet.order.notFound"
    placeholder="fleet.order.details"
  >
    {(order) => <OrderDetail order={order} />}
  </OrderPageFrame>
);

const OrderDetail = ({ order }: { order: OrderDetailJson }) => {
  const text = useText();
  const format = useFormat();
  const { data: user } = useSession();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [done, setDone] = useState<MessageId | null>(null);
  const { browser, clock } = useServices();
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
      <AppLink to={`/car/${deal.id}/details`}>{text('fleetCar.detailsLink')}</AppLink>
      <OrderPageColumns
        order={order}
        main={
          <>
            <OrderBanners
              order={order}
              onSign={actions.includes('sign_contract') ? () => open('sign_contract') : undefined}
              onCoordinateHandover={
                actions.includes('coordinate_handover') ? () => open('coordinate_handover') : undefined
              }
            />
            <GenericErrorToast error={signing.error} />
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
                  value: (
                    <Badge appearance="tint">
                      {isReservationLapsed(deal, clock.now())
                        ? text('fleet.state.reservationLapsed')
                        : text(`mycars.state.${deal.state}`)}
                    </Badge>
                  ),
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
          </>
        }
        driverNote={
          isFleetAdmin(user) && order.driver ? (
            <AccountMailMessages
              contactId={order.driver.contactId}
              name={order.driver.name}
              email={order.driver.email}
            />
          ) : null
        }
        side={
          <>
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
              <OrderActions
                actions={actions}
                onOpen={open}
                busy={signing.isPending ? ['sign_contract'] : []}
              />
            </OrderPanel>
          </>
        }
      />
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
