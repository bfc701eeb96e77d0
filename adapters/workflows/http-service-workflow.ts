import type { ServiceWorkflow } from '../../core/service/ports.ts';
import { serviceWorkflowBody } from '../shared/service-workflow-body.ts';

/** How long the schedule-service workflow may take to answer; later counts as failed (the customer waits). */
export const SERVICE_WORKFLOW_TIMEOUT_MS = 10_000;

/**
 * The schedule-service workflow's webhook (consumer spec §7: "POST to a workflow webhook on
 * schedule service: data car_id, comment, requested_services[]; status 200 means success"): any
 * other status, no answer within the timeout or no connection counts as failure, with its reason.
 */
export const httpServiceWorkflow = (
  url: string,
  options: { readonly timeoutMs?: number } = {},
): ServiceWorkflow => {
  const timeoutMs = options.timeoutMs ?? SERVICE_WORKFLOW_TIMEOUT_MS;
  return {
    answerWithinMs: timeoutMs,
    schedule: async (request) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(serviceWorkflowBody(request)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The answer's body is not needed; reading it frees the connection.
        await response.arrayBuffer().catch(() => undefined);
        return response.status === 200
          ? { accepted: true }
          : { accepted: false, reason: `HTTP ${response.status}` };
      } catch (error) {
        return { accepted: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
};
