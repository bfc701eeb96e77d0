import type { Kysely } from 'kysely';
import { err } from 'neverthrow';
import { GENERAL_ERROR } from '../../../../../core/fleet/messages.ts';
import {
  assignDriver,
  chooseDeliveryOption,
  chooseOrderCompany,
  commentOnOrder,
  coordinateHandover,
  coordinateSwap,
  type DriverAssignment,
  type FleetHandoverInput,
  getDeliveryOptions,
  getEndOfSubscriptionOptions,
  getOrder,
  getSwapCandidates,
  type OrderPorts,
  requestFleetPurchaseOffer,
  requestTransitionVehicle,
} from '../../../../../core/fleet/order-use-cases.ts';
import type {
  DeliveryOption,
  PostalAddress,
  TransitionProtection,
} from '../../../../../core/fleet/orders.ts';
import type { FleetRepository } from '../../../../../core/fleet/ports.ts';
import { type Outages, systemDown } from '../../../../shared/outages.ts';
import { sqlCompanies } from '../../../../sql/company-repository.ts';
import { sqlFleet } from '../../../../sql/fleet-repository.ts';
import type { Database } from '../../../../sql/schema.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { answerWith, businessUser } from './failure.ts';

/** The order detail and its dialogs; every write runs in one transaction with its mails. */

/**
 * Booking an order on a company goes through the company service; here the fleet repository
 * stands in for it, failing while taken down (outages.ts).
 */
const withCompanyService = (fleet: FleetRepository, outages: Outages): FleetRepository => ({
  ...fleet,
  setOrderCompany: (orderId, companyId) =>
    outages.isDown('company_service')
      ? Promise.reject(systemDown('company_service'))
      : fleet.setOrderCompany(orderId, companyId),
});

const data = <T>(value: T) => ({ data: value });

export const orderHandlers = (bff: BffContext): Record<string, Handler> => {
  const portsOver = (db: Kysely<Database>): OrderPorts => ({
    fleet: withCompanyService(sqlFleet(db), bff.outages),
    // Over the same connection: a transaction's reads must not wait for another one.
    companies: db === bff.db ? bff.companies : sqlCompanies(db),
    mailer: bff.mailerFor(db),
  });
  const reads = () => portsOver(bff.db);
  const inTransaction = <T>(work: (ports: OrderPorts) => Promise<T>) =>
    bff.db.transaction().execute((trx) => work(portsOver(trx)));
  const id = (params: Record<string, string>) => params.id ?? '';

  return {
    getOrder: async ({ user, params, now }) =>
      answerWith(await getOrder(reads(), businessUser(user), id(params), now), data),

    assignDriver: async ({ user, params, body, now }) =>
      inTransaction(async (ports) =>
        answerWith(
          await assignDriver(ports, businessUser(user), id(params), body as DriverAssignment, now),
          data,
        ),
      ),

    getSwapCandidates: async ({ user, params }) =>
      answerWith(await getSwapCandidates(reads(), businessUser(user), id(params)), data),

    coordinateSwap: async ({ user, params, body, now }) =>
      inTransaction(async (ports) =>
        answerWith(
          await coordinateSwap(
            ports,
            businessUser(user),
            id(params),
            (body as { subscriptionId: string }).subscriptionId,
            now,
          ),
          data,
        ),
      ),

    coordinateHandover: async ({ user, params, body, now }) =>
      inTransaction(async (ports) =>
        answerWith(
          await coordinateHandover(ports, businessUser(user), id(params), body as FleetHandoverInput, now),
          data,
        ),
      ),

    getDeliveryOptions: async ({ user, params }) =>
      answerWith(await getDeliveryOptions(reads(), businessUser(user), id(params)), data),

    chooseDeliveryOption: async ({ user, params, body }) =>
      inTransaction(async (ports) =>
        answerWith(
          await chooseDeliveryOption(
            ports,
            businessUser(user),
            id(params),
            body as { option: DeliveryOption; address?: PostalAddress },
          ),
          data,
        ),
      ),

    commentOnOrder: async ({ user, params, body, now }) =>
      inTransaction(async (ports) =>
        answerWith(
          await commentOnOrder(
            ports,
            businessUser(user),
            id(params),
            (body as { comment: string }).comment,
            now,
          ),
          () => ({ ok: true }),
          201,
        ),
      ),

    requestTransitionVehicle: async ({ user, params, body, now }) =>
      inTransaction(async (ports) =>
        answerWith(
          await requestTransitionVehicle(
            ports,
            businessUser(user),
            id(params),
            body as { protection: TransitionProtection; tireAndWindshield: boolean },
            now,
          ),
          data,
          201,
        ),
      ),

    chooseOrderCompany: async ({ user, body, now }) => {
      try {
        return await inTransaction(async (ports) =>
          answerWith(
            await chooseOrderCompany(
              ports,
              businessUser(user),
              body as { orderId?: string; companyId?: string },
              now,
            ),
            data,
          ),
        );
      } catch {
        return err({ code: 'general_error', message: GENERAL_ERROR });
      }
    },

    getEndOfSubscriptionOptions: async ({ user, params, now }) =>
      answerWith(await getEndOfSubscriptionOptions(reads(), businessUser(user), id(params), now), data),

    requestFleetPurchaseOffer: async ({ user, params, body }) =>
      inTransaction(async (ports) =>
        answerWith(
          await requestFleetPurchaseOffer(
            ports,
            businessUser(user),
            id(params),
            (body as { comment?: string } | undefined)?.comment,
          ),
          () => ({ ok: true }),
          202,
        ),
      ),
  };
};
