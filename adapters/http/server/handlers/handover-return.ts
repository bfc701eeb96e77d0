import type { Kysely } from 'kysely';
import { err, ok, type Result } from 'neverthrow';
import type { User } from '../../../../core/account/ports.ts';
import { pendingCancellation, requestCancellation } from '../../../../core/cancellation/use-cases.ts';
import { dealScopeOf } from '../../../../core/deals/access.ts';
import { dealContextOf } from '../../../../core/deals/context.ts';
import type { StoredDeal } from '../../../../core/deals/ports.ts';
import type { ReturnType } from '../../../../core/deals/types.ts';
import { orderStatusOf } from '../../../../core/handover/order-status.ts';
import type { Actor } from '../../../../core/handover/ports.ts';
import type { HandoverPayload } from '../../../../core/handover/rules.ts';
import {
  bookSelfPickup,
  type ChangeError,
  handoverMetadata,
  handoverView,
  quoteHandoverChange,
  submitHandover,
} from '../../../../core/handover/use-cases.ts';
import { returnStatusOf } from '../../../../core/return/return-status.ts';
import type { ReturnChangeRequest } from '../../../../core/return/rules.ts';
import {
  addReturnReasonComment,
  preReturnAppraisal,
  quoteReturnChange,
  requestPreReturnAppraisal,
  returnMetadata,
  returnView,
  saveDepositRefundDetails,
  submitReturn,
} from '../../../../core/return/use-cases.ts';
import { lockedDealIn, sqlDeals } from '../../../sql/deal-repository.ts';
import {
  sqlBlockedDays,
  sqlCancellationDocuments,
  sqlCancellationRequests,
  sqlDealUpdater,
  sqlHandovers,
  sqlPendingCancellations,
  sqlReturns,
} from '../../../sql/handover-return-store.ts';
import type { Database } from '../../../sql/schema.ts';
import type { BffContext } from '../bff-context.ts';
import type { Answer, Failure, Handler, RequestContext } from '../handler.ts';

/**
 * The calls of handover, return, order and return status, self-pickup and cancellation. Each finds
 * the deal in the caller's scope (another owner's deal is not found: 404), runs the use case of
 * core/handover, core/return or core/cancellation and answers its result; writes run in one
 * transaction with the deal's own update.
 */

const actorOf = (user: User): Actor => ({
  variant: user.kind === 'business' ? 'business' : 'consumer',
  mayWrite:
    user.kind === 'consumer' ||
    (user.kind === 'business' && (user.role === 'admin' || user.role === 'driver')),
});

/** A use case's refusal as the BFF's error: field names under the request part they came in. */
const failureOf = (error: ChangeError, part: 'body' | 'query' = 'body'): Failure => {
  if (error.code === 'bad_request' && error.fields) {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [`${part}.${k}`, v]));
    return { code: 'bad_request', fields, ...(error.message ? { message: error.message } : {}) };
  }
  return { code: error.code, ...(error.message ? { message: error.message } : {}) };
};

/** Thrown to roll a transaction back when its use case refuses; carries the refusal out. */
class Refused extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.code);
    this.failure = failure;
  }
}

type DealCall = (input: {
  readonly db: Kysely<Database>;
  readonly deal: StoredDeal;
  readonly user: User;
  readonly context: RequestContext;
}) => Promise<Result<unknown, ChangeError>>;

const dataAnswer = (value: unknown, status?: number): Answer => ({
  ...(status ? { status } : {}),
  body: value === true ? { ok: true } : { data: value },
});

/**
 * A call on one deal: refuses a non-writer before looking (403), finds the deal in the caller's
 * scope (404 otherwise) and, for writes, runs everything in one transaction that a refusal rolls back.
 */
const onDeal =
  (
    bff: BffContext,
    call: DealCall,
    options: { readonly write?: boolean; readonly part?: 'body' | 'query' } = {},
  ): Handler =>
  async (context) => {
    const { user } = context;
    if (!user) return err({ code: 'unauthorized' });
    if (options.write && !actorOf(user).mayWrite) return err({ code: 'forbidden' });
    const id = context.params.id ?? context.params.subscription_id ?? '';
    const run = async (db: Kysely<Database>): Promise<Result<Answer, Failure>> => {
      // A write holds the deal's row until it commits, so a repeated or conflicting write of the
      // same deal checks against the first one's result.
      const deal = options.write
        ? await lockedDealIn(db, dealScopeOf(user), id)
        : await sqlDeals(db).findIn(dealScopeOf(user), id);
      if (!deal) return err({ code: 'not_found' });
      const result = await call({ db, deal, user, context });
      return result.map((value) => dataAnswer(value)).mapErr((error) => failureOf(error, options.part));
    };
    if (!options.write) return run(bff.db);
    try {
      return await bff.db.transaction().execute(async (trx) => {
        const result = await run(trx);
        if (result.isErr()) throw new Refused(result.error);
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return err(error.failure);
      throw error;
    }
  };

const handoverPorts = (db: Kysely<Database>) => ({
  handovers: sqlHandovers(db),
  blockedDays: sqlBlockedDays(db),
  deals: sqlDealUpdater(db),
});
const returnPorts = (db: Kysely<Database>) => ({
  returns: sqlReturns(db),
  blockedDays: sqlBlockedDays(db),
  deals: sqlDealUpdater(db),
});

const read = async <T>(value: Promise<T>): Promise<Result<T, ChangeError>> => ok(await value);

type CancellationFields = {
  readonly cancelation_reason_code: string;
  readonly date: string;
  readonly required_comments?: string;
  readonly comments?: string;
} & Record<string, string | undefined>;

export const handoverReturnHandlers = (bff: BffContext): Record<string, Handler> => ({
  getHandover: onDeal(bff, async ({ db, deal, context }) => {
    const ports = handoverPorts(db);
    return read(handoverView(ports, deal, await ports.handovers.find(deal.id), context.now));
  }),
  getHandoverMetadata: onDeal(
    bff,
    async ({ db, deal, context }) => {
      const ports = handoverPorts(db);
      const query = context.query as { customer_postcode?: string };
      return handoverMetadata(
        ports,
        deal,
        await ports.handovers.find(deal.id),
        query.customer_postcode,
        context.now,
      );
    },
    { part: 'query' },
  ),
  getHandoverChangeFee: onDeal(bff, ({ db, deal, user, context }) =>
    quoteHandoverChange(handoverPorts(db), deal, context.body as HandoverPayload, actorOf(user), context.now),
  ),
  submitHandover: onDeal(
    bff,
    ({ db, deal, user, context }) =>
      submitHandover(
        handoverPorts(db),
        deal,
        context.body as HandoverPayload & { slot: string | number },
        actorOf(user),
        context.now,
      ),
    { write: true },
  ),
  bookSelfPickup: onDeal(
    bff,
    ({ db, deal, context }) =>
      bookSelfPickup(handoverPorts(db), deal, (context.body as { slot: number }).slot, context.now),
    { write: true },
  ),
  getOrderStatus: onDeal(bff, async ({ db, deal, context }) =>
    ok(orderStatusOf(deal, await sqlHandovers(db).find(deal.id), context.now)),
  ),
  getReturn: onDeal(bff, async ({ db, deal }) => ok(returnView(deal, await sqlReturns(db).find(deal.id)))),
  getReturnStatus: onDeal(bff, async ({ db, deal, context }) =>
    ok(returnStatusOf(deal, await sqlReturns(db).find(deal.id), context.now)),
  ),
  getReturnMetadata: onDeal(
    bff,
    ({ db, deal, context }) =>
      returnMetadata(
        returnPorts(db),
        deal,
        context.query as { customer_postcode?: string; return_type?: ReturnType },
        context.now,
      ),
    { part: 'query' },
  ),
  getReturnChangeFee: onDeal(bff, ({ db, deal, user, context }) =>
    quoteReturnChange(returnPorts(db), deal, context.body as ReturnChangeRequest, actorOf(user), context.now),
  ),
  submitReturn: onDeal(
    bff,
    ({ db, deal, user, context }) =>
      submitReturn(
        returnPorts(db),
        deal,
        context.body as ReturnChangeRequest & { return_type: ReturnType; slot: string | number },
        actorOf(user),
        context.now,
      ),
    { write: true },
  ),
  getPreReturnAppraisal: onDeal(bff, ({ db, deal, context }) =>
    read(
      preReturnAppraisal(
        returnPorts(db),
        deal,
        (context.query as { selected_date?: string }).selected_date,
        context.now,
      ),
    ),
  ),
  requestPreReturnAppraisal: onDeal(
    bff,
    ({ db, deal, context }) =>
      requestPreReturnAppraisal(
        returnPorts(db),
        deal,
        context.body as { appointment_date: string; appointment_timeslot: string },
        context.now,
      ),
    { write: true },
  ),
  postNonRetentionComment: onDeal(
    bff,
    ({ db, deal, context }) =>
      addReturnReasonComment(
        returnPorts(db),
        deal,
        (context.body as { comment: string }).comment,
        context.now,
      ),
    { write: true },
  ),
  postDepositRefundDetails: onDeal(
    bff,
    ({ db, deal, context }) =>
      saveDepositRefundDetails(
        returnPorts(db),
        deal,
        context.body as { iban: string; account_holder: string },
        context.now,
      ),
    { write: true },
  ),
  cancelSubscription: cancellationHandler(bff),
  getCancellationRequest: onDeal(bff, ({ db, deal }) =>
    read(pendingCancellation(sqlPendingCancellations(db), deal)),
  ),
});

/**
 * The cancellation request with its documents: request row, files, upload rows and the "received"
 * mail in one transaction; files already put are removed again when it rolls back.
 */
const cancellationHandler =
  (bff: BffContext): Handler =>
  async (context) => {
    // The documents take their own keys before the transaction, which then waits on nothing but the
    // database (a move to an object store is two calls over the network); they are removed again
    // when the request does not go through, and a crash before the commit leaves files no upload row
    // names, which the sweep of interrupted uploads removes (sql/interrupted-uploads.ts).
    const keys = new Map<string, string>();
    const stored: string[] = [];
    const removeStored = () => Promise.all(stored.map((key) => bff.files.remove(key)));
    try {
      for (const file of context.files.filter((received) => received.field === 'documents')) {
        const key = `cancellations/${context.params.id ?? 'deal'}/${crypto.randomUUID()}`;
        await bff.files.move(file.receivedKey, key);
        keys.set(file.receivedKey, key);
        stored.push(key);
      }
    } catch (error) {
      await removeStored();
      throw error;
    }
    const keptAt = (receivedKey: string) => {
      const key = keys.get(receivedKey);
      if (!key) throw new Error(`the document ${receivedKey} was not kept before the transaction`);
      return key;
    };
    const call = onDeal(
      bff,
      async ({ db, deal, user, context }) => {
        const form = context.body as CancellationFields;
        const handover = await sqlHandovers(db).find(deal.id);
        const customerDeals = await sqlDeals(db).listIn(dealScopeOf(user));
        // Core's one context builder, as the portal and the support CLI build the deal's context.
        const { deal: _deal, ...dealContext } = dealContextOf({
          deal,
          handover: handover ?? null,
          deals: customerDeals,
        });
        const result = await requestCancellation(
          {
            requests: sqlCancellationRequests(db),
            documents: sqlCancellationDocuments(db, user.id, keptAt),
            mailer: bff.mailerFor(db),
          },
          {
            deal,
            context: dealContext,
            form,
            documents: context.files
              .filter((file) => file.field === 'documents')
              .map(({ filename, mediaType, size, receivedKey }) => ({
                filename,
                mediaType,
                size,
                receivedKey,
              })),
            user,
            now: context.now,
          },
        );
        return result.map((request) => ({ id: request.id, status: request.status }));
      },
      { write: true },
    );
    try {
      const result = await call(context);
      if (result.isErr()) await removeStored();
      return result.map((answer) => ({ ...answer, status: 202 }));
    } catch (error) {
      await removeStored();
      throw error;
    }
  };
