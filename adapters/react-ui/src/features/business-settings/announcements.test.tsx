// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_FEE_ANNOUNCEMENT,
  INVOICE_ANNOUNCEMENT,
} from '../../../../../core/fleet/announcement-catalogue.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';
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
