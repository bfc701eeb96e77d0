import { SERVICE_WORKFLOW_TIMEOUT_MS } from './http-service-workflow.ts';

/**
 * Where the service workflows are posted (consumer spec §7; docs/operations.md "Service
 * workflows"). Without a schedule-service address the development stand-in answers; without a
 * car-inventory address the inventory posts stay in the webhook outbox.
 */
export type WorkflowSettings = {
  readonly serviceWorkflowUrl?: string;
  readonly serviceWorkflowTimeoutMs: number;
  readonly carInventoryUrl?: string;
};

type Environment = Readonly<Record<string, string | undefined>>;

const httpAddress = (name: string, value: string | undefined): string | undefined => {
  const given = value?.trim();
  if (!given) return undefined;
  let protocol = '';
  try {
    protocol = new URL(given).protocol;
  } catch {}
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`${name} must be an http:// or https:// address, not "${given}".`);
  return given;
};

/** The workflows' settings; throws, naming the variable, on a value that is not one. */
export const workflowSettingsOf = (env: Environment): WorkflowSettings => {
  const serviceWorkflowUrl = httpAddress('PORTAL_SERVICE_WORKFLOW_URL', env.PORTAL_SERVICE_WORKFLOW_URL);
  const carInventoryUrl = httpAddress('PORTAL_CAR_INVENTORY_URL', env.PORTAL_CAR_INVENTORY_URL);
  const timeout = env.PORTAL_SERVICE_WORKFLOW_TIMEOUT_MS?.trim();
  const serviceWorkflowTimeoutMs = timeout ? Number(timeout) : SERVICE_WORKFLOW_TIMEOUT_MS;
  if (
    !Number.isInteger(serviceWorkflowTimeoutMs) ||
    serviceWorkflowTimeoutMs < 100 ||
    serviceWorkflowTimeoutMs > 60_000
  )
    throw new Error(
      `PORTAL_SERVICE_WORKFLOW_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, not "${timeout}".`,
    );
  return {
    ...(serviceWorkflowUrl ? { serviceWorkflowUrl } : {}),
    serviceWorkflowTimeoutMs,
    ...(carInventoryUrl ? { carInventoryUrl } : {}),
  };
};
