import * as t from 'io-ts';
import { DateText, nullable, Ok } from '../codecs.ts';
import { BUSINESS_ADMIN, CONSUMER, CONSUMER_ACTIVE_DEAL, data, del, get, put } from '../route-builders.ts';

/**
 * The general power of attorney (consumer spec §2 modal "power-of-attorney"; our design, see
 * docs/bff/power-of-attorney.md): the customer authorises another person to take or give back the
 * car at the subscription's handover and return appointments. One current authorisation per deal;
 * consumers only, for their own deals, granted while a handover or return lies ahead and at most to
 * the end of the term (core/power-of-attorney/rules.ts).
 */

const PowerOfAttorney = t.type({
  first_name: t.string,
  last_name: t.string,
  date_of_birth: DateText,
  /** E.164 as the BFF normalises it. */
  phone: t.string,
  email: nullable(t.string),
  valid_from: DateText,
  valid_until: DateText,
  granted_at: DateText,
});

/** Dates as the form gives them: DD.MM.YYYY or YYYY-MM-DD; the BFF checks them with German messages. */
const PowerOfAttorneyRequest = t.intersection([
  t.type({
    first_name: t.string,
    last_name: t.string,
    date_of_birth: t.string,
    phone: t.string,
    valid_from: t.string,
    valid_until: t.string,
  }),
  t.partial({ email: nullable(t.string) }),
]);

const dealParams = { id: 'd-1001' };

export const powerOfAttorneyRoutes = {
  getPowerOfAttorney: get({
    name: 'getPowerOfAttorney',
    path: '/portal/api/bff/deals/{id}/power-of-attorney',
    response: data(
      t.type({
        power_of_attorney: nullable(PowerOfAttorney),
        /** A handover or return lies ahead (core powerOfAttorneyWindowOf). */
        can_grant: t.boolean,
        /** The last day an authorisation may hold: the end of the term, when the deal names one. */
        latest_valid_until: nullable(DateText),
      }),
    ),
    errors: ['not_found', 'forbidden'],
    access: 'consumer',
    summary:
      'The deal’s current power of attorney for handover and return, whether one can be granted now, and until which day.',
    area: 'power of attorney',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      response: {
        data: {
          power_of_attorney: {
            first_name: 'Lea',
            last_name: 'Nachbar',
            date_of_birth: '1990-03-14',
            phone: '+4915123456789',
            email: 'lea.nachbar@example.org',
            valid_from: '2026-11-20',
            valid_until: '2026-12-21',
            granted_at: '2026-11-18T09:30:00.000Z',
          },
          can_grant: true,
          latest_valid_until: '2026-12-21',
        },
      },
    },
    errorExamples: [
      { state: CONSUMER, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
  grantPowerOfAttorney: put({
    name: 'grantPowerOfAttorney',
    path: '/portal/api/bff/deals/{id}/power-of-attorney',
    body: PowerOfAttorneyRequest,
    response: data(PowerOfAttorney),
    errors: ['not_found', 'forbidden', 'bad_request', 'not_eligible'],
    access: 'consumer',
    summary:
      'Grants or replaces the power of attorney: names, date of birth (18 or older), phone, optional e-mail, valid from today at the earliest to the end of the term at the latest.',
    area: 'power of attorney',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: {
        first_name: 'Lea',
        last_name: 'Nachbar',
        date_of_birth: '14.03.1990',
        phone: '0151 23456789',
        email: 'lea.nachbar@example.org',
        valid_from: '2026-11-24',
        valid_until: '2026-12-21',
      },
      response: {
        data: {
          first_name: 'Lea',
          last_name: 'Nachbar',
          date_of_birth: '1990-03-14',
          phone: '+4915123456789',
          email: 'lea.nachbar@example.org',
          valid_from: '2026-11-24',
          valid_until: '2026-12-21',
          granted_at: '2026-11-23T09:00:00.000Z',
        },
      },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: {
          first_name: 'Lea',
          last_name: '',
          date_of_birth: '01.01.2015',
          phone: '12345',
          valid_from: '2026-11-24',
          valid_until: '2026-12-21',
        },
        status: 400,
        code: 'bad_request',
      },
      {
        state: CONSUMER,
        params: { id: 'd-1004' },
        status: 409,
        code: 'not_eligible',
      },
      { state: CONSUMER, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
  revokePowerOfAttorney: del({
    name: 'revokePowerOfAttorney',
    path: '/portal/api/bff/deals/{id}/power-of-attorney',
    response: Ok,
    errors: ['not_found', 'forbidden'],
    access: 'consumer',
    summary: 'Revokes the deal’s power of attorney (revoking when there is none changes nothing).',
    area: 'power of attorney',
    example: { state: CONSUMER_ACTIVE_DEAL, params: dealParams, response: { ok: true } },
    errorExamples: [
      { state: CONSUMER, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
};
