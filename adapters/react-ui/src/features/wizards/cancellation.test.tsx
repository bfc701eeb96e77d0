// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, createdDeal, failure, formAnswer, now, withDeals } from './test-fixtures.ts';

const listed = { ...activeDeal, created_at: '2025-12-01T10:00:00Z', months_till_end: 7 };
const created = {
  ...createdDeal,
  created_at: '2026-11-01T10:00:00Z',
  months_till_end: 12,
  car: { oem: 'Cupra', model: 'Born', license_plate: 'M-CB 2026' },
};

const cancellationBff = (
  submit: Answer = { status: 202, body: { data: { id: 'can-1', status: 'pending_review' } } },
) => ({
  ...withDeals(listed, created),
  'GET /portal/api/bff/deals': { status: 200, body: { data: [listed, created] } },
  'GET /portal/api/bff/deals/d-1002/handover': {
    status: 200,
    body: { data: { planned_delivery_date: '2026-12-04', address_changeable: true } },
  },
  'POST /portal/api/bff/deals/d-1001/cancellation': submit,
  'POST /portal/api/bff/deals/d-1002/cancellation': submit,
});

const open = async (dealId = 'd-1001', submit?: Answer) => {
  const view = renderApp(`/mycars/${dealId}?modalName=cancelation`, { now, bff: cancellationBff(submit) });
  const dialog = await dialogNamed('Abo kündigen');
  await dialog.findByRole('heading', { name: 'Welches Abo möchtest du kündigen?' });
  return { view, dialog };
};

type Dialog = Awaited<ReturnType<typeof dialogNamed>>;
const next = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
const file = (name: string, size: number) => {
  const chosen = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};
const choose = (dialog: Dialog, files: File[]) => {
  const input = dialog.getByLabelText(/^Nachweis/) as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe('the cancellation wizard', () => {
  it('goes through core steps for a health reason: fee, losses, reason, documents, date, comment; then pending review', async () => {
    const { view, dialog } = await open();
    expect(dialog.getByRole('radio', { name: 'Volkswagen ID.4 Pro (M-AB 1234)' })).toBeChecked();
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Das kostet dich die Kündigung' });
    expect(dialog.getByText(/^Gebühr für die vorzeitige Kündigung: 549\s€$/)).toBeInTheDocument();
    expect(dialog.queryByText(/Zusatzgebühr/)).not.toBeInTheDocument();
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Das verlierst du mit der Kündigung' });
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Warum möchtest du kündigen?' });
    await next(dialog);
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Gesundheitliche Gründe' }));
    await next(dialog);
    // Health needs a proof: no alternatives step, the documents step instead.
    await dialog.findByRole('heading', { name: 'Bitte lade einen Nachweis hoch' });
    expect(dialog.getByText('Schritt 5 von 7')).toBeInTheDocument();
    await next(dialog);
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    choose(dialog, [file('attest.pdf', 10_485_761)]);
    expect(await dialog.findByText('Diese Datei ist zu groß (Maximalgröße 10 MB).')).toBeInTheDocument();
    choose(dialog, [file('attest.txt', 100)]);
    expect(
      await dialog.findByText('Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).'),
    ).toBeInTheDocument();
    choose(dialog, [file('attest.pdf', 10_485_760)]);
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Wann soll dein Abo enden?' });
    expect(dialog.getByRole('radio', { name: 'So schnell wie möglich' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Zu einem bestimmten Datum' }));
    const day = dialog.getByLabelText(/^Datum/);
    expect(day).toHaveAttribute('min', '2026-11-23');
    await next(dialog);
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '2026-11-22' } });
    await next(dialog);
    expect(
      await dialog.findByText('Das Kündigungsdatum darf nicht in der Vergangenheit liegen.'),
    ).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '2027-01-31' } });
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Möchtest du uns noch etwas mitteilen?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Kündigung absenden' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Kommentar/ }), 'Ärztliches Attest anbei.');
    await userEvent.click(dialog.getByRole('button', { name: 'Kündigung absenden' }));
    const success = await dialogNamed('Deine Kündigungsanfrage ist eingegangen');
    expect(success.getByText(/in Prüfung/)).toBeInTheDocument();
    expect(
      view.calls.find((call) => call.method === 'POST' && call.path.endsWith('/cancellation'))?.body,
    ).toEqual({
      cancelation_reason_code: 'health',
      date: '2027-01-31',
      required_comments: 'Ärztliches Attest anbei.',
      documents: 'attest.pdf',
    });
  });

  it('adds the 249 € short-notice fee for a planned handover and asks no date before the handover', async () => {
    const { dialog } = await open('d-1002');
    expect(dialog.getByRole('radio', { name: 'Cupra Born (M-CB 2026)' })).toBeChecked();
    await next(dialog);
    expect(await dialog.findByText(/^Gebühr für die vorzeitige Kündigung: 549\s€$/)).toBeInTheDocument();
    expect(
      dialog.getByText(/^Zusatzgebühr, da die Übergabe bereits geplant ist: 249\s€$/),
    ).toBeInTheDocument();
    await next(dialog);
    await next(dialog);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Anderer Grund' }));
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Hast du schon an diese Alternativen gedacht?' });
    expect(dialog.getByRole('button', { name: 'Ein anderes Auto abonnieren' })).toBeInTheDocument();
    // Consumer §9: 50 € off the first rate if booked by a date (14 days from today, 23.11.2026).
    expect(
      dialog.getByText(/^50\s€ Rabatt auf die erste Monatsrate, wenn du bis zum 07\.12\.2026 buchst\.$/),
    ).toBeInTheDocument();
    await next(dialog);
    // CREATED: no date step; the comment is optional for "other".
    await dialog.findByRole('heading', { name: 'Möchtest du uns noch etwas mitteilen?' });
    expect(dialog.getByRole('textbox', { name: 'Kommentar (optional)' })).toBeInTheDocument();
  });

  it('asks the representative for a death and checks every field', async () => {
    const { dialog } = await open();
    await next(dialog);
    await next(dialog);
    await next(dialog);
    await userEvent.click(await dialog.findByRole('radio', { name: /Todesfall/ }));
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Bitte lade einen Nachweis hoch' });
    choose(dialog, [file('urkunde.pdf', 500)]);
    await next(dialog);
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Möchtest du uns noch etwas mitteilen?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Kündigung absenden' }));
    // Comment and all seven representative fields are required.
    expect(dialog.getAllByText('Dies ist ein Pflichtfeld.').length).toBeGreaterThanOrEqual(6);
    await userEvent.type(dialog.getByRole('textbox', { name: /^E-Mail/ }), 'keine-adresse');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Postleitzahl/ }), '123');
    expect(await dialog.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(dialog.getByText('PLZ muss 5-stellig sein')).toBeInTheDocument();
  });

  it('says that a request is already being reviewed when the BFF refuses a second one', async () => {
    const { dialog } = await open('d-1001', failure(409, 'not_eligible'));
    await next(dialog);
    await next(dialog);
    await next(dialog);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Anderer Grund' }));
    await next(dialog);
    await next(dialog);
    await next(dialog);
    await userEvent.click(await dialog.findByRole('button', { name: 'Kündigung absenden' }));
    expect(
      await dialog.findByText(
        'Deine Kündigungsanfrage liegt uns bereits vor. Sie wird gerade von unserem Team geprüft.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a request still under review instead of asking again', async () => {
    renderApp('/mycars/d-1001?modalName=cancelation', {
      now,
      bff: {
        ...cancellationBff(),
        'GET /portal/api/bff/deals/d-1001/cancellation': {
          status: 200,
          body: {
            data: {
              id: 'can-1',
              reason: 'health',
              date: 'asap',
              requested_at: '2026-11-20T09:00:00Z',
              status: 'pending_review',
            },
          },
        },
      },
    });
    const dialog = await dialogNamed('Abo kündigen');
    expect(
      await dialog.findByText(
        'Deine Kündigungsanfrage vom 20.11.2026 („Gesundheitliche Gründe“) wird gerade von unserem Team geprüft. Wir bestätigen sie dir per E-Mail.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });
});

describe('the cancellation wizard laid out by its content form', () => {
  const edited = formAnswer({
    id: 'cancelation',
    title: 'Abo beenden',
    steps: [
      { id: 'select_subscription', title: 'Welches Auto?', fields: [] },
      {
        id: 'losses',
        title: 'Das fällt weg',
        fields: [{ name: 'losses_notice', kind: 'info', description: 'Dein Schutz\n\nDeine Treuepunkte' }],
      },
      { id: 'reason', title: 'Warum?', fields: [] },
      {
        id: 'more_info',
        title: 'Noch etwas?',
        fields: [],
        endpoint: {
          path: '/portal/api/bff/deals/{subscription_id}/cancellation',
          method: 'POST',
          successAction: {
            type: 'modal',
            modal: 'request-success-modal',
            title: 'Angekommen',
            description: 'Wir melden uns.',
          },
        },
      },
    ],
  });

  it('lists the content’s losses line by line, in its order, and confirms in its words', async () => {
    const view = renderApp('/mycars/d-1001?modalName=cancelation', {
      now,
      bff: { ...cancellationBff(), 'GET /portal/api/bff/content/forms/cancelation': edited },
    });
    const dialog = await dialogNamed('Abo beenden');
    await dialog.findByRole('heading', { name: 'Welches Auto?' });
    await next(dialog);
    // Core's fee step, which the content does not name, follows the step core puts before it.
    await dialog.findByRole('heading', { name: 'Das kostet dich die Kündigung' });
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Das fällt weg' });
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dein Schutz',
      'Deine Treuepunkte',
    ]);
    expect(dialog.getByText('Schritt 3 von 7')).toBeInTheDocument();
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Warum?' });
    await userEvent.click(dialog.getByRole('radio', { name: 'Anderer Grund' }));
    await next(dialog);
    await next(dialog);
    await next(dialog);
    await dialog.findByRole('heading', { name: 'Noch etwas?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Kündigung absenden' }));
    const success = await dialogNamed('Angekommen');
    expect(success.getByText('Wir melden uns.')).toBeInTheDocument();
    expect(view.calls.some((call) => call.method === 'POST' && call.path.endsWith('/cancellation'))).toBe(
      true,
    );
  });
});
