import type { Deal } from '../deals/types.ts';
import { daysUntil } from '../shared/calendar-days.ts';
import type { HandoverRecord } from './ports.ts';

/**
 * The order-status steps (consumer spec §4) of a deal before and at handover. The specification
 * lists the steps but not how a deal moves between them; our reading: verified customer, confirmed
 * delivery date, then the car's way by the days left to the planned date, complete at handover.
 */
export type StepProgress = 'completed' | 'current' | 'upcoming';
export type StatusStep<Id extends string> = {
  readonly id: Id;
  readonly progress: StepProgress;
  /** The day a completed step was done when known; null for open steps (every step has the key). */
  readonly completed_at: string | null;
};

const DELIVERY_STEPS = [
  'customer_verified',
  'delivery_confirmation',
  'car_arrived_at_compound',
  'car_ready_for_delivery',
  'car_in_delivery',
  'delivery_completed',
] as const;
const PICKUP_STEPS = [
  'customer_verified',
  'delivery_confirmation',
  'car_arrived_at_compound',
  'car_in_transit_to_pickup_station',
  'car_ready_for_pickup',
  'pickup_completed',
] as const;
export type OrderStatusStep = (typeof DELIVERY_STEPS)[number] | (typeof PICKUP_STEPS)[number];

export type OrderStatus = {
  readonly handover_kind: 'delivery' | 'self_pickup';
  readonly steps: StatusStep<OrderStatusStep>[];
};

/** The car arrives at the compound more than a week ahead, is prepared then, and on its way 2 days before. */
const ON_THE_WAY_DAYS = 2;
const PREPARATION_DAYS = 7;

/**
 * Steps as progress: all before `current` completed, `current` current (past the end: all
 * completed). An open step answers `completed_at: null` rather than leaving the key out: the
 * contract's steps all show it.
 */
export const stepsAt = <Id extends string>(
  ids: readonly Id[],
  current: number,
  completedAt: Partial<Record<Id, string | null>>,
): StatusStep<Id>[] =>
  ids.map((id, index) => {
    if (index < current) return { id, progress: 'completed', completed_at: completedAt[id] ?? null };
    return { id, progress: index === current ? 'current' : 'upcoming', completed_at: null };
  });

const currentIndex = (deal: Deal, record: HandoverRecord | undefined, now: Date): number => {
  if (record?.actual_handover_date || deal.actual_handover_date || deal.state === 'ACTIVE') return 6;
  if (!record?.customer_verified_at) return 0;
  if (!record.planned_delivery_date || !record.delivery_confirmed_at) return 1;
  const days = daysUntil(record.planned_delivery_date, now);
  if (days > PREPARATION_DAYS) return 2;
  if (days > ON_THE_WAY_DAYS) return 3;
  if (days > 0) return 4;
  return 5;
};

export const orderStatusOf = (deal: Deal, record: HandoverRecord | undefined, now: Date): OrderStatus => {
  const kind = record?.method ?? 'delivery';
  const ids = kind === 'self_pickup' ? PICKUP_STEPS : DELIVERY_STEPS;
  const handedOver = record?.actual_handover_date ?? deal.actual_handover_date ?? null;
  return {
    handover_kind: kind,
    steps: stepsAt<OrderStatusStep>(ids, currentIndex(deal, record, now), {
      customer_verified: record?.customer_verified_at ?? null,
      delivery_confirmation: record?.delivery_confirmed_at ?? null,
      delivery_completed: handedOver,
      pickup_completed: handedOver,
    }),
  };
};
