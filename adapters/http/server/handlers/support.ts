import { randomUUID } from 'node:crypto';
import { err, ok } from 'neverthrow';
import { SUPPORT_COMPANY_MATCHES, SUPPORT_COMPANY_PAGE_SIZE } from '../../../../contracts/routes/support.ts';
import { dealContextOf } from '../../../../core/deals/context.ts';
import {
  companiesNamed,
  companyDealIds,
  companyOf,
  customerDeals,
  loadDeal,
  loadDeals,
} from '../../../sql/deal-contexts.ts';
import { recordSupportRead } from '../../../sql/support-audit.ts';
import { endView, startView } from '../../../sql/support-views.ts';
import type { BffContext } from '../bff-context.ts';
import type { Failure, Handler } from '../handler.ts';

/** The longest reason kept in the audit log. */
export const SUPPORT_REASON_MAX = 500;

const reasonOf = (input: unknown, part = 'query'): string | Failure => {
  const reason = ((input as { reason?: string }).reason ?? '').trim();
  if (reason.length === 0)
    return { code: 'bad_request', fields: { [`${part}.reason`]: 'Bitte geben Sie einen Grund an.' } };
  if (reason.length > SUPPORT_REASON_MAX)
    return {
      code: 'bad_request',
      fields: { [`${part}.reason`]: `Der Grund darf höchstens ${SUPPORT_REASON_MAX} Zeichen lang sein.` },
    };
  return reason;
};

const VIEW_PROBLEMS: Record<'no_customer' | 'not_a_customer' | 'other_view' | 'no_session', Failure> = {
  no_customer: {
    code: 'not_found',
    message: 'Zu dieser E-Mail-Adresse gibt es kein Kundenkonto.',
  },
  not_a_customer: {
    code: 'bad_request',
    fields: {
      'body.email':
        'Die Ansicht als Kunde gibt es für Privatkunden und die Nutzer*innen von Firmenkunden, nicht für Support-Konten.',
    },
  },
  other_view: {
    code: 'conflict',
    message: 'Sie sehen bereits das Portal eines anderen Kunden. Beenden Sie diese Ansicht zuerst.',
  },
  no_session: { code: 'unauthorized' },
};

/**
 * Support's reads (contracts/routes/support.ts): the access level lets only support users through;
 * each read and its audit entry run in one transaction, so no data leaves without its entry.
 */
export const supportHandlers = (bff: BffContext): Record<string, Handler> => ({
  getSupportDeal: async ({ user, params, query, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const reason = reasonOf(query);
    if (typeof reason !== 'string') return err(reason);
    const id = params.dealId ?? '';
    const shown = await bff.db.transaction().execute(async (trx) => {
      const loaded = await loadDeal(trx, id, now);
      if (!loaded) return undefined;
      await recordSupportRead(trx, {
        supportUserId: user.id,
        subjectUserId: loaded.owner?.kind === 'consumer' ? loaded.owner.userId : null,
        subjectCompanyId: loaded.owner?.kind === 'company' ? loaded.owner.companyId : null,
        what: `deal ${id}`,
        reason,
        readAt: now,
      });
      return {
        context: dealContextOf(loaded.sources),
        portal: loaded.owner?.kind === 'company' ? ('business' as const) : ('consumer' as const),
      };
    });
    return shown ? ok({ body: { data: shown } }) : err({ code: 'not_found' });
  },
  getSupportCustomerDeals: async ({ user, params, query, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const reason = reasonOf(query);
    if (typeof reason !== 'string') return err(reason);
    const email = (params.email ?? '').trim();
    const answer = await bff.db.transaction().execute(async (trx) => {
      const found = await customerDeals(trx, email);
      if (!found) return undefined;
      const loaded = await loadDeals(trx, found.dealIds, now);
      await recordSupportRead(trx, {
        supportUserId: user.id,
        subjectUserId: found.customer.id,
        subjectCompanyId: null,
        what: `deals of ${email.toLowerCase()}`,
        reason,
        readAt: now,
      });
      return {
        kind: found.customer.kind,
        deals: loaded.map(({ sources }) => ({ id: sources.deal.id, context: dealContextOf(sources) })),
      };
    });
    return answer ? ok({ body: { data: answer } }) : err({ code: 'not_found' });
  },
  getSupportCompanies: async ({ user, query, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const reason = reasonOf(query);
    if (typeof reason !== 'string') return err(reason);
    const name = ((query as { name?: string }).name ?? '').trim();
    if (name.length === 0)
      return err({
        code: 'bad_request',
        fields: { 'query.name': 'Bitte geben Sie einen Namen oder eine Id an.' },
      });
    const companies = await bff.db.transaction().execute(async (trx) => {
      const found = await companiesNamed(trx, name, SUPPORT_COMPANY_MATCHES);
      await recordSupportRead(trx, {
        supportUserId: user.id,
        subjectUserId: null,
        subjectCompanyId: found.length === 1 ? (found[0]?.id ?? null) : null,
        what: `companies named "${name}"`,
        reason,
        readAt: now,
      });
      return found;
    });
    return ok({ body: { data: { companies } } });
  },
  getSupportCompanyDeals: async ({ user, params, query, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const reason = reasonOf(query);
    if (typeof reason !== 'string') return err(reason);
    const companyId = params.companyId ?? '';
    const after = (query as { after?: string }).after ?? null;
    const answer = await bff.db.transaction().execute(async (trx) => {
      const company = await companyOf(trx, companyId);
      if (!company) return undefined;
      const ids = await companyDealIds(trx, company.id, after, SUPPORT_COMPANY_PAGE_SIZE);
      const loaded = await loadDeals(trx, ids, now);
      await recordSupportRead(trx, {
        supportUserId: user.id,
        subjectUserId: null,
        subjectCompanyId: company.id,
        what: after === null ? `deals of ${company.id}` : `deals of ${company.id} after ${after}`,
        reason,
        readAt: now,
      });
      return {
        company,
        deals: loaded.map(({ sources }) => ({ id: sources.deal.id, context: dealContextOf(sources) })),
        next: ids.length === SUPPORT_COMPANY_PAGE_SIZE ? (ids[ids.length - 1] ?? null) : null,
      };
    });
    return answer ? ok({ body: { data: answer } }) : err({ code: 'not_found' });
  },
  startCustomerView: async ({ user, body, now }) => {
    const session = user?.supportSession;
    if (!user || !session) return err({ code: 'unauthorized' });
    const reason = reasonOf(body, 'body');
    if (typeof reason !== 'string') return err(reason);
    const email = (body as { email: string }).email.trim();
    if (email.length === 0)
      return err({
        code: 'bad_request',
        fields: { 'body.email': 'Bitte geben Sie eine E-Mail-Adresse an.' },
      });
    const outcome = await startView(bff.db, {
      sessionIdHash: session.idHash,
      supportUserId: user.id,
      email,
      reason,
      viewId: randomUUID(),
      now,
    });
    if ('problem' in outcome) return err(VIEW_PROBLEMS[outcome.problem]);
    const { customer, startedAt } = outcome.started;
    return ok({
      body: {
        data: {
          customer: { email: customer.email, name: `${customer.firstName} ${customer.lastName}`.trim() },
          reason: outcome.started.reason,
          started_at: startedAt.toISOString(),
        },
      },
    });
  },
  endCustomerView: async ({ user, now }) => {
    const session = user?.supportSession;
    if (!user || !session) return err({ code: 'unauthorized' });
    await endView(bff.db, { sessionIdHash: session.idHash, now });
    return ok({ body: { ok: true } });
  },
});
