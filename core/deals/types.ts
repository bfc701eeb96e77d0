/**
 * The deal (subscription) as the BFF shapes it: the specification's field names, snake_case
 * (consumer spec §3, business spec §3). Every field but id and state may be missing or null.
 */

/** Contract states and the display states used for grouping (consumer §4, business §4). */
export const CONTRACT_STATES = [
  'CREATED',
  'SIGNED',
  'EXTERNALLY_VERIFIED',
  'ACTIVE',
  'STOPPED',
  'INACTIVE',
  'ENDED',
  'CANCELED',
] as const;
export const DISPLAY_STATES = [
  'HANDOVER',
  'DELIVERING',
  'SCHEDULED',
  'RETURN',
  'RETURNING',
  'PROLONGED',
  'PROLONGATION',
  'FINAL_INVOICE',
  'ARCHIVED',
  'NOT_SIGNED',
  'UNKNOWN',
] as const;
export const DEAL_STATES = [...CONTRACT_STATES, ...DISPLAY_STATES] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const DEAL_VARIANTS = ['SUBSCRIPTION', 'LEAD'] as const;
export type DealVariant = (typeof DEAL_VARIANTS)[number];

export const SUBSCRIPTION_KINDS = ['SWAP_SAME_DAY', 'PROLONGATION'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const BRIDGING_TYPES = ['BEGINNING'] as const;
export type BridgingType = (typeof BRIDGING_TYPES)[number];

export const RETURN_TYPES = ['PICKUP', 'SELF_RETURN'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export type DealId = string & { readonly __brand: 'DealId' };

type Maybe<T> = T | null | undefined;

/** A date text: 'YYYY-MM-DD' or an ISO date-time (see shared/calendar-days.ts). */
export type DateText = string;

export type DealCar = {
  readonly registration_data?: Maybe<{ readonly license_plate?: Maybe<string> }>;
  readonly license_plate?: Maybe<string>;
  readonly external_product_id?: Maybe<string>;
  readonly oem?: Maybe<string>;
  readonly model?: Maybe<string>;
};

export type Deal = {
  readonly id: string;
  readonly state: DealState;
  readonly variant?: Maybe<DealVariant>;
  readonly subscribed_to?: Maybe<SubscriptionKind>;
  readonly subscribed_as?: Maybe<SubscriptionKind>;
  readonly bridging_type?: Maybe<BridgingType>;
  readonly term?: Maybe<number>;
  readonly created_at?: Maybe<DateText>;
  readonly months_till_end?: Maybe<number>;
  readonly computed_end_date?: Maybe<DateText>;
  readonly actual_handover_date?: Maybe<DateText>;
  readonly lead_handover_date?: Maybe<DateText>;
  readonly end_date?: Maybe<DateText>;
  readonly minimum_commitment_end_date?: Maybe<DateText>;
  readonly auto_renewal_end_date?: Maybe<DateText>;
  readonly computed_eligible_for_auto_renewal?: Maybe<boolean>;
  readonly is_pre_auto_renewal?: Maybe<boolean>;
  readonly is_post_auto_renewal?: Maybe<boolean>;
  /** Monthly rate in cents. */
  readonly amount?: Maybe<number>;
  readonly mileage_package?: Maybe<number>;
  readonly return_date?: Maybe<DateText>;
  readonly return_type?: Maybe<ReturnType>;
  readonly preferred_return_date?: Maybe<DateText>;
  readonly days_left_to_schedule_return?: Maybe<number>;
  readonly is_return_window_open?: Maybe<boolean>;
  readonly followup_subscription_id?: Maybe<string>;
  readonly car_id?: Maybe<string>;
  readonly contact_id?: Maybe<string>;
  readonly belongs_to_subscription_service?: Maybe<boolean>;
  /** Deductibles in cents. */
  readonly damage_deductible_vollkasko?: Maybe<number>;
  readonly damage_deductible_teilkasko?: Maybe<number>;
  /** The customer-specific full-coverage deductible, in euros as the backend sends it. */
  readonly customer_specific_vk_damage_deductible?: Maybe<number>;
  readonly car?: Maybe<DealCar>;
};

export type FollowUpDeal = {
  readonly id: string;
  readonly preferred_handover_date?: Maybe<DateText>;
  readonly car?: Maybe<{ readonly oem?: Maybe<string>; readonly model?: Maybe<string> }>;
};

/** Everything the deal rules look at besides the deal itself; all of it optional. */
export type DealContext = {
  readonly deal: Deal;
  readonly followUpDeal?: Maybe<FollowUpDeal>;
  readonly handover?: Maybe<{
    readonly planned_delivery_date?: Maybe<DateText>;
    readonly actual_handover_date?: Maybe<DateText>;
  }>;
  readonly handoverMetadata?: Maybe<{
    readonly availability_confidence?: Maybe<{ readonly deviation_in_weeks?: Maybe<number> }>;
  }>;
  readonly returnData?: Maybe<{
    readonly preferred_delivery_date?: Maybe<DateText>;
    readonly planned_delivery_date?: Maybe<DateText>;
  }>;
  readonly appraisal?: Maybe<{ readonly appointment_date?: Maybe<DateText> }>;
  readonly addons?: Maybe<{
    readonly canUpgradeInsurance?: Maybe<boolean>;
    readonly hasDeductibleAddon?: Maybe<boolean>;
  }>;
  /** The customer's other deals. */
  readonly otherDeals?: Maybe<ReadonlyArray<{ readonly id: string; readonly state: DealState }>>;
  readonly cancellationReason?: Maybe<string>;
  /** When the customer dismissed which banner (ISO instants), for the 24-hour rule. */
  readonly bannerDismissals?: Maybe<Readonly<Record<string, DateText>>>;
};
