import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cutoffOf,
  DEFAULT_RETENTION,
  refusedRetentionMessage,
  retentionSettingOf,
  retentionSettingsOf,
} from './retention.ts';

const keepOf = (env: Record<string, string>, name: string) =>
  retentionSettingsOf(env)
    ._unsafeUnwrap()
    .rules.find((rule) => rule.name === name)?.keepDays;

describe('the retention settings', () => {
  it('keep every kind of data for its default period without configuration, and sweep hourly', () => {
    const settings = retentionSettingsOf({})._unsafeUnwrap();
    expect(settings.rules).toEqual(DEFAULT_RETENTION);
    expect(settings.intervalMinutes).toBe(60);
    // Sign-in attempts days, not months; the support audit log long enough for its yearly audit.
    expect(keepOf({}, 'login_failures')).toBeLessThanOrEqual(14);
    expect(keepOf({}, 'support_audit')).toBeGreaterThanOrEqual(180);
  });

  it('name one setting per table, each a whole number of days overriding its default', () => {
    expect(new Set(DEFAULT_RETENTION.map((rule) => rule.table)).size).toBe(DEFAULT_RETENTION.length);
    expect(retentionSettingOf('sent_mails')).toBe('PORTAL_RETENTION_SENT_MAILS_DAYS');
    expect(keepOf({ PORTAL_RETENTION_SENT_MAILS_DAYS: ' 90 ' }, 'sent_mails')).toBe(90);
    expect(keepOf({ PORTAL_RETENTION_SENT_MAILS_DAYS: '' }, 'sent_mails')).toBe(30);
    expect(
      retentionSettingsOf({ PORTAL_RETENTION_INTERVAL_MINUTES: '0' })._unsafeUnwrap().intervalMinutes,
    ).toBe(0);
  });

  it.each([
    ['PORTAL_RETENTION_SESSIONS_DAYS', 'eine Woche'],
    ['PORTAL_RETENTION_SESSIONS_DAYS', '0'],
    ['PORTAL_RETENTION_LOGIN_FAILURES_DAYS', '1.5'],
    ['PORTAL_RETENTION_SUPPORT_AUDIT_DAYS', '-1'],
    ['PORTAL_RETENTION_SUPPORT_AUDIT_DAYS', '99999'],
    ['PORTAL_RETENTION_INTERVAL_MINUTES', 'hourly'],
  ])('refuse %s=%s, naming it', (variable, value) => {
    const problems = retentionSettingsOf({ [variable]: value })._unsafeUnwrapErr();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
    expect(refusedRetentionMessage(problems)).toContain(`  - ${variable} must be a whole number`);
  });

  it('count a period from the moment given, in whole days', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(cutoffOf({ keepDays: 7 }, now)).toEqual(new Date('2026-11-15T10:00:00Z'));
  });

  it('stop the BFF start with the message before it opens a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-retention-start-'));
    try {
      const server = spawn(process.execPath, [join(import.meta.dirname, '../http/server/main.ts')], {
        cwd: join(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          PORTAL_DATA_DIR: dataDir,
          PORTAL_LOG: 'off',
          PORTAL_BUILD_UI: 'off',
          PORTAL_RETENTION_LOGIN_FAILURES_DAYS: '90 Tage',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      server.stderr.on('data', (chunk) => {
        printed += chunk;
      });
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      expect(code).toBe(1);
      expect(printed).toContain('PORTAL_RETENTION_LOGIN_FAILURES_DAYS must be a whole number of days');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
