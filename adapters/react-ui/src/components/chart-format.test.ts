import { describe, expect, it } from 'vitest';
import { deDE } from '../i18n/messages/de-DE.ts';
import { chartFormatOf } from './chart-format.ts';

describe('the charts’ format', () => {
  it('writes the axis numbers out the German way, not abbreviated ("4.410", not "4.41k")', () => {
    const format = chartFormatOf('de-DE', deDE['charts.legend.more']);
    expect(format.yAxisTickFormat(4410)).toBe('4.410');
    expect(format.yAxisTickFormat(16_477.4)).toBe('16.477');
    expect(format.yAxisTickFormat(0)).toBe('0');
    expect(chartFormatOf('en-US', 'more').yAxisTickFormat(4410)).toBe('4,410');
  });

  it('wraps the legends and names hidden ones in German ("+2 weitere", not "+2 more")', () => {
    const format = chartFormatOf('de-DE', deDE['charts.legend.more']);
    expect(format.legendProps).toEqual({ overflowText: 'weitere', enabledWrapLines: true });
    expect(format.culture).toBe('de-DE');
  });
});
