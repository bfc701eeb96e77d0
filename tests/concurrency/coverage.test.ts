/**
 * Every write of the wire API has a parallel test: each area's suite names the routes it sends many
 * times at once in its `*.routes.ts`, and a write route that no list names fails here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../contracts/route-table.ts';

const listsOf = async (): Promise<Set<RouteName>> => {
  const names = new Set<RouteName>();
  const files = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.routes.ts'));
  for (const file of files) {
    const module = (await import(join(import.meta.dirname, file))) as {
      PARALLEL_ROUTES: readonly RouteName[];
    };
    for (const name of module.PARALLEL_ROUTES) names.add(name);
  }
  return names;
};

describe('the parallel suite', () => {
  it('sends every write route of the route table many times at once', async () => {
    const covered = await listsOf();
    const writes = (Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTES[name].method !== 'GET');
    expect(writes.filter((name) => !covered.has(name))).toEqual([]);
  });
});
