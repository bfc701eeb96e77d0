import type { ColumnType } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** The table of migration 0039 (next_car_bookings). */
export type NextCarBookingsTable = {
  current_deal_id: string;
  follow_up_deal_id: string;
  user_id: string;
  voucher_code: string | null;
  monthly_price_cents: number;
  first_monthly_price_cents: number;
  delivery_fee_cents: number;
  /** Written as ISO text, read back with ::text. */
  delivery_date: ColumnType<string, string, string>;
  swap_same_day: boolean;
  booked_at: Timestamp;
};

export type NextCarTables = { next_car_bookings: NextCarBookingsTable };
