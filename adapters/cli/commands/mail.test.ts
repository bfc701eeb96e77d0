import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sql/database.ts';
import { sqlOutbox } from '../../sql/outbox.ts';
import { runCli } from '../program.ts';
import { memoryIo } from '../test-io.ts';

const run = async (args: string[]) => {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('portal mail list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mail-'));

  beforeAll(async () => {
    const db = await openDatabase({ dataDir: dir });
    const outbox = sqlOutbox(db);
    await outbox.send({
      kind: 'email_verification',
      to: 'Neu2@demo.example',
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      text: 'Hallo Nina,\nhttp://localhost:3000/verify-email?token=abc',
    });
    await outbox.send({
      kind: 'password_reset',
      to: 'kunde@demo.example',
      subject: 'Passwort zurücksetzen',
      text: 'Hallo Kim,\nhttp://localhost:3000/reset-password?token=def',
    });
    await outbox.send({
      kind: 'cancellation_received',
      to: 'kunde@demo.example',
      subject: 'Deine Kündigung ist eingegangen',
      text: 'Hallo Kim',
    });
    const [first] = await outbox.list({ to: 'neu2@demo.example' });
    await outbox.markSent(first?.id as string, new Date('2026-11-23T09:05:00Z'));
    await db.destroy();
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the mails to one address, newest first, with text and delivery state', async () => {
    const { code, stdout } = await run(['mail', '--data-dir', dir, 'list', '--to', 'KUNDE@demo.example']);
    expect(code).toBe(0);
    expect(stdout).not.toContain('neu2@demo.example');
    expect(stdout.indexOf('cancellation_received')).toBeLessThan(stdout.indexOf('password_reset'));
    expect(stdout).toContain('To: kunde@demo.example');
    expect(stdout).toContain('Subject: Passwort zurücksetzen');
    expect(stdout).toContain('  http://localhost:3000/reset-password?token=def');
    expect(stdout).toContain('not sent');
  }, 60_000);

  it('shows when a mail was sent and stops at --limit', async () => {
    const { stdout } = await run([
      'mail',
      '--data-dir',
      dir,
      'list',
      '--limit',
      '1',
      '--to',
      'neu2@demo.example',
    ]);
    expect(stdout).toContain('email_verification  sent 2026-11-23T09:05:00.000Z');
    const { stdout: newest } = await run(['mail', '--data-dir', dir, 'list', '--limit', '1']);
    expect(newest).toContain('cancellation_received');
    expect(newest).not.toContain('password_reset');
  }, 60_000);

  it('says so when there is no mail, and refuses a bad --limit with exit code 2', async () => {
    expect((await run(['mail', '--data-dir', dir, 'list', '--to', 'nobody@demo.example'])).stdout).toBe(
      'mail: no mails\n',
    );
    const bad = await run(['mail', '--data-dir', dir, 'list', '--limit', 'zehn']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--limit');
  }, 60_000);

  it('shows an example in its help', async () => {
    const { code, stdout } = await run(['mail', 'list', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Example');
  });
});
