import { isDateText, parseInstant } from '../../core/shared/calendar-days.ts';
import { CliExit, type CliIo } from './io.ts';

/** `--now ISO`: a date or date-time; the clock when absent. */
export const parseNowOption = (value: string | undefined, io: CliIo): Date => {
  if (value === undefined) return io.clock.now();
  if (!isDateText(value)) {
    io.stderr.write(`error: --now: expected an ISO date-time such as 2026-11-22T10:00:00Z, got "${value}"\n`);
    throw new CliExit(2);
  }
  return parseInstant(value.length === 10 ? `${value}T12:00:00` : value);
};
