/** The tables of the subscription-services area as Kysely sees them (migration 0007). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** A calendar date: written as 'YYYY-MM-DD', read back through `cast(… as text)`. */
type DateColumn = ColumnType<string, string, string>;
type Id = Generated<string>;

export type SubscriptionServiceTables = {
  damage_reports: {
    id: string;
    deal_id: string;
    reported_by: string;
    created_at: Timestamp;
    problem_type: string;
    description: string;
    technical_defect: boolean;
    unknown_date: boolean;
    occurred_on: DateColumn | null;
    same_address: boolean;
    street: string | null;
    house_number: string | null;
    zip: string | null;
    city: string | null;
    not_drivable: boolean;
    /** Added by 0014; null where the dialog does not ask it. */
    exterior_problem: ColumnType<string | null, string | null | undefined, string | null>;
    damage_type: ColumnType<string | null, string | null | undefined, string | null>;
  };
  damage_report_photos: { report_id: string; position: number; upload_id: string };
  incident_damages: {
    id: string;
    deal_id: string;
    damage_report_id: string | null;
    occurred_on: DateColumn;
    repair_status: 'open' | 'ordered' | 'in_progress' | 'conducted' | 'canceled';
    appointment_date: DateColumn | null;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  incident_damage_items: {
    incident_id: string;
    position: number;
    area: string;
    part: string;
    type_german_name: string;
  };
  repair_orders: { incident_id: string; position: number; ordered_on: DateColumn; download_url: string };
  mileage_package_prices: { mileage_package: number; monthly_fee_cents: number };
  mileage_readings: {
    id: Id;
    deal_id: string;
    reported_by: string | null;
    mileage: number;
    reported_at: Timestamp;
  };
  mileage_package_changes: {
    id: Id;
    deal_id: string;
    changed_by: string;
    from_package: number;
    to_package: number;
    monthly_fee_change_cents: number;
    one_time_payment_cents: number;
    changed_at: Timestamp;
  };
  extra_mileage_bookings: {
    id: Id;
    deal_id: string;
    booked_by: string;
    kilometres: number;
    amount_cents: number;
    booked_at: Timestamp;
  };
  prolongation_offers: { deal_id: string; term: number; monthly_net_cents: number };
  prolongations: {
    deal_id: string;
    prolonged_by: string;
    term: number;
    monthly_price_cents: number;
    previous_return_date: DateColumn;
    new_return_date: DateColumn;
    prolonged_at: Timestamp;
  };
  insurance_bookings: {
    deal_id: string;
    addon_id: string;
    booked_by: string;
    monthly_price_cents: number;
    booked_at: Timestamp;
  };
  service_partner_links: { car_id: string; url: string };
  service_requests: {
    id: Id;
    deal_id: string;
    car_id: string;
    requested_by: string;
    services: string[];
    comment: string | null;
    street: string | null;
    house_number: string | null;
    postal_code: string | null;
    city: string | null;
    status: Generated<'submitted' | 'scheduled' | 'done' | 'canceled'>;
    requested_at: Timestamp;
  };
  car_inventory_requests: {
    id: Id;
    car_id: string;
    deal_id: string;
    requested_by: string;
    requested_at: Timestamp;
  };
  alternative_car_offers: {
    token_hash: string;
    deal_id: string;
    requested_by: string;
    source: 'cancelation' | 'handover-options' | null;
    created_at: Timestamp;
  };
  purchase_offer_requests: {
    id: Id;
    deal_id: string;
    requested_by: string;
    comment: string | null;
    status: Generated<'open' | 'answered' | 'withdrawn'>;
    requested_at: Timestamp;
  };
};
