import type { Answer } from '../../test/render-app.tsx';

/** Test data of the documents, contacts and order-request pages, shaped like the contract examples; the users are in test/nordflotte-fixtures.ts. */

export const unsignedContract = {
  id: 'ctr-2001',
  contract_number: 'V-2026-2001',
  status: 'UNSIGNED',
  created_date: '2026-11-21',
  created_by: 'Nora Nord',
  signer: null,
  deal_id: 'f-2002',
  signing_deadline: '2026-11-24T09:00:00Z',
};
export const signedContract = {
  ...unsignedContract,
  id: 'ctr-2002',
  contract_number: 'V-2026-2002',
  status: 'SIGNED',
  signer: 'Nora Nord',
  deal_id: 'f-2001',
  signing_deadline: null,
};

export const monthlyInvoice = {
  id: 'binv-2001',
  invoice_number: 'RE-2026-2001',
  is_cancellation: false,
  company_name: 'Nordflotte GmbH',
  invoice_type: 'monthly',
  invoice_date: '2026-11-01',
};
export const cancellationInvoice = {
  ...monthlyInvoice,
  id: 'binv-2002',
  invoice_number: 'RE-2026-2002',
  is_cancellation: true,
  invoice_type: 'final',
};

export const anna = {
  id: 'ct-2003',
  name: 'Anna Analyse',
  firstName: 'Anna',
  lastName: 'Analyse',
  email: 'analyst@nordflotte.example',
  phoneNumber: null,
  status: 'INVITED',
  role: 'analyst',
};

export const reservedRequest = {
  id: 'req-2001',
  employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
  model: 'Volkswagen ID.3',
  term: 12,
  monthlyPrice: 41279,
  status: 'reserved',
  submittedAt: '2026-11-21T08:00:00Z',
  reservedUntil: '2026-11-24T08:00:00Z',
  orderId: null,
  rejectionReason: null,
};

export const listOf = (items: readonly object[]): Answer => ({ status: 200, body: { data: items } });
export const never = () => new Promise<Answer>(() => {});
