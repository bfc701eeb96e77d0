// @vitest-environment happy-dom
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PORTAL_PAGE_SEGMENTS } from '../lib/links.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { PortalPrefixRedirect } from './PortalPrefixRedirect.tsx';
import { appRoutes } from './routes.tsx';

const REDIRECTS: unknown[] = [Navigate, PortalPrefixRedirect, HomeRedirect];

const pagesOf = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [
    ...(route.path !== undefined || route.index ? [route] : []),
    ...pagesOf(route.children ?? []),
  ]);

describe('the routes', () => {
  it('load every page as a lazy chunk (only redirects are part of the first load)', () => {
    const eager = pagesOf(appRoutes).filter(
      (route) => !route.lazy && !(isValidElement(route.element) && REDIRECTS.includes(route.element.type)),
    );
    expect(eager.map((route) => route.path ?? '(index)')).toEqual([]);
    expect(pagesOf(appRoutes).filter((route) => route.lazy).length).toBeGreaterThanOrEqual(9);
  });

  it('name the portal’s own first path segments as lib/links.ts does, so no link of the public website is taken for a page', () => {
    const firsts = new Set(
      pagesOf(appRoutes)
        .map((route) => route.path?.split('/')[0])
        .filter((first): first is string => first !== undefined && first !== '*' && !first.startsWith(':')),
    );
    expect([...firsts].sort()).toEqual([...PORTAL_PAGE_SEGMENTS].sort());
  });
});
