import { err, ok, type Result } from 'neverthrow';

/**
 * How long the portal keeps each kind of personal or operational data once it has served its
 * purpose (GDPR Art. 5(1)(e), storage limitation; docs/operations.md "Retention"). One row per
 * table: the moment a row's purpose ended (`endedAt`, an SQL expression over the row; a row for
 * which it is null is never due — an unsent mail, an undelivered webhook), how many days it is kept
 * after that, and why. The sweep (retention-sweep.ts) removes the rows whose `endedAt` lies more
 * than `keepDays` before now; each `endedAt` has an index (migrations 0031, 0037), so finding the
 * due rows stays cheap however large the table.
 *
 * The specification names no periods; these are the provider's own, each overridable by
 * `PORTAL_RETENTION_<NAME>_DAYS`.
 */
export type RetentionRule = {
  /** The rule's name; `PORTAL_RETENTION_<NAME>_DAYS` overrides its period. */
  readonly name: RetentionName;
  readonly table: string;
  /** When a row's purpose ended; null: never due. Written the same in the index that serves it. */
  readonly endedAt: string;
  /** What the rows are and which of them are due, in words. */
  readonly what: string;
  readonly keepDays: number;
  readonly why: string;
};

export type RetentionName =
  | 'sessions'
  | 'login_failures'
  | 'sent_mails'
  | 'delivered_webhooks'
  | 'support_audit'
  | 'account_tokens'
  | 'contact_invitations'
  | 'signing_links'
  | 'payment_events'
  | 'sign_in_flows';

export const DEFAULT_RETENTION: readonly RetentionRule[] = [
  {
    name: 'sessions',
    table: 'sessions',
    // least() passes over nulls: a session ends when it expires or, earlier, when it is revoked.
    endedAt: 'least(expires_at, revoked_at)',
    what: 'sessions that expired or were ended (sign-out, password change)',
    keepDays: 7,
    why:
      'An ended session opens nothing; its row (who, when, a support view of whose data) is kept a ' +
      'week to answer a question about a sign-in the customer did not make.',
  },
  {
    name: 'login_failures',
    table: 'login_failures',
    endedAt: 'failed_at',
    what: 'failed sign-ins (the typed e-mail address and the client IP address), by their time',
    keepDays: 7,
    why:
      'The sign-in limits count failures of the last 15 minutes only; a week lets an attack on ' +
      'accounts be traced while it is still investigated.',
  },
  {
    name: 'sent_mails',
    table: 'outbox',
    endedAt: 'sent_at',
    what: 'mails of the outbox that were sent, by when they were sent — never unsent ones',
    keepDays: 30,
    why:
      'A sent mail (recipient, text with names and links) answers "I did not get the mail" ' +
      '(`portal mail list`) in the weeks after; its links expire long before.',
  },
  {
    name: 'delivered_webhooks',
    table: 'webhook_outbox',
    // least() passes over nulls: a post ends when it is delivered or given up (not tried again).
    endedAt: 'least(delivered_at, gave_up_at)',
    what: 'webhook posts that were delivered or given up, by that moment — never ones still to send',
    keepDays: 30,
    why:
      'A delivered post (a newsletter sign-up\'s name and address) answers "did the sign-up reach ' +
      'the automation" for a month; the sign-up itself stays in newsletter_signups.',
  },
  {
    name: 'support_audit',
    table: 'support_audit',
    endedAt: 'read_at',
    what: "support users' reads of customers' data, by the time of the read",
    keepDays: 365,
    why:
      "The log proves why support read whose data: for a customer's request (Art. 15) or " +
      "complaint and for the yearly data-protection audit, so it must outlast a year's cycle.",
  },
  {
    name: 'account_tokens',
    table: 'account_tokens',
    endedAt: 'least(expires_at, used_at)',
    what: 'e-mail confirmation and password reset tokens, once used or expired',
    keepDays: 7,
    why: 'A used or expired token confirms and resets nothing; a week for questions about the mail.',
  },
  {
    name: 'contact_invitations',
    table: 'contact_invitations',
    endedAt: 'least(expires_at, used_at)',
    what: 'invitations of business contacts, once used, replaced or expired',
    keepDays: 7,
    why: 'A spent invitation opens no account; a week for questions about the mail.',
  },
  {
    name: 'signing_links',
    table: 'contract_signing_links',
    endedAt: 'expires_at',
    what: 'links to sign a business contract, once expired',
    keepDays: 7,
    why: 'An expired link signs nothing; a week for questions about the mail.',
  },
  {
    name: 'payment_events',
    table: 'payment_provider_events',
    endedAt: 'received_at',
    what: "the ids of the payment provider's events already processed, by when they arrived",
    keepDays: 30,
    why:
      'An id only keeps a redelivered event from being processed twice; Stripe redelivers for three ' +
      'days, so a month outlasts every retry by far.',
  },
  {
    name: 'sign_in_flows',
    table: 'sign_in_flows',
    // A flow is spent or expires within minutes (migration 0044); spent ones expire too.
    endedAt: 'expires_at',
    what: 'sign-ins with Google or Apple under way (state hash, nonce, PKCE verifier), once expired',
    keepDays: 1,
    why: 'An expired flow signs nobody in and names nobody; a day is the shortest period.',
  },
];

/** A period is at least a day (the sign-in limits need their 15 minutes) and at most ten years. */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

/** Rounds of the sweep: hourly by default; 0 turns the schedule off (then `portal db prune`). */
export const DEFAULT_RETENTION_INTERVAL_MINUTES = 60;

export const retentionSettingOf = (name: RetentionName): string =>
  `PORTAL_RETENTION_${name.toUpperCase()}_DAYS`;
export const RETENTION_INTERVAL_SETTING = 'PORTAL_RETENTION_INTERVAL_MINUTES';

export type RetentionSettings = {
  readonly rules: readonly RetentionRule[];
  /** Minutes between the sweep's rounds; 0: no schedule. */
  readonly intervalMinutes: number;
};

type Environment = Readonly<Record<string, string | undefined>>;

const wholeNumber = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/**
 * The periods and the schedule the environment sets, the defaults for the rest; every value
 * refused is named (a start or `portal db prune` stops on them rather than keep data for a period
 * nobody chose).
 */
export const retentionSettingsOf = (env: Environment): Result<RetentionSettings, string[]> => {
  const problems: string[] = [];
  const rules = DEFAULT_RETENTION.map((rule) => {
    const variable = retentionSettingOf(rule.name);
    const text = env[variable]?.trim();
    if (!text) return rule;
    const days = wholeNumber(text);
    if (days === undefined || days < MIN_RETENTION_DAYS || days > MAX_RETENTION_DAYS) {
      problems.push(
        `${variable} must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}, not ${JSON.stringify(text)}.`,
      );
      return rule;
    }
    return { ...rule, keepDays: days };
  });
  const intervalText = env[RETENTION_INTERVAL_SETTING]?.trim();
  const intervalMinutes = intervalText ? wholeNumber(intervalText) : DEFAULT_RETENTION_INTERVAL_MINUTES;
  if (intervalMinutes === undefined || intervalMinutes > 7 * 24 * 60)
    problems.push(
      `${RETENTION_INTERVAL_SETTING} must be a whole number of minutes from 0 (off) to 10080 (a week), not ${JSON.stringify(intervalText)}.`,
    );
  if (problems.length > 0) return err(problems);
  return ok({ rules, intervalMinutes: intervalMinutes ?? DEFAULT_RETENTION_INTERVAL_MINUTES });
};

const DAY_MS = 86_400_000;

/** Rows whose purpose ended before this moment are due. */
export const cutoffOf = (rule: Pick<RetentionRule, 'keepDays'>, now: Date): Date =>
  new Date(now.getTime() - rule.keepDays * DAY_MS);

/** The message a start or `portal db prune` stops with, naming every setting refused. */
export const refusedRetentionMessage = (problems: readonly string[]): string =>
  [
    'The retention settings are refused (docs/operations.md "Retention"):',
    ...problems.map((problem) => `  - ${problem}`),
    '',
  ].join('\n');
