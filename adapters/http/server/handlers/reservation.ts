import type { Kysely } from 'kysely';
import { err, ok, type Result } from 'neverthrow';
import { dealScopeOf } from '../../../../core/deals/access.ts';
import {
  reservationContract,
  type SigningError,
  type SigningPorts,
  signReservationContract,
} from '../../../../core/deals/contract-signing.ts';
import { lockedDealIn, sqlDeals } from '../../../sql/deal-repository.ts';
import { sqlDealUpdater } from '../../../sql/handover-return-store.ts';
import { sqlReservationSignatures } from '../../../sql/reservation-signatures.ts';
import type { Database } from '../../../sql/schema.ts';
import type { BffContext } from '../bff-context.ts';
import type { Answer, Failure, Handler } from '../handler.ts';

/**
 * The contract of a consumer's reservation (contracts/routes/reservation.ts). The route's access
 * level keeps business users out (403); the deal is looked up in the caller's scope (another
 * owner's: 404). Signing runs in one transaction holding the deal's row lock, so a signature sent
 * many times at once signs once and every other answer finds the contract signed.
 */

const portsOver = (db: Kysely<Database>): SigningPorts => ({
  signatures: sqlReservationSignatures(db),
  deals: sqlDealUpdater(db),
});

const failureOf = (error: SigningError): Failure =>
  error.code === 'bad_request'
    ? {
        code: 'bad_request',
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, text]) => [`body.${field}`, text]),
        ),
      }
    : { code: error.code, message: error.message };

/** Thrown to roll the signature's transaction back when the use case refuses it. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.code);
    this.failure = failure;
  }
}

export const reservationHandlers = (bff: BffContext): Record<string, Handler> => ({
  getReservationContract: async ({ user, params, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const deal = await sqlDeals(bff.db).findIn(dealScopeOf(user), params.id ?? '');
    if (!deal) return err({ code: 'not_found' });
    const contract = await reservationContract(portsOver(bff.db), deal, user, now);
    return contract.map((value): Answer => ({ body: { data: value } })).mapErr(failureOf);
  },
  signReservationContract: async ({ user, params, body, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    try {
      return await bff.db.transaction().execute(async (trx): Promise<Result<Answer, Failure>> => {
        const deal = await lockedDealIn(trx, dealScopeOf(user), params.id ?? '');
        if (!deal) return err({ code: 'not_found' });
        const signed = await signReservationContract(
          portsOver(trx),
          deal,
          body as { confirmed: boolean; signer_name: string },
          user,
          now,
        );
        if (signed.isErr()) throw new Refused(failureOf(signed.error));
        return ok({ body: { data: signed.value } });
      });
    } catch (error) {
      if (error instanceof Refused) return err(error.failure);
      throw error;
    }
  },
});
