import * as t from 'io-ts';
import {
  BRIDGING_TYPES,
  DEAL_STATES,
  DEAL_VARIANTS,
  RETURN_TYPES,
  SUBSCRIPTION_KINDS,
} from '../core/deals/types.ts';
import { DateText, nullable, oneOf } from './codecs.ts';

/** The deal as the BFF sends it (consumer spec §3, business spec §3): id and state required. */

export const DealState = oneOf(DEAL_STATES, 'DealState');
const SubscriptionKind = oneOf(SUBSCRIPTION_KINDS, 'SubscriptionKind');

export const DealCar = t.partial({
  registration_data: nullable(t.partial({ license_plate: nullable(t.string) })),
  license_plate: nullable(t.string),
  external_product_id: nullable(t.string),
  oem: nullable(t.string),
  model: nullable(t.string),
});

export const Deal = t.intersection([
  t.type({ id: t.string, state: DealState }),
  t.partial({
    variant: nullable(oneOf(DEAL_VARIANTS, 'DealVariant')),
    subscribed_to: nullable(SubscriptionKind),
    subscribed_as: nullable(SubscriptionKind),
    bridging_type: nullable(oneOf(BRIDGING_TYPES, 'BridgingType')),
    term: nullable(t.number),
    created_at: nullable(DateText),
    months_till_end: nullable(t.number),
    computed_end_date: nullable(DateText),
    actual_handover_date: nullable(DateText),
    lead_handover_date: nullable(DateText),
    end_date: nullable(DateText),
    minimum_commitment_end_date: nullable(DateText),
    auto_renewal_end_date: nullable(DateText),
    computed_eligible_for_auto_renewal: nullable(t.boolean),
    is_pre_auto_renewal: nullable(t.boolean),
    is_post_auto_renewal: nullable(t.boolean),
    amount: nullable(t.number),
    mileage_package: nullable(t.number),
    return_date: nullable(DateText),
    return_type: nullable(oneOf(RETURN_TYPES, 'ReturnType')),
    preferred_return_date: nullable(DateText),
    days_left_to_schedule_return: nullable(t.number),
    is_return_window_open: nullable(t.boolean),
    followup_subscription_id: nullable(t.string),
    car_id: nullable(t.string),
    contact_id: nullable(t.string),
    belongs_to_subscription_service: nullable(t.boolean),
    damage_deductible_vollkasko: nullable(t.number),
    damage_deductible_teilkasko: nullable(t.number),
    customer_specific_vk_damage_deductible: nullable(t.number),
    car: nullable(DealCar),
    // Shown by the portal but not read by core rules (consumer spec §3).
    category_subscription_term: nullable(t.number),
    category_subscription_details: nullable(
      t.partial({
        label: nullable(t.string),
        next_car_term: nullable(t.number),
        start_date: nullable(DateText),
        end_date: nullable(DateText),
        term: nullable(t.number),
      }),
    ),
    auto_renewal_end_date_formatted: nullable(t.string),
    auto_renewal_period_amount: nullable(t.number),
    mileage_package_fee: nullable(t.number),
    additional_mileage_fee: nullable(t.number),
    addon_mileage: nullable(t.number),
    insurance_amount: nullable(t.number),
    tire_and_windshield: nullable(t.boolean),
    minor_damage: nullable(t.boolean),
    young_old_driver_fee: nullable(t.number),
    return_phone_number: nullable(t.string),
    retention: nullable(t.partial({ is_retention_window_open: nullable(t.boolean) })),
    beginning_bridging_car_reservation_token: nullable(t.string),
    handover_street: nullable(t.string),
    handover_housenumber: nullable(t.string),
    handover_zip: nullable(t.string),
    handover_city: nullable(t.string),
    handover_address_extra: nullable(t.string),
    handover_firstname: nullable(t.string),
    handover_lastname: nullable(t.string),
    handover_phone_number: nullable(t.string),
  }),
]);
export type DealJson = t.TypeOf<typeof Deal>;

export const FollowUpDeal = t.intersection([
  t.type({ id: t.string }),
  t.partial({
    preferred_handover_date: nullable(DateText),
    car: nullable(t.partial({ oem: nullable(t.string), model: nullable(t.string) })),
  }),
]);
