import type { ShopAccessRepository } from '../company-settings/shop-access.ts';
import type { DealScope } from '../deals/access.ts';
import type { ReturnRecord } from '../return/ports.ts';
import type { Announcement } from './announcements.ts';
import type { CarsListQuery, CarsListResult, FleetCar } from './cars-list.ts';
import type { AssignableRole, Contact, NewContact } from './contacts.ts';
import type {
  DeliveryOption,
  FleetOrder,
  OrderHandover,
  PostalAddress,
  TransitionVehicleTerms,
} from './orders.ts';
import type { FleetOverviewFigures } from './overview.ts';

/** What the fleet use cases need from storage. Every read is limited to what the scope sees. */
export type FleetRepository = {
  /** The cars a scope sees (a driver only those assigned to their contact), in one read. */
  readonly listCars: (scope: DealScope) => Promise<FleetCar[]>;
  /**
   * The cars list of a scope (queryCarsList's answer over listCars), answered from the fleet
   * list's read model: the page, its counts and dots, without reading every car.
   */
  readonly queryCars: (scope: DealScope, query: CarsListQuery, now: Date) => Promise<CarsListResult>;
  /**
   * The cars of a list query in its order (queryCarsList's items: the page with a page size, every
   * match without), a batch at a time as they are read, so no whole fleet is held at once.
   */
  readonly exportCars: (
    scope: DealScope,
    query: CarsListQuery,
    now: Date,
  ) => AsyncIterable<readonly FleetCar[]>;
  /**
   * The fleet overview's figures of a scope (fleetOverviewFiguresOf over listCars), answered from
   * the fleet list's read model without reading every car.
   */
  readonly overviewFigures: (scope: DealScope, now: Date) => Promise<FleetOverviewFigures>;
  readonly findOrder: (scope: DealScope, id: string) => Promise<FleetOrder | undefined>;
  /**
   * The order (or subscription), locked until the transaction ends: changes of one order run one
   * after another, each seeing what the one before wrote.
   */
  readonly lockOrder: (scope: DealScope, id: string) => Promise<FleetOrder | undefined>;
  /** Subscriptions some order of the company already swaps, with the order swapping each. */
  readonly swappedSubscriptions: (companyId: string) => Promise<ReadonlyMap<string, string>>;
  /** The company's shop access (company-settings/shop-access.ts), for the order actions. */
  readonly driversShopAccess: ShopAccessRepository['driversShopAccess'];

  readonly contactsOf: (companyId: string) => Promise<Contact[]>;
  /** The company's contacts, locked until the transaction ends: role changes one after another. */
  readonly lockContactsOf: (companyId: string) => Promise<Contact[]>;
  readonly findContact: (companyId: string, id: string) => Promise<Contact | undefined>;
  /**
   * A new contact, INVITED until its first sign-in; undefined, writing nothing, when a contact
   * with this e-mail address (in any letter case) exists.
   */
  readonly createContact: (companyId: string, contact: NewContact) => Promise<Contact | undefined>;
  /** The contact's role, and the role of the user signing in as that contact. */
  readonly setRole: (contact: Contact, role: AssignableRole) => Promise<void>;

  /** Books the order on the company (with the company service, which may fail upstream). */
  readonly setOrderCompany: (orderId: string, companyId: string) => Promise<void>;
  readonly assignDriver: (orderId: string, driver: { contactId: string } | { shared: true }) => Promise<void>;
  readonly saveHandover: (orderId: string, handover: OrderHandover) => Promise<void>;
  /** The order replaces the subscription, whose return becomes the swap's pickup. */
  readonly setSwap: (orderId: string, subscriptionId: string, pickup: ReturnRecord) => Promise<void>;
  /** Books or moves a swapped car's pickup (the new car's handover moved). */
  readonly planSwapPickup: (pickup: ReturnRecord) => Promise<void>;
  readonly setDelivery: (
    orderId: string,
    option: DeliveryOption,
    address: PostalAddress | null,
  ) => Promise<void>;
  readonly addComment: (orderId: string, authorUserId: string, comment: string, at: Date) => Promise<void>;
  /** The author's latest comment on the order. */
  readonly lastCommentBy: (
    orderId: string,
    authorUserId: string,
  ) => Promise<{ readonly comment: string; readonly at: Date } | undefined>;
  readonly saveTransitionVehicle: (
    orderId: string,
    requestedBy: string,
    terms: TransitionVehicleTerms,
  ) => Promise<void>;
  /** A request for the account manager's offer; false, writing nothing, while one is open. */
  readonly addPurchaseOfferRequest: (
    orderId: string,
    requestedBy: string,
    comment: string | null,
  ) => Promise<boolean>;

  readonly announcements: () => Promise<Announcement[]>;
};
