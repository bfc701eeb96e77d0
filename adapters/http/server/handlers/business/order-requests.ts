import { err, ok, type Result } from 'neverthrow';
import type { OrderRequest, OrderRequestStatus } from '../../../../../core/order-requests/order-requests.ts';
import {
  approveOrderRequest,
  listOrderRequests,
  type OrderRequestError,
  rejectOrderRequest,
} from '../../../../../core/order-requests/use-cases.ts';
import { sqlOrderRequests } from '../../../../sql/order-request-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Answer, Failure, Handler } from '../../handler.ts';
import { orderRequestBodyOf } from './cart.ts';
import { BUSINESS_MESSAGES } from './messages.ts';
import { orderingOf } from './ordering.ts';

const failureOf = (error: OrderRequestError): Failure => {
  switch (error.code) {
    case 'conflict':
      return { code: 'conflict', message: BUSINESS_MESSAGES.alreadyDecided };
    case 'vehicle_unavailable':
      return { code: 'vehicle_unavailable', message: BUSINESS_MESSAGES.vehicleUnavailable };
    case 'request_rejection_failed':
      return { code: 'request_rejection_failed', message: BUSINESS_MESSAGES.rejectionFailed };
    case 'not_found':
      return { code: 'not_found' };
  }
};

const answer = (result: Result<OrderRequest, OrderRequestError>): Result<Answer, Failure> =>
  result.isOk() ? ok({ body: { data: orderRequestBodyOf(result.value) } }) : err(failureOf(result.error));

export const orderRequestHandlers = (bff: BffContext): Record<string, Handler> => {
  const run = orderingOf(bff);
  const requests = sqlOrderRequests(bff.db);
  return {
    getOrderRequests: async ({ user, query, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { status } = query as { status?: OrderRequestStatus };
      const list = await listOrderRequests({ orderRequests: requests }, user, status, now);
      return ok({ body: { data: list.map(orderRequestBodyOf) } });
    },
    approveOrderRequest: async ({ user, params, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return answer(await approveOrderRequest(run, user, params.id ?? '', now));
    },
    rejectOrderRequest: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { reason } = (body ?? {}) as { reason?: string };
      return answer(await rejectOrderRequest(run, user, params.id ?? '', reason, now));
    },
  };
};
