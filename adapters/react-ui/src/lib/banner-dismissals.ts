import { useCallback, useState } from 'react';
import { useServices } from '../app/ServicesContext.tsx';

/**
 * When the user dismissed which banner of which deal (business spec §4, consumer spec §4: a banner is
 * dismissed for 24 hours), remembered in this browser; core's visibleBanners decides from these
 * instants whether a banner shows again. The same key and shape as features/mycars/banner-dismissals.ts,
 * which can move onto this one.
 */
export const BANNER_DISMISSALS_KEY = 'portal.banner-dismissals';

type Dismissals = Record<string, Record<string, string>>;

const read = (storage: Storage): Dismissals => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BANNER_DISMISSALS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Dismissals) : {};
  } catch {
    return {};
  }
};

export const useDealBannerDismissals = (dealId: string) => {
  const { browser, clock } = useServices();
  const [dismissals, setDismissals] = useState<Dismissals>(() => read(browser.localStorage));
  const dismiss = useCallback(
    (bannerId: string) => {
      const next = read(browser.localStorage);
      next[dealId] = { ...next[dealId], [bannerId]: clock.now().toISOString() };
      browser.localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(next));
      setDismissals(next);
    },
    [browser, clock, dealId],
  );
  return { dismissals: dismissals[dealId] ?? {}, dismiss };
};
