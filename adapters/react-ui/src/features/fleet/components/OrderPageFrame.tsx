import { makeStyles, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type OrderDetailJson, orderQuery } from '../api/fleet-queries.ts';
import { carNameOf } from './CarsTable.tsx';
import { OrderPanel } from './OrderPanel.tsx';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: '16px',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: '16px' },
});

type FrameProps = {
  readonly id: string;
  /** The page's text when the BFF does not find the order for the user (another company's: 404). */
  readonly notFound: MessageId;
  /** The heading while the car's name is not known, if the page has one. */
  readonly placeholder?: MessageId;
  readonly children: (order: OrderDetailJson) => ReactNode;
};

const Frame = ({ id, notFound, placeholder, children }: FrameProps) => {
  const text = useText();
  const order = useQuery(orderQuery(usePortalApi(), id));
  return (
    <PageStack>
      <AppLink to="/cars/all">{text('fleet.order.back')}</AppLink>
      {order.data || !placeholder ? null : <Title2 as="h1">{text(placeholder)}</Title2>}
      {order.isPending ? <LoadingState /> : null}
      {order.isError ? (
        isHttpStatus(order.error, 404) ? (
          <DataError message={notFound} />
        ) : (
          <DataError onRetry={() => void order.refetch()} />
        )
      ) : null}
      {order.data ? (
        <>
          <Title2 as="h1">{carNameOf(order.data.deal)}</Title2>
          {children(order.data)}
        </>
      ) : null}
    </PageStack>
  );
};

/**
 * The frame of a business car's pages (the order /orders/{id}, the car /car/{id}/details): the way
 * back to the fleet, the order loading, not found or failing, and the car's name as the heading.
 */
export const OrderPageFrame = (props: FrameProps) => (
  <RequireBusiness>
    <Frame {...props} />
  </RequireBusiness>
);

/**
 * The body of such a page: its main column, and beside it the company and driver panels
 * (`driverNote` under a driver's address) above the page's own panels.
 */
export const OrderPageColumns = ({
  order,
  main,
  driverNote,
  side,
}: {
  order: OrderDetailJson;
  main: ReactNode;
  driverNote?: ReactNode;
  side: ReactNode;
}) => {
  const styles = useStyles();
  const text = useText();
  return (
    <div className={styles.columns}>
      <PageStack>{main}</PageStack>
      <div className={styles.side}>
        <OrderPanel title={text('fleet.order.panel.company')}>{order.company.name}</OrderPanel>
        <OrderPanel title={text('fleet.order.panel.driver')}>
          {order.driver ? (
            <>
              <span>{order.driver.name}</span>
              <span>{order.driver.email}</span>
              {driverNote}
            </>
          ) : (
            <Text id={order.shared ? 'fleet.order.driver.shared' : 'fleet.order.driver.none'} />
          )}
        </OrderPanel>
        {side}
      </div>
    </div>
  );
};
