import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney } from './format.ts';

describe('formatting for the portal', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-12-20')).toBe('20.12.2026');
  });

  it('shows a date-time as its Berlin calendar date', () => {
    expect(formatDate('2026-03-28T23:30:00Z')).toBe('29.03.2026');
  });

  it('writes euros the way of each locale, and they stay euros in every locale', () => {
    expect(formatMoney(54_900, 'de-DE', 'Kostenlos')).toBe('549,00\u00a0€');
    expect(formatMoney(54_900, 'en-DE', 'Free')).toBe('€549.00');
    expect(formatMoney(39_900, 'en-US', 'Free')).toBe('€399.00');
    expect(formatMoney(123_456_78, 'en-US', 'Free')).toBe('€123,456.78');
  });

  it('takes the currency from the amount when it names one', () => {
    expect(formatMoney(1_000, 'de-DE', 'Kostenlos', 'USD')).toBe('10,00\u00a0$');
  });

  it('shows a zero fee as "Kostenlos"', () => {
    expect(formatMoney(0, 'de-DE', 'Kostenlos')).toBe('Kostenlos');
  });

  it("writes a large count with the locale's thousands separator", () => {
    expect(formatCount(16_477, 'de-DE')).toBe('16.477');
    expect(formatCount(16_477, 'en-US')).toBe('16,477');
    expect(formatCount(172, 'de-DE')).toBe('172');
  });
});
