import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, Timestamp } from '../schema.ts';

/**
 * The tables of migration 0006 as Kysely sees them. Date columns (`date`) are written as ISO text
 * and read back with `::text` (handover-return-store.ts), so no driver turns them into instants.
 */
type DateColumn = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export type HandoverAppointmentsTable = {
  deal_id: string;
  method: 'delivery' | 'self_pickup';
  planned_delivery_date: NullableDate;
  preferred_delivery_date: NullableDate;
  actual_handover_date: NullableDate;
  slot: string | null;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  housenumber: string | null;
  zip: string | null;
  city: string | null;
  address_extra: string | null;
  phone_number: string | null;
  email: string | null;
  deviation_in_weeks: number | null;
  customer_verified_at: NullableDate;
  delivery_confirmed_at: NullableDate;
  change_fee_cents: Generated<number>;
  updated_at: DefaultedTimestamp;
};

export type SelfPickupOffersTable = {
  deal_id: string;
  pickup_date: DateColumn;
  expires_at: Timestamp;
  booked_slot: number | null;
  booked_at: Timestamp | null;
};

export type ReturnCompoundsTable = {
  id: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
};

export type ReturnAppointmentsTable = {
  deal_id: string;
  return_type: 'PICKUP' | 'SELF_RETURN';
  preferred_return_date: DateColumn;
  planned_return_date: NullableDate;
  slot: string;
  compound_id: string | null;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  house_number: string | null;
  zip: string | null;
  city: string | null;
  address_extra: string | null;
  phone_number: string | null;
  email: string | null;
  booked_at: Timestamp;
  confirmed_at: Timestamp | null;
  returned_at: Timestamp | null;
  final_invoice_at: Timestamp | null;
  change_fee_cents: Generated<number>;
};

export type AppointmentBlockedDaysTable = {
  kind: 'delivery' | 'pickup' | 'self_return';
  day: DateColumn;
  zip_prefix: Generated<string>;
};

export type PreReturnAppraisalsTable = {
  deal_id: string;
  appointment_date: DateColumn;
  appointment_timeslot: string;
  requested_at: DefaultedTimestamp;
};

export type DepositRefundDetailsTable = {
  deal_id: string;
  account_holder: string;
  iban: string;
  updated_at: DefaultedTimestamp;
};

export type ReturnReasonCommentsTable = {
  id: Generated<string>;
  deal_id: string;
  comment: string;
  created_at: DefaultedTimestamp;
};

export type CancellationRequestsTable = {
  id: string;
  deal_id: string;
  requested_by: string;
  reason: string;
  asap: boolean;
  requested_date: NullableDate;
  comments: string | null;
  representative: ColumnType<Record<string, string> | null, string | null, string | null>;
  early_cancellation_fee_cents: number | null;
  short_notice_fee_cents: number | null;
  status: Generated<'pending_review' | 'confirmed' | 'rejected'>;
  created_at: DefaultedTimestamp;
};

export type HandoverReturnTables = {
  handover_appointments: HandoverAppointmentsTable;
  self_pickup_offers: SelfPickupOffersTable;
  return_compounds: ReturnCompoundsTable;
  return_appointments: ReturnAppointmentsTable;
  appointment_blocked_days: AppointmentBlockedDaysTable;
  pre_return_appraisals: PreReturnAppraisalsTable;
  deposit_refund_details: DepositRefundDetailsTable;
  return_reason_comments: ReturnReasonCommentsTable;
  cancellation_requests: CancellationRequestsTable;
};
