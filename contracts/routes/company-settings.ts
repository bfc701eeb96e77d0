import * as t from 'io-ts';
import { POLICY_BRANDS } from '../../core/car-policy/policy.ts';
import { Cents, DateText, nullable, Ok, oneOf } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_DRIVER, CONSUMER, data, get, list, post, put } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';
import { CATALOGUE_FUELS } from './catalogue.ts';
import { AssignableRole, CONTACT_STATUSES } from './contacts.ts';
import { Company, exampleNordflotte } from './profile.ts';

/**
 * A company's settings, roles, car policy, contracts and invoices (business spec §2, §3, §4, §6, §8):
 * designed by us. Roles management, the car policy and the contract row actions are admins' (§6).
 */

/** The 24 makes a car policy can allow are core's (core/car-policy/policy.ts). */
export { POLICY_BRANDS };

export const CONTRACT_STATUSES = [
  'PENDING',
  'UNSIGNED',
  'CHECKED_OUT',
  'SIGNED',
  'PROCESSING',
  'EXPIRED',
  'UNKNOWN',
] as const;
export const BUSINESS_INVOICE_TYPES = ['monthly', 'final', 'deposit', 'oneOff', 'unknown'] as const;

/** 'all' is the default of each criterion (§3 "Car policy (default)"); a list restricts it. */
const allOr = <C extends t.Mixed>(codec: C) => t.union([t.literal('all'), t.array(codec)]);

const CarPolicy = t.type(
  {
    /** The highest monthly rate in cents; null: no budget limit. */
    budgetLimit: nullable(Cents),
    /** Car types of the catalogue (its cartypes filter). */
    vehicleTypes: allOr(t.string),
    fuels: allOr(oneOf(CATALOGUE_FUELS, 'Fuel')),
    allowedBrands: allOr(oneOf(POLICY_BRANDS, 'PolicyBrand')),
    /** 'all_drivers', or the contact ids of the drivers it applies to. */
    assignedTo: t.union([t.literal('all_drivers'), t.array(t.string)]),
  },
  'CarPolicy',
);

const RoleAssignment = t.type(
  {
    contactId: t.string,
    name: t.string,
    email: t.string,
    role: B2bRole,
    status: oneOf(CONTACT_STATUSES, 'ContactStatus'),
  },
  'RoleAssignment',
);

const Contract = t.type(
  {
    id: t.string,
    contract_number: t.string,
    status: oneOf(CONTRACT_STATUSES, 'ContractStatus'),
    created_date: DateText,
    created_by: t.string,
    signer: nullable(t.string),
    deal_id: nullable(t.string),
    /** Unsigned contracts lapse 3 days after creation (§9); null once signed or expired. */
    signing_deadline: nullable(DateText),
  },
  'Contract',
);

const Invoice = t.type(
  {
    id: t.string,
    invoice_number: t.string,
    /** A cancellation invoice (Stornorechnung) is flagged (§3). */
    is_cancellation: t.boolean,
    company_name: t.string,
    invoice_type: oneOf(BUSINESS_INVOICE_TYPES, 'BusinessInvoiceType'),
    invoice_date: DateText,
  },
  'BusinessInvoice',
);

const CompanySettings = t.intersection(
  [
    Company,
    t.type({
      /** The debited account for AUTOMATIC_DEBIT (IBAN masked but for the last 4 digits); null for BANK_TRANSFER. */
      bankAccount: nullable(t.type({ accountHolder: t.string, maskedIban: t.string })),
      /** 'Zahlungsart anpassen' links here: /account/{company.id}/email. */
      paymentMethodChangeUrl: t.string,
    }),
  ],
  'CompanySettings',
);

/** A company's own OpenID issuer as the admin reads it back: never its secret, only that one is set. */
const CompanySignInIssuer = t.type(
  { issuer: t.string, clientId: t.string, clientSecretSet: t.literal(true) },
  'CompanySignInIssuer',
);
const entraIssuer = {
  issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
};

const defaultPolicy = {
  budgetLimit: null,
  vehicleTypes: 'all',
  fuels: 'all',
  allowedBrands: 'all',
  assignedTo: 'all_drivers',
};
const restrictedPolicy = {
  ...defaultPolicy,
  budgetLimit: 80000,
  fuels: ['Elektro', 'Plug-In-Hybrid'],
  allowedBrands: ['BMW', 'Volkswagen'],
};
const analystRole = {
  contactId: 'ct-2003',
  name: 'Anna Analyse',
  email: 'analyst@nordflotte.example',
  role: 'analyst',
  status: 'ACTIVE',
};
const pdf = { kind: 'binary', contentTypes: ['application/pdf'] } as const;
const UNSIGNED_CONTRACT =
  'business admin admin@nordflotte.example with an UNSIGNED contract ctr-2001 of order f-2002';
const SIGNED_CONTRACT =
  'business admin admin@nordflotte.example with a SIGNED contract ctr-2002 of fleet deal f-2001';
const unsigned = { id: 'ctr-2001' };

export const companySettingsRoutes = {
  getCompanySettings: get({
    name: 'getCompanySettings',
    path: '/portal/api/bff/fleet/settings/company',
    response: data(CompanySettings),
    errors: ['forbidden'],
    access: 'business',
    summary:
      "The settings page's company details: address, payment info (method, debited account), invoicing, contact person and the 'Zahlungsart anpassen' link.",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      response: {
        data: {
          ...exampleNordflotte,
          bankAccount: { accountHolder: 'Nordflotte GmbH', maskedIban: 'DE•• •••• •••• •••• •••• 3000' },
          paymentMethodChangeUrl: '/account/co-nordflotte/email',
        },
      },
    },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  getRoles: get({
    name: 'getRoles',
    path: '/portal/api/bff/fleet/settings/roles',
    response: list(RoleAssignment),
    access: 'business-admin',
    summary:
      "Roles management (admins only): every contact's role (Administrator*in, Fahrer*in, Analyst*in).",
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, response: { data: [analystRole] } },
  }),
  changeRole: put({
    name: 'changeRole',
    path: '/portal/api/bff/fleet/settings/roles/{contactId}',
    body: t.type({ role: AssignableRole }),
    response: data(RoleAssignment),
    errors: ['not_found', 'bad_request', 'conflict'],
    access: 'business-admin',
    summary:
      "Changes a contact's role (admins only); the company's last admin cannot give up the role (409).",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      params: { contactId: 'ct-2003' },
      body: { role: 'admin' },
      response: { data: { ...analystRole, role: 'admin' } },
    },
    errorExamples: [
      // Nora Nord is Nordflotte's only admin.
      {
        state: BUSINESS_ADMIN,
        params: { contactId: 'ct-2001' },
        body: { role: 'driver' },
        status: 409,
        code: 'conflict',
      },
      { state: BUSINESS_ADMIN, params: { contactId: 'ct-3001' }, status: 404, code: 'not_found' },
      { state: BUSINESS_DRIVER, status: 403, code: 'forbidden' },
    ],
  }),
  getCarPolicy: get({
    name: 'getCarPolicy',
    path: '/portal/api/bff/fleet/settings/car-policy',
    response: data(CarPolicy),
    access: 'business-admin',
    summary:
      'The car policy (admins only); default: no budget limit, all vehicle types, all fuels, all brands, assigned to all drivers.',
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, response: { data: defaultPolicy } },
  }),
  updateCarPolicy: put({
    name: 'updateCarPolicy',
    path: '/portal/api/bff/fleet/settings/car-policy',
    body: CarPolicy,
    response: data(CarPolicy),
    errors: ['bad_request'],
    access: 'business-admin',
    summary:
      'Replaces the car policy (admins only): monthly budget in cents, vehicle types, fuels, brands from the 24 makes, drivers.',
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, body: restrictedPolicy, response: { data: restrictedPolicy } },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        body: { ...restrictedPolicy, allowedBrands: ['Trabant'] },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  getFleetContracts: get({
    name: 'getFleetContracts',
    path: '/portal/api/bff/fleet/contracts',
    query: t.partial({ status: oneOf(CONTRACT_STATUSES, 'ContractStatus') }),
    response: list(Contract),
    errors: ['forbidden'],
    access: 'business',
    summary:
      "The company's contracts, newest first ('Dokumente' › contracts): pending, signature missing (UNSIGNED, CHECKED_OUT; 3 days to sign), signed, processing, expired.",
    area: 'company settings',
    example: {
      state: UNSIGNED_CONTRACT,
      response: {
        data: [
          {
            id: 'ctr-2001',
            contract_number: 'V-2026-2001',
            status: 'UNSIGNED',
            created_date: '2026-11-21',
            created_by: 'Nora Nord',
            signer: null,
            deal_id: 'f-2002',
            signing_deadline: '2026-11-24T09:00:00Z',
          },
        ],
      },
    },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  downloadFleetContract: get({
    name: 'downloadFleetContract',
    path: '/portal/api/bff/fleet/contracts/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'business',
    summary: "A contract as PDF; failure: 'Download fehlgeschlagen – Bitte versuchen Sie es erneut. …'.",
    area: 'company settings',
    example: { state: UNSIGNED_CONTRACT, params: unsigned, response: 'application/pdf' },
    errorExamples: [
      {
        state: 'business admin admin@suedlogistik.example is signed in',
        params: unsigned,
        status: 404,
        code: 'not_found',
      },
      {
        state: `${UNSIGNED_CONTRACT} whose PDF cannot be fetched`,
        params: unsigned,
        status: 500,
        code: 'download_failed',
      },
    ],
  }),
  getContractSigningLink: post({
    name: 'getContractSigningLink',
    path: '/portal/api/bff/fleet/contracts/{id}/signing-link',
    response: data(t.type({ url: t.string, expiresAt: DateText })),
    errors: ['not_found', 'not_eligible'],
    access: 'business-admin',
    summary:
      'Row action (admins only): a link to open and sign a contract awaiting signature (PENDING, UNSIGNED, CHECKED_OUT); others: 409.',
    area: 'company settings',
    example: {
      state: UNSIGNED_CONTRACT,
      params: unsigned,
      status: 201,
      response: {
        data: {
          url: 'https://sign.example/envelopes/V-2026-2001?token=abc123',
          expiresAt: '2026-11-24T09:00:00Z',
        },
      },
    },
    errorExamples: [
      { state: SIGNED_CONTRACT, params: { id: 'ctr-2002' }, status: 409, code: 'not_eligible' },
    ],
  }),
  resendContractSigningEmail: post({
    name: 'resendContractSigningEmail',
    path: '/portal/api/bff/fleet/contracts/{id}/signing-email',
    response: Ok,
    errors: ['not_found', 'not_eligible'],
    access: 'business-admin',
    summary:
      'Row action (admins only): e-mails the signing invitation of a contract awaiting signature again.',
    area: 'company settings',
    example: { state: UNSIGNED_CONTRACT, params: unsigned, status: 202, response: { ok: true } },
    errorExamples: [
      { state: SIGNED_CONTRACT, params: { id: 'ctr-2002' }, status: 409, code: 'not_eligible' },
      { state: BUSINESS_DRIVER, status: 403, code: 'forbidden' },
    ],
  }),
  getFleetInvoices: get({
    name: 'getFleetInvoices',
    path: '/portal/api/bff/fleet/invoices',
    query: t.partial({
      companyId: t.string,
      invoiceType: oneOf(BUSINESS_INVOICE_TYPES, 'BusinessInvoiceType'),
    }),
    response: list(Invoice),
    // A companyId of another company is not found.
    errors: ['forbidden', 'not_found'],
    access: 'business',
    summary:
      "The company's invoices, newest first ('Dokumente' › invoices): monthly, final, deposit, one-off; cancellation invoices flagged.",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      query: { companyId: 'co-nordflotte' },
      response: {
        data: [
          {
            id: 'binv-2001',
            invoice_number: 'RE-2026-2001',
            is_cancellation: false,
            company_name: 'Nordflotte GmbH',
            invoice_type: 'monthly',
            invoice_date: '2026-11-01',
          },
        ],
      },
    },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  getCompanySignInIssuer: get({
    name: 'getCompanySignInIssuer',
    path: '/portal/api/bff/fleet/settings/sign-in-issuer',
    response: data(nullable(CompanySignInIssuer)),
    access: 'business-admin',
    summary:
      "The company's own OpenID issuer for its staff's sign-in (admins only): issuer URL and client id, never the secret; null when none is set.",
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, response: { data: null } },
  }),
  updateCompanySignInIssuer: put({
    name: 'updateCompanySignInIssuer',
    path: '/portal/api/bff/fleet/settings/sign-in-issuer',
    body: t.type({ issuer: t.string, clientId: t.string, clientSecret: t.string }),
    response: data(CompanySignInIssuer),
    errors: ['bad_request'],
    access: 'business-admin',
    summary:
      "Sets or replaces the company's own OpenID issuer (admins only): an https:// issuer, the client id and the client secret, which is stored and never answered.",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      body: { ...entraIssuer, clientSecret: 'Qx8~an-entra-client-secret' },
      response: { data: { ...entraIssuer, clientSecretSet: true } },
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        body: { ...entraIssuer, issuer: 'http://login.example', clientSecret: 'x' },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  downloadFleetInvoice: get({
    name: 'downloadFleetInvoice',
    path: '/portal/api/bff/fleet/invoices/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'business',
    summary: "An invoice as PDF; failure: 'Download fehlgeschlagen – Bitte versuchen Sie es erneut. …'.",
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, params: { id: 'binv-2001' }, response: 'application/pdf' },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: { id: 'binv-9999' }, status: 404, code: 'not_found' },
      {
        state:
          'business admin admin@nordflotte.example with an invoice binv-2001 whose PDF cannot be fetched',
        params: { id: 'binv-2001' },
        status: 500,
        code: 'download_failed',
      },
    ],
  }),
};
