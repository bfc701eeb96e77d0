import type { Timestamp } from '../schema.ts';

/** The invitations of business contacts as Kysely sees them (migration 0022_contact_invitations.sql). */

export type ContactInvitationsTable = {
  id_hash: string;
  contact_id: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type InvitationTables = {
  contact_invitations: ContactInvitationsTable;
};
