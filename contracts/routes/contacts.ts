import * as t from 'io-ts';
import { BUSINESS_ADMIN, BUSINESS_DRIVER, data, get, list, post } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';

/** B2B contacts (business spec §2 "Contacts overview", §3 "Contact", §4, §6): designed by us. */

const Contact = t.type({
  id: t.string,
  name: t.string,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  phoneNumber: t.union([t.string, t.null]),
  status: t.keyof({ ACTIVE: null, INVITED: null, INACTIVE: null }),
  role: B2bRole,
});

const fritz = {
  id: 'ct-2002',
  name: 'Fritz Fahrer',
  firstName: 'Fritz',
  lastName: 'Fahrer',
  email: 'fahrer@nordflotte.example',
  phoneNumber: '+4915112345678',
  status: 'ACTIVE',
  role: 'driver',
};

export const contactRoutes = {
  getContacts: get({
    name: 'getContacts',
    path: '/portal/api/bff/fleet/contacts',
    response: list(Contact),
    access: 'business',
    summary: "The company's contacts with status (active, invited, inactive) and role.",
    area: 'contacts',
    example: { state: BUSINESS_ADMIN, response: { data: [fritz] } },
  }),
  createContact: post({
    name: 'createContact',
    path: '/portal/api/bff/fleet/contacts',
    body: t.intersection([
      t.type({ firstName: t.string, lastName: t.string, email: t.string, role: B2bRole }),
      t.partial({ phoneNumber: t.string }),
    ]),
    response: data(Contact),
    errors: ['bad_request', 'conflict'],
    access: 'business-admin',
    summary: "'Kontakt erstellen': adds a contact and invites them (status INVITED until first sign-in).",
    area: 'contacts',
    example: {
      state: BUSINESS_ADMIN,
      body: {
        firstName: 'Paula',
        lastName: 'Pool',
        email: 'pool@nordflotte.example',
        role: 'driver',
        phoneNumber: '+4915199999999',
      },
      status: 201,
      response: {
        data: {
          id: 'ct-2010',
          name: 'Paula Pool',
          firstName: 'Paula',
          lastName: 'Pool',
          email: 'pool@nordflotte.example',
          phoneNumber: '+4915199999999',
          status: 'INVITED',
          role: 'driver',
        },
      },
    },
    errorExamples: [
      {
        state: BUSINESS_DRIVER,
        body: { firstName: 'Paula', lastName: 'Pool', email: 'pool@nordflotte.example', role: 'driver' },
        status: 403,
        code: 'forbidden',
      },
    ],
  }),
};
