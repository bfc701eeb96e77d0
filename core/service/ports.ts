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

/** The post of a service request to the workflow, held by the call that sends it until `until`. */
export type WorkflowPostClaim = { readonly id: string; readonly token: string };

/** A service request's checks and its post's claim, with the deal locked until they are committed. */
export type ServiceChanges = Pick<DealChanges, 'lockDeal'> & {
  /** Whether the deal holds a request of the same user, services, comment and address made after `since`. */
  readonly hasSameServiceRequestSince: (request: ServiceRequest, since: Date) => Promise<boolean>;
  /** The post of the same request another call is sending now (its claim still running), if any. */
  readonly workflowPostOnItsWay: (request: ServiceRequest) => Promise<string | undefined>;
  /** Writes the request's post to the workflow, claimed by this call until `until`. */
  readonly claimWorkflowPost: (
    request: ServiceRequest,
    body: ServiceWorkflowRequest,
    until: Date,
  ) => Promise<WorkflowPostClaim>;
};

/** What the workflow answered a request's post; the failure's reason is kept with the post. */
export type WorkflowAnswer =
  | { readonly accepted: true }
  | { readonly accepted: false; readonly reason: string };

export type ServiceStore = {
  /** The service partner's booking link for a car, if it has one. */
  readonly partnerLinkFor: (carId: string) => Promise<string | undefined>;
  /** Runs `work` in one transaction: a service request with its checks, its mail and its deal's lock. */
  readonly inTransaction: <T>(work: (changes: ServiceChanges) => Promise<T>) => Promise<T>;
  /**
   * Ends the claimed post with the workflow's answer: accepted, the request is stored with its
   * confirmation mail in the same transaction; refused, the post is given up and nothing is stored.
   * False when the claim had run out and nothing was written.
   */
  readonly settleWorkflowPost: (
    claim: WorkflowPostClaim,
    answer: WorkflowAnswer,
    request: ServiceRequest,
    mail: OutgoingMail,
  ) => Promise<boolean>;
  /** Waits for another call's post to be settled: accepted, or failed (refused, or its claim ran out). */
  readonly workflowPostOutcome: (postId: string) => Promise<'accepted' | 'failed'>;
  /** Starts the car-inventory workflow once per car and user within five minutes (its post queued). */
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
  /** Never throws; answers within `answerWithinMs`, a later answer counting as a failure. */
  readonly schedule: (request: ServiceWorkflowRequest) => Promise<WorkflowAnswer>;
  readonly answerWithinMs: number;
};
