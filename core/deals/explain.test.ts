import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { evaluateDeal } from './evaluation.ts';
import { explainDeal } from './explain.ts';
import { hoursAgo, inDays, NOW } from './test-clock.ts';
import { BRIDGING_TYPES, DEAL_STATES, type DealContext, RETURN_TYPES, SUBSCRIPTION_KINDS } from './types.ts';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const day = fc.integer({ min: -150, max: 400 }).map((n) => inDays(n));
const hours = fc.integer({ min: 0, max: 24 * 40 }).map((n) => hoursAgo(n));

/** Deal contexts near every threshold of the rules: states, dates around today, flags set or not. */
const contexts: fc.Arbitrary<DealContext> = fc
  .record({
    deal: fc.record({
      id: fc.constantFrom('d-1', 'd-2'),
      state: fc.constantFrom(...DEAL_STATES),
      variant: maybe(fc.constantFrom('SUBSCRIPTION', 'LEAD')),
      subscribed_to: maybe(fc.constantFrom(...SUBSCRIPTION_KINDS)),
      subscribed_as: maybe(fc.constantFrom(...SUBSCRIPTION_KINDS)),
      bridging_type: maybe(fc.constantFrom(...BRIDGING_TYPES)),
      created_at: maybe(hours),
      return_date: maybe(day),
      end_date: maybe(day),
      computed_end_date: maybe(day),
      minimum_commitment_end_date: maybe(day),
      auto_renewal_end_date: maybe(day),
      computed_eligible_for_auto_renewal: maybe(fc.boolean()),
      is_return_window_open: maybe(fc.boolean()),
      days_left_to_schedule_return: maybe(fc.integer({ min: -5, max: 120 })),
      return_type: maybe(fc.constantFrom(...RETURN_TYPES)),
      preferred_return_date: maybe(day),
      followup_subscription_id: maybe(fc.constant('d-9')),
      actual_handover_date: maybe(day),
    }),
    followUpDeal: maybe(fc.record({ id: fc.constant('d-9') })),
    handover: maybe(fc.record({ planned_delivery_date: maybe(day), actual_handover_date: maybe(day) })),
    handoverMetadata: maybe(
      fc.record({
        availability_confidence: fc.record({ deviation_in_weeks: maybe(fc.integer({ min: -3, max: 4 })) }),
      }),
    ),
    returnData: maybe(fc.record({ preferred_delivery_date: maybe(day), planned_delivery_date: maybe(day) })),
    appraisal: maybe(fc.record({ appointment_date: maybe(day) })),
    addons: maybe(
      fc.record({ canUpgradeInsurance: maybe(fc.boolean()), hasDeductibleAddon: maybe(fc.boolean()) }),
    ),
    otherDeals: maybe(
      fc.array(fc.record({ id: fc.constant('d-3'), state: fc.constantFrom(...DEAL_STATES) })),
    ),
    bannerDismissals: maybe(
      fc.dictionary(
        fc.constantFrom('return_coordination', 'extend_subscription', 'swap', 'reservation'),
        fc.integer({ min: 0, max: 48 }).map((n) => hoursAgo(n)),
      ),
    ),
  })
  .map((ctx) => ctx as DealContext);

const text = (because: readonly { de: string; en: string }[]) => because.map((words) => words.en).join('; ');

describe('the explanations of a deal', () => {
  it('give, for random contexts, every banner, action and flag the verdict the rules decide', () => {
    fc.assert(
      fc.property(contexts, fc.integer({ min: 0, max: 23 }), (ctx, hour) => {
        const now = new Date(NOW.getTime() + hour * 3_600_000);
        const evaluation = evaluateDeal(ctx, now);
        const explanation = explainDeal(ctx, now);
        for (const banner of explanation.banners)
          expect(banner.verdict, banner.id).toBe(evaluation.banners.some((shown) => shown.id === banner.id));
        for (const action of explanation.actions)
          expect(action.verdict, action.id).toBe(evaluation.actions.includes(action.id));
        for (const flag of explanation.eligibility)
          expect(flag.verdict, flag.id).toBe(evaluation.eligibility[flag.id]);
        for (const each of [...explanation.banners, ...explanation.actions, ...explanation.eligibility]) {
          expect(each.because.length).toBeGreaterThan(0);
          for (const words of each.because) expect(words.de && words.en).toBeTruthy();
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('says the return coordination banner is missing because the return date is 108 days away (consumer spec §9: 90 days)', () => {
    const ctx = aDealContext({ state: 'ACTIVE', return_date: inDays(108) });
    const banner = explainDeal(ctx, NOW).banners.find((each) => each.id === 'return_coordination');
    expect(banner?.verdict).toBe(false);
    expect(text(banner?.because ?? [])).toBe(
      `the return date ${ddmmyyyy(inDays(108))} is 108 days away; the banner shows from 90 days before it until the day itself`,
    );
    expect(banner?.because[0]?.de).toBe(
      `das Rückgabedatum ${ddmmyyyy(inDays(108))} ist in 108 Tagen; der Hinweis erscheint ab 90 Tagen davor bis zum Tag selbst`,
    );
  });

  it('names the state when a CREATED deal offers no damage report (consumer spec §4: ACTIVE only)', () => {
    const action = explainDeal(aDealContext({ state: 'CREATED' }), NOW).actions.find(
      (each) => each.id === 'damage_report',
    );
    expect(action).toEqual({
      id: 'damage_report',
      verdict: false,
      because: [{ de: 'der Vertrag ist CREATED (nötig: ACTIVE)', en: 'the deal is CREATED (needs ACTIVE)' }],
    });
  });

  it('explains a shown banner by every clause it needed, and a dismissed one by its dismissal', () => {
    const ctx = aDealContext(
      { state: 'ACTIVE', return_date: inDays(30) },
      { bannerDismissals: { extend_subscription: hoursAgo(2) } },
    );
    const { banners } = explainDeal(ctx, NOW);
    const returning = banners.find((each) => each.id === 'return_coordination');
    expect(returning?.verdict).toBe(true);
    expect(returning?.because.map((words) => words.en)).toEqual([
      'the deal is ACTIVE (needs ACTIVE)',
      `the return date ${ddmmyyyy(inDays(30))} is 30 days away; the banner shows from 90 days before it until the day itself`,
      'preferred return date: none',
      'preferred date of the booked return: none',
    ]);
    const extend = banners.find((each) => each.id === 'extend_subscription');
    expect(extend?.verdict).toBe(false);
    expect(extend?.because.at(-1)?.en).toMatch(/^dismissed by the customer on .*; shows again from /);
  });

  it('tells why the deductible upgrade is closed: the commitment ends within two months (consumer spec §9)', () => {
    const ctx = aDealContext({ state: 'ACTIVE', minimum_commitment_end_date: inDays(40) });
    const flag = explainDeal(ctx, NOW).eligibility.find((each) => each.id === 'deductibleUpgrade');
    expect(flag?.verdict).toBe(false);
    expect(flag?.because[0]?.en).toBe(
      `the minimum commitment ends on ${ddmmyyyy(inDays(40))}; needs 22.01.2027 or later (2 months from today)`,
    );
  });

  it('says return planning is closed until 45 days before the return date (consumer spec §9)', () => {
    const flag = explainDeal(
      aDealContext({ state: 'ACTIVE', return_date: inDays(50) }),
      NOW,
    ).eligibility.find((each) => each.id === 'returnPlanning');
    expect(flag?.verdict).toBe('closed');
    expect(flag?.because[0]?.en).toContain('is 50 days away; return planning is open from 45 days before it');
  });
});

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');
