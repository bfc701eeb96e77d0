import * as t from 'io-ts';
import { B2B_ROLES } from '../../core/fleet/roles.ts';
import { nullable, oneOf } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_DRIVER, CONSUMER, data, get, list, post } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';

/**
 * B2B contacts (business spec §2 "Contacts overview", §3 "Contact", §4, §6): designed by us.
 * Deleting a contact is not self-service (the account manager does it, §6): there is no delete call.
 */

/** Active: invited and signed in; invited: not yet signed in; inactive: no access (§4). */
export const CONTACT_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE'] as const;
/** A new contact gets one of the roles the portal labels; `unknown` is only ever read. */
const ASSIGNABLE_ROLES = B2B_ROLES.filter((role) => role !== 'unknown') as unknown as readonly [
  'admin',
  'driver',
  'analyst',
];
export const AssignableRole = oneOf(ASSIGNABLE_ROLES, 'AssignableRole');

export const Contact = t.type(
  {
    id: t.string,
    name: t.string,
    firstName: t.string,
    lastName: t.string,
    email: t.string,
    phoneNumber: nullable(t.string),
    status: oneOf(CONTACT_STATUSES, 'ContactStatus'),
    role: B2bRole,
  },
  'Contact',
);

export const exampleDriverContact = {
  id: 'ct-2002',
  name: 'Fritz Fahrer',
  firstName: 'Fritz',
  lastName: 'Fahrer',
  email: 'fahrer@nordflotte.example',
  phoneNumber: '+4915112345678',
  status: 'ACTIVE',
  role: 'driver',
};

const newContact = {
  firstName: 'Paula',
  lastName: 'Pool',
  email: 'pool@nordflotte.example',
  role: 'driver',
  phoneNumber: '+4915199999999',
};

export const contactRoutes = {
  getContacts: get({
    name: 'getContacts',
    path: '/portal/api/bff/fleet/contacts',
    // The assign-driver dialog asks for the drivers only.
    query: t.partial({ role: B2bRole, status: oneOf(CONTACT_STATUSES, 'ContactStatus') }),
    response: list(Contact),
    errors: ['forbidden'],
    access: 'business',
    summary:
      "The company's contacts, by last name, with status (active, invited, inactive) and role; optionally of one role or status.",
    area: 'contacts',
    example: { state: BUSINESS_ADMIN, query: { role: 'driver' }, response: { data: [exampleDriverContact] } },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  createContact: post({
    name: 'createContact',
    path: '/portal/api/bff/fleet/contacts',
    body: t.intersection([
      t.type({ firstName: t.string, lastName: t.string, email: t.string, role: AssignableRole }),
      t.partial({ phoneNumber: t.string }),
    ]),
    response: data(Contact),
    errors: ['bad_request', 'conflict'],
    access: 'business-admin',
    summary:
      "'Kontakt erstellen' (admins only): adds a contact and e-mails the invitation; INVITED until the first sign-in; an e-mail already known: 409.",
    area: 'contacts',
    example: {
      state: BUSINESS_ADMIN,
      body: newContact,
      status: 201,
      response: { data: { id: 'ct-2010', name: 'Paula Pool', status: 'INVITED', ...newContact } },
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        body: { ...newContact, email: 'pool(at)nordflotte' },
        status: 400,
        code: 'bad_request',
      },
      {
        state: BUSINESS_ADMIN,
        body: { ...newContact, email: 'fahrer@nordflotte.example' },
        status: 409,
        code: 'conflict',
      },
      { state: BUSINESS_DRIVER, status: 403, code: 'forbidden' },
    ],
  }),
};
