import type { Timestamp } from '../schema.ts';

/** The table of migration 0026. */
export type ReservationSignaturesTable = {
  deal_id: string;
  user_id: string;
  signer_name: string;
  signed_at: Timestamp;
};

export type ReservationTables = { reservation_signatures: ReservationSignaturesTable };
