import { useCallback } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';

export const MODAL_PARAM = 'modalName';
export const DEAL_PARAM = 'dealId';

/**
 * The deal a modal acts on: the page's own deal (/mycars/{id}/…) first, so a link on a car's page
 * can never act on another car; on pages without a deal in the path, the `dealId` parameter.
 */
export const dealIdOf = (pathname: string, search: URLSearchParams): string | undefined =>
  matchPath({ path: '/mycars/:dealId', end: false }, pathname)?.params.dealId ??
  search.get(DEAL_PARAM) ??
  undefined;

/** `?modalName=…` of the current page (consumer spec §2), the deal it acts on, and how to close it. */
export const useModalTarget = () => {
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const name = search.get(MODAL_PARAM) ?? undefined;
  const close = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MODAL_PARAM);
          next.delete(DEAL_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { name, dealId: dealIdOf(location.pathname, search), close };
};
