import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { hoursAgo, inDays, NOW } from './test-clock.ts';
import { timelineOf } from './timeline.ts';

describe('the timeline of a deal', () => {
  // An ACTIVE deal whose return date is 108 days away (consumer spec §9: return banners from 90 days
  // before, return planning from 45, the extend banner from 121 to 14 days before).
  const active = aDealContext({ state: 'ACTIVE', return_date: inDays(108) });
  const { today, changes } = timelineOf(active, NOW, 180);
  const on = (date: string) => changes.find((change) => change.date === date);

  it('starts from what the deal shows today', () => {
    expect(today.date).toBe(inDays(0));
    expect(today.banners).toEqual(['extend_subscription']);
    expect(today.eligibility.returnPlanning).toBe('closed');
  });

  it('shows the return coordination banner from 90 days before the return date', () => {
    expect(on(inDays(18))).toMatchObject({ bannersShown: ['return_coordination'], bannersHidden: [] });
  });

  it('opens return planning, and offers to plan the return, from 45 days before the return date', () => {
    expect(on(inDays(63))).toMatchObject({
      actionsOffered: ['plan_return'],
      eligibility: [{ id: 'returnPlanning', from: 'closed', to: 'open' }],
    });
  });

  it('hides the extend banner 13 days before the return date, and the return banner the day after it', () => {
    expect(on(inDays(95))?.bannersHidden).toEqual(['extend_subscription']);
    expect(on(inDays(109))).toMatchObject({
      bannersHidden: ['return_coordination'],
      actionsWithdrawn: ['plan_return'],
    });
  });

  it('lists only the days on which something changes, in date order', () => {
    expect(changes.map((change) => change.date)).toEqual([inDays(18), inDays(63), inDays(95), inDays(109)]);
  });

  it('drops the reservation banner on the day the reservation lapses (72 hours, consumer spec §4)', () => {
    const reserved = aDealContext({ state: 'NOT_SIGNED', created_at: hoursAgo(10) });
    const timeline = timelineOf(reserved, NOW, 5);
    expect(timeline.today.banners).toEqual(['reservation']);
    expect(timeline.changes).toEqual([
      {
        date: inDays(3),
        bannersShown: [],
        bannersHidden: ['reservation'],
        actionsOffered: [],
        actionsWithdrawn: [],
        eligibility: [],
      },
    ]);
  });

  it('has no changes for an ended deal', () => {
    expect(timelineOf(aDealContext({ state: 'ENDED', end_date: inDays(-20) }), NOW, 180).changes).toEqual([]);
  });
});
