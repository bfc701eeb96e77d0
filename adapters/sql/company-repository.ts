import type { Kysely, Selectable } from 'kysely';
import type { Company, CompanyRepository } from '../../core/company/ports.ts';
import type { CompaniesTable, Database } from './schema.ts';

const companyOf = (row: Selectable<CompaniesTable>): Company => ({
  id: row.id,
  name: row.name,
  address: { street: row.street, houseNumber: row.house_number, postalCode: row.postal_code, city: row.city },
  phone: row.phone,
  invoicingInfo: {
    email: row.invoice_email,
    ccEmail: row.invoice_cc_email,
    costCenter: row.cost_center,
    paymentMethod: row.payment_method,
  },
  contactPerson:
    row.contact_first_name !== null && row.contact_last_name !== null && row.contact_email !== null
      ? {
          firstName: row.contact_first_name,
          lastName: row.contact_last_name,
          email: row.contact_email,
          phone: row.contact_phone,
        }
      : null,
});

const rowOf = (company: Company): Selectable<CompaniesTable> => ({
  id: company.id,
  name: company.name,
  street: company.address.street,
  house_number: company.address.houseNumber,
  postal_code: company.address.postalCode,
  city: company.address.city,
  phone: company.phone,
  invoice_email: company.invoicingInfo.email,
  invoice_cc_email: company.invoicingInfo.ccEmail,
  cost_center: company.invoicingInfo.costCenter,
  payment_method: company.invoicingInfo.paymentMethod,
  contact_first_name: company.contactPerson?.firstName ?? null,
  contact_last_name: company.contactPerson?.lastName ?? null,
  contact_email: company.contactPerson?.email ?? null,
  contact_phone: company.contactPerson?.phone ?? null,
});

export const sqlCompanies = (db: Kysely<Database>): CompanyRepository => ({
  find: async (id) => {
    const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? companyOf(row) : undefined;
  },
  lock: async (id) => {
    const row = await db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? companyOf(row) : undefined;
  },
  save: async (company) => {
    const row = rowOf(company);
    await db
      .insertInto('companies')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
  },
});
