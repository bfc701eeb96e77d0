import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatting for the portal', () => {
  it('shows dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-12-20')).toBe('20.12.2026');
  });

  it('shows a date-time as its Berlin calendar date', () => {
    expect(formatDate('2026-03-28T23:30:00Z')).toBe('29.03.2026');
  });

  it('formats euros for the German locales and dollars for the US region', () => {
    expect(formatMoney(54_900, 'de-DE', 'Kostenlos')).toBe('549,00\u00a0€');
    expect(formatMoney(54_900, 'en-DE', 'Free')).toBe('€549.00');
    expect(formatMoney(54_900, 'en-US', 'Free')).toBe('$549.00');
  });

  it('shows a zero fee as "Kostenlos"', () => {
    expect(formatMoney(0, 'de-DE', 'Kostenlos')).toBe('Kostenlos');
  });
});
