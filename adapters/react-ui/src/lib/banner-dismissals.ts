import { useCallback, useState } from 'react';
import { useServices } from '../app/ServicesContext.tsx';

import { BANNER_DISMISSALS_KEY } from './server-render.ts';

export { BANNER_DISMISSALS_KEY };

type Dismissals = Record<string, Record<string, string>>;

/** A deal without dismissals: one object, so that what is built from it can be kept while it is the same. */
const NONE: Readonly<Record<string, string>> = Object.freeze({});

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
  const of = useCallback((dealId: string) => dismissals[dealId] ?? NONE, [dismissals]);
  return { of, dismiss };
};

/** The dismissals of one deal. */
export const useDealBannerDismissals = (dealId: string) => {
  const { of, dismiss } = useBannerDismissals();
  const dismissBanner = useCallback((bannerId: string) => dismiss(dealId, bannerId), [dismiss, dealId]);
  return { dismissals: of(dealId), dismiss: dismissBanner };
};
