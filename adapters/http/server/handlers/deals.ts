import type { Kysely } from 'kysely';
import { err, ok } from 'neverthrow';
import type { Tokens } from '../../../../core/account/ports.ts';
import { userOfSession } from '../../../../core/account/sign-in.ts';
import { dealScopeOf } from '../../../../core/deals/access.ts';
import type { DealRepository } from '../../../../core/deals/ports.ts';
import type { Database } from '../../../sql/schema.ts';
import { dealsWithSession, dealWithSession } from '../../../sql/session-reads.ts';
import type { Handler, SessionRead } from '../handler.ts';

export const dealHandlers = (deals: DealRepository): Record<string, Handler> => ({
  getDeals: async ({ user }) => {
    if (!user) return err({ code: 'unauthorized' });
    return ok({ body: { data: await deals.listIn(dealScopeOf(user)) } });
  },
  getDealDetails: async ({ user, params }) => {
    if (!user) return err({ code: 'unauthorized' });
    const deal = await deals.findIn(dealScopeOf(user), params.id ?? '');
    return deal ? ok({ body: { data: deal } }) : err({ code: 'not_found' });
  },
});

/** The deals list and a deal's details with their session check in one statement (session-reads.ts). */
export const dealSessionReads = (db: Kysely<Database>, tokens: Tokens): Record<string, SessionRead> => ({
  getDeals: async ({ sessionId, user, now }) => {
    const { found, data } = await dealsWithSession(db, tokens.hash(sessionId), dealScopeOf(user));
    return { user: userOfSession(found, now), answer: ok({ body: { data } }) };
  },
  getDealDetails: async ({ sessionId, user, params, now }) => {
    const { found, data } = await dealWithSession(
      db,
      tokens.hash(sessionId),
      dealScopeOf(user),
      params.id ?? '',
    );
    return {
      user: userOfSession(found, now),
      answer: data ? ok({ body: { data } }) : err({ code: 'not_found' }),
    };
  },
});
