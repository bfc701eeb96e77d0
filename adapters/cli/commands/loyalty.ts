import type { Command } from 'commander';
import { loyaltyStatus } from '../../../core/loyalty/rules.ts';
import { CliExit, type CliIo } from '../io.ts';

export const registerLoyalty = (program: Command, io: CliIo): void => {
  program
    .command('loyalty')
    .description('the loyalty level, next level, voucher and free kilometres for a number of points')
    .requiredOption('--points <n>', 'the points collected (a whole number, 0 or more)')
    .addHelpText(
      'after',
      `
Examples:
  $ portal loyalty --points 3000
  {"level":"gold","nextLevel":"platinum","pointsToNextLevel":7000,"voucherRedeemable":false,"freeKilometres":250}`,
    )
    .action((options: { points: string }) => {
      const points = Number(options.points);
      if (!/^\d+$/.test(options.points.trim()) || !Number.isSafeInteger(points)) {
        io.stderr.write(`error: --points: expected a whole number of 0 or more, got "${options.points}"\n`);
        throw new CliExit(2);
      }
      const status = loyaltyStatus(points);
      const answer = {
        level: status.level.id,
        nextLevel: status.nextLevel?.id ?? null,
        pointsToNextLevel: status.pointsToNextLevel,
        voucherRedeemable: status.voucherRedeemable,
        freeKilometres: status.freeKilometres,
      };
      io.stdout.write(`${JSON.stringify(answer)}\n`);
    });
};
