import * as t from 'io-ts';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '../../core/shared/validation/uploads.ts';
import { Cents, DateText, nullable, Ok, oneOf } from '../codecs.ts';
import { CONSUMER, data, del, get, list, post } from '../route-builders.ts';

/** Additional drivers (consumer spec §3 "Driver", §5 "Add driver", §8 errors, §9): designed by us. */

export const DRIVER_STATUSES = ['active', 'deleted', 'inactive', 'pending', 'rejected'] as const;
export const RELATIONSHIP_TYPES = ['relative_type_1', 'relative_type_2', 'employee', 'other'] as const;
/** Why a driver costs the monthly fee (consumer spec §9): under 23, over 65, licence under 2 years. */
export const DRIVER_FEE_REASONS = ['under_23', 'over_65', 'licence_under_2_years'] as const;
const RelationshipType = oneOf(RELATIONSHIP_TYPES, 'RelationshipType');

const Driver = t.intersection([
  t.type({
    id: t.string,
    firstname: t.string,
    lastname: t.string,
    status: oneOf(DRIVER_STATUSES, 'DriverStatus'),
    relationship_type: RelationshipType,
  }),
  t.partial({
    date_of_birth: nullable(DateText),
    driver_license_issue_date: nullable(DateText),
    dl_front_key: nullable(t.string),
    dl_back_key: nullable(t.string),
    agreed_to_terms: t.boolean,
    confirmed_truthful_data: t.boolean,
    /** What the driver costs per month today, in cents (0: free), and why. */
    monthly_fee: Cents,
    fee_reasons: t.array(oneOf(DRIVER_FEE_REASONS, 'DriverFeeReason')),
  }),
]);

/** A driver not yet on Kim Kunde's account (drv-1 is Alex Kunde, born 15.03.1995). */
const newDriver = {
  relationship_type: 'relative_type_1',
  firstname: 'Luca',
  lastname: 'Kunde',
  date_of_birth: '02.07.1998',
  driver_license_issue_date: '15.08.2016',
  agreed_to_terms: 'true',
  confirmed_truthful_data: 'true',
};
const existingDriver = { ...newDriver, firstname: 'Alex', date_of_birth: '15.03.1995' };
const licence = [
  { field: 'dl_front', filename: 'fuehrerschein-vorne.jpg', contentType: 'image/jpeg' },
  { field: 'dl_back', filename: 'fuehrerschein-hinten.jpg', contentType: 'image/jpeg' },
];

export const driverRoutes = {
  getDrivers: get({
    name: 'getDrivers',
    path: '/portal/api/bff/drivers',
    response: list(Driver),
    access: 'consumer',
    summary: 'The additional drivers of the account with their relationship and status.',
    area: 'drivers',
    example: {
      state: CONSUMER,
      response: {
        data: [
          {
            id: 'drv-1',
            firstname: 'Alex',
            lastname: 'Kunde',
            status: 'active',
            relationship_type: 'relative_type_1',
            date_of_birth: '1995-03-15',
            driver_license_issue_date: '2013-06-01',
            dl_front_key: 'licences/drv-1/front.jpg',
            dl_back_key: 'licences/drv-1/back.jpg',
            agreed_to_terms: true,
            confirmed_truthful_data: true,
            monthly_fee: 0,
            fee_reasons: [],
          },
        ],
      },
    },
  }),
  addDriver: post({
    name: 'addDriver',
    path: '/portal/api/bff/drivers',
    body: {
      kind: 'multipart',
      // Dates as typed (DD.MM.YYYY) or ISO. The two confirmations stay text so that anything but
      // "true" answers agree_to_terms_invalid / truthful_data_invalid instead of a bare 400.
      fields: t.type({
        relationship_type: RelationshipType,
        firstname: t.string,
        lastname: t.string,
        date_of_birth: t.string,
        driver_license_issue_date: t.string,
        agreed_to_terms: t.string,
        confirmed_truthful_data: t.string,
      }),
      files: [
        { name: 'dl_front', maxBytes: DOCUMENT_MAX_BYTES, extensions: DOCUMENT_EXTENSIONS },
        { name: 'dl_back', maxBytes: DOCUMENT_MAX_BYTES, extensions: DOCUMENT_EXTENSIONS },
      ],
    },
    response: data(Driver),
    errors: [
      'driver_already_exists',
      'dob_age_limits_exceeded',
      'dob_young_driver_criteria_unmet',
      'agree_to_terms_invalid',
      'truthful_data_invalid',
      'upload_too_large',
      'upload_type_not_allowed',
      'bad_request',
    ],
    access: 'consumer',
    summary:
      'Adds a driver with both sides of the licence (10 MB each); pending until checked, then authorised for all cars of the account. Answers the monthly fee (19 € under 23, over 65 or with a licence under 2 years).',
    area: 'drivers',
    example: {
      state: CONSUMER,
      body: newDriver,
      files: licence,
      status: 201,
      response: {
        data: {
          id: 'drv-2',
          firstname: 'Luca',
          lastname: 'Kunde',
          status: 'pending',
          relationship_type: 'relative_type_1',
          date_of_birth: '1998-07-02',
          driver_license_issue_date: '2016-08-15',
          agreed_to_terms: true,
          confirmed_truthful_data: true,
          monthly_fee: 0,
          fee_reasons: [],
        },
      },
    },
    errorExamples: [
      { state: CONSUMER, body: existingDriver, status: 409, code: 'driver_already_exists' },
      {
        state: CONSUMER,
        body: { ...newDriver, date_of_birth: '01.01.2015' },
        status: 422,
        code: 'dob_age_limits_exceeded',
      },
      // Under 23 with a licence held less than 2 years (the young-driver criteria).
      {
        state: CONSUMER,
        body: { ...newDriver, date_of_birth: '01.01.2006', driver_license_issue_date: '01.06.2026' },
        status: 422,
        code: 'dob_young_driver_criteria_unmet',
      },
      {
        state: CONSUMER,
        body: { ...newDriver, agreed_to_terms: 'false' },
        status: 422,
        code: 'agree_to_terms_invalid',
      },
      {
        state: CONSUMER,
        files: [
          { field: 'dl_front', filename: 'fuehrerschein-vorne.gif', contentType: 'image/gif' },
          { field: 'dl_back', filename: 'fuehrerschein-hinten.jpg', contentType: 'image/jpeg' },
        ],
        status: 415,
        code: 'upload_type_not_allowed',
      },
    ],
  }),
  removeDriver: del({
    name: 'removeDriver',
    path: '/portal/api/bff/drivers/{id}',
    response: Ok,
    errors: ['not_found', 'driver_removal_failed'],
    access: 'consumer',
    summary: 'Removes a driver; a failure answers driver_removal_failed ("Entfernen fehlgeschlagen!").',
    area: 'drivers',
    example: { state: CONSUMER, params: { id: 'drv-1' }, response: { ok: true } },
    errorExamples: [{ state: CONSUMER, params: { id: 'drv-9999' }, status: 404, code: 'not_found' }],
  }),
};
