import { err, ok } from 'neverthrow';
import type { User } from '../../../../../core/account/ports.ts';
import type { ContractStatus } from '../../../../../core/contracts/contracts.ts';
import { contractStatusGroup } from '../../../../../core/contracts/contracts.ts';
import {
  type ContractError,
  type ContractScope,
  type ContractView,
  contractSigningLink,
  findContract,
  listContracts,
  resendSigningEmail,
} from '../../../../../core/contracts/use-cases.ts';
import { dealScopeOf } from '../../../../../core/deals/access.ts';
import { RESERVATION_LAPSED } from '../../../../../core/deals/reservation.ts';
import {
  type FleetInvoice,
  type FleetInvoiceType,
  invoicesOf,
  isCancellationInvoice,
} from '../../../../../core/fleet-invoices/invoices.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../../../core/shared/calendar-days.ts';
import { formatEuros } from '../../../../../core/shared/money.ts';
import { type PdfDocumentContent, renderPdf } from '../../../../pdf/render-document.ts';
import { type Outages, systemDown } from '../../../../shared/outages.ts';
import { sqlContracts, sqlFleetInvoices } from '../../../../sql/fleet-documents-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Answer, Failure, Handler } from '../../handler.ts';
import { BUSINESS_MESSAGES, companyIdOf, NO_COMPANY } from './messages.ts';

/** Where contracts are opened and signed (the signing service); ours for the demo. */
export const SIGNING_BASE_URL = 'https://sign.example/envelopes';

const STATUS_LABELS: Readonly<Record<ReturnType<typeof contractStatusGroup>, string>> = {
  pending: 'Ausstehend',
  signature_missing: 'Unterschrift fehlt',
  signed: 'Unterschrieben',
  processing: 'In Bearbeitung',
  expired: 'Abgelaufen',
  unknown: 'Unbekannt',
};

const INVOICE_TYPE_LABELS: Readonly<Record<FleetInvoiceType, string>> = {
  monthly: 'Monatsrechnung',
  final: 'Schlussrechnung',
  deposit: 'Kaution',
  oneOff: 'Einmalige Rechnung',
  unknown: 'Rechnung',
};

const euros = formatEuros;
const germanDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

const contractBodyOf = (contract: ContractView) => ({
  id: contract.id,
  contract_number: contract.contractNumber,
  status: contract.shownStatus,
  created_date: toIsoDate(berlinDayOfInstant(contract.createdAt)),
  created_by: contract.createdBy,
  signer: contract.signerName,
  deal_id: contract.dealId,
  signing_deadline: contract.deadline?.toISOString() ?? null,
});

const contractFailure = (error: ContractError): Failure =>
  error.code === 'reservation_lapsed'
    ? { code: 'not_eligible', message: RESERVATION_LAPSED }
    : error.code === 'not_eligible'
      ? { code: 'not_eligible', message: BUSINESS_MESSAGES.notEligible }
      : { code: 'not_found' };

/**
 * A PDF download, or 'Download fehlgeschlagen…' when the file cannot be had. The document archive
 * that keeps contracts and invoices is stood in for by rendering the document here; it fails
 * while taken down (outages.ts).
 */
const pdfAnswer = async (outages: Outages, filename: string, content: PdfDocumentContent) => {
  try {
    if (outages.isDown('document_archive')) throw systemDown('document_archive');
    const bytes = await renderPdf(content);
    return ok<Answer, Failure>({
      body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      headers: { 'content-disposition': `attachment; filename="${filename}"` },
    });
  } catch {
    return err<Answer, Failure>({ code: 'download_failed', message: BUSINESS_MESSAGES.downloadFailed });
  }
};

export const fleetDocumentHandlers = (bff: BffContext): Record<string, Handler> => {
  const contracts = sqlContracts(bff.db);
  const invoices = sqlFleetInvoices(bff.db);
  /** A driver's contracts are those of the cars assigned to them. */
  const contractScopeOf = async (user: User | undefined, companyId: string): Promise<ContractScope> => {
    const scope = user ? dealScopeOf(user) : undefined;
    if (scope?.kind !== 'assigned') return { companyId };
    const assigned = await bff.deals.listIn(scope);
    return { companyId, assignedDealIds: new Set(assigned.map((deal) => deal.id)) };
  };
  const companyName = async (companyId: string) => (await bff.companies.find(companyId))?.name ?? '';
  const invoiceBodyOf = (invoice: FleetInvoice, company: string) => ({
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    is_cancellation: isCancellationInvoice(invoice),
    company_name: company,
    invoice_type: invoice.type,
    invoice_date: invoice.invoiceDate,
  });

  return {
    getFleetContracts: async ({ user, query, now }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const { status } = query as { status?: ContractStatus };
      const list = await listContracts(contracts, await contractScopeOf(user, companyId), status, now);
      return ok({ body: { data: list.map(contractBodyOf) } });
    },
    downloadFleetContract: async ({ user, params, now }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const found = await findContract(
        contracts,
        await contractScopeOf(user, companyId),
        params.id ?? '',
        now,
      );
      if (found.isErr()) return err(contractFailure(found.error));
      const contract = found.value;
      return pdfAnswer(bff.outages, `${contract.contractNumber}.pdf`, {
        title: `Vertrag ${contract.contractNumber}`,
        rows: [
          ['Vertragsnummer', contract.contractNumber],
          ['Unternehmen', await companyName(companyId)],
          ['Status', STATUS_LABELS[contractStatusGroup(contract.shownStatus)]],
          ['Erstellt am', germanDate(toIsoDate(berlinDayOfInstant(contract.createdAt)))],
          ['Erstellt von', contract.createdBy],
          ['Unterschrieben von', contract.signerName ?? '–'],
          ['Bestellung', contract.dealId ?? '–'],
        ],
        notes: contract.deadline
          ? [
              'Bitte unterschreiben Sie den Vertrag innerhalb von 3 Tagen nach der Erstellung, sonst verfällt die Reservierung.',
            ]
          : [],
      });
    },
    getContractSigningLink: async ({ user, params, now }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const link = await bff.db
        .transaction()
        .execute((trx) =>
          contractSigningLink(
            { contracts: sqlContracts(trx), tokens: bff.tokens, signingBaseUrl: SIGNING_BASE_URL },
            companyId,
            params.id ?? '',
            now,
          ),
        );
      if (link.isErr()) return err(contractFailure(link.error));
      return ok({ body: { data: { url: link.value.url, expiresAt: link.value.expiresAt.toISOString() } } });
    },
    resendContractSigningEmail: async ({ user, params, now }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const id = params.id ?? '';
      const sent = await bff.db.transaction().execute((trx) => {
        const ports = { contracts: sqlContracts(trx), tokens: bff.tokens, signingBaseUrl: SIGNING_BASE_URL };
        return resendSigningEmail({ ...ports, mailer: bff.mailerFor(trx) }, companyId, id, now);
      });
      if (sent.isErr()) return err(contractFailure(sent.error));
      return ok({ body: { ok: true } });
    },
    getFleetInvoices: async ({ user, query }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const filter = query as { companyId?: string; invoiceType?: FleetInvoiceType };
      const list = await invoicesOf(invoices, companyId, {
        ...(filter.companyId !== undefined ? { companyId: filter.companyId } : {}),
        ...(filter.invoiceType ? { type: filter.invoiceType } : {}),
      });
      if (list.isErr()) return err(list.error);
      const company = await companyName(companyId);
      return ok({ body: { data: list.value.map((invoice) => invoiceBodyOf(invoice, company)) } });
    },
    downloadFleetInvoice: async ({ user, params }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const invoice = await invoices.find(companyId, params.id ?? '');
      if (!invoice) return err({ code: 'not_found' });
      const cancellation = isCancellationInvoice(invoice);
      const cancelled = invoice.cancelsInvoiceId
        ? await invoices.find(companyId, invoice.cancelsInvoiceId)
        : undefined;
      return pdfAnswer(bff.outages, `${invoice.invoiceNumber}.pdf`, {
        title: `${cancellation ? 'Stornorechnung' : INVOICE_TYPE_LABELS[invoice.type]} ${invoice.invoiceNumber}`,
        rows: [
          ['Rechnungsnummer', invoice.invoiceNumber],
          ['Unternehmen', await companyName(companyId)],
          ['Rechnungsart', INVOICE_TYPE_LABELS[invoice.type]],
          ['Rechnungsdatum', germanDate(invoice.invoiceDate)],
          ['Betrag', euros(invoice.amount)],
          ...(cancelled ? ([['Storniert', cancelled.invoiceNumber]] as const) : []),
        ],
      });
    },
  };
};
