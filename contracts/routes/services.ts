import * as t from 'io-ts';
import { Ok, oneOf } from '../codecs.ts';
import {
  BUSINESS_ADMIN,
  BUSINESS_ANALYST,
  CONSUMER,
  CONSUMER_ACTIVE_DEAL,
  get,
  post,
  SIGNED_OUT as SIGNED_OUT_STATE,
} from '../route-builders.ts';

/**
 * Service, alternative car, chat token, referral link and newsletter: consumer spec §2, §6, §7, §8.
 * Where the specification posts to a webhook or another host (schedule-service and car-inventory
 * workflows, referral API, newsletter automation) the portal calls the BFF, which forwards.
 */

export const SERVICE_TYPES = ['huau', 'inspection', 'oilChange'] as const;

export const serviceRoutes = {
  getAlternativeCarOfferingLink: get({
    name: 'getAlternativeCarOfferingLink',
    path: '/portal/api/bff/deals/{id}/get-alternative-car-offering-link',
    query: t.partial({ source: t.keyof({ cancelation: null, 'handover-options': null }) }),
    response: t.type({ magic_link: t.string }),
    errors: ['not_found', 'not_eligible'],
    access: 'consumer',
    summary:
      "The shop's page of other cars for a deal that may be offered one (not for same-day swap or prolongation deals), without a personal token: a read that writes nothing. The personal magic link is made by createAlternativeCarOfferingLink.",
    origin: 'specification',
    area: 'services',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: { id: 'd-1001' },
      query: { source: 'cancelation' },
      response: { magic_link: 'https://portal.example/subscribe/deals' },
    },
    errorExamples: [
      // Not for same-day swap or prolongation deals (consumer spec §7); d-1005 is a same-day swap.
      {
        state: 'customer kunde@demo.example with a same-day swap deal d-1005',
        params: { id: 'd-1005' },
        status: 409,
        code: 'not_eligible',
      },
      // The business variant fetches no alternative-car offer (consumer spec §6).
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
  createAlternativeCarOfferingLink: post({
    name: 'createAlternativeCarOfferingLink',
    path: '/portal/api/bff/deals/{id}/alternative-car-offering-link',
    body: t.partial({ source: t.keyof({ cancelation: null, 'handover-options': null }) }),
    response: t.type({ magic_link: t.string }),
    errors: ['not_found', 'not_eligible'],
    access: 'consumer',
    summary:
      "Makes the customer's personal magic link to book another car instead, on the customer's own request; it replaces the customer's earlier link of the deal and source.",
    origin: 'designed',
    area: 'services',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: { id: 'd-1001' },
      body: { source: 'cancelation' },
      response: { magic_link: 'https://portal.example/subscribe/deals?token=abc123' },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with a same-day swap deal d-1005',
        params: { id: 'd-1005' },
        body: {},
        status: 409,
        code: 'not_eligible',
      },
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, body: {}, status: 403, code: 'forbidden' },
    ],
  }),
  getScheduleServiceLink: get({
    name: 'getScheduleServiceLink',
    path: '/portal/api/bff/deals/schedule-service/{carId}',
    query: t.partial({ dealId: t.string }),
    response: t.type({ url: t.string }),
    errors: ['not_found'],
    access: 'signed-in',
    summary: "The service partner's booking link for a car (fallback: the portal's schedule-service page).",
    origin: 'specification',
    area: 'services',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: { carId: 'car-77' },
      query: { dealId: 'd-1001' },
      response: { url: 'https://termine.servicepartner.example/buchen?fahrzeug=car-77' },
    },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { carId: 'car-99' }, status: 404, code: 'not_found' },
    ],
  }),
  requestService: post({
    name: 'requestService',
    path: '/portal/api/bff/deals/{id}/service-requests',
    body: t.intersection([
      t.type({
        car_id: t.string,
        requested_services: t.array(oneOf(SERVICE_TYPES, 'ServiceType')),
      }),
      t.partial({
        comment: t.string,
        street: t.string,
        houseNumber: t.string,
        postalCode: t.string,
        city: t.string,
      }),
    ]),
    response: Ok,
    errors: ['not_found', 'bad_request', 'schedule_service_failed'],
    access: 'signed-in',
    summary:
      'Books main inspection (HU/AU), inspection and/or oil change; the BFF forwards it to the workflow.',
    origin: 'specification',
    area: 'services',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: { id: 'd-1001' },
      body: {
        car_id: 'car-77',
        comment: 'Bitte vormittags.',
        requested_services: ['inspection', 'oilChange'],
      },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: { id: 'd-1001' },
        body: { car_id: 'car-77', requested_services: [] },
        status: 400,
        code: 'bad_request',
      },
      // The workflow answered other than 200 (consumer spec §7): the portal shows the error modal.
      {
        state: 'customer kunde@demo.example with an ACTIVE deal d-1001 and the service workflow unavailable',
        params: { id: 'd-1001' },
        status: 502,
        code: 'schedule_service_failed',
      },
      { state: BUSINESS_ANALYST, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
  requestCarInventory: post({
    name: 'requestCarInventory',
    path: '/portal/api/bff/car-inventory',
    body: t.type({ car_id: t.string }),
    response: Ok,
    client: { dedupeMs: 5 * 60_000, retries: 0 },
    errors: ['not_found', 'forbidden'],
    access: 'signed-in',
    summary: 'Starts the internal car-inventory workflow for a car (deduplicated 5 minutes, no retries).',
    origin: 'specification',
    area: 'services',
    example: { state: CONSUMER_ACTIVE_DEAL, body: { car_id: 'car-77' }, response: { ok: true } },
  }),
  generateDecagonToken: post({
    name: 'generateDecagonToken',
    path: '/api/generateDecagonToken',
    response: t.type({
      success: t.boolean,
      token: t.type({ user_id: t.string, signature: t.string, epoch: t.number }),
    }),
    access: 'signed-in',
    summary: 'Signs the chat login (HMAC of user id and time); a failure is only logged by the portal.',
    origin: 'specification',
    area: 'services',
    example: {
      state: CONSUMER,
      response: {
        success: true,
        token: { user_id: 'c-1001', signature: '9f2c5d0e8a', epoch: 1764000000 },
      },
    },
  }),
  getReferralLink: get({
    name: 'getReferralLink',
    path: '/portal/api/bff/referral_link/{email}',
    response: t.type({ link: t.string }),
    client: { retries: 1 },
    errors: ['forbidden'],
    access: 'consumer',
    summary:
      "The customer's invite link (the portal shows it with 'einladen' replaced by 'invite'), empty while the customer has none; only reads. One retry.",
    origin: 'specification',
    area: 'services',
    example: {
      state: CONSUMER,
      params: { email: 'kunde@demo.example' },
      response: { link: 'https://portal.example/einladen/kim-k-4821' },
    },
    errorExamples: [
      { state: CONSUMER, params: { email: 'someone-else@demo.example' }, status: 403, code: 'forbidden' },
    ],
  }),
  createReferralLink: post({
    name: 'createReferralLink',
    path: '/portal/api/bff/referral_link/{email}',
    response: t.type({ link: t.string }),
    errors: ['forbidden'],
    access: 'consumer',
    summary:
      "Makes the customer's invite link on the customer's own request, once: asked again it answers the same link.",
    origin: 'designed',
    area: 'services',
    example: {
      state: CONSUMER,
      params: { email: 'kunde@demo.example' },
      response: { link: 'https://portal.example/einladen/kim-k-4821' },
    },
    errorExamples: [
      { state: CONSUMER, params: { email: 'someone-else@demo.example' }, status: 403, code: 'forbidden' },
    ],
  }),
  subscribeNewsletter: post({
    name: 'subscribeNewsletter',
    path: '/portal/api/bff/newsletter',
    body: t.type({ Vorname: t.string, Nachname: t.string, 'E-Mail': t.string, gdpr: t.boolean }),
    response: Ok,
    errors: ['bad_request', 'rate_limited', 'general_error'],
    access: 'public',
    summary:
      'Signs up for the newsletter (names up to 100 characters): mails a single-use confirmation link, at most once a day per address; the same answer for an address signed up before.',
    origin: 'specification',
    area: 'services',
    example: {
      state: SIGNED_OUT_STATE,
      body: { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: SIGNED_OUT_STATE,
        body: { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: false },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  confirmNewsletter: post({
    name: 'confirmNewsletter',
    path: '/portal/api/bff/newsletter/confirm',
    body: t.type({ token: t.string }),
    response: Ok,
    errors: ['token_invalid', 'conflict', 'rate_limited'],
    access: 'public',
    summary:
      'Confirms a newsletter sign-up with the single-use token of its mail; only then is the address posted to the automation webhook. A used link answers conflict, an unknown or expired one token_invalid.',
    origin: 'designed',
    area: 'services',
    example: {
      state: 'a newsletter sign-up of Lea Leser awaits its confirmation with the token newsletter-demo-token',
      body: { token: 'newsletter-demo-token' },
      response: { ok: true },
    },
    errorExamples: [
      { state: SIGNED_OUT_STATE, body: { token: 'unknown' }, status: 400, code: 'token_invalid' },
    ],
  }),
};
