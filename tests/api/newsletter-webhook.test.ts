import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSender } from '../../adapters/mail/smtp-sender.ts';
import { cryptoTokens } from '../../adapters/shared/crypto.ts';
import type { DeliveryRounds } from '../../adapters/shared/delivery-rounds.ts';
import { sqlLoginAttempts } from '../../adapters/sql/login-attempts.ts';
import { sqlNewsletter } from '../../adapters/sql/newsletter-signups.ts';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import { sqlWebhookOutbox } from '../../adapters/sql/webhook-outbox.ts';
import { httpWebhook } from '../../adapters/webhooks/http-webhook.ts';
import { startWebhookSender, type WebhookSender } from '../../adapters/webhooks/webhook-sender.ts';
import { signUpForNewsletter } from '../../core/account/newsletter-opt-in.ts';
import { DEMO_NOW, type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import {
  type SmtpSink,
  startSmtpSink,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/receivers.ts';

/**
 * The newsletter's double opt-in against a real mail server and a real automation webhook: a
 * sign-up mails a single-use link, and only its confirmation posts the address to the webhook.
 */

const NEWSLETTER = '/portal/api/bff/newsletter';
const CONFIRM = '/portal/api/bff/newsletter/confirm';

const signupOf = (email: string, extra: Record<string, unknown> = {}) => ({
  Vorname: 'Kim',
  Nachname: 'Kunde',
  'E-Mail': email,
  gdpr: true,
  ...extra,
});

describe('the newsletter’s double opt-in', () => {
  let smtp: SmtpSink;
  let hook: WebhookReceiver;
  let bff: DemoBff;
  let mails: DeliveryRounds | undefined;
  let posts: WebhookSender | undefined;

  const signUp = (payload: unknown, remoteAddress = '127.0.0.1') =>
    bff.app.inject({
      method: 'POST',
      url: NEWSLETTER,
      headers: PORTAL_HEADERS,
      payload: payload as object,
      remoteAddress,
    });
  const confirm = (token: string, remoteAddress = '127.0.0.1') =>
    bff.app.inject({
      method: 'POST',
      url: CONFIRM,
      headers: PORTAL_HEADERS,
      payload: { token },
      remoteAddress,
    });
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  /** The body of a received mail, its quoted-printable undone. */
  const textOf = (data: string) =>
    Buffer.from(
      data
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  /** The token of the link in the last mail the mail server received for `email`. */
  const tokenMailedTo = (email: string) =>
    /\/newsletter\/confirm\?token=([\w-]+)/.exec(textOf(mailsTo(email).at(-1)?.data ?? ''))?.[1] ?? '';
  const postedAddresses = () => hook.bodies.map((body) => (body as Record<string, string>)['E-Mail']);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startWebhookReceiver();
    bff = await demoBff({
      webhookDelivery: { nudge: () => posts?.nudge() },
    });
    // Rounds only when nudged: what arrives was sent because a commit asked for it.
    mails = startSmtpSender({
      db: bff.db,
      smtpUrl: smtp.url,
      from: 'portal@demo.example',
      clock: { now: () => DEMO_NOW },
      intervalMs: 3_600_000,
    });
    posts = startWebhookSender({
      db: bff.db,
      receivers: { newsletter: httpWebhook(hook.url) },
      clock: { now: () => DEMO_NOW },
      intervalMs: 3_600_000,
    });
  }, 60_000);
  afterAll(async () => {
    await mails?.stop();
    await posts?.stop();
    await bff?.close();
    await smtp?.close();
    await hook?.close();
  });
  beforeEach(() => {
    hook.answer(204);
  });

  it('mails a link on sign-up, posts only after its confirmation, and takes the link once', async () => {
    expect((await signUp(signupOf(' Kunde@Demo.example '))).statusCode).toBe(200);
    mails?.nudge();
    await expect.poll(() => mailsTo('kunde@demo.example').length, { timeout: 20_000 }).toBe(1);
    expect(textOf(mailsTo('kunde@demo.example')[0]?.data ?? '')).toContain(
      'du möchtest unseren Newsletter erhalten. Bitte bestätige deine Anmeldung',
    );
    // Nothing reaches the automation before the address is confirmed.
    expect(await sqlWebhookOutbox(bff.db).list('newsletter')).toEqual([]);

    const token = tokenMailedTo('kunde@demo.example');
    expect(token).not.toBe('');
    expect((await confirm(token)).statusCode).toBe(200);
    await expect.poll(() => hook.bodies.length, { timeout: 20_000 }).toBe(1);
    expect(hook.bodies).toEqual([
      { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'kunde@demo.example', gdpr: true },
    ]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'conflict', message: expect.stringContaining('bereits verwendet') },
    });
    const unknown = await confirm('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'token_invalid', message: expect.stringContaining('ungültig') },
    });
    expect(hook.bodies).toHaveLength(1);
  });

  it('answers a repeated sign-up the same and mails an address at most once a day', async () => {
    const email = 'zweimal@demo.example';
    const first = await signUp(signupOf(email));
    const second = await signUp(signupOf(email.toUpperCase(), { Vorname: 'Kira' }));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(await sqlOutbox(bff.db).list({ to: email })).toHaveLength(1);
    const [row] = await bff.db
      .selectFrom('newsletter_signups')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(row).toMatchObject({ first_name: 'Kira', confirmed_at: null });

    // A day later the next sign-up mails a new link, and the earlier one no longer confirms.
    const earlier = await bff.db
      .selectFrom('newsletter_signups')
      .select('confirm_token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const nextDay = new Date(DEMO_NOW.getTime() + 25 * 3_600_000);
    const signedUp = await bff.db.transaction().execute((trx) =>
      signUpForNewsletter({
        signups: sqlNewsletter(trx),
        attempts: sqlLoginAttempts(trx),
        tokens: cryptoTokens,
        mailer: sqlOutbox(trx),
        webhooks: sqlWebhookOutbox(trx),
        publicUrl: 'https://portal.example',
      })({ firstname: 'Kira', lastname: 'Kunde', email, consent: true }, '10.0.0.9', nextDay),
    );
    expect(signedUp.isOk()).toBe(true);
    expect(await sqlOutbox(bff.db).list({ to: email })).toHaveLength(2);
    const renewed = await bff.db
      .selectFrom('newsletter_signups')
      .select('confirm_token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(renewed.confirm_token_hash).not.toBe(earlier.confirm_token_hash);
  });

  it('mails nothing and posts nothing new when a confirmed address signs up again', async () => {
    const token = 'newsletter-demo-token';
    expect((await confirm(token, '10.0.0.2')).statusCode).toBe(200);
    await expect.poll(() => postedAddresses().includes('leser@demo.example'), { timeout: 20_000 }).toBe(true);
    const mailsBefore = (await sqlOutbox(bff.db).list({ to: 'leser@demo.example' })).length;
    expect((await signUp(signupOf('leser@demo.example', { Vorname: 'Fremd' }), '10.0.0.2')).statusCode).toBe(
      200,
    );
    expect((await sqlOutbox(bff.db).list({ to: 'leser@demo.example' })).length).toBe(mailsBefore);
    const [row] = await bff.db
      .selectFrom('newsletter_signups')
      .select('first_name')
      .where('email', '=', 'leser@demo.example')
      .execute();
    expect(row?.first_name).toBe('Lea');
    const keys = (await sqlWebhookOutbox(bff.db).list('newsletter')).map((entry) => entry.onceKey);
    expect(keys.filter((key) => key === 'newsletter:leser@demo.example')).toHaveLength(1);
  });

  it('refuses names over 100 characters and stores, mails and posts nothing for them', async () => {
    const rowsBefore = (await bff.db.selectFrom('newsletter_signups').select('email').execute()).length;
    const huge = await signUp(signupOf('lang@demo.example', { Vorname: 'x'.repeat(900_000) }), '10.0.0.3');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      error: { code: 'bad_request', fields: { 'body.Vorname': expect.any(String) } },
    });
    const over = await signUp(signupOf('lang@demo.example', { Nachname: 'y'.repeat(101) }), '10.0.0.3');
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json().error.fields)).toEqual(['body.Nachname']);
    expect((await bff.db.selectFrom('newsletter_signups').select('email').execute()).length).toBe(rowsBefore);
    expect(await sqlOutbox(bff.db).list({ to: 'lang@demo.example' })).toEqual([]);
    expect(
      (await signUp(signupOf('lang@demo.example', { Nachname: 'y'.repeat(100) }), '10.0.0.3')).statusCode,
    ).toBe(200);
  });

  it('limits sign-ups per client address and per e-mail address', async () => {
    const fromOne = [];
    for (let i = 0; i < 21; i++)
      fromOne.push((await signUp(signupOf(`viele${i}@demo.example`), '10.0.0.4')).statusCode);
    expect(fromOne).toEqual([...Array.from({ length: 20 }, () => 200), 429]);
    // Another client address is not held up by that one.
    expect((await signUp(signupOf('anderer@demo.example'), '10.0.0.5')).statusCode).toBe(200);

    const email = 'ziel@demo.example';
    const ofOne = [];
    for (let i = 0; i < 6; i++) ofOne.push((await signUp(signupOf(email), `10.0.1.${i}`)).statusCode);
    expect(ofOne).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await sqlOutbox(bff.db).list({ to: email })).toHaveLength(1);
  });
});

describe('without a webhook URL', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 60_000);
  afterAll(() => bff.close());

  it('keeps a confirmed sign-up’s post in the outbox, undelivered', async () => {
    expect(
      (await bff.anonymous.post(CONFIRM, { payload: { token: 'newsletter-demo-token' } })).statusCode,
    ).toBe(200);
    expect(await sqlWebhookOutbox(bff.db).list()).toMatchObject([
      { topic: 'newsletter', deliveredAt: null, attempts: 0, body: { 'E-Mail': 'leser@demo.example' } },
    ]);
  });
});
