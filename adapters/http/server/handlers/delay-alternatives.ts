import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { err } from 'neverthrow';
import type { TransitionVehicleChoice } from '../../../../core/deals/transition-vehicle.ts';
import {
  getTransitionVehicle,
  requestTransitionVehicle,
  type TransitionVehicleFailure,
  type TransitionVehiclePorts,
} from '../../../../core/delay-alternatives/use-cases.ts';
import { sqlDeals } from '../../../sql/deal-repository.ts';
import { sqlHandovers } from '../../../sql/handover-return-store.ts';
import type { Database } from '../../../sql/schema.ts';
import { sqlDealChanges } from '../../../sql/subscription-services-deal-changes.ts';
import { sqlTransitionVehicleRequests } from '../../../sql/transition-vehicle-requests.ts';
import type { BffContext } from '../bff-context.ts';
import type { Failure, Handler } from '../handler.ts';

/** The consumer transition-vehicle calls of the delay alternatives (docs/bff/delay-alternatives.md). */

const failureOf = (error: TransitionVehicleFailure): Failure =>
  error.code === 'not_found' || error.code === 'forbidden'
    ? { code: error.code }
    : { code: error.code, message: error.message };

const portsOver = (db: Kysely<Database>): TransitionVehiclePorts => ({
  deals: sqlDeals(db),
  handovers: sqlHandovers(db),
  requests: sqlTransitionVehicleRequests(db),
});

export const delayAlternativeHandlers = (bff: BffContext): Record<string, Handler> => ({
  getDealTransitionVehicle: async ({ user, params }) => {
    if (!user) return err({ code: 'unauthorized' });
    return (await getTransitionVehicle(portsOver(bff.db))(user, params.id ?? ''))
      .map((status) => ({ body: { data: status } }))
      .mapErr(failureOf);
  },
  requestDealTransitionVehicle: async ({ user, params, body, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const result = await bff.db.transaction().execute((trx) =>
      requestTransitionVehicle({
        ...portsOver(trx),
        changes: sqlDealChanges(trx),
        mailer: bff.mailerFor(trx),
        newReservationToken: randomUUID,
      })(user, params.id ?? '', body as TransitionVehicleChoice, now),
    );
    return result.map((request) => ({ status: 201, body: { data: request } })).mapErr(failureOf);
  },
});
