import type { Deal } from './types.ts';

/**
 * The display statuses beside the deal state (consumer spec §4 "Other display statuses":
 * prepare_return, return_data_confirmed, pending_verification, docs_in_review). The specification
 * names them only; our reading, from the state and the order and return steps the BFF answers:
 *
 * - docs_in_review: the order is being checked (state SIGNED, §4): the documents are in review,
 *   which takes up to 3 working days (§9).
 * - pending_verification: an order (CREATED) whose customer is not verified yet (the order step
 *   customer_verified is still open).
 * - prepare_return: a return is booked and the provider prepares it; its confirmation is open
 *   (the return step return_confirmed is current).
 * - return_data_confirmed: the return's data (type, place, day) are confirmed and the car is to be
 *   prepared until the return day (prepare_car_for_return is current).
 *
 * At most one applies; without the steps (not loaded yet) only the state decides.
 */
export const DISPLAY_STATUSES = [
  'pending_verification',
  'docs_in_review',
  'prepare_return',
  'return_data_confirmed',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** Consumer spec §9: document verification takes up to 3 working days. */
export const DOCUMENT_VERIFICATION_WORKING_DAYS = 3;

type Step = { readonly id: string; readonly progress: 'completed' | 'current' | 'upcoming' };

const RETURN_RUNNING_STATES: ReadonlySet<string> = new Set(['ACTIVE', 'RETURN', 'RETURNING']);

const isCurrent = (steps: readonly Step[] | null | undefined, id: string): boolean =>
  steps?.some((step) => step.id === id && step.progress === 'current') === true;

export const displayStatusOf = (input: {
  readonly deal: Pick<Deal, 'state'>;
  readonly orderSteps?: readonly Step[] | null;
  readonly returnSteps?: readonly Step[] | null;
}): DisplayStatus | null => {
  const { deal, orderSteps, returnSteps } = input;
  if (deal.state === 'SIGNED') return 'docs_in_review';
  if (deal.state === 'CREATED' && isCurrent(orderSteps, 'customer_verified')) return 'pending_verification';
  if (!RETURN_RUNNING_STATES.has(deal.state)) return null;
  if (isCurrent(returnSteps, 'return_confirmed')) return 'prepare_return';
  if (isCurrent(returnSteps, 'prepare_car_for_return')) return 'return_data_confirmed';
  return null;
};
