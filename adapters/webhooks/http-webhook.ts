import type { Webhook } from '../../core/shared/ports.ts';

/** How long a receiver may take to answer before the post counts as failed (and is tried again). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A webhook at `url`: POSTs the body as JSON; delivered on any 2xx answer. */
export const httpWebhook = (url: string, options: { readonly timeoutMs?: number } = {}): Webhook => ({
  post: async (body) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? { delivered: true } : { delivered: false, reason: `HTTP ${response.status}` };
    } catch (error) {
      return { delivered: false, reason: error instanceof Error ? error.message : String(error) };
    }
  },
});
