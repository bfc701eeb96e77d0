import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type {
  ServiceRequest,
  ServiceWorkflowRequest,
  WorkflowAnswer,
  WorkflowPostClaim,
} from '../../core/service/ports.ts';
import { serviceWorkflowBody } from '../shared/service-workflow-body.ts';
import { markGivenUp, markSent } from './outbox-leases.ts';
import type { Database } from './schema.ts';

/**
 * A schedule-service request's post to the workflow, in the webhook outbox (topic
 * schedule_service, migration 0039): written and claimed by the customer's own call in the
 * transaction that checks the request, posted by that call outside any transaction, and settled by
 * it only while it still holds the claim — so each request is posted once, by one instance, and
 * no delivery round ever posts it again (the customer was answered; a late retry would book a
 * service the customer was told failed).
 */

/** The once key's prefix of a deal's and user's requests with these services, comment and address. */
const requestKey = (request: ServiceRequest) => {
  const what = JSON.stringify([request.services, request.comment, request.address]);
  const digest = createHash('sha256').update(what).digest('hex').slice(0, 32);
  return `schedule_service:${request.dealId}:${request.userId}:${digest}:`;
};

/** The same request's post that another call holds now (call with the deal locked). */
export const workflowPostOnItsWay = async (trx: Kysely<Database>, request: ServiceRequest) => {
  const row = await trx
    .selectFrom('webhook_outbox')
    .select('id')
    .where('topic', '=', 'schedule_service')
    .where('once_key', 'like', `${requestKey(request)}%`)
    .where('delivered_at', 'is', null)
    .where('gave_up_at', 'is', null)
    .where('claimed_until', '>', request.at)
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
};

/** Writes the post, claimed by the calling request until `until` (call with the deal locked). */
export const claimWorkflowPost = async (
  trx: Kysely<Database>,
  request: ServiceRequest,
  body: ServiceWorkflowRequest,
  until: Date,
): Promise<WorkflowPostClaim> => {
  const token = randomUUID();
  // A post whose call ended without settling it (the instance stopped) is given up, not retried.
  await sql`update webhook_outbox
    set gave_up_at = ${request.at}, claimed_until = null, claim_token = null,
      last_error = 'no answer recorded: the call that sent it ended'
    where topic = 'schedule_service' and once_key like ${`${requestKey(request)}%`}
      and delivered_at is null and gave_up_at is null and claimed_until <= ${request.at}`.execute(trx);
  const row = await trx
    .insertInto('webhook_outbox')
    .values({
      topic: 'schedule_service',
      once_key: `${requestKey(request)}${token}`,
      body: JSON.stringify(serviceWorkflowBody(body)),
      created_at: request.at,
      next_attempt_at: request.at,
      attempts: 1,
      claimed_until: until,
      claim_token: token,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), token };
};

/** Ends the post with the workflow's answer; accepted, `store` writes the request in the same transaction. */
export const settleWorkflowPost = (
  db: Kysely<Database>,
  claim: WorkflowPostClaim,
  answer: WorkflowAnswer,
  at: Date,
  store: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    if (!answer.accepted) return markGivenUp(trx, claim.id, claim.token, { reason: answer.reason, at });
    if (!(await markSent(trx, 'webhook_outbox', claim.id, claim.token, at))) return false;
    await store(trx);
    return true;
  });

/** How often a call waiting for another's post looks again. */
const OUTCOME_POLL_MS = 100;

/** Waits until another call settled its post, or its claim ran out (counted as failed). */
export const workflowPostOutcome = async (
  db: Kysely<Database>,
  postId: string,
  now: () => Date,
): Promise<'accepted' | 'failed'> => {
  for (;;) {
    const row = await db
      .selectFrom('webhook_outbox')
      .select(['delivered_at', 'gave_up_at', 'claimed_until'])
      .where('id', '=', postId)
      .executeTakeFirst();
    if (!row || row.gave_up_at) return 'failed';
    if (row.delivered_at) return 'accepted';
    if (!row.claimed_until || new Date(row.claimed_until) <= now()) return 'failed';
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
  }
};
