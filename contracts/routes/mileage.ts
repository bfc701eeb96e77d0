import * as t from 'io-ts';
import { Cents, DateText, nullable, Ok } from '../codecs.ts';
import { BUSINESS_ANALYST, CONSUMER_ACTIVE_DEAL, data, get, post } from '../route-builders.ts';

/**
 * Mileage: consumer spec §2 "Mileage management modal", §4, §5 "Mileage report", §7; business spec
 * §7. Both portals call these ('signed-in'); the BFF refuses business analysts the report, as they
 * only read (business spec §6). Packages are kilometres, money integer cents.
 */

const MileagePackage = t.type({
  mileage_package: t.number,
  mileage_package_fee: Cents,
  amount_change: Cents,
  new_amount: Cents,
  one_time_payment: Cents,
});

const subscriptionParams = { subscription_id: 'd-1001' };

export const mileageRoutes = {
  getMileagePackages: get({
    name: 'getMileagePackages',
    path: '/portal/api/bff/deals/{subscription_id}/mileage_packages',
    response: data(
      t.intersection([
        t.type({ available_mileage_packages: t.array(MileagePackage) }),
        t.partial({
          report: nullable(
            t.partial({
              mileage: nullable(t.number),
              monthly_usage: nullable(t.number),
              package_recommendation: nullable(t.number),
              // Every reading, oldest first: the portal charts them against the package's allowance.
              readings: t.array(t.type({ mileage: t.number, day: DateText })),
            }),
          ),
        }),
      ]),
    ),
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'The packages the deal can move up to (never down), and the last reading with a recommendation.',
    origin: 'specification',
    area: 'mileage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: subscriptionParams,
      response: {
        data: {
          available_mileage_packages: [
            {
              mileage_package: 2000,
              mileage_package_fee: 5900,
              amount_change: 5900,
              new_amount: 60800,
              one_time_payment: 0,
            },
          ],
          report: {
            mileage: 14250,
            monthly_usage: 1310,
            package_recommendation: 1500,
            readings: [{ mileage: 14250, day: '2026-11-20' }],
          },
        },
      },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: { subscription_id: 'd-9999' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  reportMileage: post({
    name: 'reportMileage',
    path: '/portal/api/bff/deals/{subscription_id}/mileage-report',
    body: t.type({ dealId: t.string, mileage: t.Int }),
    response: Ok,
    errors: ['not_found', 'bad_request'],
    access: 'signed-in',
    summary: 'Reports the odometer reading: whole kilometres, at most 999,999 (core MILEAGE_REPORT_MAX_KM).',
    origin: 'specification',
    area: 'mileage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: subscriptionParams,
      body: { dealId: 'd-1001', mileage: 15300 },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: subscriptionParams,
        body: { dealId: 'd-1001', mileage: -5 },
        status: 400,
        code: 'bad_request',
      },
      {
        state: BUSINESS_ANALYST,
        params: { subscription_id: 'f-2001' },
        body: { dealId: 'f-2001', mileage: 15300 },
        status: 403,
        code: 'forbidden',
      },
    ],
  }),
};
