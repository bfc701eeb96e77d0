import { type CancellationStep, cancellationSteps } from '../cancellation/steps.ts';
import { type CarsTab, carsTabsOf } from '../fleet/cars-tabs.ts';
import { type ActionId, actionsFor } from './actions.ts';
import { type Banner, bannersFor, visibleBanners } from './banners.ts';
import { type Deductibles, deductiblesOf } from './deductibles.ts';
import { type Eligibility, eligibilityOf } from './eligibility.ts';
import { isReservationLapsed } from './reservation.ts';
import type { DealContext } from './types.ts';

/** Everything support sees about one deal at one moment: the answer of `portal evaluate`. */
export type DealEvaluation = {
  readonly dealId: string;
  readonly carsTabs: CarsTab[];
  readonly banners: Banner[];
  readonly actions: ActionId[];
  readonly eligibility: Eligibility;
  readonly deductibles: Deductibles;
  readonly cancellationSteps: CancellationStep[];
};

export const evaluateDeal = (ctx: DealContext, now: Date): DealEvaluation => ({
  dealId: ctx.deal.id,
  // A lapsed reservation is listed in the archive, as the cars list does (core/fleet/cars-list.ts).
  carsTabs: isReservationLapsed(ctx.deal, now) ? ['archived'] : carsTabsOf(ctx.deal.state),
  banners: visibleBanners(bannersFor(ctx, now), ctx.bannerDismissals, now),
  actions: actionsFor(ctx, now),
  eligibility: eligibilityOf(ctx, now),
  deductibles: deductiblesOf(ctx.deal),
  cancellationSteps: cancellationSteps(ctx, now),
});
