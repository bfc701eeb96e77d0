// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  BANNER_DISMISSALS,
  SERVER_VISIBLE_MAX_LENGTH,
  SURVEY_DISMISSED,
  serverVisibleStorageOf,
} from '../../../../contracts/browser-state.ts';
import { memoryStorage } from './memory-storage.ts';
import { hydratesServerMarkup } from './server-render.ts';
import { rememberForServer } from './server-visible-storage.ts';

const renderedRoot = () => {
  const root = document.createElement('div');
  root.dataset.serverRendered = 'de-DE';
  return root;
};

const DISMISSALS = JSON.stringify({ 'd-1006': { auto_renew: '2026-11-26T10:00:00.000Z' } });

afterEach(() => {
  for (const { cookie } of [BANNER_DISMISSALS, SURVEY_DISMISSED]) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test wrote
    document.cookie = `${cookie}=; path=/; max-age=0`;
  }
});

describe('what a first render reads from the browser, shared with the server', () => {
  it('writes the storage and a cookie of the same value, which the server reads back', () => {
    const storage = memoryStorage();
    rememberForServer(storage, BANNER_DISMISSALS, DISMISSALS);
    expect(storage.getItem(BANNER_DISMISSALS.key)).toBe(DISMISSALS);
    const cookies = Object.fromEntries(
      document.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
    );
    expect(serverVisibleStorageOf(cookies)).toEqual({ [BANNER_DISMISSALS.key]: DISMISSALS });
  });

  it('takes the server’s markup over when the server saw what the storage holds', () => {
    const storage = memoryStorage();
    expect(hydratesServerMarkup(renderedRoot(), storage, '')).toBe(true);
    rememberForServer(storage, BANNER_DISMISSALS, DISMISSALS);
    rememberForServer(storage, SURVEY_DISMISSED, '2026-11-26T10:00:00.000Z');
    expect(hydratesServerMarkup(renderedRoot(), storage, document.cookie)).toBe(true);
  });

  it('renders anew when the storage holds what the server did not see', () => {
    const storage = memoryStorage({ [BANNER_DISMISSALS.key]: DISMISSALS });
    // Dismissed before the cookie existed, or the cookies were cleared.
    expect(hydratesServerMarkup(renderedRoot(), storage, '')).toBe(false);
    // Another value than the storage's (written in another tab since).
    expect(
      hydratesServerMarkup(
        renderedRoot(),
        storage,
        `${BANNER_DISMISSALS.cookie}=${encodeURIComponent('{}')}`,
      ),
    ).toBe(false);
    // A cookie without the storage's entry.
    expect(
      hydratesServerMarkup(
        renderedRoot(),
        memoryStorage(),
        `${BANNER_DISMISSALS.cookie}=${encodeURIComponent(DISMISSALS)}`,
      ),
    ).toBe(false);
  });

  it('renders anew when the value is longer than the server reads', () => {
    const long = JSON.stringify({ 'd-1006': { note: 'x'.repeat(SERVER_VISIBLE_MAX_LENGTH) } });
    const storage = memoryStorage();
    rememberForServer(storage, BANNER_DISMISSALS, long);
    expect(serverVisibleStorageOf({ [BANNER_DISMISSALS.cookie]: long })).toEqual({});
    expect(hydratesServerMarkup(renderedRoot(), storage, document.cookie)).toBe(false);
  });

  it('leaves cookies that are none of the portal’s out of the server’s render', () => {
    expect(serverVisibleStorageOf({ session: 'abc', portal_other: 'x' })).toEqual({});
  });
});
