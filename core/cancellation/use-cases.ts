import { err, ok, type Result } from 'neverthrow';
import type { StoredDeal } from '../deals/ports.ts';
import type { Deal, DealContext } from '../deals/types.ts';
import type { ChangeError } from '../handover/use-cases.ts';
import { formatEuros } from '../shared/money.ts';
import type { Mailer, ReceivedFile } from '../shared/ports.ts';
import { type CancellationFee, earlyCancellationFee, shortNoticeCancellationFee } from './fees.ts';
import {
  type CancellationForm,
  REPRESENTATIVE_FIELDS,
  validateCancellationDate,
  validateCancellationForm,
} from './form.ts';
import { showsFeeStep } from './steps.ts';

/** A document of the request as uploaded (already checked by the server for size and type). */
export type CancellationDocument = ReceivedFile;

export type CancellationRequest = {
  readonly id: string;
  readonly deal_id: string;
  readonly requested_by: string;
  readonly reason: string;
  /** 'asap' or the ISO date. */
  readonly date: string;
  readonly comments: string | null;
  readonly representative: Readonly<Record<string, string>> | null;
  readonly fees: readonly CancellationFee[];
  readonly status: 'pending_review';
};

export type CancellationPorts = {
  readonly requests: {
    readonly hasOpenRequest: (dealId: string) => Promise<boolean>;
    readonly nextId: () => Promise<string>;
    readonly save: (request: CancellationRequest, at: Date) => Promise<void>;
  };
  /** Keeps the documents of a request (file store and upload metadata), all or none. */
  readonly documents: {
    readonly keep: (
      request: CancellationRequest,
      documents: readonly CancellationDocument[],
    ) => Promise<void>;
  };
  readonly mailer: Mailer;
};

/** Consumer spec §4: cancellation is offered for ACTIVE and CREATED deals. */
const CANCELLABLE_STATES = new Set(['ACTIVE', 'CREATED']);

const euros = formatEuros;

const FEE_LABELS: Record<CancellationFee['type'], string> = {
  early_cancellation: 'Gebühr für die vorzeitige Kündigung',
  short_notice: 'Zusatzgebühr, da die Übergabe bereits geplant ist',
};

const receivedMail = (to: string, deal: Deal, request: CancellationRequest) => {
  const car = [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ') || deal.id;
  const when =
    request.date === 'asap'
      ? 'zum nächstmöglichen Zeitpunkt'
      : `zum ${request.date.split('-').reverse().join('.')}`;
  const fees = request.fees.map((fee) => `- ${FEE_LABELS[fee.type]}: ${euros(fee.amount)}`);
  return {
    kind: 'cancellation_received' as const,
    to,
    subject: 'Deine Kündigungsanfrage ist eingegangen',
    text: [
      'Hallo,',
      '',
      `wir haben deine Kündigungsanfrage für dein Abo ${car} (${deal.id}) ${when} erhalten.`,
      'Unser Team prüft sie und bestätigt dir die Kündigung per E-Mail.',
      ...(fees.length > 0 ? ['', 'Voraussichtliche Gebühren:', ...fees] : []),
      '',
      `Vorgangsnummer: ${request.id}`,
    ].join('\n'),
  };
};

/**
 * Requests a cancellation (consumer spec §2 wizard, §4, §5, §9): ACTIVE or CREATED deals only, one
 * open request at a time; the form is checked with the wizard's rules (documents as uploaded); the
 * fees the fee step shows are recorded with it (the early-cancellation fee when that step shows,
 * and 249 EUR short notice with a planned handover). The request waits for staff review; the
 * customer gets the "cancellation received" mail with the request.
 */
export const requestCancellation = async (
  ports: CancellationPorts,
  input: {
    readonly deal: StoredDeal;
    readonly context: Omit<DealContext, 'deal'>;
    readonly form: Omit<CancellationForm, 'documents'>;
    readonly documents: readonly CancellationDocument[];
    readonly user: { readonly id: string; readonly email: string };
    readonly now: Date;
  },
): Promise<Result<CancellationRequest, ChangeError>> => {
  const { deal, form, documents, now } = input;
  if (!CANCELLABLE_STATES.has(deal.state))
    return err({ code: 'not_eligible', message: 'Dieses Abo kann nicht gekündigt werden.' });
  if (await ports.requests.hasOpenRequest(deal.id))
    return err({ code: 'not_eligible', message: 'Deine Kündigungsanfrage liegt uns bereits vor.' });
  const errors = validateCancellationForm(
    { ...form, documents: documents.map((doc) => ({ name: doc.filename, size: doc.size })) },
    now,
  );
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) if (error) fields[field] = error.message;
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });

  const ctx: DealContext = { ...input.context, deal };
  const fees = [
    showsFeeStep(ctx, now) ? earlyCancellationFee(deal) : null,
    shortNoticeCancellationFee(ctx.handover),
  ].filter((fee): fee is CancellationFee => fee !== null);
  const representative =
    form.cancelation_reason_code === 'death'
      ? Object.fromEntries(REPRESENTATIVE_FIELDS.map((field) => [field, (form[field] ?? '').trim()]))
      : null;
  const date = validateCancellationDate(form.date, now).unwrapOr('asap');
  const comment = (form.required_comments ?? form.comments ?? '').trim();
  const request: CancellationRequest = {
    id: await ports.requests.nextId(),
    deal_id: deal.id,
    requested_by: input.user.id,
    reason: form.cancelation_reason_code as string,
    date,
    comments: comment === '' ? null : comment,
    representative,
    fees,
    status: 'pending_review',
  };
  await ports.requests.save(request, now);
  await ports.documents.keep(request, documents);
  await ports.mailer.send(receivedMail(input.user.email, deal, request));
  return ok(request);
};

/** A deal's cancellation request while staff review it, as the portal shows it. */
export type PendingCancellation = {
  readonly id: string;
  readonly reason: string;
  /** 'asap' or the ISO date. */
  readonly date: string;
  /** When it was requested (ISO instant). */
  readonly requested_at: string;
  readonly status: 'pending_review';
};

export type PendingCancellationPort = {
  readonly findOpen: (dealId: string) => Promise<PendingCancellation | null>;
};

/** The request that waits for staff review (consumer spec §4), or none: the wizard then says so. */
export const pendingCancellation = (
  port: PendingCancellationPort,
  deal: StoredDeal,
): Promise<PendingCancellation | null> => port.findOpen(deal.id);
