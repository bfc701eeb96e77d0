import { describe, expect, it } from 'vitest';
import { localiseHref, resolveLink } from './links.ts';

const origin = 'https://portal.example';
const site = 'https://www.auto-abo.example';

describe('links of the portal', () => {
  it('keeps links with an in-app segment inside the app', () => {
    expect(resolveLink('/mycars/d-1001', 'de-DE', origin)).toEqual({ kind: 'in-app', to: '/mycars/d-1001' });
    expect(resolveLink('/myaccount/drivers', 'de-DE', origin)).toEqual({
      kind: 'in-app',
      to: '/myaccount/drivers',
    });
    expect(resolveLink('/mycars/d-1/report-damage?utm_source=services', 'de-DE', origin)).toEqual({
      kind: 'in-app',
      to: '/mycars/d-1/report-damage?utm_source=services',
    });
  });

  it('routes /portal/{locale}/… links to the app’s own route', () => {
    expect(resolveLink('/portal/de-DE/mycars/d-1/schedule-service', 'de-DE', origin)).toEqual({
      kind: 'in-app',
      to: '/mycars/d-1/schedule-service',
    });
  });

  it('opens other links as external pages, foreign sites in a new tab', () => {
    expect(resolveLink('/subscribe', 'de-DE', origin, site)).toEqual({
      kind: 'external',
      href: '/subscribe',
      newTab: false,
    });
    expect(resolveLink('https://blog.example/mycars', 'de-DE', origin, site)).toMatchObject({
      kind: 'external',
      newTab: true,
    });
  });

  it('sends a path the portal has no page for to the public website, never to the portal’s not-found page', () => {
    for (const path of ['/how-it-works', '/b2b/job-auto', '/blog', '/contact', '/privacy', '/terms/rent'])
      expect(resolveLink(path, 'de-DE', origin, site)).toEqual({
        kind: 'external',
        href: `${site}${path}`,
        newTab: false,
      });
    expect(resolveLink('/auto-abo/city/berlin?x=1#top', 'de-DE', origin, `${site}/`)).toMatchObject({
      href: `${site}/auto-abo/city/berlin?x=1#top`,
    });
    // The portal's own pages that have no in-app segment stay on the portal's origin.
    for (const path of ['/loyalty', '/referral', '/subscribe/deals', '/invite/kim-k-4821'])
      expect(resolveLink(path, 'de-DE', origin, site)).toMatchObject({ href: path });
    // A link written with the public website's address opens in the same tab: it is our own site.
    expect(resolveLink(`${site}/press`, 'de-DE', origin, site)).toMatchObject({ newTab: false });
  });

  it('localises links with the de-DE prefix to the current locale', () => {
    expect(localiseHref('/portal/de-DE/mycars', 'en-US')).toBe('/portal/en-US/mycars');
    expect(localiseHref('https://www.example.de/de-DE/subscribe?x=1', 'en-DE')).toBe(
      'https://www.example.de/en-DE/subscribe?x=1',
    );
    expect(localiseHref('/subscribe/deals', 'en-US')).toBe('/subscribe/deals');
    expect(resolveLink('/de-DE/subscribe', 'en-US', origin, site)).toMatchObject({
      href: `${site}/en-US/subscribe`,
    });
  });
});
