import type { ServiceWorkflow } from '../../core/service/ports.ts';
import type { Outages } from '../shared/outages.ts';

/**
 * Stands in for the service workflow's webhook in development, when PORTAL_SERVICE_WORKFLOW_URL is
 * not set (docs/operations.md "Service workflows"): it takes every request (the stored service
 * request is what the service team works from), and fails, as the webhook does when it answers
 * other than 200, only while the workflow is taken down on purpose (outages.ts).
 */
export const standInServiceWorkflow = (outages: Outages): ServiceWorkflow => ({
  answerWithinMs: 0,
  schedule: async () =>
    outages.isDown('service_workflow')
      ? { accepted: false, reason: 'service_workflow is unavailable (stand-in)' }
      : { accepted: true },
});
