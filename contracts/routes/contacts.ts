import * as t from 'io-ts';
import { B2B_ROLES } from '../../core/fleet/roles.ts';
import { nullable, Ok, oneOf } from '../codecs.ts';
import {
  BUSINESS_ADMIN,
  BUSINESS_DRIVER,
  CONSUMER,
  data,
  get,
  list,
  post,
  SIGNED_OUT,
} from '../route-builders.ts';
import { SessionUser } from './auth.ts';
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

/** The demo's invitations (seed/invitations.ts): Ida Eingeladen's is open, Bernd Bericht's expired. */
export const DEMO_INVITATION_TOKEN = 'invite-demo-token';
export const DEMO_EXPIRED_INVITATION_TOKEN = 'invite-expired-demo-token';

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
  resendInvitation: post({
    name: 'resendInvitation',
    path: '/portal/api/bff/fleet/contacts/{contactId}/invitation',
    response: Ok,
    errors: ['not_found', 'conflict'],
    access: 'business-admin',
    summary:
      "'Einladung erneut senden' (admins only) for an INVITED contact: a new single-use link, valid 7 days; the earlier links stop working. Again within a minute: answered alike, no second mail. An ACTIVE or INACTIVE contact: 409.",
    area: 'contacts',
    example: { state: BUSINESS_ADMIN, params: { contactId: 'ct-2004' }, response: { ok: true } },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: { contactId: 'ct-2002' }, status: 409, code: 'conflict' },
      { state: BUSINESS_ADMIN, params: { contactId: 'ct-3001' }, status: 404, code: 'not_found' },
      { state: BUSINESS_DRIVER, status: 403, code: 'forbidden' },
    ],
  }),
  acceptInvitation: post({
    name: 'acceptInvitation',
    path: '/portal/api/bff/auth/accept-invitation',
    body: t.type({ token: t.string, password: t.string }),
    response: data(SessionUser),
    // token_invalid: expired, used, replaced by a newer invitation, or unknown. conflict: the
    // address already has an account.
    errors: ['token_invalid', 'weak_password', 'conflict', 'rate_limited'],
    access: 'public',
    summary:
      "Accepts a contact's invitation with the link's token: sets the password (≥ 8 characters, a letter, a number), makes the user with the contact's role, the contact ACTIVE, and signs in (session cookie). Single use.",
    area: 'contacts',
    example: {
      state: `the invited contact Ida Eingeladen of Nordflotte has the invitation token ${DEMO_INVITATION_TOKEN}`,
      body: { token: DEMO_INVITATION_TOKEN, password: 'Eingeladen!2026' },
      response: {
        data: {
          email: 'ida.eingeladen@nordflotte.example',
          name: 'Ida Eingeladen',
          kind: 'business',
          hs_contact_id: 'ct-2004',
          hs_first_name: 'Ida',
          login_provider: 'password',
          is_editor: false,
          is_job_auto: true,
          job_auto_company: { id: 'co-nordflotte', name: 'Nordflotte GmbH', domain: 'nordflotte.example' },
          role: 'driver',
          company_id: 'co-nordflotte',
        },
      },
    },
    errorExamples: [
      {
        state: SIGNED_OUT,
        body: { token: DEMO_EXPIRED_INVITATION_TOKEN, password: 'Eingeladen!2026' },
        status: 400,
        code: 'token_invalid',
      },
      {
        state: SIGNED_OUT,
        body: { token: DEMO_INVITATION_TOKEN, password: 'kurz' },
        status: 422,
        code: 'weak_password',
      },
    ],
  }),
};
