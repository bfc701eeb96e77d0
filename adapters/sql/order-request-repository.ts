import { type Kysely, type Selectable, sql } from 'kysely';
import type { OrderRequest, OrderRequestRepository } from '../../core/order-requests/order-requests.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';
import type { OrderRequestsTable } from './tables/business.ts';

type Row = Selectable<OrderRequestsTable> & { model_name: string };

const requestOf = (row: Row): OrderRequest => ({
  id: row.id,
  companyId: row.company_id,
  employee: { contactId: row.employee_contact_id, name: row.employee_name, email: row.employee_email },
  modelId: row.model_id,
  modelName: row.model_name,
  term: row.term,
  kmPackage: row.km_package,
  protection: row.protection,
  tireAndWindshield: row.tire_and_windshield,
  monthlyPrice: cents(row.monthly_price_cents),
  status: row.status,
  submittedAt: new Date(row.submitted_at),
  reservedUntil: row.reserved_until ? new Date(row.reserved_until) : null,
  decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  orderId: row.order_id,
  rejectionReason: row.rejection_reason,
});

const rowOf = (request: OrderRequest): Selectable<OrderRequestsTable> => ({
  id: request.id,
  company_id: request.companyId,
  employee_contact_id: request.employee.contactId,
  employee_name: request.employee.name,
  employee_email: request.employee.email,
  model_id: request.modelId,
  term: request.term,
  km_package: request.kmPackage,
  protection: request.protection,
  tire_and_windshield: request.tireAndWindshield,
  monthly_price_cents: request.monthlyPrice,
  status: request.status,
  submitted_at: request.submittedAt,
  reserved_until: request.reservedUntil,
  decided_at: request.decidedAt,
  order_id: request.orderId,
  rejection_reason: request.rejectionReason,
});

const withModel = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('order_requests as r')
    .innerJoin('catalogue_models as m', 'm.id', 'r.model_id')
    .selectAll('r')
    .select(sql<string>`m.brand || ' ' || m.version`.as('model_name'))
    .where('r.company_id', '=', companyId);

export const sqlOrderRequests = (db: Kysely<Database>): OrderRequestRepository => ({
  list: async (companyId, contactId) => {
    let query = withModel(db, companyId);
    if (contactId !== undefined) query = query.where('r.employee_contact_id', '=', contactId);
    return (await query.orderBy('r.submitted_at', 'desc').orderBy('r.id', 'desc').execute()).map(requestOf);
  },
  find: async (companyId, id) => {
    const row = await withModel(db, companyId).where('r.id', '=', id).executeTakeFirst();
    return row ? requestOf(row) : undefined;
  },
  lock: async (companyId, id) => {
    const row = await withModel(db, companyId).where('r.id', '=', id).forUpdate('r').executeTakeFirst();
    return row ? requestOf(row) : undefined;
  },
  add: async (request) => {
    await db.insertInto('order_requests').values(rowOf(request)).execute();
  },
  save: async (request) => {
    await db.updateTable('order_requests').set(rowOf(request)).where('id', '=', request.id).execute();
  },
});
