// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { nordAdmin, nordAnalyst, nordDriver } from '../../test/nordflotte-fixtures.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import {
  cancellationInvoice,
  listOf,
  monthlyInvoice,
  never,
  signedContract,
  unsignedContract,
} from './business-fixtures.ts';

type Handler = Answer | (() => Answer | Promise<Answer>);
const CONTRACTS = '/portal/api/bff/fleet/contracts';
const INVOICES = '/portal/api/bff/fleet/invoices';
const DOWNLOAD_FAILED =
  'Download fehlgeschlagen – Bitte versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an Ihre*n Kundenbetreuer*in.';

const bffWith = (routes: Record<string, Handler>, user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  ...routes,
});
const main = () => within(screen.getByRole('main'));

describe('the contracts tab', () => {
  it('shows that the contracts are loading', async () => {
    renderApp('/documents/contracts', { bff: bffWith({ [`GET ${CONTRACTS}`]: never }) });
    await screen.findByRole('heading', { name: 'Dokumente', level: 1 });
    expect(main().getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the contracts could not be loaded', async () => {
    renderApp('/documents/contracts', {
      bff: bffWith({ [`GET ${CONTRACTS}`]: failure(500, 'general_error') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when there are no contracts', async () => {
    renderApp('/documents/contracts', { bff: bffWith({ [`GET ${CONTRACTS}`]: listOf([]) }) });
    expect(await screen.findByText('Es liegen noch keine Verträge vor.')).toBeInTheDocument();
  });

  it('shows each contract with its status, the signing deadline while a signature is missing, and the 3-day rule', async () => {
    renderApp('/documents/contracts', {
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([
          unsignedContract,
          { ...unsignedContract, id: 'ctr-3', contract_number: 'V-3', status: 'CHECKED_OUT' },
          signedContract,
        ]),
      }),
    });
    const table = within(await screen.findByRole('table', { name: 'Verträge' }));
    expect(table.getAllByText('Unterschrift fehlt')).toHaveLength(2);
    expect(table.getByText('Unterschrieben')).toBeInTheDocument();
    expect(table.getAllByText('Bitte bis 24.11.2026 unterschreiben')).toHaveLength(2);
    expect(table.getAllByText('21.11.2026')).toHaveLength(3);
    expect(
      screen.getByText(
        'Ein Vertrag muss innerhalb von drei Tagen nach seiner Erstellung unterschrieben werden, sonst verfällt er.',
      ),
    ).toBeInTheDocument();
  });

  it('lets an admin open a contract awaiting signature for signing, and only such a contract', async () => {
    const browser = fakeBrowser();
    renderApp('/documents/contracts', {
      browser,
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([unsignedContract, signedContract]),
        [`POST ${CONTRACTS}/ctr-2001/signing-link`]: {
          status: 201,
          body: {
            data: { url: 'https://sign.example/envelopes/V-2026-2001', expiresAt: '2026-11-24T09:00:00Z' },
          },
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vertrag V-2026-2001 öffnen und unterschreiben' }),
    );
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('https://sign.example/envelopes/V-2026-2001'),
    );
    expect(
      screen.queryByRole('button', { name: 'Vertrag V-2026-2002 öffnen und unterschreiben' }),
    ).toBeNull();
  });

  it('lets an admin send the signing e-mail again', async () => {
    const { calls } = renderApp('/documents/contracts', {
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([unsignedContract]),
        [`POST ${CONTRACTS}/ctr-2001/signing-email`]: { status: 202, body: { ok: true } },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'E-Mail erneut senden: Unterschriftslink für Vertrag V-2026-2001',
      }),
    );
    expect(
      await screen.findByText('Wir haben die E-Mail zum Unterschreiben erneut gesendet.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${CONTRACTS}/ctr-2001/signing-email`)).toHaveLength(1);
  });

  it('says when a contract cannot be opened for signing', async () => {
    const browser = fakeBrowser();
    renderApp('/documents/contracts', {
      browser,
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([unsignedContract]),
        [`POST ${CONTRACTS}/ctr-2001/signing-link`]: failure(409, 'not_eligible'),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vertrag V-2026-2001 öffnen und unterschreiben' }),
    );
    // Business spec §8: the generic failure is a toast, not a message in the page.
    const toast = await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('main')).not.toContainElement(toast);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a driver', nordDriver],
    ['an analyst', nordAnalyst],
  ])('offers %s no row actions, only the download', async (_, user) => {
    renderApp('/documents/contracts', {
      bff: bffWith({ [`GET ${CONTRACTS}`]: listOf([unsignedContract]) }, user),
    });
    expect(
      await screen.findByRole('button', { name: 'Vertrag V-2026-2001 als PDF herunterladen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /öffnen und unterschreiben/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /E-Mail erneut senden/ })).toBeNull();
    // Nor are they asked to sign: the deadline is the admins'.
    expect(screen.getByText('Von Administrator*in bis 24.11.2026 zu unterschreiben')).toBeInTheDocument();
    expect(screen.queryByText(/Bitte bis .* unterschreiben/)).toBeNull();
  });

  it('downloads a contract as PDF through the business portal', async () => {
    const { calls } = renderApp('/documents/contracts', {
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([unsignedContract]),
        [`GET ${CONTRACTS}/ctr-2001/pdf`]: { status: 200, body: 'PDF' },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vertrag V-2026-2001 als PDF herunterladen' }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `${CONTRACTS}/ctr-2001/pdf`)).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === `${CONTRACTS}/ctr-2001/pdf`)?.actor).toBe('b2b-portal');
    expect(screen.queryByText(DOWNLOAD_FAILED)).toBeNull();
  });

  it('says when a contract download failed', async () => {
    renderApp('/documents/contracts', {
      bff: bffWith({
        [`GET ${CONTRACTS}`]: listOf([unsignedContract]),
        [`GET ${CONTRACTS}/ctr-2001/pdf`]: failure(500, 'download_failed'),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vertrag V-2026-2001 als PDF herunterladen' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED);
  });

  it('sends a consumer to their own cars', async () => {
    const { router } = renderApp('/documents/contracts', {
      bff: bffWith({}, { email: 'kunde@demo.example', name: 'Kim Kunde', kind: 'consumer' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycars'));
  });
});

describe('the invoices tab', () => {
  it('shows that the invoices are loading', async () => {
    renderApp('/documents/invoices', { bff: bffWith({ [`GET ${INVOICES}`]: never }) });
    await screen.findByRole('heading', { name: 'Dokumente', level: 1 });
    expect(main().getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the invoices could not be loaded', async () => {
    renderApp('/documents/invoices', {
      bff: bffWith({ [`GET ${INVOICES}`]: failure(500, 'general_error') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when there are no invoices', async () => {
    renderApp('/documents/invoices', { bff: bffWith({ [`GET ${INVOICES}`]: listOf([]) }) });
    expect(await screen.findByText('Es liegen noch keine Rechnungen vor.')).toBeInTheDocument();
  });

  it('shows each invoice with its type and flags a cancellation invoice', async () => {
    renderApp('/documents/invoices', {
      bff: bffWith({ [`GET ${INVOICES}`]: listOf([monthlyInvoice, cancellationInvoice]) }),
    });
    const table = within(await screen.findByRole('table', { name: 'Rechnungen' }));
    const [, monthly, cancellation] = table.getAllByRole('row');
    expect(within(monthly as HTMLElement).getByText('Monatsrechnung')).toBeInTheDocument();
    expect(within(monthly as HTMLElement).queryByText('Stornorechnung')).toBeNull();
    expect(within(cancellation as HTMLElement).getByText('Schlussrechnung')).toBeInTheDocument();
    expect(within(cancellation as HTMLElement).getByText('Stornorechnung')).toBeInTheDocument();
    expect(table.getAllByText('01.11.2026')).toHaveLength(2);
    expect(table.getAllByText('Nordflotte GmbH')).toHaveLength(2);
  });

  it('says when an invoice download failed', async () => {
    renderApp('/documents/invoices', {
      bff: bffWith({
        [`GET ${INVOICES}`]: listOf([monthlyInvoice]),
        [`GET ${INVOICES}/binv-2001/pdf`]: failure(500, 'download_failed'),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rechnung RE-2026-2001 als PDF herunterladen' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED);
  });

  it('switches between the tabs by path', async () => {
    const { router } = renderApp('/documents/contracts', {
      bff: bffWith({ [`GET ${CONTRACTS}`]: listOf([]), [`GET ${INVOICES}`]: listOf([monthlyInvoice]) }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Rechnungen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/invoices'));
    expect(await screen.findByRole('table', { name: 'Rechnungen' })).toBeInTheDocument();
  });

  it('leads /documents to the contracts', async () => {
    const { router } = renderApp('/documents', { bff: bffWith({ [`GET ${CONTRACTS}`]: listOf([]) }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/contracts'));
  });
});
