// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kimKunde, renderApp, signedInAs } from '../../test/render-app.tsx';

const editor = { ...kimKunde, email: 'redaktion@demo.example', name: 'Rita Redaktion', is_editor: true };
const PAGE_URL = 'GET /portal/api/bff/content/pages/car-details';
const page = (locale = 'de-DE') => ({
  status: 200,
  body: {
    data: {
      slug: 'car-details',
      locale,
      title: 'Fahrzeugdetails',
      modules: [
        { id: 'm-1', type: 'vehicle-details', props: { showFooterActions: true }, editUrl: 'x#m-1' },
        {
          id: 'm-2',
          type: 'order-status',
          props: {},
          visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' },
          editUrl: 'x#m-2',
        },
      ],
    },
  },
});

describe('/redaktion/seiten/{slug}/{locale}, where editing links lead', () => {
  it("shows the editor every module's type, id and content", async () => {
    renderApp('/redaktion/seiten/car-details/de-DE#m-2', {
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(editor), [PAGE_URL]: page() },
    });
    expect(await screen.findByRole('heading', { name: 'Redaktionsansicht', level: 1 })).toBeInTheDocument();
    const orderStatus = await screen.findByRole('group', { name: 'order-status' });
    expect(orderStatus).toHaveAttribute('id', 'm-2');
    expect(within(orderStatus).getByText('Modul-ID: m-2')).toBeInTheDocument();
    expect(orderStatus).toHaveTextContent('"value": "CREATED"');
    expect(orderStatus).not.toHaveTextContent('editUrl');
    expect(screen.getByRole('group', { name: 'vehicle-details' })).toHaveTextContent(
      '"showFooterActions": true',
    );
    expect(
      screen.getByText(/Seite „Fahrzeugdetails“ \(car-details, de-DE\) mit 2 Modulen/),
    ).toBeInTheDocument();
  });

  it('says when the page was served in German for another locale', async () => {
    renderApp('/redaktion/seiten/car-details/en-US', {
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(editor), [PAGE_URL]: page('de-DE') },
    });
    expect(
      await screen.findByText('Für en-US gibt es diese Seite nicht; gezeigt wird die Fassung de-DE.'),
    ).toBeInTheDocument();
  });

  it('tells the editor when there is no such page', async () => {
    renderApp('/redaktion/seiten/car-details/de-DE', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(editor),
        [PAGE_URL]: { status: 404, body: { error: { code: 'not_found', message: '' } } },
      },
    });
    expect(await screen.findByText('Diese Inhaltsseite gibt es nicht.')).toBeInTheDocument();
  });

  it('offers a retry when the page cannot load', async () => {
    renderApp('/redaktion/seiten/car-details/de-DE', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(editor),
        [PAGE_URL]: { status: 500, body: { error: { code: 'general_error', message: '' } } },
      },
    });
    expect(
      await screen.findByText('Daten konnten nicht geladen werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows a customer that the view is for editors only, without loading the page', async () => {
    let asked = false;
    renderApp('/redaktion/seiten/car-details/de-DE', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(kimKunde),
        [PAGE_URL]: () => {
          asked = true;
          return page();
        },
      },
    });
    expect(await screen.findByText('Diese Ansicht ist nur für die Redaktion.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'order-status' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
