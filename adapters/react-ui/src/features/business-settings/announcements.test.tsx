// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_FEE_ANNOUNCEMENT,
  INVOICE_ANNOUNCEMENT,
} from '../../../../../core/fleet/announcement-catalogue.ts';
import { fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import { asNordAdmin, failure, nordflotteSettings, ok, SESSION } from './settings-fixtures.ts';

const ANNOUNCEMENTS = 'GET /portal/api/bff/fleet/announcements';
const SETTINGS = 'GET /portal/api/bff/fleet/settings/company';

describe('business announcements', () => {
  it('head the business pages with title, text and the call to action', async () => {
    renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [ANNOUNCEMENTS]: ok([{ ...DELIVERY_FEE_ANNOUNCEMENT, cta: null }, INVOICE_ANNOUNCEMENT]),
      },
    });
    const region = await screen.findByRole('region', { name: 'Mitteilungen' });
    expect(region).toHaveTextContent('Neue Liefergebühr ab dem 15.11.2025');
    expect(region).toHaveTextContent('209,24 €');
    expect(within(region).getByRole('link', { name: 'Zu den Rechnungen' })).toHaveAttribute(
      'href',
      '/documents/invoices',
    );
    // Above the page's own heading.
    const heading = screen.getByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speak the portal’s language where the content has texts for it, else German', async () => {
    const german = {
      ...INVOICE_ANNOUNCEMENT,
      translations: {},
      config: { ...INVOICE_ANNOUNCEMENT.config, id: 'de' },
    };
    for (const locale of ['en-DE', 'en-US']) {
      const { unmount } = renderApp('/settings/company', {
        browser: fakeBrowser({ 'portal.locale': locale }),
        bff: {
          [SESSION]: asNordAdmin,
          [SETTINGS]: ok(nordflotteSettings),
          [ANNOUNCEMENTS]: ok([DELIVERY_FEE_ANNOUNCEMENT, INVOICE_ANNOUNCEMENT, german]),
        },
      });
      const region = await screen.findByRole('region', { name: 'Announcements' });
      expect(region).toHaveTextContent('New delivery fee from 15.11.2025');
      expect(region).toHaveTextContent('209,24 €');
      expect(within(region).getByRole('link', { name: 'To the invoices' })).toBeInTheDocument();
      // An announcement without English texts stays German rather than showing nothing.
      expect(region).toHaveTextContent('Ihre Rechnungen im Portal');
      unmount();
    }
  });

  it('do what their call to action says: a link, a new tab, a download or a dialog over the page', async () => {
    const withAction = (id: string, action: string, url: string) => ({
      ...INVOICE_ANNOUNCEMENT,
      cta: { label: `Aktion ${id}`, url, action },
      config: { ...INVOICE_ANNOUNCEMENT.config, id },
    });
    renderApp('/settings/company', {
      bff: {
        [SESSION]: asNordAdmin,
        [SETTINGS]: ok(nordflotteSettings),
        [ANNOUNCEMENTS]: ok([
          withAction('tab', 'new-tab', 'https://example.com/preise'),
          withAction('file', 'download', '/downloads/preisliste.pdf'),
          withAction('dialog', 'modal', '/cars/all?modalName=comment'),
          withAction('unknown', 'something-new', '/cars/return'),
        ]),
      },
    });
    const region = await screen.findByRole('region', { name: 'Mitteilungen' });
    const tab = within(region).getByRole('link', { name: 'Aktion tab' });
    expect(tab).toHaveAttribute('target', '_blank');
    expect(tab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(region).getByRole('link', { name: 'Aktion file' })).toHaveAttribute('download');
    expect(within(region).getByRole('link', { name: 'Aktion dialog' })).toHaveAttribute(
      'href',
      '/settings/company?modalName=comment',
    );
    const unknown = within(region).getByRole('link', { name: 'Aktion unknown' });
    expect(unknown).toHaveAttribute('href', '/cars/return');
    expect(unknown).not.toHaveAttribute('target');
  });

  it('shows nothing when there is none or the call fails', async () => {
    for (const answer of [ok([]), failure(500, 'general_error')]) {
      const { unmount } = renderApp('/settings/company', {
        bff: { [SESSION]: asNordAdmin, [SETTINGS]: ok(nordflotteSettings), [ANNOUNCEMENTS]: answer },
      });
      await screen.findByText('Am Sandtorkai 50, 20457 Hamburg');
      expect(screen.queryByRole('region', { name: 'Mitteilungen' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('are not asked for by consumers', async () => {
    const { calls } = renderApp('/loyalty', { bff: { [SESSION]: signedInAs() } });
    await screen.findByRole('main');
    expect(calls.some((call) => call.path.endsWith('/announcements'))).toBe(false);
  });
});
