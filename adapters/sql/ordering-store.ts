import type { Kysely } from 'kysely';
import type { OrderingStore, Transactional } from '../../core/cart/ordering.ts';
import type { Mailer } from '../../core/shared/ports.ts';
import { sqlBusinessIds, sqlCarts } from './cart-repository.ts';
import { sqlCatalogue } from './catalogue-repository.ts';
import { sqlCarPolicies } from './company-policy-repository.ts';
import { sqlCompanies } from './company-repository.ts';
import { sqlDeals } from './deal-repository.ts';
import { sqlContracts } from './fleet-documents-repository.ts';
import { sqlOrderRequests } from './order-request-repository.ts';
import type { Database } from './schema.ts';
import { sqlShopAccess } from './shop-access-repository.ts';
import { sqlSwaps } from './swap-store.ts';

export const sqlOrderingStore = (db: Kysely<Database>, mailer: Mailer): OrderingStore => {
  const catalogue = sqlCatalogue(db);
  return {
    carts: sqlCarts(db),
    catalogue,
    stock: catalogue,
    deals: sqlDeals(db),
    contracts: sqlContracts(db),
    orderRequests: sqlOrderRequests(db),
    policies: sqlCarPolicies(db),
    shopAccess: sqlShopAccess(db),
    ids: sqlBusinessIds(db),
    mailer,
    companies: sqlCompanies(db),
    swaps: sqlSwaps(db),
  };
};

/** The cart's and orders' work in one database transaction, mails through the outbox within it. */
export const sqlTransactional =
  (db: Kysely<Database>, mailerFor: (db: Kysely<Database>) => Mailer): Transactional =>
  (work) =>
    db.transaction().execute((trx) => work(sqlOrderingStore(trx, mailerFor(trx))));
