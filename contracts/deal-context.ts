import * as t from 'io-ts';
import { DateText, nullable } from './codecs.ts';
import { Deal, DealState, FollowUpDeal } from './deal.ts';

/** The input of `portal evaluate`: a deal and what the rules look at besides it (docs/cli.md). */
export const DealContext = t.intersection([
  t.type({ deal: Deal }),
  t.partial({
    followUpDeal: nullable(FollowUpDeal),
    handover: nullable(
      t.partial({ planned_delivery_date: nullable(DateText), actual_handover_date: nullable(DateText) }),
    ),
    handoverMetadata: nullable(
      t.partial({
        availability_confidence: nullable(t.partial({ deviation_in_weeks: nullable(t.number) })),
      }),
    ),
    returnData: nullable(
      t.partial({ preferred_delivery_date: nullable(DateText), planned_delivery_date: nullable(DateText) }),
    ),
    appraisal: nullable(t.partial({ appointment_date: nullable(DateText) })),
    addons: nullable(
      t.partial({ canUpgradeInsurance: nullable(t.boolean), hasDeductibleAddon: nullable(t.boolean) }),
    ),
    otherDeals: nullable(t.array(t.type({ id: t.string, state: DealState }))),
    cancellationReason: nullable(t.string),
    bannerDismissals: nullable(t.record(t.string, DateText)),
  }),
]);
export type DealContextJson = t.TypeOf<typeof DealContext>;
