import { type Kysely, sql } from 'kysely';
import type { Clock, Webhook, WebhookTopic } from '../../core/shared/ports.ts';
import {
  type BackOff,
  retryDelayMs as backOffDelayMs,
  startDeliveryRounds,
} from '../shared/delivery-rounds.ts';
import { deliverLeased } from '../sql/outbox-leases.ts';
import type { Database } from '../sql/schema.ts';
import { WEBHOOK_TIMEOUT_MS } from './http-webhook.ts';

/** How long a delivery holds a claimed post before another instance may take it. */
export const CLAIM_MS = 60_000;
/** A failed post waits 30 s, 1 min, 2 min … at most an hour. */
export const WEBHOOK_BACK_OFF: BackOff = { firstMs: 30_000, maxMs: 3_600_000 };
/** The wait before the n-th retry. */
export const retryDelayMs = (attempts: number): number => backOffDelayMs(attempts, WEBHOOK_BACK_OFF);

/**
 * The topics this delivery posts. A schedule-service post is sent by the customer's request itself
 * (adapters/workflows/schedule-service-posts.ts), never by a round.
 */
export type DeliveredTopic = Exclude<WebhookTopic, 'schedule_service'>;

/** Topics tried once, a failure ending them: the car-inventory workflow has no retries (consumer spec §7). */
export const TRIED_ONCE: ReadonlySet<WebhookTopic> = new Set(['car_inventory']);

export type WebhookDeliveryReport = { readonly delivered: number; readonly failed: number };

/**
 * Posts the due, undelivered entries of the webhook outbox whose topic has a receiver, oldest
 * first. Each round claims its rows with a lease in one short statement
 * (adapters/sql/outbox-leases.ts), posts outside any transaction, and marks a row only while it
 * still holds the lease: no two instances post a row at the same time, and no database connection
 * waits while a receiver answers. A row is posted only while the lease outlasts the post's timeout.
 * A delivered row is never posted again; a failed one waits `retryDelayMs` and is tried again,
 * unless its topic is tried once (TRIED_ONCE), which gives it up.
 * Topics without a receiver keep their entries.
 */
export const deliverWebhooks = async (
  db: Kysely<Database>,
  receivers: Partial<Record<DeliveredTopic, Webhook>>,
  options: {
    readonly clock: Clock;
    readonly batchSize?: number;
    readonly stopping?: () => boolean;
    readonly onLostLease?: (id: string) => void;
  },
): Promise<WebhookDeliveryReport> => {
  const topics = Object.keys(receivers) as DeliveredTopic[];
  if (topics.length === 0) return { delivered: 0, failed: 0 };
  const report = await deliverLeased(db, {
    table: 'webhook_outbox',
    now: () => options.clock.now(),
    leaseMs: CLAIM_MS,
    sendBudgetMs: WEBHOOK_TIMEOUT_MS + 5_000,
    batchSize: options.batchSize ?? 20,
    backOff: WEBHOOK_BACK_OFF,
    only: sql`topic in (${sql.join(topics)})`,
    send: async (row) => {
      const receiver = receivers[row.topic as DeliveredTopic] as Webhook;
      const body = typeof row.body === 'string' ? JSON.parse(row.body) : row.body;
      const answer = await receiver.post(body);
      return answer.delivered ? { sent: true } : { sent: false, reason: answer.reason };
    },
    retries: (row) => !TRIED_ONCE.has(row.topic as WebhookTopic),
    ...(options.stopping ? { stopping: options.stopping } : {}),
    ...(options.onLostLease ? { onLostLease: options.onLostLease } : {}),
  });
  return { delivered: report.done, failed: report.failed };
};

export type WebhookSender = {
  /** Delivers soon, without waiting for the next round (after a commit that queued a post). */
  readonly nudge: () => void;
  readonly stop: () => Promise<void>;
};

/**
 * Delivers the webhook outbox every few seconds and when nudged; one round at a time, pausing longer
 * while the receiver fails. `stop()` waits for the round in flight, which gives back what it has not posted.
 */
export const startWebhookSender = (options: {
  readonly db: Kysely<Database>;
  readonly receivers: Partial<Record<DeliveredTopic, Webhook>>;
  readonly clock: Clock;
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
}): WebhookSender => {
  const intervalMs = options.intervalMs ?? 10_000;
  return startDeliveryRounds({
    intervalMs,
    pause: { firstMs: Math.min(intervalMs, 10_000), maxMs: WEBHOOK_BACK_OFF.maxMs },
    round: async (stopping) => {
      const report = await deliverWebhooks(options.db, options.receivers, {
        clock: options.clock,
        stopping,
        onLostLease: (id) =>
          options.onError?.(new Error(`webhook post ${id} was taken over by another round`)),
      });
      return { done: report.delivered, failed: report.failed };
    },
    onReport: (report) => {
      if (report.failed > 0) options.onError?.(new Error(`${report.failed} webhook post(s) failed`));
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
};
