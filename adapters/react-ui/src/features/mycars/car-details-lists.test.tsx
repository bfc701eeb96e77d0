// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  activeDeal,
  contentModule,
  failure,
  moduleNamed,
  never,
  ok,
  renderCarDetails,
} from '../../test/car-details-fixtures.ts';

const DAMAGE = {
  reports: 'GET /portal/api/bff/deals/d-1001/damage-reports',
  incidents: 'GET /portal/api/bff/deals/d-1001/incident-damages',
};
const longDescription = 'Kratzer an der vorderen Stoßstange beim Ausparken in der Tiefgarage.';

const incident = (overrides: object) => ({
  id: 'inc-1',
  date: '2026-10-02',
  repair_status: 'ordered',
  appointment_date: null,
  damages: [{ area: 'front', part: 'bumper', type: { german_name: 'Kratzer' } }],
  repair_orders: [],
  ...overrides,
});

describe('the damage reports module', () => {
  const renderDamage = (reports: unknown, incidents: unknown, props: Record<string, unknown> = {}) =>
    renderCarDetails(activeDeal, [contentModule('damage-reports', props)], {
      [DAMAGE.reports]: reports as never,
      [DAMAGE.incidents]: incidents as never,
    });

  it('shows that the reports are loading', async () => {
    renderDamage(never, ok([]));
    expect((await moduleNamed('Schadensmeldungen')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the reports could not be loaded, and loads them again on retry', async () => {
    let calls = 0;
    renderDamage(() => {
      calls += 1;
      return calls === 1 ? failure() : ok([]);
    }, ok([]));
    const module = await moduleNamed('Schadensmeldungen');
    expect(await module.findByRole('alert')).toHaveTextContent('Daten konnten nicht geladen werden.');
    await userEvent.click(module.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await module.findByText('Du hast noch keine Schäden gemeldet.')).toBeInTheDocument();
  });

  it('says when nothing was reported', async () => {
    renderDamage(ok([]), ok([]));
    expect(
      await (await moduleNamed('Schadensmeldungen')).findByText('Du hast noch keine Schäden gemeldet.'),
    ).toBeInTheDocument();
  });

  it('shows where an exterior damage is and its kind, and only the kind for another damage', async () => {
    renderDamage(
      ok([
        {
          id: 'dr-1',
          created_date: '2026-10-02T08:15:00Z',
          exteriorProblem: 'front',
          damageType: 'scratch',
          damageDescription: 'Kratzer vorne.',
        },
        { id: 'dr-2', created_date: '2026-10-03', damageType: 'crack', damageDescription: 'Riss.' },
        { id: 'dr-3', created_date: '2026-10-04', exteriorProblem: null, damageType: null },
      ]),
      ok([]),
    );
    const module = await moduleNamed('Schadensmeldungen');
    expect(await module.findByText('Vorne · Kratzer')).toBeInTheDocument();
    expect(module.getByText('Riss')).toBeInTheDocument();
    expect(module.getAllByText(/^Gemeldet am/)).toHaveLength(3);
  });

  it('cuts each description after 40 characters', async () => {
    renderDamage(
      ok([
        { id: 'dr-1', created_date: '2026-10-02T08:15:00Z', damageDescription: longDescription },
        { id: 'dr-2', created_date: '2026-10-03', damageDescription: 'Delle in der Fahrertür.' },
      ]),
      ok([]),
    );
    const module = await moduleNamed('Schadensmeldungen');
    const cut = await module.findByText(`${[...longDescription].slice(0, 40).join('')}…`);
    expect(cut).toHaveAttribute('title', longDescription);
    expect(module.getByText('Delle in der Fahrertür.')).toBeInTheDocument();
    expect(module.getByText('Gemeldet am 02.10.2026')).toBeInTheDocument();
  });

  it('shows the repair status of each damage, an open one without repair as pending', async () => {
    renderDamage(
      ok([]),
      ok([
        incident({ id: 'inc-1', repair_status: 'open' }),
        incident({ id: 'inc-2', repair_status: 'open', appointment_date: '2026-12-01' }),
        incident({
          id: 'inc-3',
          repair_status: 'conducted',
          repair_orders: [{ date: '2026-10-05', download_url: '/portal/api/bff/documents/doc-1009/pdf' }],
        }),
        incident({ id: 'inc-4', repair_status: 'in_progress' }),
        incident({ id: 'inc-5', repair_status: 'canceled' }),
        incident({ id: 'inc-6', repair_status: 'pending' }),
      ]),
    );
    const module = await moduleNamed('Schadensmeldungen');
    await module.findByText('Schäden am Auto');
    const statusOf = (id: string) =>
      document.querySelector(`[data-incident="${id}"] .fui-Badge`)?.textContent;
    expect(statusOf('inc-1')).toBe('Ausstehend');
    expect(statusOf('inc-2')).toBe('Offen');
    expect(statusOf('inc-3')).toBe('Repariert');
    expect(statusOf('inc-4')).toBe('In Reparatur');
    expect(statusOf('inc-5')).toBe('Storniert');
    expect(statusOf('inc-6')).toBe('Ausstehend');
    expect(module.getByText('Reparaturtermin am 01.12.2026')).toBeInTheDocument();
    expect(module.getByRole('link', { name: 'Reparaturauftrag vom 05.10.2026' })).toHaveAttribute(
      'href',
      '/portal/api/bff/documents/doc-1009/pdf',
    );
  });
});

describe('the documents module', () => {
  const DOCUMENTS = 'GET /portal/api/bff/documents';
  const document = (type: string, id = `doc-${type}`) => ({
    id,
    type,
    title: 'Titel',
    created_at: '2025-12-20',
    deal_id: 'd-1001',
  });
  const renderDocuments = (answer: unknown, pdf: unknown = { status: 200, body: 'PDF' }) =>
    renderCarDetails(activeDeal, [contentModule('documents', { anchor: 'documents' })], {
      [DOCUMENTS]: answer as never,
      'GET /portal/api/bff/documents/doc-1/pdf': pdf as never,
    });

  it('shows that the documents are loading', async () => {
    renderDocuments(never);
    expect((await moduleNamed('Dokumente')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the documents could not be loaded', async () => {
    renderDocuments(failure());
    expect(await (await moduleNamed('Dokumente')).findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden.',
    );
  });

  it('says when there are no documents', async () => {
    renderDocuments(ok([]));
    expect(
      await (await moduleNamed('Dokumente')).findByText('Zu diesem Abo gibt es noch keine Dokumente.'),
    ).toBeInTheDocument();
  });

  it('lists every document type of the specification under its name, at the #documents anchor', async () => {
    const types = [
      'subscription_confirmation',
      'car_configuration',
      'holder_agreement',
      'final_invoice',
      'handover_protocol',
      'car_appraisal_report',
      'return_protocol',
      'warranty_damages',
    ];
    const { calls } = renderDocuments(ok(types.map((type) => document(type))));
    const module = await moduleNamed('Dokumente');
    await module.findByText('Abo-Bestätigung');
    for (const name of [
      'Fahrzeugkonfiguration',
      'Haltervereinbarung',
      'Schlussrechnung',
      'Übergabeprotokoll',
      'Fahrzeuggutachten',
      'Rückgabeprotokoll',
      'Gewährleistungsschäden',
    ])
      expect(module.getByText(name)).toBeInTheDocument();
    expect(screen.getByText('Abo-Bestätigung').closest('.fui-Card')).toHaveAttribute('id', 'documents');
    const call = calls.find((each) => each.path === '/portal/api/bff/documents');
    expect(call).toBeDefined();
  });

  it('downloads a document, and says when that failed', async () => {
    const { calls } = renderDocuments(
      ok([document('handover_protocol', 'doc-1')]),
      failure(502, 'download_failed'),
    );
    const module = await moduleNamed('Dokumente');
    await userEvent.click(await module.findByRole('button', { name: 'Übergabeprotokoll herunterladen' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/portal/api/bff/documents/doc-1/pdf')).toHaveLength(1),
    );
    expect(await module.findByRole('alert')).toHaveTextContent(
      'Das Dokument konnte nicht heruntergeladen werden.',
    );
  });
});

describe('the invoices module', () => {
  const INVOICES = 'GET /portal/api/bff/invoices';
  const invoice = (status: string, id = `inv-${status}`) => ({
    id,
    invoice_number: `RE-${status}`,
    date: '2026-11-01',
    amount: 54_900,
    status,
    deal_id: 'd-1001',
  });
  const renderInvoices = (answer: unknown) =>
    renderCarDetails(activeDeal, [contentModule('invoices', { link: '/myaccount/invoices' })], {
      [INVOICES]: answer as never,
    });

  it('shows that the invoices are loading', async () => {
    renderInvoices(never);
    expect((await moduleNamed('Rechnungen')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the invoices could not be loaded', async () => {
    renderInvoices(failure());
    expect(await (await moduleNamed('Rechnungen')).findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden.',
    );
  });

  it('says when there are no invoices', async () => {
    renderInvoices(ok([]));
    expect(
      await (await moduleNamed('Rechnungen')).findByText('Zu diesem Abo gibt es noch keine Rechnungen.'),
    ).toBeInTheDocument();
  });

  it('asks for the deal’s invoices and shows each with amount and status', async () => {
    const statuses = [
      'paid',
      'failed',
      'pending',
      'refunded',
      'partially_refunded',
      'open',
      'overdue',
      'cancelled',
    ];
    const { calls } = renderInvoices((({ url }: { url: URL }) =>
      url.searchParams.get('dealId') === 'd-1001'
        ? ok(statuses.map((status) => invoice(status)))
        : ok([])) as never);
    const module = await moduleNamed('Rechnungen');
    await module.findByText('RE-paid');
    const statusOf = (status: string) =>
      document.querySelector(`[data-invoice="inv-${status}"] .fui-Badge`)?.textContent;
    expect(statuses.map(statusOf)).toEqual([
      'Bezahlt',
      'Fehlgeschlagen',
      'In Bearbeitung',
      'Erstattet',
      'Teilweise erstattet',
      'Offen',
      'Überfällig',
      'Storniert',
    ]);
    expect(document.querySelector('[data-invoice="inv-paid"]')?.textContent).toMatch(/549\s€/);
    expect(module.getByRole('link', { name: 'Alle Rechnungen ansehen' })).toHaveAttribute(
      'href',
      '/myaccount/invoices',
    );
    expect(calls.some((call) => call.path === '/portal/api/bff/invoices')).toBe(true);
  });
});
