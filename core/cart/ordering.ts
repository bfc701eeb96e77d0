import type { User } from '../account/ports.ts';
import type { CarPolicyRepository } from '../car-policy/policy.ts';
import { type Configuration, PROTECTION } from '../catalogue/configuration.ts';
import type { CatalogueModel, CatalogueSource } from '../catalogue/types.ts';
import type { CompanyRepository } from '../company/ports.ts';
import type { ShopAccessRepository } from '../company-settings/shop-access.ts';
import type { ContractRepository } from '../contracts/contracts.ts';
import { signingDeadline } from '../contracts/contracts.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import type { SwapStore } from '../fleet/swaps.ts';
import type { OrderRequestRepository } from '../order-requests/order-requests.ts';
import type { Cents } from '../shared/money.ts';
import type { Mailer } from '../shared/ports.ts';
import type { BusinessIds, CartRepository, StockRepository } from './ports.ts';

/** Everything an order touches, over one transaction. */
export type OrderingStore = {
  readonly carts: CartRepository;
  readonly catalogue: CatalogueSource;
  readonly stock: StockRepository;
  readonly deals: DealRepository;
  readonly contracts: ContractRepository;
  readonly orderRequests: OrderRequestRepository;
  readonly policies: CarPolicyRepository;
  readonly shopAccess: ShopAccessRepository;
  readonly ids: BusinessIds;
  readonly mailer: Mailer;
  readonly companies: CompanyRepository;
  readonly swaps: SwapStore;
};

/** Runs the work in one transaction: all its writes, or none when it throws. */
export type Transactional = <T>(work: (store: OrderingStore) => Promise<T>) => Promise<T>;

/** Thrown inside a transaction when the stock ran out meanwhile: rolls the order back. */
export class StockRanOut extends Error {}

export type PlacedOrder = {
  readonly id: string;
  readonly reservationExpiresAt: Date;
  readonly contractNumber: string;
};

/**
 * One car ordered for the company: the stock is taken, a reserved fleet deal (NOT_SIGNED) and its
 * contract awaiting signature are written; the contract must be signed within 3 days (spec §9).
 */
export const placeOrder = async (
  store: OrderingStore,
  order: {
    readonly companyId: string;
    readonly orderedBy: { readonly name: string; readonly email: string };
    readonly driverContactId: string | null;
    readonly model: CatalogueModel;
    readonly configuration: Configuration;
    readonly monthlyPrice: Cents;
    readonly replaces: string | null;
  },
  now: Date,
): Promise<PlacedOrder> => {
  if (!(await store.stock.take(order.model.id, 1))) throw new StockRanOut(order.model.id);
  const id = await store.ids.nextFleetDealId();
  const { configuration, model } = order;
  const deal = {
    id,
    state: 'NOT_SIGNED',
    variant: 'SUBSCRIPTION',
    created_at: now.toISOString(),
    term: configuration.term,
    amount: order.monthlyPrice,
    mileage_package: configuration.kmPackage,
    damage_deductible_vollkasko: PROTECTION[configuration.protection].deductible,
    damage_deductible_teilkasko: 50_000,
    tire_and_windshield: configuration.tireAndWindshield,
    car: { oem: model.brand, model: model.version, external_product_id: model.id },
    ...(order.replaces ? { subscribed_as: 'SWAP_SAME_DAY' } : {}),
  } as StoredDeal;
  await store.deals.save(deal, {
    ownerUserId: null,
    companyId: order.companyId,
    contactId: order.driverContactId,
  });
  const number = await store.ids.nextNumber();
  const contract = {
    id: `ctr-${number}`,
    companyId: order.companyId,
    dealId: id,
    contractNumber: `V-${now.getUTCFullYear()}-${number}`,
    status: 'UNSIGNED' as const,
    createdAt: now,
    createdBy: order.orderedBy.name,
    signerEmail: order.orderedBy.email,
    signerName: null,
  };
  await store.contracts.add(contract);
  return { id, reservationExpiresAt: signingDeadline(contract), contractNumber: contract.contractNumber };
};

export const nameOf = (user: User): string => `${user.firstName} ${user.lastName}`.trim();

const berlinDateTime = (instant: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

/** The orderer's confirmation: each reserved car's contract is to be signed within 3 days. */
export const ordersPlacedMail = (to: string, orders: readonly PlacedOrder[]) => ({
  kind: 'contract_signing' as const,
  to,
  subject:
    orders.length === 1
      ? 'Ihre Bestellung ist reserviert'
      : `Ihre ${orders.length} Bestellungen sind reserviert`,
  text:
    'Vielen Dank für Ihre Bestellung. Bitte unterschreiben Sie die Verträge unter Dokumente › Verträge:\n\n' +
    orders
      .map(
        (order) =>
          `${order.contractNumber} (Bestellung ${order.id}): bis ${berlinDateTime(order.reservationExpiresAt)} Uhr`,
      )
      .join('\n') +
    '\n\nNicht unterschriebene Verträge verfallen nach 3 Tagen.',
});
