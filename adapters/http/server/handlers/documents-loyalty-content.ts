import { randomBytes, randomInt } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { CONTENT_LOCALES, type ContentLocale, FALLBACK_LOCALE } from '../../../../core/content/types.ts';
import { contentUseCases } from '../../../../core/content/use-cases.ts';
import type { CustomerDocument, Invoice } from '../../../../core/documents/types.ts';
import {
  type Download,
  type DownloadError,
  documentsUseCases,
} from '../../../../core/documents/use-cases.ts';
import { loyaltyUseCases } from '../../../../core/loyalty/use-cases.ts';
import { referralUseCases } from '../../../../core/referral/use-cases.ts';
import { renderPdf } from '../../../pdf/render-document.ts';
import { sqlContentStore } from '../../../sql/content-store.ts';
import { sqlCustomerDocuments, sqlInvoices } from '../../../sql/documents-repositories.ts';
import {
  sqlLoyaltyReads,
  sqlLoyaltyTexts,
  sqlRedemptionTransaction,
} from '../../../sql/loyalty-repositories.ts';
import { sqlReferralLinks } from '../../../sql/referral-links.ts';
import type { BffContext } from '../bff-context.ts';
import { fileBody } from '../file-body.ts';
import type { Answer, Failure, Handler } from '../handler.ts';

/** The calls of invoices, documents, loyalty, referral and content: thin shells over core's use cases. */

const localeOf = (query: unknown): ContentLocale => {
  const locale = (query as { locale?: string } | undefined)?.locale;
  return (CONTENT_LOCALES as readonly string[]).includes(locale ?? '')
    ? (locale as ContentLocale)
    : FALLBACK_LOCALE;
};

const dealIdOf = (query: unknown): string | undefined => (query as { dealId?: string } | undefined)?.dealId;

const invoiceOnTheWire = (invoice: Invoice) => ({
  id: invoice.id,
  invoice_number: invoice.invoiceNumber,
  date: invoice.date,
  amount: invoice.amount,
  status: invoice.status,
  deal_id: invoice.dealId,
  payment_method: invoice.paymentMethod,
  due_date: invoice.dueDate,
  refunded_amount: invoice.refundedAmount,
});

const documentOnTheWire = (document: CustomerDocument) => ({
  id: document.id,
  type: document.type,
  title: document.title,
  created_at: document.createdAt,
  deal_id: document.dealId,
});

const pdfAnswer = (download: Result<Download, DownloadError>): Result<Answer, Failure> =>
  download
    .map((file) => ({
      body: fileBody(file.content),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
      },
    }))
    .mapErr((failure) =>
      failure.code === 'not_found'
        ? { code: 'not_found' as const }
        : {
            code: 'download_failed' as const,
            // business spec §8
            message:
              'Download fehlgeschlagen – Bitte versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an Ihre*n Kundenbetreuer*in.',
          },
    );

export const documentLoyaltyContentHandlers = (bff: BffContext): Record<string, Handler> => {
  const documents = documentsUseCases({
    deals: bff.deals,
    invoices: sqlInvoices(bff.db),
    documents: sqlCustomerDocuments(bff.db),
    files: bff.files,
    renderPdf,
  });
  const loyalty = loyaltyUseCases({
    reads: sqlLoyaltyReads(bff.db),
    texts: sqlLoyaltyTexts(bff.db),
    transaction: sqlRedemptionTransaction(bff.db, bff.mailerFor),
    newCode: () => `TREUE-4K-${randomBytes(4).toString('hex').toUpperCase()}`,
    newId: () => `lp-${randomBytes(8).toString('hex')}`,
  });
  const referral = referralUseCases({
    links: sqlReferralLinks(bff.db),
    baseUrl: bff.settings.publicUrl,
    randomDigits: () => String(randomInt(1000, 10_000)),
  });
  const content = contentUseCases({ store: sqlContentStore(bff.db), editorBaseUrl: bff.settings.publicUrl });

  return {
    getInvoices: async ({ user, query }) => {
      if (!user) return err({ code: 'unauthorized' });
      const invoices = await documents.invoicesOf(user.id, dealIdOf(query));
      return invoices.map((list) => ({ body: { data: list.map(invoiceOnTheWire) } }));
    },
    downloadInvoice: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return pdfAnswer(await documents.invoicePdf(user.id, params.id ?? ''));
    },
    getDocuments: async ({ user, query }) => {
      if (!user) return err({ code: 'unauthorized' });
      const list = await documents.documentsOf(user.id, dealIdOf(query));
      return list.map((found) => ({ body: { data: found.map(documentOnTheWire) } }));
    },
    downloadDocument: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return pdfAnswer(await documents.documentPdf(user.id, params.id ?? ''));
    },

    getLoyaltyStatus: async ({ user, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const status = await loyalty.statusOf(user.id, now);
      return ok({
        body: {
          data: {
            points: status.points,
            level: status.level.id,
            next_level: status.nextLevel?.id ?? null,
            points_to_next_level: status.pointsToNextLevel,
            voucher_redeemable: status.voucherRedeemable,
            free_kilometres: status.freeKilometres,
            member_since: status.memberSince,
          },
        },
      });
    },
    getLoyaltyLevels: async ({ query }) => {
      const { levels, benefits } = await loyalty.levelsAndBenefits(localeOf(query));
      return ok({
        body: {
          data: {
            levels: levels.map(({ level, texts }) => ({
              id: level.id,
              number: level.number,
              minimum_points: level.minimumPoints,
              title: texts.title,
              subtitle: texts.subtitle,
              icon: texts.icon,
              more_label: texts.moreLabel,
            })),
            benefits: benefits.map(({ benefit, texts }) => ({
              id: benefit.id,
              minimum_level: benefit.minimum_level,
              only_for_current_level: benefit.only_for_current_level,
              icons: [...texts.icons],
              display_title: texts.displayTitle,
              display_subtitle: texts.displaySubtitle,
              promo_title: texts.promoTitle,
              modal_title: texts.modalTitle,
              modal_description: texts.modalDescription,
              modal_cta: texts.modalCta,
            })),
          },
        },
      });
    },
    getLoyaltyLedger: async ({ user }) => {
      if (!user) return err({ code: 'unauthorized' });
      const entries = await loyalty.ledgerOf(user.id);
      return ok({
        body: {
          data: entries.map((entry) => ({
            id: entry.id,
            date: entry.date,
            points: entry.points,
            reason: entry.reason,
            deal_id: entry.dealId,
          })),
        },
      });
    },
    redeemLoyaltyVoucher: async ({ user, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const voucher = await loyalty.redeemVoucher(user, now);
      return voucher
        .map((issued) => ({
          status: 201,
          body: { data: { code: issued.code, valid_until: issued.validUntil, points: issued.points } },
        }))
        .mapErr(
          (refusal): Failure => ({
            code: 'voucher_not_redeemable',
            // Our wording: the specification names the threshold (§9), not the message.
            message: `Für einen Gutschein brauchst du mindestens 4.000 Punkte – du hast ${refusal.points.toLocaleString('de-DE')}.`,
          }),
        );
    },

    getReferralLink: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      const link = await referral.linkFor(user, params.email ?? '');
      return link.map((url) => ({ body: { link: url } })).mapErr((): Failure => ({ code: 'forbidden' }));
    },
    createReferralLink: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      const link = await referral.createLinkFor(user, params.email ?? '');
      return link.map((url) => ({ body: { link: url } })).mapErr((): Failure => ({ code: 'forbidden' }));
    },

    getContentPage: async ({ user, params, query }) => {
      const page = await content.page(params.slug ?? '', localeOf(query), user);
      return page
        .map((served) => ({ body: { data: served } }))
        .mapErr(
          (failure): Failure => ({ code: failure.code === 'not_found' ? 'not_found' : 'general_error' }),
        );
    },
    getFormDefinition: async ({ params, query }) => {
      const form = await content.form(params.id ?? '', localeOf(query));
      return form
        .map((definition) => ({ body: { data: definition } }))
        .mapErr(
          (failure): Failure => ({ code: failure.code === 'not_found' ? 'not_found' : 'general_error' }),
        );
    },
  };
};
