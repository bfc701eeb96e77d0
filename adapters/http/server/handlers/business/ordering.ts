import type { OrderingStore, Transactional } from '../../../../../core/cart/ordering.ts';
import { type Outages, systemDown } from '../../../../shared/outages.ts';
import { sqlTransactional } from '../../../../sql/ordering-store.ts';
import type { BffContext } from '../../bff-context.ts';

/**
 * The systems an order reaches beyond the BFF, as stand-ins over the ordering store: the order
 * service reserves the ordered cars (taken from the stock), the employee notifications tell an
 * employee the fleet manager's decision. Each fails while taken down (outages.ts), and the whole
 * transaction with it.
 */
const withStandIns = (store: OrderingStore, outages: Outages): OrderingStore => ({
  ...store,
  stock: {
    take: (modelId, quantity) =>
      outages.isDown('order_service')
        ? Promise.reject(systemDown('order_service'))
        : store.stock.take(modelId, quantity),
  },
  mailer: {
    send: (mail) =>
      mail.kind === 'order_request_decided' && outages.isDown('employee_notifications')
        ? Promise.reject(systemDown('employee_notifications'))
        : store.mailer.send(mail),
  },
});

/** The cart's and orders' work in one transaction, through the systems behind the BFF. */
export const orderingOf = (bff: BffContext): Transactional => {
  const run = sqlTransactional(bff.db, bff.mailerFor);
  return (work) => run((store) => work(withStandIns(store, bff.outages)));
};
