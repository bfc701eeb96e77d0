import type { Kysely } from 'kysely';
import { DEMO_EXPIRED_INVITATION_TOKEN, DEMO_INVITATION_TOKEN } from '../../../contracts/routes/contacts.ts';
import { INVITATION_DAYS } from '../../../core/fleet/invitations.ts';
import { cryptoTokens } from '../../shared/crypto.ts';
import type { Database } from '../schema.ts';

const DAY_MS = 86_400_000;

/**
 * The invitations of the demo's INVITED contacts of Nordflotte (seed/fleet.ts), each in a known
 * state: Ida Eingeladen's, sent yesterday, is open (its link is /invitation?token=invite-demo-token);
 * Bernd Bericht's expired three days ago (an admin sends it again); Jana Neumann was invited before
 * invitations carried a link and has none open.
 */
export const seedInvitations = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const sent = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const invitation = (token: string, contactId: string, daysAgo: number) => ({
    id_hash: cryptoTokens.hash(token),
    contact_id: contactId,
    invited_by: 'u-nord-admin',
    created_at: sent(daysAgo),
    expires_at: new Date(sent(daysAgo).getTime() + INVITATION_DAYS * DAY_MS),
    used_at: null,
  });
  await db
    .insertInto('contact_invitations')
    .values([
      invitation(DEMO_INVITATION_TOKEN, 'ct-2004', 1),
      invitation(DEMO_EXPIRED_INVITATION_TOKEN, 'ct-2006', INVITATION_DAYS + 3),
    ])
    .execute();
};
