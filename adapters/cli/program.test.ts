import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './program.ts';
import { memoryIo } from './test-io.ts';

const NOW = '2026-11-22T10:00:00Z';

const run = async (args: string[], stdin = '') => {
  const { io, stdout, stderr } = memoryIo(stdin);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

const activeEnding = {
  deal: {
    id: 'd-1001',
    state: 'ACTIVE',
    return_date: '2026-12-20',
    computed_eligible_for_auto_renewal: false,
  },
};

describe('portal evaluate', () => {
  it('prints one JSON result with every part of the evaluation', async () => {
    const { code, stdout } = await run(['evaluate', '-', '--now', NOW], JSON.stringify(activeEnding));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      dealId: 'd-1001',
      carsTabs: ['all'],
      banners: ['return_coordination', 'extend_subscription'],
      actions: [
        'follow_up_options',
        'damage_report',
        'manage_kilometres',
        'report_mileage',
        'schedule_service',
        'cancellation',
        'plan_return',
      ],
      eligibility: {
        retentionWindowOpen: false,
        autoRenewalEligible: false,
        deductibleUpgrade: false,
        insuranceUpgrade: false,
        returnPlanning: 'open',
        preReturnAppraisal: false,
        accountDeletionBlocked: true,
      },
      deductibles: { fullCoverageEur: null, partialCoverageEur: null, special: false },
      cancellationSteps: [
        'select_subscription',
        'fee',
        'losses',
        'reason',
        'alternatives',
        'date',
        'more_info',
      ],
    });
  });

  it('evaluates at --now: the same deal 60 days later shows no return banner', async () => {
    const { stdout } = await run(
      ['evaluate', '-', '--now', '2027-02-01T10:00:00Z'],
      JSON.stringify(activeEnding),
    );
    expect(JSON.parse(stdout).banners).toEqual([]);
  });

  it('defaults --now to the clock', async () => {
    const later = memoryIo(JSON.stringify(activeEnding), new Date('2027-02-01T10:00:00Z'));
    expect(await runCli(['evaluate', '-'], later.io)).toBe(0);
    expect(JSON.parse(later.stdout()).banners).toEqual([]);
  });

  it('prints one result per line with --ndjson, and still evaluates the good lines around a bad one', async () => {
    const lines = [
      JSON.stringify(activeEnding),
      '{"deal":{"id":"d-2","state":"FLYING"}}',
      '',
      JSON.stringify({ deal: { id: 'd-3', state: 'CREATED' } }),
    ].join('\n');
    const { code, stdout, stderr } = await run(['evaluate', '-', '--ndjson', '--now', NOW], lines);
    expect(code).toBe(2);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).dealId),
    ).toEqual(['d-1001', 'd-3']);
    expect(stderr).toContain('line 2: deal.state');
  });

  it('names the field path of a wrong type and prints nothing', async () => {
    const { code, stdout, stderr } = await run(
      ['evaluate', '-', '--now', NOW],
      JSON.stringify({ deal: { id: 'd-1', state: 'ACTIVE', months_till_end: 'three' } }),
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/deal\.months_till_end: expected number \| null, got "three"/);
  });

  it('names nested field paths, such as a date in the handover', async () => {
    const { code, stderr } = await run(
      ['evaluate', '-', '--now', NOW],
      JSON.stringify({ deal: { id: 'd-1', state: 'CREATED' }, handover: { planned_delivery_date: 'soon' } }),
    );
    expect(code).toBe(2);
    expect(stderr).toContain('handover.planned_delivery_date');
  });

  it('refuses a context without a deal', async () => {
    const { code, stderr } = await run(['evaluate', '-', '--now', NOW], '{"handover":{}}');
    expect(code).toBe(2);
    expect(stderr).toContain('deal');
  });

  it('refuses unreadable JSON', async () => {
    const { code, stdout, stderr } = await run(['evaluate', '-', '--now', NOW], '{"deal": ');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unreadable JSON');
  });

  it('refuses a --now that is no date', async () => {
    const { code, stderr } = await run(['evaluate', '-', '--now', 'yesterday'], JSON.stringify(activeEnding));
    expect(code).toBe(2);
    expect(stderr).toContain('--now');
  });

  it('prints the evaluation for a person in German and in English', async () => {
    const german = await run(
      ['evaluate', '-', '--now', NOW, '--format', 'text'],
      JSON.stringify(activeEnding),
    );
    // The banner in the words /mycars shows it in; a consumer's deal has no cars-list tabs.
    expect(german.stdout).toContain('Rückgabe planen (return_coordination)');
    expect(german.stdout).not.toContain('Meine Flotte');
    expect(german.stdout).toContain('Rückgabeplanung: offen');
    const english = await run(
      ['evaluate', '-', '--now', NOW, '--format', 'text', '--locale', 'en-US'],
      JSON.stringify(activeEnding),
    );
    expect(english.stdout).toContain('Plan your return (return_coordination)');
    const business = await run(
      ['evaluate', '-', '--now', NOW, '--format', 'text', '--portal', 'business'],
      JSON.stringify(activeEnding),
    );
    expect(business.stdout).toContain('Reiter der Fahrzeugliste:\n  - Meine Flotte (all)');
    expect(business.stdout).toContain('Rückgabe planen (return_coordination)');
    const wrong = await run(['evaluate', '-', '--format', 'text', '--portal', 'fleet'], '{}');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--portal: expected consumer or business, got "fleet"');
  });

  it('shows the days left of a reservation in the text format', async () => {
    const reserved = { deal: { id: 'd-9', state: 'NOT_SIGNED', created_at: '2026-11-22T09:00:00Z' } };
    const { stdout } = await run(
      ['evaluate', '-', '--now', NOW, '--format', 'text'],
      JSON.stringify(reserved),
    );
    expect(stdout).toContain('noch 3 Tage');
  });

  it('refuses an unknown file with exit code 2', async () => {
    const { code, stderr } = await run(['evaluate', '/nonexistent/deal.json', '--now', NOW]);
    expect(code).toBe(2);
    expect(stderr).toContain('ENOENT');
  });
});

describe('portal validate', () => {
  it('normalises a German phone number', async () => {
    const { code, stdout } = await run(['validate', 'phone', '0151 234 567-89']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ valid: true, normalized: '+4915123456789' });
  });

  it('joins a value given as several words, as an unquoted IBAN', async () => {
    const { stdout } = await run(['validate', 'iban', 'DE89', '3704', '0044', '0532', '0130', '00']);
    expect(JSON.parse(stdout)).toEqual({ valid: true, normalized: 'DE89370400440532013000' });
  });

  it('answers invalid with the German message', async () => {
    const { stdout } = await run(['validate', 'damage-description', 'Kratzer']);
    expect(JSON.parse(stdout)).toEqual({ valid: false, message: 'Bitte gib mindestens 40 Zeichen ein.' });
  });

  it('refuses an unknown kind with exit code 2', async () => {
    const { code, stderr } = await run(['validate', 'shoe-size', '42']);
    expect(code).toBe(2);
    expect(stderr).toContain('kind');
  });
});

describe('portal loyalty', () => {
  it('answers the level for a number of points', async () => {
    const { stdout } = await run(['loyalty', '--points', '3000']);
    expect(JSON.parse(stdout)).toEqual({
      level: 'gold',
      nextLevel: 'platinum',
      pointsToNextLevel: 7000,
      voucherRedeemable: false,
      freeKilometres: 250,
    });
  });

  it('has no next level at black', async () => {
    const { stdout } = await run(['loyalty', '--points', '50000']);
    expect(JSON.parse(stdout)).toMatchObject({ level: 'black', nextLevel: null, freeKilometres: 1000 });
  });

  it('refuses points that are no whole number', async () => {
    for (const points of ['-5', 'many', '1.5']) {
      const { code, stderr } = await run(['loyalty', '--points', points]);
      expect(code).toBe(2);
      expect(stderr).toContain('--points');
    }
  });
});

describe('help', () => {
  it('shows an example on every command', async () => {
    for (const command of [
      [],
      ['evaluate'],
      ['validate'],
      ['loyalty'],
      ['verify-pact'],
      ['db', 'seed'],
      ['db', 'migrate'],
      ['db', 'rebuild-fleet-list'],
    ]) {
      const { code, stdout } = await run([...command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain('Example');
    }
  });
});

describe('portal db', () => {
  it('migrates and seeds a new data directory once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    try {
      expect((await run(['db', '--data-dir', dir, 'migrate'])).stdout).toContain('migrations applied');
      expect((await run(['db', '--data-dir', dir, 'seed'])).stdout).toContain('demo data written');
      // The demo photos have their bytes where the BFF on this directory serves them from.
      expect(existsSync(join(dir, 'files', 'damage-photos', 'd-1001', '1.jpg'))).toBe(true);
      expect((await run(['db', '--data-dir', dir, 'seed'])).stdout).toContain('nothing written');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('adds fleet cars to the demo data, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    try {
      const first = await run(['db', '--data-dir', dir, 'seed', '--fleet-cars', '300']);
      expect(first.stdout).toContain('demo data written');
      expect(first.stdout).toContain('300 fleet cars added to Nordflotte GmbH');
      const again = await run(['db', '--data-dir', dir, 'seed', '--fleet-cars', '350']);
      expect(again.stdout).toBe(
        'db: 50 fleet cars added to Nordflotte GmbH (350 asked for, 300 there already)\n',
      );
      // The fleet list's read model holds the demo's 210 fleet cars and the 350 added ones.
      expect((await run(['db', '--data-dir', dir, 'rebuild-fleet-list'])).stdout).toBe(
        'db: fleet list rebuilt, 560 cars\n',
      );
      const wrong = await run(['db', '--data-dir', dir, 'seed', '--fleet-cars', 'viele']);
      expect(wrong).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--fleet-cars takes a whole number'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
