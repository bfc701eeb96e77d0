import { reservationEndOf } from '../deals/reservation.ts';

/** Fleet contracts (business spec §3 "Contract", §4, §9). */
export const CONTRACT_STATUSES = [
  'PENDING',
  'UNSIGNED',
  'CHECKED_OUT',
  'SIGNED',
  'PROCESSING',
  'EXPIRED',
  'UNKNOWN',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export type FleetContract = {
  readonly id: string;
  readonly companyId: string;
  readonly dealId: string | null;
  readonly contractNumber: string;
  readonly status: ContractStatus;
  readonly createdAt: Date;
  /** The name of who created it. */
  readonly createdBy: string;
  /** Who is invited to sign. */
  readonly signerEmail: string;
  /** Who signed, once signed. */
  readonly signerName: string | null;
};

/** Statuses that still wait for a signature: pending, and "signature missing" (UNSIGNED, CHECKED_OUT). */
const AWAITING_SIGNATURE: readonly ContractStatus[] = ['PENDING', 'UNSIGNED', 'CHECKED_OUT'];

/** Spec §9: a contract must be signed within 3 days of its creation (the reservation window). */
export const signingDeadline = (contract: Pick<FleetContract, 'createdAt'>): Date =>
  reservationEndOf(contract.createdAt);

/** Waiting for a signature as stored, but its three days are over: the reservation has lapsed. */
export const hasLapsed = (contract: FleetContract, now: Date): boolean =>
  AWAITING_SIGNATURE.includes(contract.status) && contractStatusAt(contract, now) === 'EXPIRED';

/** The status shown: an awaiting contract past its deadline has lapsed (spec §9). */
export const contractStatusAt = (contract: FleetContract, now: Date): ContractStatus =>
  AWAITING_SIGNATURE.includes(contract.status) && now.getTime() >= signingDeadline(contract).getTime()
    ? 'EXPIRED'
    : contract.status;

export const isAwaitingSignature = (contract: FleetContract, now: Date): boolean =>
  AWAITING_SIGNATURE.includes(contractStatusAt(contract, now));

/** The display group of a status (spec §4 "Contract statuses shown"). */
export const contractStatusGroup = (
  status: ContractStatus,
): 'pending' | 'signature_missing' | 'signed' | 'processing' | 'expired' | 'unknown' => {
  switch (status) {
    case 'PENDING':
      return 'pending';
    case 'UNSIGNED':
    case 'CHECKED_OUT':
      return 'signature_missing';
    case 'SIGNED':
      return 'signed';
    case 'PROCESSING':
      return 'processing';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'unknown';
  }
};

/**
 * "Signature missing" (spec §4: UNSIGNED and CHECKED_OUT), not yet lapsed: the contracts the
 * fleet overview counts as awaiting a signature.
 */
export const isSignatureMissing = (contract: FleetContract, now: Date): boolean =>
  contractStatusGroup(contractStatusAt(contract, now)) === 'signature_missing';

export type ContractRepository = {
  /** The company's contracts, newest first. */
  readonly list: (companyId: string) => Promise<FleetContract[]>;
  /** Another company's contract is not found. */
  readonly find: (companyId: string, id: string) => Promise<FleetContract | undefined>;
  /**
   * The contract, locked until the transaction ends: its signing links are issued one after
   * another, each seeing the ones before.
   */
  readonly lock: (companyId: string, id: string) => Promise<FleetContract | undefined>;
  readonly add: (contract: FleetContract) => Promise<void>;
  readonly addSigningLink: (link: {
    contractId: string;
    tokenHash: string;
    expiresAt: Date;
    /** When the link went out by mail; null for a link opened from the portal. */
    mailedAt: Date | null;
  }) => Promise<void>;
  /** When a signing link of the contract last went out by mail. */
  readonly lastMailedAt: (contractId: string) => Promise<Date | undefined>;
};
