import * as t from 'io-ts';
import { INSURANCE_TYPES, type InsuranceType } from '../../core/insurance/rules.ts';
import { Cents, DateText, nullable, oneOf } from '../codecs.ts';
import { CONSUMER_ACTIVE_DEAL, CONSUMER_CREATED_DEAL, data, post } from '../route-builders.ts';

/**
 * Prolongation options and add-ons: consumer spec §3 "Addons", §7; business spec §3, §7 (paths
 * outside /portal/api/bff as specified). Both portals ask them ('signed-in'); they only read.
 * Prices are integer cents, as core/prolongation and core/insurance hold them.
 */

const ProlongationOption = t.intersection([
  t.type({ term: t.number, price: Cents }),
  t.partial({ original_price: nullable(Cents) }),
]);

const InsuranceTypeCodec = oneOf(
  Object.keys(INSURANCE_TYPES) as [InsuranceType, ...InsuranceType[]],
  'InsuranceType',
);

const Addon = t.intersection([
  t.type({ addon_id: t.string }),
  t.partial({
    pricing: t.type({ amount: t.type({ gross: Cents }) }),
    attributes: t.partial({ coverage: t.keyof({ full: null, partial: null }) }),
    display_info: t.partial({ title: t.string }),
  }),
]);

export const AddonGroup = t.intersection([
  t.type({ addons: t.array(Addon) }),
  t.partial({
    group: t.string,
    insurance_type: InsuranceTypeCodec,
    insurance_amount: nullable(Cents),
    canUpgradeInsurance: t.boolean,
    canAddAdditionalMileage: t.boolean,
    vkValueFormatted: t.string,
    tkValueFormatted: t.string,
  }),
]);

export const prolongationRoutes = {
  getProlongationOptions: post({
    name: 'getProlongationOptions',
    path: '/api/checkout/prolongation/options',
    // originalPrice: the deal's monthly amount in cents.
    body: t.type({ dealId: t.string, car_id: t.string, mileagePackage: t.number, originalPrice: Cents }),
    response: data(
      t.intersection([
        t.type({ prolongation_options: t.array(ProlongationOption) }),
        t.partial({
          current_subscription_end_date: nullable(DateText),
          reduced_prolongation_price_experiment: nullable(t.boolean),
          is_downpayment_subscription: nullable(t.boolean),
          kilometer_package: nullable(t.number),
        }),
      ]),
    ),
    // 409 carries options too (consumer spec §7); deduplicated 5 minutes, no retries.
    acceptedStatuses: [409],
    client: { dedupeMs: 5 * 60_000, retries: 0 },
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'Prolongation terms (3–18 months, longest first) with their monthly price.',
    origin: 'specification',
    area: 'prolongation',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      body: { dealId: 'd-1001', car_id: 'car-77', mileagePackage: 1500, originalPrice: 54900 },
      response: {
        data: {
          prolongation_options: [
            { term: 12, price: 49900, original_price: 54900 },
            { term: 6, price: 52900, original_price: 54900 },
          ],
          current_subscription_end_date: '2026-12-20',
          reduced_prolongation_price_experiment: false,
          is_downpayment_subscription: false,
          kilometer_package: 1500,
        },
      },
    },
  }),
  getAddons: post({
    name: 'getAddons',
    path: '/api/addons',
    body: t.type({ productId: t.string, subscriptionId: t.string }),
    response: data(t.array(AddonGroup)),
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'The add-on groups a deal can book: protection (Basis / Komfort Schutz, deductibles) and mileage.',
    origin: 'specification',
    area: 'prolongation',
    example: {
      state: CONSUMER_CREATED_DEAL,
      body: { productId: 'cupra-born', subscriptionId: 'd-1002' },
      response: {
        data: [
          {
            group: 'insurance',
            insurance_type: 'basic',
            insurance_amount: 0,
            canUpgradeInsurance: true,
            canAddAdditionalMileage: true,
            vkValueFormatted: '1.000 €',
            tkValueFormatted: '500 €',
            addons: [
              {
                addon_id: 'premium-protection',
                pricing: { amount: { gross: 2900 } },
                attributes: { coverage: 'full' },
                display_info: { title: 'Premium-Schutz' },
              },
            ],
          },
        ],
      },
    },
  }),
};
