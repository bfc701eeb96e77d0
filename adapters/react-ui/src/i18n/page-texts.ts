import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { pageTextsLoaded } from './catalogues.ts';

/**
 * A lazily loaded part renders only once the texts of the locale in use are here: the entry holds
 * only the frame's German texts (i18n/messages/frame.ts), the whole catalogue loads beside the
 * part's own chunk (docs/ui/performance.md "Weight and first paint").
 */
export const withPageTexts =
  <Args extends unknown[], T>(load: (...args: Args) => Promise<T>) =>
  (...args: Args): Promise<T> =>
    Promise.all([load(...args), pageTextsLoaded()]).then(([loadedPart]) => loadedPart);

/** A lazily loaded part whose chunk can be asked for before it renders (`preload`, loaded once). */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export type LazyPart<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` of a part that waits for its texts (withPageTexts). `preload` starts the same load
 * outside a render: the import's work (Vite's preload helper adding a link for each chunk the part
 * needs) then runs in a task of its own instead of inside the render that first shows the part.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export const lazyWithTexts = <T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPart<T> => {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= withPageTexts(load)();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
};

/** The routes with every page's lazy loader waiting for its texts (withPageTexts). */
export const routesWithPageTexts = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { lazy: load, children } = route;
    return {
      ...route,
      ...(typeof load === 'function' ? { lazy: withPageTexts(load) } : {}),
      ...(children ? { children: routesWithPageTexts(children) } : {}),
    } as RouteObject;
  });
