import { err, ok, type Result } from 'neverthrow';
import type { Tokens } from '../account/ports.ts';
import type { Mailer } from '../shared/ports.ts';
import {
  type ContractRepository,
  type ContractStatus,
  contractStatusAt,
  type FleetContract,
  hasLapsed,
  isAwaitingSignature,
  signingDeadline,
} from './contracts.ts';

export type ContractView = FleetContract & {
  readonly shownStatus: ContractStatus;
  readonly deadline: Date | null;
};

export type ContractError =
  | { readonly code: 'not_found' }
  | { readonly code: 'not_eligible' }
  /** Its reservation's three days are over (business spec §9): it can no longer be signed. */
  | { readonly code: 'reservation_lapsed' };

const viewOf = (contract: FleetContract, now: Date): ContractView => {
  const awaiting = isAwaitingSignature(contract, now);
  return {
    ...contract,
    shownStatus: contractStatusAt(contract, now),
    deadline: awaiting ? signingDeadline(contract) : null,
  };
};

/**
 * Whose contracts a user sees: the company's; a driver only those of the cars assigned to them
 * (`assignedDealIds`, business spec §6), so another car's contract is not found.
 */
export type ContractScope = { readonly companyId: string; readonly assignedDealIds?: ReadonlySet<string> };

const inScope = (scope: ContractScope, contract: FleetContract) =>
  !scope.assignedDealIds || (contract.dealId !== null && scope.assignedDealIds.has(contract.dealId));

/** The contracts a user sees, newest first, optionally of one shown status. */
export const listContracts = async (
  contracts: ContractRepository,
  scope: ContractScope,
  status: ContractStatus | undefined,
  now: Date,
): Promise<ContractView[]> =>
  (await contracts.list(scope.companyId))
    .filter((contract) => inScope(scope, contract))
    .map((contract) => viewOf(contract, now))
    .filter((contract) => !status || contract.shownStatus === status);

export const findContract = async (
  contracts: ContractRepository,
  scope: ContractScope,
  id: string,
  now: Date,
): Promise<Result<ContractView, ContractError>> => {
  const contract = await contracts.find(scope.companyId, id);
  return contract && inScope(scope, contract) ? ok(viewOf(contract, now)) : err({ code: 'not_found' });
};

export type SigningPorts = {
  readonly contracts: ContractRepository;
  readonly tokens: Tokens;
  /** The signing service's envelope address; the contract number and a token are appended. */
  readonly signingBaseUrl: string;
};

export type SigningLink = { readonly url: string; readonly expiresAt: Date };

const issueLink = async (
  ports: SigningPorts,
  contract: ContractView,
  mailedAt: Date | null,
): Promise<SigningLink> => {
  const token = ports.tokens.create();
  const expiresAt = contract.deadline ?? signingDeadline(contract);
  await ports.contracts.addSigningLink({
    contractId: contract.id,
    tokenHash: ports.tokens.hash(token),
    expiresAt,
    mailedAt,
  });
  return {
    url: `${ports.signingBaseUrl}/${encodeURIComponent(contract.contractNumber)}?token=${encodeURIComponent(token)}`,
    expiresAt,
  };
};

const awaitingContract = async (
  ports: SigningPorts,
  companyId: string,
  id: string,
  now: Date,
): Promise<Result<ContractView, ContractError>> => {
  const contract = await ports.contracts.lock(companyId, id);
  if (!contract) return err({ code: 'not_found' });
  const view = viewOf(contract, now);
  if (view.deadline) return ok(view);
  return err({ code: hasLapsed(contract, now) ? 'reservation_lapsed' : 'not_eligible' });
};

/**
 * Row action: a link to open and sign a contract that still waits for its signature (3 days).
 * Every ask gets a link of its own, each valid until the deadline: two clicks open two working
 * links, neither replacing the other.
 */
export const contractSigningLink = async (
  ports: SigningPorts,
  companyId: string,
  id: string,
  now: Date,
): Promise<Result<SigningLink, ContractError>> => {
  const contract = await awaitingContract(ports, companyId, id, now);
  if (contract.isErr()) return err(contract.error);
  return ok(await issueLink(ports, contract.value, null));
};

const formatDeadline = (deadline: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(deadline);

export const signingMail = (
  contract: Pick<FleetContract, 'contractNumber' | 'signerEmail'>,
  link: SigningLink,
) => ({
  kind: 'contract_signing' as const,
  to: contract.signerEmail,
  subject: `Bitte unterschreiben Sie Ihren Vertrag ${contract.contractNumber}`,
  text:
    `Ihr Vertrag ${contract.contractNumber} wartet auf Ihre Unterschrift.\n\n` +
    `Bitte öffnen und unterschreiben Sie ihn bis ${formatDeadline(link.expiresAt)} Uhr:\n${link.url}\n\n` +
    'Danach verfällt die Reservierung.',
});

/**
 * A second resend this soon after the last invitation mail is the same click again (a double
 * click, a retry after a lost answer): ours, the specification names no interval.
 */
export const RESEND_REPEAT_MS = 60_000;

/**
 * Row action: e-mails the signing invitation again, through the outbox; asked again within
 * RESEND_REPEAT_MS of the last invitation, it answers the same and sends no second mail.
 */
export const resendSigningEmail = async (
  ports: SigningPorts & { readonly mailer: Mailer },
  companyId: string,
  id: string,
  now: Date,
): Promise<Result<true, ContractError>> => {
  const contract = await awaitingContract(ports, companyId, id, now);
  if (contract.isErr()) return err(contract.error);
  const lastMailed = await ports.contracts.lastMailedAt(contract.value.id);
  if (lastMailed && now.getTime() - lastMailed.getTime() < RESEND_REPEAT_MS) return ok(true);
  const link = await issueLink(ports, contract.value, now);
  await ports.mailer.send(signingMail(contract.value, link));
  return ok(true);
};
