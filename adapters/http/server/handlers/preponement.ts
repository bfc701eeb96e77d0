import type { Kysely } from 'kysely';
import { err, ok, type Result } from 'neverthrow';
import { dealScopeOf } from '../../../../core/deals/access.ts';
import type { StoredDeal } from '../../../../core/deals/ports.ts';
import {
  acceptPreponement,
  declinePreponement,
  openPreponementOffer,
  type PreponementError,
  type PreponementPorts,
} from '../../../../core/handover/preponement-use-cases.ts';
import { lockedDealIn, sqlDeals } from '../../../sql/deal-repository.ts';
import { sqlBlockedDays, sqlDealUpdater, sqlHandovers } from '../../../sql/handover-return-store.ts';
import { sqlPreponementOffers } from '../../../sql/preponement-offers.ts';
import type { Database } from '../../../sql/schema.ts';
import type { BffContext } from '../bff-context.ts';
import type { Answer, Failure, Handler } from '../handler.ts';

/**
 * The earlier-delivery offer of a consumer's deal (docs/bff/preponement.md). The route's access
 * level keeps business users out (403); the deal is looked up in the caller's scope (another
 * owner's: 404); an answer runs in one transaction, and a refused one changes nothing.
 */

const portsOver = (db: Kysely<Database>): PreponementPorts => ({
  handovers: sqlHandovers(db),
  blockedDays: sqlBlockedDays(db),
  deals: sqlDealUpdater(db),
  preponements: sqlPreponementOffers(db),
});

type Answering = (
  ports: PreponementPorts,
  deal: StoredDeal,
  now: Date,
) => Promise<Result<unknown, PreponementError>>;

/** Thrown to roll the answer's transaction back when the use case refuses it. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.code);
    this.failure = failure;
  }
}

const answering =
  (bff: BffContext, answer: Answering): Handler =>
  async ({ user, params, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    try {
      return await bff.db.transaction().execute(async (trx): Promise<Result<Answer, Failure>> => {
        // The deal's row lock makes a second answer (or the other answer) wait and then see the first.
        const deal = await lockedDealIn(trx, dealScopeOf(user), params.id ?? '');
        if (!deal) return err({ code: 'not_found' });
        const result = await answer(portsOver(trx), deal, now);
        if (result.isErr()) throw new Refused(result.error);
        return ok({ body: { data: result.value } });
      });
    } catch (error) {
      if (error instanceof Refused) return err(error.failure);
      throw error;
    }
  };

export const preponementHandlers = (bff: BffContext): Record<string, Handler> => ({
  getPreponementOffer: async ({ user, params, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const deal = await sqlDeals(bff.db).findIn(dealScopeOf(user), params.id ?? '');
    if (!deal) return err({ code: 'not_found' });
    return ok({ body: { data: await openPreponementOffer(portsOver(bff.db), deal, now) } });
  },
  acceptPreponement: answering(bff, acceptPreponement),
  declinePreponement: answering(bff, declinePreponement),
});
