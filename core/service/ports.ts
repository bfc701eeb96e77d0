import type { DealChanges } from '../deals/deal-for-user.ts';
import type { OutgoingMail } from '../shared/ports.ts';
import type { ServiceAddress, ServiceType } from './rules.ts';

export type ServiceRequest = {
  readonly dealId: string;
  readonly carId: string;
  readonly userId: string;
  readonly services: readonly ServiceType[];
  readonly comment: string | null;
  readonly address: Required<{ [K in keyof ServiceAddress]: string }> | null;
  readonly at: Date;
};

export type PurchaseOfferRequest = {
  readonly dealId: string;
  readonly userId: string;
  readonly comment: string | null;
  readonly at: Date;
};

/** A service request's writes, with the deal locked until they are committed. */
export type ServiceChanges = Pick<DealChanges, 'lockDeal'> & {
  /** Whether the deal holds a request of the same user, services, comment and address made after `since`. */
  readonly hasSameServiceRequestSince: (request: ServiceRequest, since: Date) => Promise<boolean>;
  /** Stores the request for the service workflow and the confirmation mail. */
  readonly addServiceRequest: (request: ServiceRequest, mail: OutgoingMail) => Promise<void>;
};

export type ServiceStore = {
  /** The service partner's booking link for a car, if it has one. */
  readonly partnerLinkFor: (carId: string) => Promise<string | undefined>;
  /** Runs `work` in one transaction: a service request with its checks, its mail and its deal's lock. */
  readonly inTransaction: <T>(work: (changes: ServiceChanges) => Promise<T>) => Promise<T>;
  /** Starts the car-inventory workflow once per car and user within five minutes. */
  readonly addInventoryRequest: (request: {
    readonly carId: string;
    readonly dealId: string;
    readonly userId: string;
    readonly at: Date;
  }) => Promise<void>;
  /**
   * Keeps the hash of a magic link's token, so the shop can honour it later: one link per deal,
   * customer and source, so asking again replaces the earlier link rather than adding one.
   */
  readonly addAlternativeCarOffer: (offer: {
    readonly dealId: string;
    readonly userId: string;
    readonly source: string | null;
    readonly tokenHash: string;
    readonly at: Date;
  }) => Promise<void>;
  /** Stores the request and its mail; false, storing nothing, while one for the deal is still open. */
  readonly addPurchaseOfferRequest: (request: PurchaseOfferRequest, mail: OutgoingMail) => Promise<boolean>;
};

/** What the service workflow is handed: the fields of the specification's webhook (consumer spec §7). */
export type ServiceWorkflowRequest = {
  readonly carId: string;
  readonly comment: string | null;
  readonly services: readonly ServiceType[];
};

/**
 * The workflow that books the service appointment (consumer spec §7: "POST to a workflow webhook on
 * schedule service … status 200 means success"; any other answer counts as failure).
 */
export type ServiceWorkflow = {
  readonly schedule: (request: ServiceWorkflowRequest) => Promise<'accepted' | 'failed'>;
};
