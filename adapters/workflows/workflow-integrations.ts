import type { ServiceWorkflow } from '../../core/service/ports.ts';
import type { WebhookTopic } from '../../core/shared/ports.ts';
import { httpWebhook } from '../webhooks/http-webhook.ts';
import type { DeliveredTopic } from '../webhooks/webhook-sender.ts';
import { httpServiceWorkflow } from './http-service-workflow.ts';
import type { WorkflowSettings } from './workflow-settings.ts';

/** The integrations with the schedule-service workflow over HTTP when its address is configured. */
export const withWorkflows =
  <C, I extends { readonly serviceWorkflow: ServiceWorkflow }>(
    integrations: (context: C) => I,
    workflows: WorkflowSettings,
  ) =>
  (context: C): I => {
    const chosen = integrations(context);
    if (!workflows.serviceWorkflowUrl) return chosen;
    const timeoutMs = workflows.serviceWorkflowTimeoutMs;
    return { ...chosen, serviceWorkflow: httpServiceWorkflow(workflows.serviceWorkflowUrl, { timeoutMs }) };
  };

/** The webhook outbox's receivers whose addresses are configured; other topics stay queued. */
export const webhookReceivers = (settings: {
  readonly newsletterWebhookUrl?: string;
  readonly workflows: WorkflowSettings;
}) => {
  const receivers: Partial<Record<DeliveredTopic, ReturnType<typeof httpWebhook>>> = {};
  if (settings.newsletterWebhookUrl) receivers.newsletter = httpWebhook(settings.newsletterWebhookUrl);
  if (settings.workflows.carInventoryUrl)
    receivers.car_inventory = httpWebhook(settings.workflows.carInventoryUrl);
  return receivers satisfies Partial<Record<WebhookTopic, unknown>>;
};
