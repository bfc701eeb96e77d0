import type { Kysely, Selectable } from 'kysely';
import type { Contact } from '../../core/fleet/contacts.ts';
import type { InvitationRepository } from '../../core/fleet/invitations.ts';
import { userRowOf } from './account-repositories.ts';
import type { Database } from './schema.ts';
import type { FleetContactsTable } from './tables/fleet.ts';

const contactOf = (row: Selectable<FleetContactsTable>): Contact => ({
  id: row.id,
  companyId: row.company_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  role: row.role,
  status: row.status,
});

/** Invitations of business contacts (migration 0022) and the user an accepted one makes. */
export const sqlContactInvitations = (db: Kysely<Database>): InvitationRepository => ({
  lockContact: async (companyId, contactId) => {
    const row = await db
      .selectFrom('fleet_contacts')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', contactId)
      .forUpdate()
      .executeTakeFirst();
    return row ? contactOf(row) : undefined;
  },
  lastInvitedAt: async (contactId) => {
    const row = await db
      .selectFrom('contact_invitations')
      .select('created_at')
      .where('contact_id', '=', contactId)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.created_at) : undefined;
  },
  create: async (invitation) => {
    await db
      .insertInto('contact_invitations')
      .values({
        id_hash: invitation.idHash,
        contact_id: invitation.contactId,
        invited_by: invitation.invitedBy,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
        used_at: null,
      })
      .execute();
  },
  revokeAllOf: async (contactId, now) => {
    await db
      .updateTable('contact_invitations')
      .set({ used_at: now })
      .where('contact_id', '=', contactId)
      .where('used_at', 'is', null)
      .execute();
  },
  // One statement checks and spends the link: of two requests with it, only one gets the contact.
  consume: async (idHash, now) => {
    const row = await db
      .updateTable('contact_invitations')
      .set({ used_at: now })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('contact_id')
      .executeTakeFirst();
    return row?.contact_id;
  },
  lockInvited: async (contactId) => {
    const row = await db
      .selectFrom('fleet_contacts')
      .selectAll()
      .where('id', '=', contactId)
      .where('status', '=', 'INVITED')
      .forUpdate()
      .executeTakeFirst();
    return row ? contactOf(row) : undefined;
  },
  // The unique index on lower(email) decides, also against a registration at the same moment.
  createUser: async (user) => {
    const row = await db
      .insertInto('users')
      .values(userRowOf(user))
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
  activate: async (contactId) => {
    await db
      .updateTable('fleet_contacts')
      .set({ status: 'ACTIVE' })
      .where('id', '=', contactId)
      .where('status', '=', 'INVITED')
      .execute();
  },
});
