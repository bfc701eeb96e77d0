import { describe, expect, it } from 'vitest';
import { serverInstantClock } from './server-render.ts';

describe("the clock of a page the browser takes over from the server's render", () => {
  it("answers the server's instant until the page has hydrated, then the browser's", () => {
    const renderedAt = new Date('2026-11-26T13:00:00.000Z');
    let browser = new Date('2026-11-26T13:00:04.000Z');
    const { clock, hydrated } = serverInstantClock(renderedAt, () => browser);
    expect(clock.now().toISOString()).toBe('2026-11-26T13:00:00.000Z');
    browser = new Date('2026-11-26T13:00:09.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-26T13:00:00.000Z');
    // The same Berlin day: no second render of the page for it.
    expect(hydrated()).toBe(false);
    expect(clock.now().toISOString()).toBe('2026-11-26T13:00:09.000Z');
  });

  it('asks for a render with the browser’s clock when the page was rendered before midnight in Berlin and hydrated after it', () => {
    // 23:59:58 and 00:00:03 in Berlin (UTC+1): the same UTC day, another Berlin day.
    const renderedAt = new Date('2026-11-26T22:59:58.000Z');
    const { clock, hydrated } = serverInstantClock(renderedAt, () => new Date('2026-11-26T23:00:03.000Z'));
    expect(clock.now().toISOString()).toBe('2026-11-26T22:59:58.000Z');
    expect(hydrated()).toBe(true);
    expect(clock.now().toISOString()).toBe('2026-11-26T23:00:03.000Z');
  });
});
