import { createHmac } from 'node:crypto';
import { err, ok } from 'neverthrow';
import { chatTokenOf } from '../../../../../core/account/chat-token.ts';
import { newsletterWebhookPost, validateNewsletterForm } from '../../../../../core/account/newsletter.ts';
import { sqlNewsletter } from '../../../../sql/newsletter-signups.ts';
import { sqlWebhookOutbox } from '../../../../sql/webhook-outbox.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';

/** The newsletter form's wire names (consumer spec §7) for the form's fields. */
const WIRE_FIELD = { firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', consent: 'gdpr' } as const;

/** The chat token (consumer spec §7 /api/generateDecagonToken) and the newsletter sign-up. */
export const chatNewsletterHandlers = (bff: BffContext): Record<string, Handler> => ({
  generateDecagonToken: async ({ user, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const sign = (message: string) =>
      createHmac('sha256', bff.settings.chatSecret).update(message).digest('hex');
    return ok({ body: { success: true, token: chatTokenOf(user.id, now, sign) } });
  },
  subscribeNewsletter: async ({ body, now }) => {
    const form = body as { Vorname: string; Nachname: string; 'E-Mail': string; gdpr: boolean };
    const errors = validateNewsletterForm({
      firstname: form.Vorname,
      lastname: form.Nachname,
      email: form['E-Mail'],
      consent: form.gdpr,
    });
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, error]) => [
        `body.${WIRE_FIELD[field as keyof typeof WIRE_FIELD]}`,
        error?.message ?? '',
      ]),
    );
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    // The sign-up and its post to the automation webhook commit together; the post leaves after.
    await bff.db.transaction().execute(async (trx) => {
      await sqlNewsletter(trx).signUp({
        email: form['E-Mail'].trim(),
        firstName: form.Vorname.trim(),
        lastName: form.Nachname.trim(),
        at: now,
      });
      const post = newsletterWebhookPost({
        firstname: form.Vorname,
        lastname: form.Nachname,
        email: form['E-Mail'],
      });
      await sqlWebhookOutbox(trx).queue({ ...post, at: now });
    });
    bff.webhookDelivery.nudge();
    return ok({ body: { ok: true } });
  },
});
