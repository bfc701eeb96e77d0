import { describe, expect, it } from 'vitest';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { fleetCarsQuery, fleetCompaniesQuery } from '../features/fleet/api/fleet-queries.ts';
import { carsViewOf } from '../features/fleet/cars-view.ts';
import { carsList, nordAdmin, nordflotte } from '../features/fleet/fleet-fixtures.ts';
import { createQueryClient } from './App.tsx';
import { prefetchFirstPage } from './first-page-prefetch.ts';

/** A BFF that answers the session, the fleet list and the companies, and notes what was asked. */
const fakeBff = ({ signedOut = false } = {}) => {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    asked.push(`${url.pathname}${url.search}`);
    if (signedOut)
      return new Response(
        JSON.stringify({ error: { code: 'unauthorized', message: 'Bitte melde dich an.' } }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      );
    const data = url.pathname.endsWith('/auth/session')
      ? { data: nordAdmin }
      : url.pathname.endsWith('/fleet/cars')
        ? carsList().body
        : { data: [nordflotte] };
    return new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = (actor: 'b2c-customer-portal' | 'b2b-portal') =>
    createPortalApi({ baseUrl: 'http://portal.test', actor, fetch, retryDelayMs: 0 });
  return { asked, apis: { consumer: client('b2c-customer-portal'), business: client('b2b-portal') } };
};

describe('the first page’s data, asked for before React renders', () => {
  it('is the plain view of the cars list in the address, and the companies of its filter', async () => {
    const { asked, apis } = fakeBff();
    const client = createQueryClient();
    await prefetchFirstPage(client, apis, '/cars/archived');
    const view = carsViewOf('archived', new URLSearchParams());
    expect(client.getQueryData(fleetCarsQuery(apis.business, view).queryKey)).toMatchObject({
      matchCount: 1,
    });
    expect(client.getQueryData(fleetCompaniesQuery(apis.business).queryKey)).toHaveLength(1);
    expect(asked.some((path) => path.includes('/fleet/cars') && path.includes('tab=archived'))).toBe(true);
  });

  it('leaves a filtered view of the cars list to the page, as the BFF leaves it out of the page', async () => {
    const { asked, apis } = fakeBff();
    const client = createQueryClient();
    await prefetchFirstPage(client, apis, '/cars/archived', '?sort=highest_rate&page=2');
    expect(asked).toEqual(['/portal/api/bff/auth/session']);
  });

  it('asks for nothing but the session while it answers nobody', async () => {
    const { asked, apis } = fakeBff({ signedOut: true });
    const client = createQueryClient();
    await prefetchFirstPage(client, apis, '/mycars');
    expect(asked).toEqual(['/portal/api/bff/auth/session']);
  });

  it('asks for no fleet on a page that does not show it', async () => {
    const { asked, apis } = fakeBff();
    const client = createQueryClient();
    await Promise.all([
      prefetchFirstPage(client, apis, '/cart'),
      prefetchFirstPage(client, apis, '/cars/unknown'),
    ]);
    expect(asked.filter((path) => !path.endsWith('/auth/session'))).toEqual([]);
  });

  it('on the business start pages is the announcements above the page, on /overview its figures too', async () => {
    const { asked, apis } = fakeBff();
    const client = createQueryClient();
    await Promise.all([
      prefetchFirstPage(client, apis, '/overview'),
      prefetchFirstPage(client, apis, '/cars/all'),
    ]);
    expect(asked).toContain('/portal/api/bff/fleet/overview');
    expect(asked.filter((path) => path === '/portal/api/bff/fleet/announcements')).toHaveLength(1);
  });

  it('on /mycars is the deals and the content page the page is assembled from, in the chosen locale', async () => {
    const { asked, apis } = fakeBff();
    const client = createQueryClient();
    await prefetchFirstPage(client, apis, '/mycars', '', 'en-DE');
    expect(asked.some((path) => path.startsWith('/portal/api/bff/deals'))).toBe(true);
    expect(asked).toContain('/portal/api/bff/content/pages/mycars?locale=en-DE');
  });
});
