/** Varied deal contexts for the benchmarks: every state, kind and date window, from a seeded generator. */
import { DEAL_STATES } from '../core/deals/types.ts';

const DAY_MS = 86_400_000;

/** A small deterministic PRNG (mulberry32), so every run measures the same inputs. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

export const BENCH_NOW = new Date('2026-11-22T10:00:00Z');

export const contextGenerator = (seed = 42) => {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const maybe = <T>(value: T, p = 0.5): T | null => (next() < p ? value : null);
  const date = (fromDays: number, toDays: number) =>
    new Date(BENCH_NOW.getTime() + Math.round(fromDays + next() * (toDays - fromDays)) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  return (index: number) => ({
    deal: {
      id: `d-${index}`,
      state: pick(DEAL_STATES),
      variant: pick(['SUBSCRIPTION', 'SUBSCRIPTION', 'LEAD']),
      subscribed_to: pick([null, null, 'SWAP_SAME_DAY', 'PROLONGATION']),
      subscribed_as: pick([null, null, null, 'PROLONGATION']),
      bridging_type: maybe('BEGINNING', 0.1),
      created_at: new Date(BENCH_NOW.getTime() - Math.floor(next() * 400) * 3_600_000).toISOString(),
      months_till_end: Math.floor(next() * 24) - 2,
      return_date: maybe(date(-30, 200), 0.6),
      end_date: date(-30, 400),
      minimum_commitment_end_date: date(-200, 300),
      auto_renewal_end_date: date(-30, 300),
      computed_eligible_for_auto_renewal: pick([null, true, false]),
      return_type: pick([null, null, 'PICKUP', 'SELF_RETURN']),
      preferred_return_date: maybe(date(0, 90), 0.2),
      days_left_to_schedule_return: maybe(Math.floor(next() * 120) - 10, 0.7),
      is_return_window_open: pick([null, true, false]),
      followup_subscription_id: maybe(`d-${index + 1}`, 0.2),
      amount: 29_900 + Math.floor(next() * 100_000),
      damage_deductible_vollkasko: pick([50_000, 100_000, null]),
      damage_deductible_teilkasko: pick([50_000, 30_000, null]),
      customer_specific_vk_damage_deductible: pick([null, 500, 1000]),
    },
    handover: maybe(
      { planned_delivery_date: date(-5, 40), actual_handover_date: maybe(date(-5, 0), 0.3) },
      0.6,
    ),
    handoverMetadata: { availability_confidence: { deviation_in_weeks: pick([null, 0, 1, 2]) } },
    returnData: maybe({ preferred_delivery_date: maybe(date(0, 90), 0.3) }, 0.5),
    addons: { canUpgradeInsurance: next() < 0.5, hasDeductibleAddon: next() < 0.3 },
    otherDeals: [{ id: `o-${index}`, state: pick(DEAL_STATES) }],
    cancellationReason: pick([null, 'health', 'dont_like_car', 'moving_abroad']),
  });
};
