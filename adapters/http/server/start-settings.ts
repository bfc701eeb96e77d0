import { err, ok, type Result } from 'neverthrow';

/** The chat token's secret outside production, so that a development start needs no configuration. */
export const DEVELOPMENT_CHAT_SECRET = 'portal-development-chat-secret';
/** The sender of the portal's mails outside production. */
export const DEVELOPMENT_MAIL_FROM = 'Kundenservice <no-reply@portal.example>';
/** 32 characters: a chat secret shorter than this is a word someone picked, not a key. */
export const MIN_SECRET_LENGTH = 32;

/** What the BFF's start (main.ts) takes from the environment beyond its plumbing (docs/operations.md). */
export type StartSettings = {
  readonly production: boolean;
  readonly chatSecret: string;
  readonly publicUrl: string;
  /** Mail delivery; without it the mails stay in the outbox (development only). */
  readonly smtp?: { readonly url: string; readonly from: string };
  /** The chat widget's script the UI was built with; the pages' content policy admits its origin. */
  readonly chatScriptUrl?: string;
  /** The automation webhook the newsletter sign-ups are posted to; without it they stay queued. */
  readonly newsletterWebhookUrl?: string;
};

type Environment = Readonly<Record<string, string | undefined>>;

const given = (value: string | undefined): string | undefined => value?.trim() || undefined;

const urlOf = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** Why a production start refuses each setting, one line per variable; none when all are fine. */
export const productionProblems = (env: Environment): string[] => {
  const problems: string[] = [];
  const chatSecret = given(env.PORTAL_CHAT_SECRET);
  if (!chatSecret)
    problems.push(
      'PORTAL_CHAT_SECRET is missing: the secret the chat token is signed with (at least 32 characters).',
    );
  else if (chatSecret === DEVELOPMENT_CHAT_SECRET)
    problems.push(
      'PORTAL_CHAT_SECRET is the public development secret: anyone could sign a chat token for any user.',
    );
  else if (chatSecret.length < MIN_SECRET_LENGTH)
    problems.push(`PORTAL_CHAT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: use a random key.`);

  const publicUrl = given(env.PORTAL_PUBLIC_URL);
  if (!publicUrl)
    problems.push("PORTAL_PUBLIC_URL is missing: the portal's https:// address, for the links in mails.");
  else if (urlOf(publicUrl)?.protocol !== 'https:')
    problems.push(`PORTAL_PUBLIC_URL must be an https:// address, not "${publicUrl}".`);

  const smtpUrl = given(env.SMTP_URL);
  if (!smtpUrl)
    problems.push(
      'SMTP_URL is missing: without it no mail (e-mail confirmation, password reset) leaves the outbox.',
    );
  else if (!['smtp:', 'smtps:'].includes(urlOf(smtpUrl)?.protocol ?? ''))
    problems.push('SMTP_URL must be an smtp:// or smtps:// address.');
  if (!given(env.PORTAL_MAIL_FROM))
    problems.push(
      'PORTAL_MAIL_FROM is missing: the sender of the portal\'s mails, e.g. "Kundenservice <…>".',
    );
  return problems;
};

/**
 * The settings of a start. In production (NODE_ENV=production) every secret and address must be
 * configured — never a default, since the defaults are public — and the answer names each one
 * missing or refused; outside production the defaults make a start without configuration work.
 */
export const startSettingsOf = (env: Environment, port: number): Result<StartSettings, string[]> => {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) return err(problems);
  }
  const smtpUrl = given(env.SMTP_URL);
  const chatScriptUrl = given(env.VITE_CHAT_SCRIPT_URL);
  const newsletterWebhookUrl = given(env.PORTAL_NEWSLETTER_WEBHOOK_URL);
  if (newsletterWebhookUrl && !['http:', 'https:'].includes(urlOf(newsletterWebhookUrl)?.protocol ?? ''))
    return err(['PORTAL_NEWSLETTER_WEBHOOK_URL must be an http:// or https:// address.']);
  return ok({
    production,
    chatSecret: given(env.PORTAL_CHAT_SECRET) ?? DEVELOPMENT_CHAT_SECRET,
    publicUrl: given(env.PORTAL_PUBLIC_URL) ?? `http://localhost:${port}`,
    ...(smtpUrl
      ? { smtp: { url: smtpUrl, from: given(env.PORTAL_MAIL_FROM) ?? DEVELOPMENT_MAIL_FROM } }
      : {}),
    ...(chatScriptUrl ? { chatScriptUrl } : {}),
    ...(newsletterWebhookUrl ? { newsletterWebhookUrl } : {}),
  });
};

/** The message a refused production start prints, naming every variable to set. */
export const refusedStartMessage = (problems: readonly string[]): string =>
  [
    'The BFF does not start with NODE_ENV=production until these are set (docs/operations.md):',
    ...problems.map((problem) => `  - ${problem}`),
    '',
  ].join('\n');
