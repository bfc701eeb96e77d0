import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { CONSUMER_ACTIVE_DEAL, CONSUMER_CREATED_DEAL, data, post } from '../route-builders.ts';

/** Prolongation options and add-ons: consumer spec §7 (paths outside /portal/api/bff as specified). */

const ProlongationOption = t.intersection([
  t.type({ term: t.number, price: t.number }),
  t.partial({ original_price: nullable(t.number) }),
]);

const Addon = t.intersection([
  t.type({ addon_id: t.string }),
  t.partial({
    pricing: t.type({ amount: t.type({ gross: t.number }) }),
    attributes: t.partial({ coverage: t.keyof({ full: null, partial: null }) }),
    display_info: t.partial({ title: t.string }),
  }),
]);

export const AddonGroup = t.intersection([
  t.type({ addons: t.array(Addon) }),
  t.partial({
    group: t.string,
    insurance_type: t.keyof({ basic: null, comfort: null }),
    insurance_amount: nullable(t.number),
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
    body: t.type({ dealId: t.string, car_id: t.string, mileagePackage: t.number, originalPrice: t.number }),
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
    access: 'consumer',
    summary: 'Prolongation terms (3–18 months, longest first) with their monthly price.',
    origin: 'specification',
    area: 'prolongation',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      body: { dealId: 'd-1001', car_id: 'car-77', mileagePackage: 1500, originalPrice: 54900 },
      response: {
        data: {
          prolongation_options: [
            { term: 12, price: 499, original_price: 549 },
            { term: 6, price: 529, original_price: 549 },
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
    access: 'consumer',
    summary:
      'The add-on groups a deal can book: protection (Basis / Komfort Schutz, deductibles) and mileage.',
    origin: 'specification',
    area: 'prolongation',
    example: {
      state: CONSUMER_CREATED_DEAL,
      body: { productId: 'vw-id4-pro', subscriptionId: 'd-1002' },
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
