// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const paid = {
  id: 'inv-1001',
  invoice_number: 'RE-2026-1001',
  date: '2026-11-01',
  amount: 54_900,
  status: 'paid',
  deal_id: 'd-1001',
  payment_method: 'sepa_debit',
};
const overdue = {
  id: 'inv-1002',
  invoice_number: 'RE-2026-0901',
  date: '2026-09-01',
  amount: 54_900,
  status: 'overdue',
};
const partlyRefunded = {
  id: 'inv-1003',
  invoice_number: 'RE-2026-0801',
  date: '2026-08-01',
  amount: 24_900,
  status: 'partially_refunded',
  refunded_amount: 10_000,
};

type Handler = Answer | (() => Answer | Promise<Answer>);
const bffWith = (invoices: Handler, pdf: Handler = { status: 200, body: 'PDF' }) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/invoices': invoices,
  'GET /portal/api/bff/invoices/inv-1001/pdf': pdf,
});
const invoicesAnswer = (...invoices: object[]): Answer => ({ status: 200, body: { data: invoices } });

describe('/myaccount/invoices', () => {
  it('shows that the invoices are loading', async () => {
    renderApp('/myaccount/invoices', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Rechnungen' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the invoices could not be loaded', async () => {
    renderApp('/myaccount/invoices', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });

  it('says when there are no invoices yet', async () => {
    renderApp('/myaccount/invoices', { bff: bffWith(invoicesAnswer()) });
    expect(await screen.findByText('Du hast noch keine Rechnungen.')).toBeInTheDocument();
  });

  it('lists each invoice with number, date, amount and status', async () => {
    renderApp('/myaccount/invoices', { bff: bffWith(invoicesAnswer(paid, overdue, partlyRefunded)) });
    const table = within(await screen.findByRole('table', { name: 'Rechnungen' }));
    const row = (number: string) => within(table.getByText(number).closest('tr') as HTMLElement);
    expect(row('RE-2026-1001').getByText('01.11.2026')).toBeInTheDocument();
    expect(row('RE-2026-1001').getByText(/549\s€/)).toBeInTheDocument();
    expect(row('RE-2026-1001').getByText('Bezahlt')).toBeInTheDocument();
    expect(row('RE-2026-0901').getByText('Überfällig')).toBeInTheDocument();
    expect(row('RE-2026-0801').getByText('Teilweise erstattet')).toBeInTheDocument();
    expect(row('RE-2026-0801').getByText(/100\s€ erstattet/)).toBeInTheDocument();
  });

  it('downloads an invoice as PDF', async () => {
    const { calls } = renderApp('/myaccount/invoices', { bff: bffWith(invoicesAnswer(paid)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Rechnung RE-2026-1001 herunterladen' }));
    expect(calls.filter((call) => call.path === '/portal/api/bff/invoices/inv-1001/pdf')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the download failed', async () => {
    renderApp('/myaccount/invoices', {
      bff: bffWith(invoicesAnswer(paid), failure(500, 'download_failed')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rechnung RE-2026-1001 herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Rechnung konnte nicht heruntergeladen werden. Bitte versuche es erneut.',
    );
  });
});
