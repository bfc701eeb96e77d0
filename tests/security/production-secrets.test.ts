import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createBff } from '../../adapters/http/server/compose.ts';
import {
  DEVELOPMENT_CHAT_SECRET,
  refusedStartMessage,
  startSettingsOf,
} from '../../adapters/http/server/start-settings.ts';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';

/**
 * A production start (NODE_ENV=production) refuses to run on public defaults: the chat token's
 * secret, the portal's address in mails, the mail delivery and its sender must all be configured,
 * and the refusal names every one that is not. A development start needs none of them.
 */

const root = join(import.meta.dirname, '../..');

const PRODUCTION = {
  NODE_ENV: 'production',
  PORTAL_CHAT_SECRET: 'q3V9s-8mZr1kXw2L7pT0bYc4Hn6Jd5Fa',
  PORTAL_PUBLIC_URL: 'https://portal.auto-abo.example',
  SMTP_URL: 'smtps://portal:geheim@mail.auto-abo.example:465',
  PORTAL_MAIL_FROM: 'Kundenservice <service@auto-abo.example>',
} as const;

const refusalOf = (env: Record<string, string | undefined>) => {
  const settings = startSettingsOf(env, 3000);
  return settings.isErr() ? refusedStartMessage(settings.error) : '';
};

describe('a production start', () => {
  it('starts with every secret and address given', () => {
    const settings = startSettingsOf(PRODUCTION, 3000)._unsafeUnwrap();
    expect(settings.chatSecret).toBe(PRODUCTION.PORTAL_CHAT_SECRET);
    expect(settings.publicUrl).toBe(PRODUCTION.PORTAL_PUBLIC_URL);
    expect(settings.smtp).toEqual({ url: PRODUCTION.SMTP_URL, from: PRODUCTION.PORTAL_MAIL_FROM });
  });

  it('without any configuration names every variable it needs', () => {
    const message = refusalOf({ NODE_ENV: 'production' });
    for (const variable of ['PORTAL_CHAT_SECRET', 'PORTAL_PUBLIC_URL', 'SMTP_URL', 'PORTAL_MAIL_FROM'])
      expect(message).toContain(`${variable} is missing`);
  });

  it.each(Object.keys(PRODUCTION).filter((name) => name !== 'NODE_ENV'))(
    'without %s (or with it blank) names it, and only it',
    (variable) => {
      for (const value of [undefined, '', '   ']) {
        const message = refusalOf({ ...PRODUCTION, [variable]: value });
        expect(message).toContain(`${variable} is missing`);
        expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(1);
      }
    },
  );

  it.each([
    [
      'the public development chat secret',
      { PORTAL_CHAT_SECRET: DEVELOPMENT_CHAT_SECRET },
      'PORTAL_CHAT_SECRET',
    ],
    ['a short chat secret', { PORTAL_CHAT_SECRET: 'geheim' }, 'PORTAL_CHAT_SECRET'],
    [
      'a portal address over http',
      { PORTAL_PUBLIC_URL: 'http://portal.auto-abo.example' },
      'PORTAL_PUBLIC_URL',
    ],
    ['a portal address that is none', { PORTAL_PUBLIC_URL: 'portal.auto-abo.example' }, 'PORTAL_PUBLIC_URL'],
    ['a mail server that is not SMTP', { SMTP_URL: 'https://mail.auto-abo.example' }, 'SMTP_URL'],
  ])('refuses %s', (_what, change, variable) => {
    const message = refusalOf({ ...PRODUCTION, ...change });
    expect(message).toMatch(new RegExp(`^  - ${variable} `, 'm'));
  });

  it('the process exits with the message before it opens a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-start-'));
    try {
      const server = spawn(process.execPath, [join(root, 'adapters/http/server/main.ts')], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          ...PRODUCTION,
          PORTAL_CHAT_SECRET: DEVELOPMENT_CHAT_SECRET,
          PORTAL_PUBLIC_URL: undefined,
          PORT: '0',
          PORTAL_DATA_DIR: dataDir,
          PORTAL_LOG: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      server.stderr.on('data', (chunk) => {
        printed += chunk;
      });
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      expect(code).toBe(1);
      expect(printed).toContain('NODE_ENV=production');
      expect(printed).toContain('PORTAL_CHAT_SECRET is the public development secret');
      expect(printed).toContain('PORTAL_PUBLIC_URL is missing');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a development start', () => {
  it('needs no configuration: a development chat secret, the local address, mails kept in the outbox', () => {
    const settings = startSettingsOf({}, 3100)._unsafeUnwrap();
    expect(settings).toEqual({
      production: false,
      chatSecret: DEVELOPMENT_CHAT_SECRET,
      publicUrl: 'http://localhost:3100',
    });
  });

  it('takes a newsletter webhook URL over http(s) and refuses any other', () => {
    const url = 'https://automation.example/hooks/newsletter';
    expect(
      startSettingsOf({ PORTAL_NEWSLETTER_WEBHOOK_URL: url }, 3100)._unsafeUnwrap().newsletterWebhookUrl,
    ).toBe(url);
    expect(refusalOf({ PORTAL_NEWSLETTER_WEBHOOK_URL: 'automation.example/hook' })).toContain(
      'PORTAL_NEWSLETTER_WEBHOOK_URL must be an http:// or https:// address.',
    );
  });
});

describe('the composition root', () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  afterAll(() => db.destroy());

  it('refuses the development chat secret in production, however the BFF is started', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const compose = (chatSecret?: string) =>
        createBff({
          db,
          clock: { now: () => new Date() },
          hasher: createScryptHasher(),
          ...(chatSecret ? { settings: { chatSecret } } : {}),
        });
      await expect(compose()).rejects.toThrow(/PORTAL_CHAT_SECRET/);
      await expect(compose(DEVELOPMENT_CHAT_SECRET)).rejects.toThrow(/PORTAL_CHAT_SECRET/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
