import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { nameOf, type OrderingStore, placeOrder, StockRanOut, type Transactional } from '../cart/ordering.ts';
import { isAvailable } from '../catalogue/types.ts';
import {
  decisionMail,
  isUndecided,
  type OrderRequest,
  type OrderRequestStatus,
  orderRequestAt,
} from './order-requests.ts';

export type OrderRequestError =
  | { readonly code: 'not_found' }
  | { readonly code: 'conflict' }
  | { readonly code: 'vehicle_unavailable' }
  | { readonly code: 'request_rejection_failed' };

/** A driver sees their own requests; admins and analysts the company's. */
export const listOrderRequests = async (
  store: Pick<OrderingStore, 'orderRequests'>,
  user: User,
  status: OrderRequestStatus | undefined,
  now: Date,
): Promise<OrderRequest[]> => {
  if (!user.companyId) return [];
  const own = user.role === 'admin' || user.role === 'analyst' ? undefined : (user.contactId ?? '');
  return (await store.orderRequests.list(user.companyId, own))
    .map((request) => orderRequestAt(request, now))
    .filter((request) => !status || request.status === status);
};

const undecided = async (
  store: OrderingStore,
  user: User,
  id: string,
  now: Date,
): Promise<Result<OrderRequest, OrderRequestError>> => {
  const request = user.companyId ? await store.orderRequests.lock(user.companyId, id) : undefined;
  if (!request) return err({ code: 'not_found' });
  const shown = orderRequestAt(request, now);
  return isUndecided(shown) ? ok(shown) : err({ code: 'conflict' });
};

/**
 * The fleet manager approves: the request becomes a reserved order for the employee (a NOT_SIGNED
 * fleet deal assigned to them, its contract to be signed within 3 days); the employee is told.
 */
export const approveOrderRequest = async (
  run: Transactional,
  user: User,
  id: string,
  now: Date,
): Promise<Result<OrderRequest, OrderRequestError>> => {
  try {
    return await run(async (store): Promise<Result<OrderRequest, OrderRequestError>> => {
      const request = await undecided(store, user, id, now);
      if (request.isErr()) return request;
      const model = await store.catalogue.find(request.value.modelId);
      if (!model || !isAvailable(model)) return err({ code: 'vehicle_unavailable' });
      const order = await placeOrder(
        store,
        {
          companyId: request.value.companyId,
          orderedBy: { name: nameOf(user), email: user.email },
          driverContactId: request.value.employee.contactId,
          model,
          configuration: request.value,
          monthlyPrice: request.value.monthlyPrice,
          replaces: null,
        },
        now,
      );
      const approved: OrderRequest = {
        ...request.value,
        status: 'approved',
        reservedUntil: null,
        decidedAt: now,
        orderId: order.id,
      };
      await store.orderRequests.save(approved);
      await store.mailer.send(decisionMail(approved));
      return ok(approved);
    });
  } catch (error) {
    if (error instanceof StockRanOut) return err({ code: 'vehicle_unavailable' });
    throw error;
  }
};

/** The most characters of a rejection reason: ours. */
export const MAX_REASON_LENGTH = 1000;

/**
 * 'Anfrage ablehnen': the request is rejected and the employee notified by mail, together or not
 * at all ('Fehler beim Ablehnen der Anfrage').
 */
export const rejectOrderRequest = async (
  run: Transactional,
  user: User,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<Result<OrderRequest, OrderRequestError>> => {
  try {
    return await run(async (store): Promise<Result<OrderRequest, OrderRequestError>> => {
      const request = await undecided(store, user, id, now);
      if (request.isErr()) return request;
      const trimmed = reason?.trim().slice(0, MAX_REASON_LENGTH);
      const rejected: OrderRequest = {
        ...request.value,
        status: 'rejected',
        reservedUntil: null,
        decidedAt: now,
        rejectionReason: trimmed ? trimmed : null,
      };
      await store.orderRequests.save(rejected);
      await store.mailer.send(decisionMail(rejected));
      return ok(rejected);
    });
  } catch {
    return err({ code: 'request_rejection_failed' });
  }
};
