import { isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.ts';
import { type AnyRoute, isBinary, isMultipart, placeholdersOf } from './route.ts';
import { ROUTE_GROUPS, ROUTE_LIST, ROUTES } from './route-table.ts';

/** Paths outside /portal/api/bff that the specification names (consumer spec §7). */
const SPECIFIED_OTHER_PATHS = [
  '/api/checkout/prolongation/options',
  '/api/addons',
  '/api/generateDecagonToken',
];

const propsOf = (codec: t.Mixed): string[] => {
  const c = codec as unknown as { props?: Record<string, unknown>; types?: t.Mixed[] };
  if (c.props) return Object.keys(c.props);
  if (c.types) return c.types.flatMap(propsOf);
  return [];
};

const decodes = (codec: t.Mixed, value: unknown) => isRight(codec.decode(value));

describe.each(ROUTE_LIST.map((route) => [route.name, route] as const))(
  'route %s',
  (name, route: AnyRoute) => {
    it('is listed under its own name', () => {
      expect((ROUTES as Record<string, AnyRoute>)[name]).toBe(route);
    });

    it('has a path under the BFF, or one the specification names', () => {
      expect(route.path.startsWith('/portal/api/bff/') || SPECIFIED_OTHER_PATHS.includes(route.path)).toBe(
        true,
      );
    });

    it('declares exactly the path placeholders as its params', () => {
      expect(propsOf(route.params).sort()).toEqual(placeholdersOf(route.path).sort());
    });

    it('sends no body on GET', () => {
      if (route.method === 'GET') expect(route.body.name).toBe('undefined');
    });

    it('has an example its own codecs accept', () => {
      const { example } = route;
      expect(example.state.length).toBeGreaterThan(0);
      expect(decodes(route.params, example.params ?? {})).toBe(true);
      if (example.query !== undefined) expect(route.query.is(example.query)).toBe(true);
      if (isMultipart(route.body)) {
        expect(decodes(route.body.fields, example.body ?? {})).toBe(true);
        expect(example.files?.length ?? 0).toBeGreaterThan(0);
      } else {
        expect(decodes(route.body, example.body)).toBe(true);
      }
      if (isBinary(route.response)) expect(route.response.contentTypes).toContain(example.response);
      else expect(decodes(route.response, example.response)).toBe(true);
    });

    it('lists the codes of its error examples among its errors', () => {
      for (const error of route.errorExamples ?? []) {
        expect(ERROR_CODES).toContain(error.code);
        expect(route.errors).toContain(error.code);
        expect(error.status).toBeGreaterThanOrEqual(400);
      }
    });

    it('says what it does', () => {
      expect(route.summary.length).toBeGreaterThan(10);
    });
  },
);

describe('the route table', () => {
  it('has no name twice across areas', () => {
    const names = ROUTE_GROUPS.flatMap((group) => Object.keys(group));
    expect(names.length).toBe(new Set(names).size);
  });

  it('has no method and path twice', () => {
    const keys = ROUTE_LIST.map((route) => `${route.method} ${route.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
