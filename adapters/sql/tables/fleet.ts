import type { ColumnType, Generated } from 'kysely';
import type { AnnouncementText } from '../../../core/fleet/announcements.ts';
import type { DefaultedTimestamp, Timestamp } from '../schema.ts';

/** The tables of the fleet area as Kysely sees them (migration 0009_fleet.sql). */

export type FleetContactsTable = {
  id: string;
  company_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role: 'admin' | 'driver' | 'analyst' | 'unknown';
  status: 'ACTIVE' | 'INVITED' | 'INACTIVE';
  created_at: DefaultedTimestamp;
};

export type FleetCompanySettingsTable = {
  company_id: string;
  drivers_shop_access: Generated<boolean>;
};

export type FleetOrdersTable = {
  deal_id: string;
  shared_car: Generated<boolean>;
  preliminary_delivery_date: string | null;
  contract_signed_at: Timestamp | null;
  delivery_option: Generated<'custom_delivery' | 'swap_delivery'>;
  delivery_street: string | null;
  delivery_house_number: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  swap_subscription_id: string | null;
};

export type FleetHandoversTable = {
  deal_id: string;
  contact_id: string | null;
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  phone_number: string;
  handover_date: string;
  slot: string;
  updated_at: DefaultedTimestamp;
};

export type FleetOrderCommentsTable = {
  id: Generated<string>;
  deal_id: string;
  author_user_id: string;
  comment: string;
  created_at: DefaultedTimestamp;
};

export type FleetTransitionVehiclesTable = {
  deal_id: string;
  requested_by: string;
  protection: 'base' | 'premium';
  tire_and_windshield: boolean;
  deliver_by: string;
  kilometres_per_month: number;
  full_coverage_deductible: number;
  partial_coverage_deductible: number;
  tire_and_windshield_deductible: number | null;
  created_at: DefaultedTimestamp;
};

export type FleetPurchaseOfferRequestsTable = {
  id: Generated<string>;
  deal_id: string;
  requested_by: string;
  comment: string | null;
  status: Generated<'open' | 'answered' | 'withdrawn'>;
  created_at: DefaultedTimestamp;
};

export type FleetAnnouncementsTable = {
  id: string;
  position: number;
  title: string;
  description: string;
  cta_label: string | null;
  cta_url: string | null;
  cta_action: string | null;
  /** The texts per further locale (core's AnnouncementText by locale), written as JSON text. */
  translations: ColumnType<Record<string, AnnouncementText>, string | undefined, string>;
  start_date: string;
  end_date: string;
  allowed_roles: string[];
  exempted_companies: string[] | null;
  affected_companies: string[] | null;
};

/** The fleet list's read model (migrations 0030 and 0032, core/fleet/fleet-list-row.ts). */
export type FleetListTable = {
  deal_id: string;
  company_id: string;
  contact_id: string | null;
  state: string;
  in_all: boolean;
  in_orders: boolean;
  in_handover: boolean;
  in_return: boolean;
  in_archived: boolean;
  reservation_lapses_at: Timestamp | null;
  needs_action: boolean;
  prolongable_until: string | null;
  plate: string | null;
  brand: string | null;
  model: string | null;
  driver_name: string | null;
  search_text: string;
  rate: number | null;
  return_date: string | null;
  created_at: Timestamp | null;
  /** The deal's created_at: the list's own order (migration 0032). */
  listed_at: Timestamp;
  /** The fleet overview's figures of the car (migration 0035, core/fleet/overview.ts). */
  running_cost: boolean;
  monthly_cost: number;
  returns_on: string | null;
  /** The overview's handovers and cost per month (core/fleet/fleet-costs.ts). */
  handover_on: string | null;
  costs_from: string | null;
  costs_end: string | null;
  rate_net: number;
  rate_gross: number;
};

export type FleetTables = {
  fleet_list: FleetListTable;
  fleet_contacts: FleetContactsTable;
  fleet_company_settings: FleetCompanySettingsTable;
  fleet_orders: FleetOrdersTable;
  fleet_handovers: FleetHandoversTable;
  fleet_order_comments: FleetOrderCommentsTable;
  fleet_transition_vehicles: FleetTransitionVehiclesTable;
  fleet_purchase_offer_requests: FleetPurchaseOfferRequestsTable;
  fleet_announcements: FleetAnnouncementsTable;
};
