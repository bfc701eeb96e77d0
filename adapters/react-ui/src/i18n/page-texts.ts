import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { pageTextsLoaded } from './catalogues.ts';

/**
 * A lazily loaded part renders only once the texts of the locale in use are here: the entry holds
 * only the frame's German texts (i18n/messages/frame.ts), the whole catalogue loads beside the
 * part's own chunk (docs/ui.md "Weight and first paint").
 */
export const withPageTexts =
  <Args extends unknown[], T>(load: (...args: Args) => Promise<T>) =>
  (...args: Args): Promise<T> =>
    Promise.all([load(...args), pageTextsLoaded()]).then(([loadedPart]) => loadedPart);

/** `React.lazy` of a part that waits for its texts (withPageTexts). */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export const lazyWithTexts = <T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> => lazy(withPageTexts(load));

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
