import { followUpDealOf } from './follow-up.ts';
import type { DateText, Deal, DealContext, DealState } from './types.ts';

/**
 * The one way a deal's context is built, from what the BFF serves about the deal. The portal builds
 * it from its answers (getDealDetails, getHandover, getHandoverMetadata, getReturn,
 * getPreReturnAppraisal, getAddons, getDeals, the order page for fleet cars) and the support CLI from
 * the same data read from the database, so the portal and `portal deal` cannot disagree. Every
 * source is optional: what a page has not loaded counts as not there.
 */

type Maybe<T> = T | null | undefined;

export type DealSources = {
  readonly deal: Deal;
  /** The deal's handover: getHandover, or a fleet order's coordinated handover. */
  readonly handover?: Maybe<{
    readonly planned_delivery_date?: Maybe<DateText>;
    readonly preferred_delivery_date?: Maybe<DateText>;
    readonly actual_handover_date?: Maybe<DateText>;
  }>;
  /** getHandoverMetadata: how confident the delivery date is. */
  readonly handoverMetadata?: Maybe<{
    readonly availability_confidence?: Maybe<{ readonly deviation_in_weeks?: Maybe<number> }>;
  }>;
  /** A bridging car's follow-up deal and its handover (planned date, else the one asked for). */
  readonly followUp?: Maybe<{
    readonly deal: Pick<Deal, 'id' | 'car'>;
    readonly handover?: Maybe<{
      readonly planned_delivery_date?: Maybe<DateText>;
      readonly preferred_delivery_date?: Maybe<DateText>;
    }>;
  }>;
  /** getReturn: the return as booked; without a return type nothing is booked. */
  readonly returnData?: Maybe<{
    readonly return_type?: Maybe<string>;
    readonly preferred_delivery_date?: Maybe<DateText>;
    readonly planned_delivery_date?: Maybe<DateText>;
  }>;
  /** getPreReturnAppraisal: the appointment, once one is booked. */
  readonly appraisal?: Maybe<{ readonly appointment_date?: Maybe<DateText> }>;
  /** getAddons' protection group: whether premium protection can be booked, and the protection held. */
  readonly protection?: Maybe<{
    readonly canUpgradeInsurance?: Maybe<boolean>;
    readonly insurance_type?: Maybe<string>;
  }>;
  /** getDeals: the customer's deals (this one among them or not). */
  readonly deals?: Maybe<ReadonlyArray<{ readonly id: string; readonly state: DealState }>>;
  /** When the customer dismissed which banner of this deal (ISO instants). */
  readonly bannerDismissals?: Maybe<Readonly<Record<string, DateText>>>;
};

/** Consumer spec §4: handover data is loaded only for CREATED SUBSCRIPTION deals. */
export const loadsHandover = (deal: Pick<Deal, 'state' | 'variant'>): boolean =>
  deal.state === 'CREATED' && deal.variant !== 'LEAD';

/** What the insurance rules read from the protection group: comfort protection is the deductible add-on. */
export const addonsOfProtection = (
  protection: NonNullable<DealSources['protection']>,
): NonNullable<DealContext['addons']> => ({
  canUpgradeInsurance: protection.canUpgradeInsurance ?? false,
  hasDeductibleAddon: protection.insurance_type === 'comfort',
});

export const dealContextOf = (sources: DealSources): DealContext => {
  const { deal, handover, followUp, returnData, appraisal, protection, deals } = sources;
  return {
    deal,
    followUpDeal: followUp
      ? followUpDealOf(followUp.deal, {
          planned: followUp.handover?.planned_delivery_date ?? null,
          preferred: followUp.handover?.preferred_delivery_date ?? null,
        })
      : null,
    handover: handover
      ? {
          planned_delivery_date: handover.planned_delivery_date ?? null,
          actual_handover_date: handover.actual_handover_date ?? null,
        }
      : null,
    handoverMetadata: sources.handoverMetadata ?? null,
    // A return counts as booked once it has a type (consumer spec §4 "Pre-return appraisal": the
    // appraisal needs return data); getReturn answers the deal's preferred date even before that.
    returnData: returnData?.return_type
      ? {
          preferred_delivery_date: returnData.preferred_delivery_date ?? null,
          planned_delivery_date: returnData.planned_delivery_date ?? null,
        }
      : null,
    appraisal: appraisal ? { appointment_date: appraisal.appointment_date ?? null } : null,
    addons: protection ? addonsOfProtection(protection) : null,
    otherDeals: deals
      ? deals.filter((other) => other.id !== deal.id).map(({ id, state }) => ({ id, state }))
      : null,
    bannerDismissals: sources.bannerDismissals ?? null,
  };
};
