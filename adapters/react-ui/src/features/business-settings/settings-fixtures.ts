import { failure } from '../../test/account-fixtures.ts';
import { type Answer, signedInAs } from '../../test/render-app.tsx';

/** Test data of the business settings and overview, shaped like the contract examples. */

const nordUser = (role: 'admin' | 'driver' | 'analyst', email: string, name: string) =>
  signedInAs({ email, name, kind: 'business', role, company_id: 'co-nordflotte' });

export const SESSION = 'GET /portal/api/bff/auth/session';
export const asNordAdmin = nordUser('admin', 'admin@nordflotte.example', 'Nora Nord');
export const asNordDriver = nordUser('driver', 'fahrer@nordflotte.example', 'Fritz Fahrer');
export const asNordAnalyst = nordUser('analyst', 'analyst@nordflotte.example', 'Anna Analyse');

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
export const never = () => new Promise<Answer>(() => {});
export { failure };

export const nordflotteSettings = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
  phone: '+4940123456',
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
  bankAccount: { accountHolder: 'Nordflotte GmbH', maskedIban: 'DE•• •••• •••• •••• •••• 3000' },
  paymentMethodChangeUrl: '/account/co-nordflotte/email',
};

export const roles = [
  {
    contactId: 'ct-2001',
    name: 'Nora Nord',
    email: 'admin@nordflotte.example',
    role: 'admin',
    status: 'ACTIVE',
  },
  {
    contactId: 'ct-2003',
    name: 'Anna Analyse',
    email: 'analyst@nordflotte.example',
    role: 'analyst',
    status: 'INVITED',
  },
];

export const defaultPolicy = {
  budgetLimit: null,
  vehicleTypes: 'all',
  fuels: 'all',
  allowedBrands: 'all',
  assignedTo: 'all_drivers',
};

export const overview = (overrides: Record<string, unknown> = {}) => ({
  tabCounts: { all: 172, orders: 14, handover: 40, return: 26, archived: 14 },
  monthlyCost: {
    total: 10403700,
    perCompany: [
      { companyId: 'co-nordflotte', companyName: 'Nordflotte GmbH', amount: 10000000 },
      { companyId: 'co-nordflotte-nord', companyName: 'Nordflotte Nord GmbH', amount: 403700 },
    ],
  },
  returningWithin90Days: 38,
  // 13 weeks from 23.11.2026 to 21.02.2027, adding up to the 38 returns.
  returnsPerWeek: [3, 2, 4, 3, 2, 3, 4, 2, 3, 3, 4, 2, 3].map((count, week) => {
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);
    return { from: day(week * 7), to: day(Math.min(week * 7 + 6, 90)), count };
  }),
  handoversWithin90Days: 40,
  // The same 13 weeks, adding up to the 40 handovers.
  handoversPerWeek: [7, 6, 4, 3, 3, 3, 2, 2, 3, 3, 2, 1, 1].map((count, week) => {
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);
    return { from: day(week * 7), to: day(Math.min(week * 7 + 6, 90)), count };
  }),
  // 12 months back from 11.2026 and 14 ahead, the fleet growing by a car a month.
  costPerMonth: Array.from({ length: 26 }, (_, index) => {
    const month = new Date(Date.UTC(2025, 10 + index, 1)).toISOString().slice(0, 7);
    const cars = 150 + index;
    return { month, net: cars * 50_000, gross: cars * 59_500, cars, ahead: index >= 12 };
  }),
  contractsAwaitingSignature: 3,
  ...overrides,
});
