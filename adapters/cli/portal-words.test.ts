import { describe, expect, it } from 'vitest';
import { ACTION_IDS } from '../../core/deals/actions.ts';
import { BANNER_IDS, BUSINESS_BANNER_IDS } from '../../core/deals/banners.ts';
import { DEAL_STATES } from '../../core/deals/types.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { deDE } from '../react-ui/src/i18n/messages/de-DE.ts';
import { enDE } from '../react-ui/src/i18n/messages/en-DE.ts';
import { enUS } from '../react-ui/src/i18n/messages/en-US.ts';
import { LOCALES } from './locale.ts';
import { PORTAL_MESSAGE_IDS } from './portal-catalogues.ts';
import { loadPortalWords } from './portal-words.ts';

const CATALOGUES = { 'de-DE': deDE, 'en-DE': enDE, 'en-US': enUS } as const;

describe('the support CLI names things in the portal’s words', () => {
  for (const locale of LOCALES) {
    const catalogue: Readonly<Record<string, string>> = CATALOGUES[locale];
    const text = (id: string) => {
      const message = catalogue[id];
      if (message === undefined) throw new Error(`${locale} has no message ${id}`);
      return message;
    };

    it(`names every action, tab and state as the portal does (${locale})`, async () => {
      const words = await loadPortalWords(locale);
      for (const id of ACTION_IDS) expect(words.action(id)).toBe(text(PORTAL_MESSAGE_IDS.action(id)));
      for (const id of CARS_TABS) expect(words.tab(id)).toBe(text(PORTAL_MESSAGE_IDS.tab(id)));
      for (const state of DEAL_STATES) expect(words.state(state)).toBe(text(PORTAL_MESSAGE_IDS.state(state)));
    });

    it(`names every banner with the title /mycars shows, and a company's with the business portal's (${locale})`, async () => {
      const words = await loadPortalWords(locale);
      for (const id of BANNER_IDS) {
        const title = text(PORTAL_MESSAGE_IDS.banner(id, 'consumer'));
        // A title with an argument (the days left) is formatted as react-intl formats it.
        if (!title.includes('{')) expect(words.banner({ id }, 'consumer')).toBe(title);
        else expect(words.banner({ id, daysLeft: 2 }, 'consumer')).toMatch(/2/);
      }
      for (const id of BUSINESS_BANNER_IDS) {
        const title = text(PORTAL_MESSAGE_IDS.banner(id, 'business'));
        if (!title.includes('{')) expect(words.banner({ id }, 'business')).toBe(title);
        else
          expect(words.banner({ id }, 'business', { date: '01.02.2027', expiry: '03.12.2026' })).toMatch(
            /\d{2}\.\d{2}\.\d{4}/,
          );
      }
    });
  }

  it('says the reservation’s days left in German as /mycars does', async () => {
    const words = await loadPortalWords('de-DE');
    expect(words.banner({ id: 'reservation', daysLeft: 1 }, 'consumer')).toBe(
      'Deine Reservierung läuft noch 1 Tag',
    );
    expect(words.banner({ id: 'reservation', daysLeft: 0 }, 'consumer')).toBe(
      'Deine Reservierung läuft heute',
    );
  });
});
