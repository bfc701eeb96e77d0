import { type Kysely, sql } from 'kysely';
import type { Clock, Webhook, WebhookTopic } from '../../core/shared/ports.ts';
import type { Database } from '../sql/schema.ts';

/** How long a delivery holds a claimed post before another instance may take it. */
export const CLAIM_MS = 60_000;
/** The wait before the n-th retry: 30 s, 1 min, 2 min … at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export type WebhookDeliveryReport = { readonly delivered: number; readonly failed: number };

/**
 * Posts the due, undelivered entries of the webhook outbox whose topic has a receiver, oldest
 * first. Each round claims its rows with one conditional update (FOR UPDATE SKIP LOCKED, then
 * `claimed_until`), so no two instances post a row at the same time, and no database connection
 * waits while a receiver answers. A delivered row is never posted again; a failed one waits
 * `retryDelayMs` and is tried again. Topics without a receiver keep their entries.
 */
export const deliverWebhooks = async (
  db: Kysely<Database>,
  receivers: Partial<Record<WebhookTopic, Webhook>>,
  options: { readonly clock: Clock; readonly batchSize?: number },
): Promise<WebhookDeliveryReport> => {
  const topics = Object.keys(receivers) as WebhookTopic[];
  if (topics.length === 0) return { delivered: 0, failed: 0 };
  const now = options.clock.now();
  const claimed = await db
    .updateTable('webhook_outbox')
    .set({
      claimed_until: new Date(now.getTime() + CLAIM_MS),
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
        .where('topic', 'in', topics)
        .orderBy('id')
        .limit(options.batchSize ?? 20)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'topic', 'body', 'attempts'])
    .execute();
  let delivered = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    const receiver = receivers[row.topic as WebhookTopic] as Webhook;
    const body = typeof row.body === 'string' ? JSON.parse(row.body) : row.body;
    const answer = await receiver.post(body);
    const at = options.clock.now();
    if (answer.delivered) {
      await db
        .updateTable('webhook_outbox')
        .set({ delivered_at: at, claimed_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      delivered++;
    } else {
      await db
        .updateTable('webhook_outbox')
        .set({
          claimed_until: null,
          last_error: answer.reason.slice(0, 500),
          next_attempt_at: new Date(at.getTime() + retryDelayMs(row.attempts)),
        })
        .where('id', '=', row.id)
        .execute();
      failed++;
    }
  }
  return { delivered, failed };
};

export type WebhookSender = {
  /** Delivers soon, without waiting for the next round (after a commit that queued a post). */
  readonly nudge: () => void;
  readonly stop: () => Promise<void>;
};

/** Delivers the webhook outbox every few seconds and when nudged; one round at a time. */
export const startWebhookSender = (options: {
  readonly db: Kysely<Database>;
  readonly receivers: Partial<Record<WebhookTopic, Webhook>>;
  readonly clock: Clock;
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
}): WebhookSender => {
  let round: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    round = deliverWebhooks(options.db, options.receivers, options)
      .then((report) => {
        if (report.failed > 0) options.onError?.(new Error(`${report.failed} webhook post(s) failed`));
      })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 10_000);
  return {
    nudge: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
};
