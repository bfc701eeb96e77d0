import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, list, put } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';

/** Settings, roles, car policy, contracts and invoices of a company (business spec §2, §3, §4, §6). */

/** The 24 makes a car policy can allow (business spec §3, consumer spec §9). */
export const POLICY_MAKES = [
  'Audi',
  'BMW',
  'BYD',
  'Citroën',
  'Cupra',
  'Dacia',
  'Fiat',
  'Ford',
  'Hyundai',
  'Jeep',
  'Kia',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Renault',
  'Seat',
  'Skoda',
  'Tesla',
  'Volkswagen',
] as const;

const CarPolicy = t.type({
  budgetLimit: nullable(t.Int),
  vehicleTypes: t.union([t.literal('all'), t.array(t.string)]),
  fuels: t.union([t.literal('all'), t.array(t.string)]),
  allowedMakes: t.union([t.literal('all'), t.array(t.string)]),
  assignedTo: t.union([t.literal('all_drivers'), t.array(t.string)]),
});

const RoleAssignment = t.type({ contactId: t.string, name: t.string, email: t.string, role: B2bRole });

const Contract = t.type({
  id: t.string,
  contract_number: t.string,
  status: t.keyof({
    PENDING: null,
    UNSIGNED: null,
    CHECKED_OUT: null,
    SIGNED: null,
    PROCESSING: null,
    EXPIRED: null,
    UNKNOWN: null,
  }),
  created_date: DateText,
  created_by: t.string,
  signer: nullable(t.string),
});

const Invoice = t.type({
  id: t.string,
  invoice_number: t.string,
  is_cancellation: t.boolean,
  company_name: t.string,
  invoice_type: t.keyof({ monthly: null, final: null, deposit: null, oneOff: null, unknown: null }),
  invoice_date: DateText,
});

const defaultPolicy = {
  budgetLimit: null,
  vehicleTypes: 'all',
  fuels: 'all',
  allowedMakes: 'all',
  assignedTo: 'all_drivers',
};
const pdf = { kind: 'binary', contentTypes: ['application/pdf'] } as const;

export const companySettingsRoutes = {
  getRoles: get({
    name: 'getRoles',
    path: '/portal/api/bff/settings/roles',
    response: list(RoleAssignment),
    access: 'business-admin',
    summary: 'Who has which role (Administrator*in, Fahrer*in, Analyst*in); admins only.',
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      response: {
        data: [
          {
            contactId: 'ct-2003',
            name: 'Anna Analyse',
            email: 'analyst@nordflotte.example',
            role: 'analyst',
          },
        ],
      },
    },
  }),
  changeRole: put({
    name: 'changeRole',
    path: '/portal/api/bff/settings/roles/{contactId}',
    body: t.type({ role: B2bRole }),
    response: data(RoleAssignment),
    errors: ['not_found', 'bad_request'],
    access: 'business-admin',
    summary: "Changes a contact's role; admins only.",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      params: { contactId: 'ct-2003' },
      body: { role: 'admin' },
      response: {
        data: {
          contactId: 'ct-2003',
          name: 'Anna Analyse',
          email: 'analyst@nordflotte.example',
          role: 'admin',
        },
      },
    },
  }),
  getCarPolicy: get({
    name: 'getCarPolicy',
    path: '/portal/api/bff/settings/car-policy',
    response: data(CarPolicy),
    access: 'business-admin',
    summary: 'The car policy (default: no budget limit, all types, all fuels, all drivers); admins only.',
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, response: { data: defaultPolicy } },
  }),
  updateCarPolicy: put({
    name: 'updateCarPolicy',
    path: '/portal/api/bff/settings/car-policy',
    body: CarPolicy,
    response: data(CarPolicy),
    errors: ['bad_request'],
    access: 'business-admin',
    summary: 'Changes the car policy; allowed makes come from the 24 makes; admins only.',
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      body: { ...defaultPolicy, budgetLimit: 80000, allowedMakes: ['BMW', 'Volkswagen'] },
      response: { data: { ...defaultPolicy, budgetLimit: 80000, allowedMakes: ['BMW', 'Volkswagen'] } },
    },
  }),
  getContracts: get({
    name: 'getContracts',
    path: '/portal/api/bff/documents/contracts',
    response: list(Contract),
    access: 'business',
    summary: 'Contracts with status (signature missing for UNSIGNED and CHECKED_OUT; 3 days to sign).',
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
      response: {
        data: [
          {
            id: 'ctr-2001',
            contract_number: 'V-2026-2001',
            status: 'UNSIGNED',
            created_date: '2026-11-21',
            created_by: 'Nora Nord',
            signer: null,
          },
        ],
      },
    },
  }),
  downloadContract: get({
    name: 'downloadContract',
    path: '/portal/api/bff/documents/contracts/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'business',
    summary: 'A contract as PDF.',
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, params: { id: 'ctr-2001' }, response: 'application/pdf' },
  }),
  getBusinessInvoices: get({
    name: 'getBusinessInvoices',
    path: '/portal/api/bff/documents/invoices',
    response: list(Invoice),
    access: 'business',
    summary:
      "The company's invoices by type (monthly, final, deposit, one-off), cancellation invoices flagged.",
    area: 'company settings',
    example: {
      state: BUSINESS_ADMIN,
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
  }),
  downloadBusinessInvoice: get({
    name: 'downloadBusinessInvoice',
    path: '/portal/api/bff/documents/invoices/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'business',
    summary: 'An invoice as PDF ("Download fehlgeschlagen …" on failure).',
    area: 'company settings',
    example: { state: BUSINESS_ADMIN, params: { id: 'binv-2001' }, response: 'application/pdf' },
    errorExamples: [{ state: BUSINESS_ADMIN, params: { id: 'binv-9999' }, status: 404, code: 'not_found' }],
  }),
};
