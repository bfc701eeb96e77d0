import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney } from './format.ts';

describe('formatting for the portal', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-12-20')).toBe('20.12.2026');
  });

  it('shows a date-time as its Berlin calendar date', () => {
    expect(formatDate('2026-03-28T23:30:00Z')).toBe('29.03.2026');
  });

  it('writes euros the German way in every locale, with two decimals or none for a whole amount', () => {
    expect(formatMoney(54_900, 'Kostenlos')).toBe('549\u00a0€');
    expect(formatMoney(20_924, 'Free')).toBe('209,24\u00a0€');
    expect(formatMoney(123_456_78, 'Free')).toBe('123.456,78\u00a0€');
    expect(formatMoney(123_456_00, 'Free')).toBe('123.456\u00a0€');
    expect(formatMoney(-1_950, 'Free')).toBe('-19,50\u00a0€');
  });

  it('shows a zero fee as "Kostenlos"', () => {
    expect(formatMoney(0, 'Kostenlos')).toBe('Kostenlos');
  });

  it("writes a large count with the locale's thousands separator", () => {
    expect(formatCount(16_477, 'de-DE')).toBe('16.477');
    expect(formatCount(16_477, 'en-US')).toBe('16,477');
    expect(formatCount(172, 'de-DE')).toBe('172');
  });
});
