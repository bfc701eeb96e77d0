import type { ShopAccessRepository } from '../company-settings/shop-access.ts';
import type { DealScope } from '../deals/access.ts';
import type { Announcement } from './announcements.ts';
import type { FleetCar } from './cars-list.ts';
import type { AssignableRole, Contact, NewContact } from './contacts.ts';
import type {
  DeliveryOption,
  FleetOrder,
  OrderHandover,
  PostalAddress,
  TransitionVehicleTerms,
} from './orders.ts';

/** What the fleet use cases need from storage. Every read is limited to what the scope sees. */
export type FleetRepository = {
  /** The cars a scope sees (a driver only those assigned to their contact), in one read. */
  readonly listCars: (scope: DealScope) => Promise<FleetCar[]>;
  readonly findOrder: (scope: DealScope, id: string) => Promise<FleetOrder | undefined>;
  /** Subscriptions some order of the company already swaps, with the order swapping each. */
  readonly swappedSubscriptions: (companyId: string) => Promise<ReadonlyMap<string, string>>;
  /** The company's shop access (company-settings/shop-access.ts), for the order actions. */
  readonly driversShopAccess: ShopAccessRepository['driversShopAccess'];

  readonly contactsOf: (companyId: string) => Promise<Contact[]>;
  readonly findContact: (companyId: string, id: string) => Promise<Contact | undefined>;
  readonly isContactEmailTaken: (email: string) => Promise<boolean>;
  /** A new contact, INVITED until its first sign-in. */
  readonly createContact: (companyId: string, contact: NewContact) => Promise<Contact>;
  /** The contact's role, and the role of the user signing in as that contact. */
  readonly setRole: (contact: Contact, role: AssignableRole) => Promise<void>;

  /** Books the order on the company (with the company service, which may fail upstream). */
  readonly setOrderCompany: (orderId: string, companyId: string) => Promise<void>;
  readonly assignDriver: (orderId: string, driver: { contactId: string } | { shared: true }) => Promise<void>;
  readonly saveHandover: (orderId: string, handover: OrderHandover) => Promise<void>;
  readonly setSwap: (orderId: string, subscriptionId: string) => Promise<void>;
  readonly setDelivery: (
    orderId: string,
    option: DeliveryOption,
    address: PostalAddress | null,
  ) => Promise<void>;
  readonly addComment: (orderId: string, authorUserId: string, comment: string) => Promise<void>;
  readonly saveTransitionVehicle: (
    orderId: string,
    requestedBy: string,
    terms: TransitionVehicleTerms,
  ) => Promise<void>;
  readonly addPurchaseOfferRequest: (
    orderId: string,
    requestedBy: string,
    comment: string | null,
  ) => Promise<void>;

  readonly announcements: () => Promise<Announcement[]>;
};
