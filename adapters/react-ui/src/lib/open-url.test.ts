import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_URL_DELAY_MS, openUrl } from './open-url.ts';

describe('opening a URL', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens it 100 ms after it is asked for, not before', () => {
    const browser = { assign: vi.fn() };
    openUrl(browser, 'https://shop.example/m/abc');
    vi.advanceTimersByTime(OPEN_URL_DELAY_MS - 1);
    expect(browser.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.assign).toHaveBeenCalledWith('https://shop.example/m/abc');
    expect(OPEN_URL_DELAY_MS).toBe(100);
  });
});
