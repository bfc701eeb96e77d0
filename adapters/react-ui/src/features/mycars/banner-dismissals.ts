import { useCallback, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/**
 * When the customer dismissed which banner of which deal (consumer spec §4: each banner is
 * dismissible for 24 hours), remembered in this browser. core/deals/banners.ts decides from these
 * instants whether a banner shows again.
 */
export const DISMISSALS_STORAGE_KEY = 'portal.banner-dismissals';

type Dismissals = Record<string, Record<string, string>>;

const read = (storage: Storage): Dismissals => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSALS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Dismissals) : {};
  } catch {
    return {};
  }
};

export const useBannerDismissals = () => {
  const { browser, clock } = useServices();
  const [dismissals, setDismissals] = useState<Dismissals>(() => read(browser.localStorage));
  const dismiss = useCallback(
    (dealId: string, bannerId: string) => {
      const next = read(browser.localStorage);
      next[dealId] = { ...next[dealId], [bannerId]: clock.now().toISOString() };
      browser.localStorage.setItem(DISMISSALS_STORAGE_KEY, JSON.stringify(next));
      setDismissals(next);
    },
    [browser, clock],
  );
  const of = useCallback((dealId: string) => dismissals[dealId] ?? {}, [dismissals]);
  return { of, dismiss };
};
