// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { dialogNamed, dialogsClosed } from '../../test/dialogs.ts';
import { fritz, nordAdmin, nordAnalyst } from '../../test/nordflotte-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { listOf, never, reservedRequest } from './business-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const REQUESTS = '/portal/api/bff/fleet/order-requests';

const bffWith = (requests: Handler, extra: Record<string, Handler> = {}, user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  'GET /portal/api/bff/fleet/contacts': listOf([fritz]),
  [`GET ${REQUESTS}`]: requests,
  ...extra,
});
const section = async () =>
  within(await screen.findByRole('region', { name: 'Bestellanfragen Ihrer Mitarbeiter*innen' }));

describe("employees' order requests on /contacts", () => {
  it('shows that the requests are loading', async () => {
    renderApp('/contacts', { bff: bffWith(never) });
    expect((await section()).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the requests could not be loaded', async () => {
    renderApp('/contacts', { bff: bffWith(failure(500, 'general_error')) });
    expect(await (await section()).findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when there are no requests', async () => {
    renderApp('/contacts', { bff: bffWith(listOf([])) });
    expect(await screen.findByText('Es liegen keine Bestellanfragen vor.')).toBeInTheDocument();
  });

  it('shows a reserved request awaiting approval with its reservation end', async () => {
    renderApp('/contacts', { bff: bffWith(listOf([reservedRequest])) });
    const requests = await section();
    expect(await requests.findByText('Volkswagen ID.3')).toBeInTheDocument();
    expect(requests.getByText('Wartet auf Genehmigung')).toBeInTheDocument();
    expect(requests.getByText('Reserviert bis 24.11.2026')).toBeInTheDocument();
    expect(requests.getByText('21.11.2026')).toBeInTheDocument();
    expect(requests.getByText(/412,79\s€/)).toBeInTheDocument();
  });

  it('lets an admin approve a request', async () => {
    const { calls } = renderApp('/contacts', {
      bff: bffWith(listOf([reservedRequest]), {
        [`POST ${REQUESTS}/req-2001/approval`]: {
          status: 200,
          body: { data: { ...reservedRequest, status: 'approved', reservedUntil: null, orderId: 'f-2211' } },
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Genehmigen: Fritz Fahrer, Volkswagen ID.3' }),
    );
    expect(
      await screen.findByText(
        'Die Anfrage wurde genehmigt. Das Fahrzeug ist jetzt als Bestellung reserviert.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${REQUESTS}/req-2001/approval`)).toHaveLength(1);
  });

  it('says when the car of a request is no longer available', async () => {
    renderApp('/contacts', {
      bff: bffWith(listOf([reservedRequest]), {
        [`POST ${REQUESTS}/req-2001/approval`]: failure(409, 'vehicle_unavailable'),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Genehmigen: Fritz Fahrer, Volkswagen ID.3' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
    );
  });

  it("rejects a request with a reason through 'Anfrage ablehnen'", async () => {
    const reason = 'Das Budget für Dienstwagen ist für dieses Jahr ausgeschöpft.';
    const { calls } = renderApp('/contacts', {
      bff: bffWith(listOf([reservedRequest]), {
        [`POST ${REQUESTS}/req-2001/rejection`]: {
          status: 200,
          body: {
            data: { ...reservedRequest, status: 'rejected', reservedUntil: null, rejectionReason: reason },
          },
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Anfrage ablehnen: Fritz Fahrer, Volkswagen ID.3' }),
    );
    const dialog = await dialogNamed('Anfrage ablehnen');
    expect(dialog.getByText(/Wir informieren Fritz Fahrer per E-Mail\./)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Begründung (optional)'), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Anfrage ablehnen' }));
    expect(
      await screen.findByText('Die Anfrage wurde abgelehnt. Die*der Mitarbeiter*in wurde informiert.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === `${REQUESTS}/req-2001/rejection`)?.body).toEqual({ reason });
    await dialogsClosed();
  });

  it('says when the rejection failed', async () => {
    renderApp('/contacts', {
      bff: bffWith(listOf([reservedRequest]), {
        [`POST ${REQUESTS}/req-2001/rejection`]: failure(502, 'request_rejection_failed'),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Anfrage ablehnen: Fritz Fahrer, Volkswagen ID.3' }),
    );
    const dialog = await dialogNamed('Anfrage ablehnen');
    await userEvent.click(dialog.getByRole('button', { name: 'Anfrage ablehnen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Fehler beim Ablehnen der Anfrage');
  });

  it('offers an analyst no approval or rejection', async () => {
    renderApp('/contacts', { bff: bffWith(listOf([reservedRequest]), {}, nordAnalyst) });
    const requests = await section();
    expect(await requests.findByText('Volkswagen ID.3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Genehmigen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /ablehnen/ })).toBeNull();
  });

  it('offers nothing on a decided request', async () => {
    renderApp('/contacts', {
      bff: bffWith(
        listOf([{ ...reservedRequest, status: 'approved', reservedUntil: null, orderId: 'f-2211' }]),
      ),
    });
    const requests = await section();
    expect(await requests.findByText('Genehmigt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Genehmigen/ })).toBeNull();
  });
});
