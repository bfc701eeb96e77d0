import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { err, ok } from 'neverthrow';
import { chatTokenOf } from '../../../../../core/account/chat-token.ts';
import {
  confirmNewsletter,
  type NewsletterPorts,
  signUpForNewsletter,
} from '../../../../../core/account/newsletter-opt-in.ts';
import { sqlLoginAttempts } from '../../../../sql/login-attempts.ts';
import { sqlNewsletter } from '../../../../sql/newsletter-signups.ts';
import type { Database } from '../../../../sql/schema.ts';
import { sqlWebhookOutbox } from '../../../../sql/webhook-outbox.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure, Handler } from '../../handler.ts';

/** The newsletter form's wire names (consumer spec §7) for the form's fields. */
const WIRE_FIELD = { firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', consent: 'gdpr' } as const;

/** Not given by the specification: what the confirmation page says for a link it cannot use. */
const CONFIRMATION_MESSAGES = {
  already_confirmed: 'Dieser Link wurde bereits verwendet – deine Newsletter-Anmeldung ist bestätigt.',
  token_invalid:
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melde dich bitte erneut für den Newsletter an.',
} as const;

/** The newsletter's ports over one transaction: what a sign-up or a confirmation writes commits together. */
const newsletterPortsOver = (bff: BffContext, trx: Kysely<Database>): NewsletterPorts => ({
  signups: sqlNewsletter(trx),
  attempts: sqlLoginAttempts(trx),
  tokens: bff.tokens,
  mailer: bff.mailerFor(trx),
  webhooks: sqlWebhookOutbox(trx),
  publicUrl: bff.settings.publicUrl,
});

/** The chat token (consumer spec §7 /api/generateDecagonToken) and the newsletter's double opt-in. */
export const chatNewsletterHandlers = (bff: BffContext): Record<string, Handler> => ({
  generateDecagonToken: async ({ user, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const sign = (message: string) =>
      createHmac('sha256', bff.settings.chatSecret).update(message).digest('hex');
    return ok({ body: { success: true, token: chatTokenOf(user.id, now, sign) } });
  },
  subscribeNewsletter: async ({ body, clientAddress, now }) => {
    const form = body as { Vorname: string; Nachname: string; 'E-Mail': string; gdpr: boolean };
    // Committed whatever the answer: a counted try stays counted. Nothing here waits on a mail
    // server; the confirmation mail leaves from the outbox after the commit.
    const result = await bff.db
      .transaction()
      .execute((trx) =>
        signUpForNewsletter(newsletterPortsOver(bff, trx))(
          { firstname: form.Vorname, lastname: form.Nachname, email: form['E-Mail'], consent: form.gdpr },
          clientAddress,
          now,
        ),
      );
    if (result.isOk()) return ok({ body: { ok: true } });
    if (result.error.code === 'rate_limited') return err({ code: 'rate_limited' });
    const fields = Object.fromEntries(
      Object.entries(result.error.fields).map(([field, error]) => [
        `body.${WIRE_FIELD[field as keyof typeof WIRE_FIELD]}`,
        error?.message ?? '',
      ]),
    );
    return err({ code: 'bad_request', fields });
  },
  confirmNewsletter: async ({ body, clientAddress, now }) => {
    const { token } = body as { token: string };
    const result = await bff.db
      .transaction()
      .execute((trx) => confirmNewsletter(newsletterPortsOver(bff, trx))(token, clientAddress, now));
    if (result.isOk()) {
      // The confirmed address's post was queued with the confirmation; it leaves now.
      bff.webhookDelivery.nudge();
      return ok({ body: { ok: true } });
    }
    const failure: Failure =
      result.error.code === 'rate_limited'
        ? { code: 'rate_limited' }
        : result.error.code === 'already_confirmed'
          ? { code: 'conflict', message: CONFIRMATION_MESSAGES.already_confirmed }
          : { code: 'token_invalid', message: CONFIRMATION_MESSAGES.token_invalid };
    return err(failure);
  },
});
