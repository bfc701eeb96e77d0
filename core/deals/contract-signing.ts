import { err, ok, type Result } from 'neverthrow';
import type { DealUpdater } from '../handover/ports.ts';
import type { StoredDeal } from './ports.ts';
import { isReservationLapsed, reservationLapsesAt } from './reservation.ts';

/**
 * Signing the contract of a consumer's reservation (consumer spec §4 "reservation": the banner asks
 * to open and sign the contract; §9: within 3 days). The specification leaves the step open; ours
 * (docs/ui/consumer.md "Signing the reservation's contract"): the customer reads the contract in the portal,
 * confirms having read it and types their name as it stands in the contract; the signature is kept
 * once and the order moves from NOT_SIGNED to SIGNED ("order being checked").
 */

export type ContractStatus = 'UNSIGNED' | 'SIGNED' | 'EXPIRED';

export type Signature = {
  readonly dealId: string;
  readonly userId: string;
  readonly signerName: string;
  readonly signedAt: Date;
};

export type SignatureStore = {
  readonly find: (dealId: string) => Promise<Signature | undefined>;
  /** Keeps the signature; false when the deal has one already (the database keeps one per deal). */
  readonly add: (signature: Signature) => Promise<boolean>;
};

export type SigningPorts = { readonly signatures: SignatureStore; readonly deals: DealUpdater };

/** Who reads and signs: the deal's customer. */
export type Signer = { readonly id: string; readonly firstName: string; readonly lastName: string };

/** The contract as the customer reads it: the order's terms and where its signature stands. */
export type ReservationContract = {
  readonly contract_number: string;
  readonly status: ContractStatus;
  readonly created_at: string;
  /** The end of the three days; the reservation lapses then. */
  readonly signing_deadline: string;
  readonly signed_at: string | null;
  readonly signer_name: string | null;
  readonly customer_name: string;
  readonly car: { readonly oem: string | null; readonly model: string | null };
  /** Monthly rate in cents. */
  readonly amount: number | null;
  readonly term: number | null;
  readonly mileage_package: number | null;
  /** Deductibles in cents. */
  readonly damage_deductible_vollkasko: number | null;
  readonly damage_deductible_teilkasko: number | null;
};

export type SigningError =
  | { readonly code: 'not_found'; readonly message: string }
  | { readonly code: 'not_eligible'; readonly message: string }
  | { readonly code: 'conflict'; readonly message: string }
  | { readonly code: 'bad_request'; readonly fields: Readonly<Record<string, string>> };

/** Our wording; the specification has none. */
export const NO_CONTRACT_TO_SIGN = 'Für dieses Abo gibt es keinen Vertrag zum Unterschreiben.';
export const CONTRACT_LAPSED =
  'Deine Reservierung ist abgelaufen: Der Vertrag kann nicht mehr unterschrieben werden. Bitte bestelle das Auto bei Bedarf erneut.';
export const CONTRACT_ALREADY_SIGNED = 'Dein Vertrag ist bereits unterschrieben.';
export const CONFIRMATION_REQUIRED = 'Bitte bestätige, dass du den Vertrag gelesen hast.';
export const SIGNER_NAME_MAX_LENGTH = 200;

/**
 * The signing's steps (one: read, confirm, sign); its content form `contract-signing` may place
 * steps of its own before it.
 */
export const CONTRACT_SIGNING_STEPS = ['sign'] as const;

const normalisedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

/** Whether a typed signature is the name the contract states (spaces and case aside). */
export const isSameSignerName = (typed: string, stated: string): boolean =>
  typed.trim() !== '' && normalisedName(typed) === normalisedName(stated);

export const fullNameOf = (signer: Pick<Signer, 'firstName' | 'lastName'>): string =>
  `${signer.firstName} ${signer.lastName}`.trim();

/** The contract's number: the order's, as the contract and the verification steps show it. */
export const contractNumberOf = (dealId: string): string => `V-${dealId.toUpperCase()}`;

/** A reservation can be signed while it is NOT_SIGNED and its three days run (business spec §9). */
export const canSignReservation = (deal: Pick<StoredDeal, 'state' | 'created_at'>, now: Date): boolean =>
  reservationLapsesAt(deal) !== null && !isReservationLapsed(deal, now);

/** The typed name must be the customer's name as the contract states it (spaces and case aside). */
export const signatureErrors = (
  form: { readonly confirmed: boolean; readonly signer_name: string },
  signer: Pick<Signer, 'firstName' | 'lastName'>,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (form.confirmed !== true) fields.confirmed = CONFIRMATION_REQUIRED;
  const name = form.signer_name.trim();
  if (name === '') fields.signer_name = 'Dies ist ein Pflichtfeld.';
  else if ([...name].length > SIGNER_NAME_MAX_LENGTH || !isSameSignerName(name, fullNameOf(signer)))
    fields.signer_name = `Bitte gib deinen Namen so ein, wie er im Vertrag steht: ${fullNameOf(signer)}.`;
  return fields;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const contractOf = (
  deal: StoredDeal,
  signature: Signature | undefined,
  customer: Pick<Signer, 'firstName' | 'lastName'>,
  deadline: Date,
  now: Date,
): ReservationContract => ({
  contract_number: contractNumberOf(deal.id),
  status: signature ? 'SIGNED' : isReservationLapsed(deal, now) ? 'EXPIRED' : 'UNSIGNED',
  created_at: deal.created_at as string,
  signing_deadline: deadline.toISOString(),
  signed_at: signature ? signature.signedAt.toISOString() : null,
  signer_name: signature?.signerName ?? null,
  customer_name: fullNameOf(customer),
  car: { oem: text(deal.car?.oem), model: text(deal.car?.model) },
  amount: number(deal.amount),
  term: number(deal.term),
  mileage_package: number(deal.mileage_package),
  damage_deductible_vollkasko: number(deal.damage_deductible_vollkasko),
  damage_deductible_teilkasko: number(deal.damage_deductible_teilkasko),
});

const deadlineOf = (deal: StoredDeal): Date | null =>
  deal.created_at ? reservationLapsesAt({ state: 'NOT_SIGNED', created_at: deal.created_at }) : null;

/** The contract of a reservation, signed or not; a deal that never was a reservation has none. */
export const reservationContract = async (
  ports: Pick<SigningPorts, 'signatures'>,
  deal: StoredDeal,
  customer: Signer,
  now: Date,
): Promise<Result<ReservationContract, SigningError>> => {
  const signature = await ports.signatures.find(deal.id);
  const deadline = deadlineOf(deal);
  if (!deadline || (!signature && deal.state !== 'NOT_SIGNED'))
    return err({ code: 'not_found', message: NO_CONTRACT_TO_SIGN });
  return ok(contractOf(deal, signature, customer, deadline, now));
};

/**
 * Signs the contract. The caller holds the deal's row lock for the transaction, so parallel
 * signatures run one after another: the first signs, the others find the order signed (conflict);
 * the store's one-signature-per-deal key backs it. A lapsed reservation cannot be signed.
 */
export const signReservationContract = async (
  ports: SigningPorts,
  deal: StoredDeal,
  form: { readonly confirmed: boolean; readonly signer_name: string },
  signer: Signer,
  now: Date,
): Promise<Result<ReservationContract, SigningError>> => {
  const deadline = deadlineOf(deal);
  if (!deadline) return err({ code: 'not_found', message: NO_CONTRACT_TO_SIGN });
  if (deal.state !== 'NOT_SIGNED')
    return (await ports.signatures.find(deal.id))
      ? err({ code: 'conflict', message: CONTRACT_ALREADY_SIGNED })
      : err({ code: 'not_found', message: NO_CONTRACT_TO_SIGN });
  if (!canSignReservation(deal, now)) return err({ code: 'not_eligible', message: CONTRACT_LAPSED });
  const fields = signatureErrors(form, signer);
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
  const signature: Signature = {
    dealId: deal.id,
    userId: signer.id,
    signerName: form.signer_name.trim().replace(/\s+/g, ' '),
    signedAt: now,
  };
  if (!(await ports.signatures.add(signature)))
    return err({ code: 'conflict', message: CONTRACT_ALREADY_SIGNED });
  const signed: StoredDeal = { ...deal, state: 'SIGNED' };
  await ports.deals.update(signed);
  return ok(contractOf(signed, signature, signer, deadline, now));
};
