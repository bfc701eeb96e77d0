import type { Timestamp } from '../schema.ts';

/** The tables of the delay-alternatives area as Kysely sees them (migration 0013_delay_alternatives.sql). */

export type TransitionVehicleRequestsTable = {
  deal_id: string;
  requested_by: string;
  reservation_token: string;
  protection: 'base' | 'premium';
  deliver_by: string;
  kilometres_per_month: number;
  full_coverage_deductible: number;
  partial_coverage_deductible: number;
  tire_and_windshield_deductible: number | null;
  requested_at: Timestamp;
};

export type DelayAlternativesTables = {
  transition_vehicle_requests: TransitionVehicleRequestsTable;
};
