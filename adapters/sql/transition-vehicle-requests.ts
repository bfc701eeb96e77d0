import type { Kysely } from 'kysely';
import type {
  TransitionVehicleRequest,
  TransitionVehicleRequests,
} from '../../core/delay-alternatives/ports.ts';
import type { Cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';

/** The consumer transition-car requests over migration 0013. */
export const sqlTransitionVehicleRequests = (db: Kysely<Database>): TransitionVehicleRequests => ({
  find: async (dealId) => {
    const row = await db
      .selectFrom('transition_vehicle_requests')
      .selectAll()
      .where('deal_id', '=', dealId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      deliveryBy: row.deliver_by,
      kilometresPerMonth: row.kilometres_per_month,
      protection: row.protection,
      fullCoverageDeductible: row.full_coverage_deductible as Cents,
      partialCoverageDeductible: row.partial_coverage_deductible as Cents,
      tireAndWindshieldDeductible: row.tire_and_windshield_deductible as Cents | null,
      requestedAt: new Date(row.requested_at).toISOString(),
    } satisfies TransitionVehicleRequest;
  },
  save: async (dealId, requestedBy, request, reservationToken) => {
    await db
      .insertInto('transition_vehicle_requests')
      .values({
        deal_id: dealId,
        requested_by: requestedBy,
        reservation_token: reservationToken,
        protection: request.protection,
        deliver_by: request.deliveryBy,
        kilometres_per_month: request.kilometresPerMonth,
        full_coverage_deductible: request.fullCoverageDeductible,
        partial_coverage_deductible: request.partialCoverageDeductible,
        tire_and_windshield_deductible: request.tireAndWindshieldDeductible,
        requested_at: request.requestedAt,
      })
      .execute();
  },
});
