import type { ProtectionPackage } from '../catalogue/configuration.ts';
import { RESERVATION_HOURS } from '../deals/banners.ts';
import type { Cents } from '../shared/money.ts';

/**
 * An employee's order request (business spec §4): submitted, then reserved for 3 days awaiting
 * the fleet manager's approval, then approved or rejected ('Anfrage ablehnen').
 */
export const ORDER_REQUEST_STATUSES = ['submitted', 'reserved', 'approved', 'rejected'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

export type OrderRequest = {
  readonly id: string;
  readonly companyId: string;
  readonly employee: { readonly contactId: string; readonly name: string; readonly email: string };
  readonly modelId: string;
  /** 'Volkswagen ID.3'. */
  readonly modelName: string;
  readonly term: number;
  readonly kmPackage: number;
  readonly protection: ProtectionPackage;
  readonly tireAndWindshield: boolean;
  readonly monthlyPrice: Cents;
  readonly status: OrderRequestStatus;
  readonly submittedAt: Date;
  readonly reservedUntil: Date | null;
  readonly decidedAt: Date | null;
  readonly orderId: string | null;
  readonly rejectionReason: string | null;
};

export const reservationEnd = (submittedAt: Date): Date =>
  new Date(submittedAt.getTime() + RESERVATION_HOURS * 3_600_000);

/**
 * The status shown: once its 3 days are over, a reservation no longer holds the car and the
 * request is back to submitted, still awaiting the fleet manager.
 */
export const orderRequestAt = (request: OrderRequest, now: Date): OrderRequest =>
  request.status === 'reserved' &&
  request.reservedUntil !== null &&
  now.getTime() >= request.reservedUntil.getTime()
    ? { ...request, status: 'submitted', reservedUntil: null }
    : request;

/** Only an undecided request can be approved or rejected. */
export const isUndecided = (request: OrderRequest): boolean =>
  request.status === 'submitted' || request.status === 'reserved';

export type OrderRequestRepository = {
  /** Newest first; a driver's own when a contact is given. */
  readonly list: (companyId: string, contactId?: string) => Promise<OrderRequest[]>;
  readonly find: (companyId: string, id: string) => Promise<OrderRequest | undefined>;
  /**
   * The request, locked until the transaction ends: a second decision on it waits for the first
   * and then reads it decided.
   */
  readonly lock: (companyId: string, id: string) => Promise<OrderRequest | undefined>;
  readonly add: (request: OrderRequest) => Promise<void>;
  readonly save: (request: OrderRequest) => Promise<void>;
};

/** The mail that tells the employee the fleet manager's decision. */
export const decisionMail = (request: OrderRequest) => ({
  kind: 'order_request_decided' as const,
  to: request.employee.email,
  subject:
    request.status === 'approved'
      ? `Deine Fahrzeuganfrage für den ${request.modelName} wurde genehmigt`
      : `Deine Fahrzeuganfrage für den ${request.modelName} wurde abgelehnt`,
  text:
    request.status === 'approved'
      ? `Hallo ${request.employee.name},\n\ndeine Anfrage für den ${request.modelName} (${request.term} Monate) wurde genehmigt. Dein Fuhrparkmanagement meldet sich zur Übergabe.`
      : `Hallo ${request.employee.name},\n\ndeine Anfrage für den ${request.modelName} (${request.term} Monate) wurde abgelehnt.` +
        (request.rejectionReason ? `\n\nBegründung: ${request.rejectionReason}` : ''),
});
