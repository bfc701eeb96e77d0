import * as t from 'io-ts';
import { Ok } from '../codecs.ts';
import { DealContext } from '../deal-context.ts';
import { CONSUMER, del, get, post } from '../route-builders.ts';
import { exampleActiveDeal } from './deals.ts';

/**
 * Support staff's reads (docs/security.md "The support role and its audit log"): any customer's or company's deals, each as the context core's
 * one builder (core/deals/context.ts) makes of it, which core's evaluateDeal turns into what the
 * portal shows. Only support users call them; every call names its reason, and the BFF writes who
 * read whose data, what, when and why to the audit log (`portal audit list`) before it answers.
 */

export const SUPPORT = 'support agent support@demo.example is signed in';

/** The reason the agent gives with the call: required, written to the audit log. */
export const SupportReason = t.type({ reason: t.string });

/** The support agent's session views kunde@demo.example's portal (started with a reason). */
export const SUPPORT_VIEWING = 'support agent support@demo.example views kunde@demo.example';

/** Whose portal a support user's session views, read-only (`startCustomerView`). */
export const CustomerView = t.type({
  customer: t.type({ email: t.string, name: t.string }),
  reason: t.string,
  started_at: t.string,
});

/** A company's deals per page of getSupportCompanyDeals: `portal company`'s first lines come after one page. */
export const SUPPORT_COMPANY_PAGE_SIZE = 200;

/** Companies a search names at most (`portal company` lists them when several fit). */
export const SUPPORT_COMPANY_MATCHES = 10;

const SupportCompany = t.type({ id: t.string, name: t.string });

const exampleReason = { reason: 'Anruf der Kundin: Rückgabe-Banner fehlt' };

/** kunde@demo.example's ACTIVE deal d-1001 as core's builder reads it from the demo data. */
const exampleContext = {
  deal: exampleActiveDeal,
  followUpDeal: null,
  handover: null,
  handoverMetadata: { availability_confidence: { deviation_in_weeks: 0 } },
  returnData: null,
  appraisal: { appointment_date: null },
  addons: { canUpgradeInsurance: false, hasDeductibleAddon: false },
  otherDeals: [{ id: 'd-1003', state: 'NOT_SIGNED' }],
  bannerDismissals: null,
};

/** Süd Logistik's last car, f-2210, as core's builder reads it from the demo data. */
const exampleFleetContext = {
  deal: {
    id: 'f-2210',
    car: { oem: 'Polestar', model: '2', license_plate: 'M-SL 2210' },
    state: 'RETURN',
    amount: 48111,
    car_id: 'car-2210',
    variant: 'SUBSCRIPTION',
    created_at: '2024-10-10T13:48:00.000Z',
    return_date: '2027-09-06',
    mileage_package: 1500,
    damage_deductible_teilkasko: 50000,
    damage_deductible_vollkasko: 50000,
  },
  followUpDeal: null,
  handover: { planned_delivery_date: null, actual_handover_date: null },
  handoverMetadata: { availability_confidence: { deviation_in_weeks: 0 } },
  returnData: null,
  appraisal: { appointment_date: null },
  addons: { canUpgradeInsurance: false, hasDeductibleAddon: false },
  otherDeals: null,
  bannerDismissals: null,
};

export const supportRoutes = {
  getSupportDeal: get({
    name: 'getSupportDeal',
    path: '/portal/api/bff/support/deals/{dealId}',
    query: SupportReason,
    response: t.type({
      data: t.type({ context: DealContext, portal: t.keyof({ consumer: null, business: null }) }),
    }),
    errors: ['forbidden', 'not_found', 'bad_request'],
    access: 'support',
    summary:
      "Support: any deal's context as the portal's rules read it, for core's evaluateDeal, and the portal that shows it (a consumer's or a company's); the reason is required and the read is written to the audit log.",
    area: 'support',
    example: {
      state: SUPPORT,
      params: { dealId: 'd-1001' },
      query: exampleReason,
      response: { data: { context: exampleContext, portal: 'consumer' } },
    },
    errorExamples: [
      { state: CONSUMER, status: 403, code: 'forbidden' },
      { state: SUPPORT, params: { dealId: 'd-0000' }, status: 404, code: 'not_found' },
    ],
  }),
  getSupportCustomerDeals: get({
    name: 'getSupportCustomerDeals',
    path: '/portal/api/bff/support/customers/{email}/deals',
    query: SupportReason,
    response: t.type({
      data: t.type({
        kind: t.keyof({ consumer: null, business: null, support: null }),
        deals: t.array(t.type({ id: t.string, context: DealContext })),
      }),
    }),
    errors: ['forbidden', 'not_found', 'bad_request'],
    access: 'support',
    summary:
      'Support: every deal a customer (by e-mail address) sees, newest first, each with its context; the reason is required and the read is written to the audit log.',
    area: 'support',
    example: {
      state: SUPPORT,
      params: { email: 'neu@demo.example' },
      query: exampleReason,
      response: { data: { kind: 'consumer', deals: [] } },
    },
    errorExamples: [
      { state: CONSUMER, status: 403, code: 'forbidden' },
      { state: SUPPORT, params: { email: 'niemand@demo.example' }, status: 404, code: 'not_found' },
    ],
  }),
  getSupportCompanies: get({
    name: 'getSupportCompanies',
    path: '/portal/api/bff/support/companies',
    query: t.intersection([SupportReason, t.type({ name: t.string })]),
    response: t.type({ data: t.type({ companies: t.array(SupportCompany) }) }),
    errors: ['forbidden', 'bad_request'],
    access: 'support',
    summary: `Support: the company with this id, else up to ${SUPPORT_COMPANY_MATCHES} whose name contains the text (without regard to case), by name; the reason is required and the search is written to the audit log.`,
    area: 'support',
    example: {
      state: SUPPORT,
      query: { ...exampleReason, name: 'nordflotte' },
      response: { data: { companies: [{ id: 'co-nordflotte', name: 'Nordflotte GmbH' }] } },
    },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  getSupportCompanyDeals: get({
    name: 'getSupportCompanyDeals',
    path: '/portal/api/bff/support/companies/{companyId}/deals',
    query: t.intersection([SupportReason, t.partial({ after: t.string })]),
    response: t.type({
      data: t.type({
        company: SupportCompany,
        deals: t.array(t.type({ id: t.string, context: DealContext })),
        /** The `after` of the next page; null after the last. */
        next: t.union([t.string, t.null]),
      }),
    }),
    errors: ['forbidden', 'not_found', 'bad_request'],
    access: 'support',
    summary: `Support: a page of a company's deals (${SUPPORT_COMPANY_PAGE_SIZE}, in id order after \`after\`), each with its context; the reason is required and each page read is written to the audit log.`,
    area: 'support',
    example: {
      state: SUPPORT,
      params: { companyId: 'co-suedlogistik' },
      query: { ...exampleReason, after: 'f-2209' },
      response: {
        data: {
          company: { id: 'co-suedlogistik', name: 'Süd Logistik AG' },
          deals: [{ id: 'f-2210', context: exampleFleetContext }],
          next: null,
        },
      },
    },
    errorExamples: [
      { state: CONSUMER, status: 403, code: 'forbidden' },
      { state: SUPPORT, params: { companyId: 'co-gibtsnicht' }, status: 404, code: 'not_found' },
    ],
  }),
  startCustomerView: post({
    name: 'startCustomerView',
    path: '/portal/api/bff/support/view',
    body: t.type({ email: t.string, reason: t.string }),
    response: t.type({ data: CustomerView }),
    errors: ['forbidden', 'not_found', 'bad_request', 'conflict'],
    access: 'support',
    summary:
      "Support: the session views a customer's portal, read-only, until it ends or signs out: a private customer's, or a company user's business portal as that user's role sees it; the portal's reads then answer for the customer, each written to the audit log once per view with the reason; every write stays refused. The same start again answers the running view; another customer's while one runs is a conflict.",
    area: 'support',
    example: {
      state: SUPPORT,
      body: { email: 'kunde@demo.example', reason: 'Anruf der Kundin: Rückgabe-Banner fehlt' },
      response: {
        data: {
          customer: { email: 'kunde@demo.example', name: 'Kim Kunde' },
          reason: 'Anruf der Kundin: Rückgabe-Banner fehlt',
          started_at: '2026-11-26T08:00:00.000Z',
        },
      },
    },
    errorExamples: [
      { state: CONSUMER, status: 403, code: 'forbidden' },
      {
        state: SUPPORT,
        body: { email: 'niemand@demo.example', reason: 'Anruf' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  endCustomerView: del({
    name: 'endCustomerView',
    path: '/portal/api/bff/support/view',
    response: Ok,
    errors: ['forbidden'],
    access: 'support',
    summary:
      "Support: ends the session's view of a customer's portal (written to the audit log); without a view nothing changes.",
    area: 'support',
    example: { state: SUPPORT_VIEWING, response: { ok: true } },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
};
