import { useCallback, useState } from 'react';
import { useServices } from '../app/ServicesContext.tsx';

/**
 * When the user dismissed which banner of which deal (business spec §4, consumer spec §4: a banner is
 * dismissed for 24 hours), remembered in this browser; core's visibleBanners decides from these
 * instants whether a banner shows again.
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

/** The dismissals of every deal: `of(dealId)` reads a deal's, `dismiss(dealId, bannerId)` adds one. */
export const useBannerDismissals = () => {
  const { browser, clock } = useServices();
  const [dismissals, setDismissals] = useState<Dismissals>(() => read(browser.localStorage));
  const dismiss = useCallback(
    (dealId: string, bannerId: string) => {
      const next = read(browser.localStorage);
      next[dealId] = { ...next[dealId], [bannerId]: clock.now().toISOString() };
      browser.localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(next));
      setDismissals(next);
    },
    [browser, clock],
  );
  const of = useCallback((dealId: string) => dismissals[dealId] ?? {}, [dismissals]);
  return { of, dismiss };
};

/** The dismissals of one deal. */
export const useDealBannerDismissals = (dealId: string) => {
  const { of, dismiss } = useBannerDismissals();
  const dismissBanner = useCallback((bannerId: string) => dismiss(dealId, bannerId), [dismiss, dealId]);
  return { dismissals: of(dealId), dismiss: dismissBanner };
};
