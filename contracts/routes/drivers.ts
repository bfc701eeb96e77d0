import * as t from 'io-ts';
import { DateText, nullable, Ok } from '../codecs.ts';
import { CONSUMER, data, del, get, list, post } from '../route-builders.ts';

/** Additional drivers (consumer spec §3 "Driver", §5 "Add driver", §8 errors): designed by us. */

const Driver = t.intersection([
  t.type({
    id: t.string,
    firstname: t.string,
    lastname: t.string,
    status: t.keyof({ active: null, deleted: null, inactive: null, pending: null, rejected: null }),
    relationship_type: t.keyof({ relative_type_1: null, relative_type_2: null, employee: null, other: null }),
  }),
  t.partial({ date_of_birth: nullable(DateText), driver_license_issue_date: nullable(DateText) }),
]);

const newDriver = {
  relationship_type: 'relative_type_1',
  firstname: 'Alex',
  lastname: 'Kunde',
  date_of_birth: '15.03.1995',
  driver_license_issue_date: '01.06.2014',
  agreed_to_terms: 'true',
  confirmed_truthful_data: 'true',
};
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
    summary: 'The additional drivers of the account with their status.',
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
      fields: t.type({
        relationship_type: t.string,
        firstname: t.string,
        lastname: t.string,
        date_of_birth: t.string,
        driver_license_issue_date: t.string,
        agreed_to_terms: t.string,
        confirmed_truthful_data: t.string,
      }),
      files: [
        { name: 'dl_front', maxBytes: 10_485_760, extensions: ['jpg', 'jpeg', 'png', 'pdf', 'heic'] },
        { name: 'dl_back', maxBytes: 10_485_760, extensions: ['jpg', 'jpeg', 'png', 'pdf', 'heic'] },
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
      'Adds a driver with both sides of the licence (10 MB each); authorised for all cars of the account.',
    area: 'drivers',
    example: {
      state: CONSUMER,
      body: newDriver,
      files: licence,
      status: 201,
      response: {
        data: {
          id: 'drv-2',
          firstname: 'Alex',
          lastname: 'Kunde',
          status: 'pending',
          relationship_type: 'relative_type_1',
        },
      },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with driver Alex Kunde born 15.03.1995',
        body: newDriver,
        files: licence,
        status: 409,
        code: 'driver_already_exists',
      },
      {
        state: CONSUMER,
        body: { ...newDriver, date_of_birth: '01.01.2015' },
        files: licence,
        status: 422,
        code: 'dob_age_limits_exceeded',
      },
    ],
  }),
  removeDriver: del({
    name: 'removeDriver',
    path: '/portal/api/bff/drivers/{id}',
    response: Ok,
    errors: ['not_found', 'driver_removal_failed'],
    access: 'consumer',
    summary: 'Removes a driver ("Entfernen fehlgeschlagen!" on failure).',
    area: 'drivers',
    example: { state: CONSUMER, params: { id: 'drv-1' }, response: { ok: true } },
    errorExamples: [{ state: CONSUMER, params: { id: 'drv-9999' }, status: 404, code: 'not_found' }],
  }),
};
