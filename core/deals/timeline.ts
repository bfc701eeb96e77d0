import { berlinDay, berlinDayOfInstant, parseInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { ActionId } from './actions.ts';
import type { Banner, BannerId } from './banners.ts';
import type { Eligibility } from './eligibility.ts';
import { evaluateDeal } from './evaluation.ts';
import type { DealContext } from './types.ts';

/**
 * The days on which a deal's banners, actions or eligibility change over a coming period: the deal
 * evaluated by the same rules day by day — today at `now`, every later day at its last moment
 * (just before midnight in Berlin). The rules count Berlin calendar days, so for them any moment of
 * the day gives the same answer; a rule that turns at an instant within a day (a reservation lapsing
 * 72 hours after it was made) is reported on the day it turns.
 */

export type DealMoment = {
  /** The Berlin calendar date, YYYY-MM-DD. */
  readonly date: string;
  readonly banners: readonly BannerId[];
  readonly actions: readonly ActionId[];
  readonly eligibility: Eligibility;
};

export type FlagChange = {
  readonly id: keyof Eligibility;
  readonly from: Eligibility[keyof Eligibility];
  readonly to: Eligibility[keyof Eligibility];
};

export type DealChange = {
  /** From this Berlin calendar date (YYYY-MM-DD). */
  readonly date: string;
  readonly bannersShown: readonly BannerId[];
  readonly bannersHidden: readonly BannerId[];
  readonly actionsOffered: readonly ActionId[];
  readonly actionsWithdrawn: readonly ActionId[];
  readonly eligibility: readonly FlagChange[];
};

export type DealTimeline = {
  readonly dealId: string;
  readonly today: DealMoment;
  readonly changes: readonly DealChange[];
};

const momentOf = (ctx: DealContext, at: Date): DealMoment => {
  const evaluation = evaluateDeal(ctx, at);
  return {
    date: toIsoDate(berlinDayOfInstant(at)),
    banners: evaluation.banners.map((banner) => banner.id),
    actions: evaluation.actions,
    eligibility: evaluation.eligibility,
  };
};

const added = <T>(before: readonly T[], after: readonly T[]) => after.filter((id) => !before.includes(id));

const changeBetween = (before: DealMoment, after: DealMoment): DealChange | null => {
  const eligibility = (Object.keys(after.eligibility) as (keyof Eligibility)[]).flatMap((id) =>
    before.eligibility[id] === after.eligibility[id]
      ? []
      : [{ id, from: before.eligibility[id], to: after.eligibility[id] }],
  );
  const change: DealChange = {
    date: after.date,
    bannersShown: added(before.banners, after.banners),
    bannersHidden: added(after.banners, before.banners),
    actionsOffered: added(before.actions, after.actions),
    actionsWithdrawn: added(after.actions, before.actions),
    eligibility,
  };
  const changed =
    change.bannersShown.length +
    change.bannersHidden.length +
    change.actionsOffered.length +
    change.actionsWithdrawn.length +
    eligibility.length;
  return changed > 0 ? change : null;
};

/** The last millisecond of the Berlin calendar day `days` after today. */
const endOfDayAfter = (now: Date, days: number): Date =>
  new Date(parseInstant(`${toIsoDate(berlinDayOfInstant(now) + days + 1)}T00:00:00`).getTime() - 1);

export const timelineOf = (ctx: DealContext, now: Date, days: number): DealTimeline => {
  const today = momentOf(ctx, now);
  const changes: DealChange[] = [];
  let previous = today;
  for (let day = 1; day <= days; day++) {
    const moment = momentOf(ctx, endOfDayAfter(now, day));
    const change = changeBetween(previous, moment);
    if (change) changes.push(change);
    previous = moment;
  }
  return { dealId: ctx.deal.id, today, changes };
};

/**
 * The banners as the timeline sees them on a Berlin calendar date (today at `now`, a later day at
 * its last moment), with the days left their texts name on that day.
 */
export const bannersOnDay = (ctx: DealContext, date: string, now: Date): readonly Banner[] => {
  const days = berlinDay(date) - berlinDayOfInstant(now);
  return evaluateDeal(ctx, days <= 0 ? now : endOfDayAfter(now, days)).banners;
};
