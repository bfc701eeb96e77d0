import { SUPPORT, SUPPORT_VIEWING } from '../../../contracts/routes/support.ts';
import type { ProviderStateSetup } from '../provider-state-setup.ts';

/**
 * The session a support agent's provider state signs in with (a verification run sends no cookie):
 * a support user's view of a customer lives on the session row (migration 0033), so the state
 * writes one. Its id is no hash any cookie has, so no request can open it.
 */
export const SUPPORT_STATE_SESSION = 'provider state: the support agent’s session';

/** The view SUPPORT_VIEWING's session holds: kunde@demo.example's portal, with a reason. */
export const SUPPORT_STATE_VIEW = {
  id: 'provider-state-view',
  reason: 'Anruf der Kundin: Rückgabe-Banner fehlt',
} as const;

export const supportProviderStates: ProviderStateSetup = async ({ state, trx, now }) => {
  if (state !== SUPPORT && state !== SUPPORT_VIEWING) return;
  const agent = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'support@demo.example')
    .executeTakeFirstOrThrow();
  const customer = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'kunde@demo.example')
    .executeTakeFirstOrThrow();
  const viewing = state === SUPPORT_VIEWING;
  await trx
    .insertInto('sessions')
    .values({
      id_hash: SUPPORT_STATE_SESSION,
      user_id: agent.id,
      created_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
      revoked_at: null,
      view_id: viewing ? SUPPORT_STATE_VIEW.id : null,
      view_customer_id: viewing ? customer.id : null,
      view_reason: viewing ? SUPPORT_STATE_VIEW.reason : null,
      view_started_at: viewing ? now : null,
    })
    .execute();
};
