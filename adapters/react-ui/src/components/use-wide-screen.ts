import { useSyncExternalStore } from 'react';
import { COMPACT_MAX_WIDTH_PX } from './screen-sizes.ts';

const WIDE_QUERY = `(min-width: ${COMPACT_MAX_WIDTH_PX + 1}px)`;

const onWidthChange = (notify: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/**
 * Whether the window is wide (screen-sizes.ts), for what a compact screen never shows and so need
 * not load; the layout itself stays CSS. False where a page is rendered without a window (on the
 * server, and while its HTML is hydrated), then the window's answer.
 */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
