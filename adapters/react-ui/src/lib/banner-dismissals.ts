import { useCallback, useState } from 'react';
import { BANNER_DISMISSALS } from '../../../../contracts/browser-state.ts';
import { isDismissalActive } from '../../../../core/deals/banners.ts';
import { useServices } from '../app/ServicesContext.tsx';
import { rememberForServer } from './server-visible-storage.ts';

/**
 * When the user dismissed which banner of which deal (business spec §4, consumer spec §4: a banner is
 * dismissed for 24 hours), remembered in this browser; core's visibleBanners decides from these
 * instants whether a banner shows again.
 */
export const BANNER_DISMISSALS_KEY = BANNER_DISMISSALS.key;

type Dismissals = Record<string, Record<string, string>>;

/** Dismissals core still holds (isDismissalActive); the others are dropped when one is added. */
const heldAt = (dismissals: Dismissals, now: Date): Dismissals =>
  Object.fromEntries(
    Object.entries(dismissals).flatMap(([dealId, banners]) => {
      const held = Object.entries(banners ?? {}).filter(([, at]) => isDismissalActive(new Date(at), now));
      return held.length > 0 ? [[dealId, Object.fromEntries(held)]] : [];
    }),
  );

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
      const now = clock.now();
      const next = heldAt(read(browser.localStorage), now);
      next[dealId] = { ...next[dealId], [bannerId]: now.toISOString() };
      // Also in a cookie: the server renders the next page without the banner (docs/ui/hydration.md
      // "Dismissed banners in the server's render").
      rememberForServer(browser.localStorage, BANNER_DISMISSALS, JSON.stringify(next));
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
