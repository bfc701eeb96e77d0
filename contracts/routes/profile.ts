import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { BUSINESS_ADMIN, CONSUMER, data, get, list } from '../route-builders.ts';

/** Profile and companies: consumer spec §3 "Profile", "Company"; business spec §3 "Company"; §7. */

export const PAYMENT_METHODS = ['card', 'sepa_debit', 'paypal', 'AUTOMATIC_DEBIT', 'BANK_TRANSFER'] as const;

export const Profile = t.intersection([
  t.type({ firstname: t.string, lastname: t.string, email: t.string }),
  t.partial({
    phone: nullable(t.string),
    mobilephone: nullable(t.string),
    date_of_birth: nullable(DateText),
    invoice_street: nullable(t.string),
    invoice_house_number: nullable(t.string),
    zip: nullable(t.string),
    city: nullable(t.string),
    payment_method: nullable(
      t.keyof(
        Object.fromEntries(PAYMENT_METHODS.map((m) => [m, null])) as Record<
          (typeof PAYMENT_METHODS)[number],
          null
        >,
      ),
    ),
    login_provider: t.keyof({ password: null, google: null, apple: null, company: null }),
    email_verified: t.boolean,
  }),
]);

export const Company = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    address: t.type({ street: t.string, houseNumber: t.string, postalCode: t.string, city: t.string }),
  }),
  t.partial({
    phone: nullable(t.string),
    invoicingInfo: t.partial({
      email: nullable(t.string),
      ccEmail: nullable(t.string),
      costCenter: nullable(t.string),
      paymentMethod: nullable(t.keyof({ AUTOMATIC_DEBIT: null, BANK_TRANSFER: null })),
    }),
    contactPerson: nullable(
      t.type({ firstName: t.string, lastName: t.string, email: t.string, phone: nullable(t.string) }),
    ),
  }),
]);

/** Nordflotte GmbH as the company calls show it; the example of every company answer. */
export const exampleNordflotte = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
  invoicingInfo: {
    email: 'rechnung@nordflotte.example',
    ccEmail: null,
    costCenter: 'KST-100',
    paymentMethod: 'AUTOMATIC_DEBIT',
  },
  contactPerson: {
    firstName: 'Nora',
    lastName: 'Nord',
    email: 'admin@nordflotte.example',
    phone: '+4940123456',
  },
};

export const profileRoutes = {
  getProfile: get({
    name: 'getProfile',
    path: '/portal/api/bff/profile',
    response: data(Profile),
    access: 'signed-in',
    summary: "The signed-in customer's contact and invoice data, payment method and sign-in provider.",
    origin: 'specification',
    area: 'account',
    example: {
      state: CONSUMER,
      response: {
        data: {
          firstname: 'Kim',
          lastname: 'Kunde',
          email: 'kunde@demo.example',
          phone: '+4915123456789',
          mobilephone: null,
          date_of_birth: '1990-04-12',
          invoice_street: 'Leopoldstraße',
          invoice_house_number: '12',
          zip: '80802',
          city: 'München',
          payment_method: 'sepa_debit',
          login_provider: 'password',
          email_verified: true,
        },
      },
    },
  }),
  getCompanies: get({
    name: 'getCompanies',
    path: '/portal/api/bff/companies',
    response: list(Company),
    access: 'signed-in',
    summary: "The companies of the signed-in user (a consumer's own company data, a fleet user's companies).",
    origin: 'specification',
    area: 'account',
    example: { state: BUSINESS_ADMIN, response: { data: [exampleNordflotte] } },
  }),
  getCompany: get({
    name: 'getCompany',
    path: '/portal/api/bff/companies/{id}',
    response: data(Company),
    errors: ['not_found'],
    access: 'signed-in',
    summary: "One company: address, invoicing info, contact person; another company's id answers 404.",
    origin: 'specification',
    area: 'account',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'co-nordflotte' },
      response: { data: exampleNordflotte },
    },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: { id: 'co-suedlogistik' }, status: 404, code: 'not_found' },
    ],
  }),
};
