// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed, SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { createdDeal, failure, now, withDeals } from './test-fixtures.ts';

/** d-1008 as the BFF seeds it: CREATED, delivery planned in 4 days, 2 weeks' deviation (now: 23.11.2026). */
const delayedDeal = { ...createdDeal, id: 'd-1008' };
const deal = '/portal/api/bff/deals/d-1008';
const planned: Answer = { status: 200, body: { data: { planned_delivery_date: '2026-11-27' } } };
const deviation = (weeks: number): Answer => ({
  status: 200,
  body: { data: { availability_confidence: { deviation_in_weeks: weeks }, availabilities: [] } },
});
const request = {
  deliveryBy: '2026-11-30',
  kilometresPerMonth: 1000,
  protection: 'premium',
  fullCoverageDeductible: 50000,
  partialCoverageDeductible: 50000,
  tireAndWindshieldDeductible: 0,
  requestedAt: '2026-11-23T10:00:00.000Z',
};
const status = (eligible: boolean, made: object | null = null): Answer => ({
  status: 200,
  body: { data: { eligible, request: made } },
});
const never = () => new Promise<Answer>(() => {});

/** The spinner of a dialog whose data never comes (dialogNamed waits for spinners to end). */
const loadingIn = (name: string) =>
  waitFor(() => {
    const spinner = document.querySelector(`[aria-label="${name}"] [role="progressbar"]`);
    expect(spinner).not.toBeNull();
    return spinner as HTMLElement;
  }, SLOW);

const openDelay = (
  answers: Record<string, Answer | (() => Promise<Answer>)> = {},
  dealAnswer = delayedDeal,
) =>
  renderApp('/mycars/d-1008?modalName=delay-alternatives', {
    now,
    bff: {
      ...withDeals(dealAnswer),
      [`GET ${deal}/handover`]: planned,
      [`GET ${deal}/handover-metadata`]: deviation(2),
      [`GET ${deal}/transition-vehicle`]: status(true),
      [`POST ${deal}/alternative-car-offering-link`]: {
        status: 200,
        body: { magic_link: 'https://shop.example/m/abc' },
      },
      ...answers,
    },
  });

describe('the delay alternatives', () => {
  it('say how late the car is and offer waiting, another car, a transition car and cancelling', async () => {
    const view = openDelay();
    const dialog = await dialogNamed('Deine Lieferung verzögert sich');
    expect(await dialog.findByText('Lieferung in 18 Tagen', {}, SLOW)).toBeInTheDocument();
    expect(
      dialog.getByText('Dein Auto kommt voraussichtlich bis zu 2 Wochen später als geplant.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('27.11.2026')).toBeInTheDocument();
    expect(dialog.getByText('27.11.2026 bis 11.12.2026')).toBeInTheDocument();
    expect(await dialog.findByRole('link', { name: 'Übergangsfahrzeug für die Wartezeit' })).toHaveAttribute(
      'href',
      '/mycars/d-1008?modalName=transition-vehicle',
    );
    expect(dialog.getByRole('link', { name: 'Abo kündigen' })).toHaveAttribute(
      'href',
      '/mycars/d-1008?modalName=cancelation',
    );
    expect(
      dialog.getByText(/^50\s€ Rabatt auf die erste Monatsrate, wenn du bis zum 07\.12\.2026 buchst\.$/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Stattdessen ein anderes Auto buchen' }));
    await waitFor(() => expect(view.browser.assign).toHaveBeenCalledWith('https://shop.example/m/abc'));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter warten' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('show the requested transition car instead of its link', async () => {
    openDelay({ [`GET ${deal}/transition-vehicle`]: status(false, request) });
    const dialog = await dialogNamed('Deine Lieferung verzögert sich');
    expect(
      await dialog.findByText(
        'Dein Übergangsfahrzeug ist angefragt. Es kommt bis spätestens 30.11.2026.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      dialog.queryByRole('link', { name: 'Übergangsfahrzeug für die Wartezeit' }),
    ).not.toBeInTheDocument();
  });

  it('offer no other car for a same-day swap, and the request-error modal when the link fails', async () => {
    openDelay({}, { ...delayedDeal, subscribed_to: 'SWAP_SAME_DAY' } as typeof delayedDeal);
    const dialog = await dialogNamed('Deine Lieferung verzögert sich');
    expect(await dialog.findByText('Lieferung in 18 Tagen', {}, SLOW)).toBeInTheDocument();
    expect(
      dialog.queryByRole('button', { name: 'Stattdessen ein anderes Auto buchen' }),
    ).not.toBeInTheDocument();

    openDelay({ [`POST ${deal}/alternative-car-offering-link`]: failure(500, 'general_error') });
    const second = (await waitFor(() => {
      const dialogs = document.querySelectorAll('[aria-label="Deine Lieferung verzögert sich"]');
      expect(dialogs.length).toBe(2);
      return dialogs[1];
    })) as HTMLElement;
    const button = await waitFor(() => {
      const found = [...second.querySelectorAll('button')].find(
        (b) => b.textContent === 'Stattdessen ein anderes Auto buchen',
      );
      expect(found).toBeDefined();
      return found as HTMLButtonElement;
    }, SLOW);
    await userEvent.click(button);
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeDefined();
  });

  it('say the delivery is not delayed when the car may come earlier or on time', async () => {
    openDelay({ [`GET ${deal}/handover-metadata`]: deviation(-1) });
    const dialog = await dialogNamed('Deine Lieferung verzögert sich');
    expect(
      await dialog.findByText('Die Lieferung deines Autos ist nicht verzögert.', {}, SLOW),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Weiter warten' })).not.toBeInTheDocument();
  });

  it('show loading while the delivery facts are read', async () => {
    openDelay({ [`GET ${deal}/handover-metadata`]: never });
    expect(await loadingIn('Deine Lieferung verzögert sich')).toHaveTextContent('Wird geladen …');
  });

  it('show the data error with a retry when the delivery facts cannot be read', async () => {
    openDelay({ [`GET ${deal}/handover-metadata`]: failure(500, 'general_error') });
    const dialog = await dialogNamed('Deine Lieferung verzögert sich');
    expect(
      await dialog.findByText('Daten konnten nicht geladen werden. Bitte versuche es erneut.', {}, SLOW),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('the transition-vehicle modal', () => {
  const openTransition = (get: Answer | (() => Answer | Promise<Answer>), post?: Answer) =>
    renderApp('/mycars/d-1008?modalName=transition-vehicle', {
      now,
      bff: {
        ...withDeals(delayedDeal),
        [`GET ${deal}/transition-vehicle`]: get,
        ...(post ? { [`POST ${deal}/transition-vehicle`]: post } : {}),
      },
    });

  it('shows the terms by the chosen protection, requests the car and then shows the request', async () => {
    let made: object | null = null;
    const view = renderApp('/mycars/d-1008?modalName=transition-vehicle', {
      now,
      bff: {
        ...withDeals(delayedDeal),
        [`GET ${deal}/transition-vehicle`]: () => status(made === null, made),
        [`POST ${deal}/transition-vehicle`]: () => {
          made = request;
          return { status: 201, body: { data: request } };
        },
      },
    });
    const dialog = await dialogNamed('Übergangsfahrzeug');
    expect(
      await dialog.findByText(
        'Bis dein Auto kommt, fährst du ein Übergangsfahrzeug. Es kommt innerhalb von 7 Tagen nach Vertragsabschluss, mit 1.000 km im Monat.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('30.11.2026')).toBeInTheDocument();
    expect(dialog.getByText('1.000 €')).toBeInTheDocument();
    expect(dialog.queryByText('Selbstbeteiligung Reifen und Scheiben')).not.toBeInTheDocument();

    await userEvent.click(
      dialog.getByRole('radio', {
        name: /^Premium Schutz: Selbstbeteiligung 500\s€ Vollkasko, 500\s€ Teilkasko$/,
      }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: 'Reifen- und Scheibenschutz ohne Selbstbeteiligung' }),
    );
    expect(dialog.queryByText('1.000 €')).not.toBeInTheDocument();
    expect(dialog.getByText('Selbstbeteiligung Reifen und Scheiben')).toBeInTheDocument();
    expect(dialog.getByText('0 €')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }));
    expect(
      await dialog.findByText(
        'Dein Übergangsfahrzeug ist angefragt. Es kommt bis spätestens 30.11.2026.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({
      protection: 'premium',
      tireAndWindshield: true,
    });
    expect(dialog.queryByRole('button', { name: 'Übergangsfahrzeug anfragen' })).not.toBeInTheDocument();
  });

  it('says when the car was already handed over', async () => {
    openTransition(status(false));
    const dialog = await dialogNamed('Übergangsfahrzeug');
    expect(
      await dialog.findByText(
        'Ein Übergangsfahrzeug ist nur möglich, solange dein Auto noch nicht übergeben wurde.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Übergangsfahrzeug anfragen' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a second request, and the generic text for other failures', async () => {
    openTransition(status(true), failure(409, 'already_booked'));
    const dialog = await dialogNamed('Übergangsfahrzeug');
    await userEvent.click(await dialog.findByRole('button', { name: 'Übergangsfahrzeug anfragen' }, SLOW));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Du hast für dieses Abo bereits ein Übergangsfahrzeug angefragt.',
    );
  });

  it('keeps the refusal said when the request made elsewhere is read again, and shows that request', async () => {
    let refused = false;
    renderApp('/mycars/d-1008?modalName=transition-vehicle', {
      now,
      bff: {
        ...withDeals(delayedDeal),
        [`GET ${deal}/transition-vehicle`]: () => (refused ? status(false, request) : status(true)),
        [`POST ${deal}/transition-vehicle`]: () => {
          refused = true;
          return failure(409, 'already_booked');
        },
      },
    });
    const dialog = await dialogNamed('Übergangsfahrzeug');
    await userEvent.click(await dialog.findByRole('button', { name: 'Übergangsfahrzeug anfragen' }, SLOW));
    expect(
      await dialog.findByText(
        'Dein Übergangsfahrzeug ist angefragt. Es kommt bis spätestens 30.11.2026.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Du hast für dieses Abo bereits ein Übergangsfahrzeug angefragt.',
    );
  });

  it('shows the generic text when the request fails otherwise', async () => {
    openTransition(status(true), failure(500, 'general_error'));
    const dialog = await dialogNamed('Übergangsfahrzeug');
    await userEvent.click(await dialog.findByRole('button', { name: 'Übergangsfahrzeug anfragen' }, SLOW));
    expect(await dialog.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Das hat leider nicht geklappt. Bitte versuche es erneut.',
    );
  });

  it('shows loading while the request is read', async () => {
    openTransition(never);
    expect(await loadingIn('Übergangsfahrzeug')).toHaveTextContent('Wird geladen …');
  });

  it('shows the data error when the request cannot be read', async () => {
    openTransition(failure(500, 'general_error'));
    const dialog = await dialogNamed('Übergangsfahrzeug');
    expect(
      await dialog.findByText('Daten konnten nicht geladen werden. Bitte versuche es erneut.', {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('the low-confidence banner on my cars', () => {
  const openMyCars = (weeks: number) =>
    renderApp('/mycars', {
      now,
      bff: {
        ...withDeals(delayedDeal),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [delayedDeal] } },
        [`GET ${deal}/handover`]: planned,
        [`GET ${deal}/handover-metadata`]: deviation(weeks),
        [`GET ${deal}/order-status`]: {
          status: 200,
          body: { data: { handover_kind: 'delivery', steps: [] } },
        },
      },
    });

  const bannerLink = async () => {
    const banner = (await screen.findByText('Dein Liefertermin kann sich verschieben', {}, SLOW)).closest(
      '.fui-MessageBar',
    ) as HTMLElement;
    return within(banner).getByRole('link', { name: 'Jetzt ansehen' });
  };

  it('gives way to the delay banner for a later delivery: one banner per delay', async () => {
    openMyCars(2);
    await screen.findByText('Lieferung in 18 Tagen', {}, SLOW);
    expect(screen.queryByText('Dein Liefertermin kann sich verschieben')).not.toBeInTheDocument();
  });

  it('leads an earlier delivery to the handover options', async () => {
    openMyCars(-1);
    expect(await bannerLink()).toHaveAttribute('href', '/mycars/d-1008?modalName=handover-options');
  });

  it('gives a later delivery a banner of its own, "Lieferung in x Tagen", leading to the alternatives', async () => {
    // Planned for 27.11.2026, two weeks later: the window ends on 11.12.2026, 18 days from now.
    openMyCars(2);
    const banner = (await screen.findByText('Lieferung in 18 Tagen', {}, SLOW)).closest(
      '.fui-MessageBar',
    ) as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Jetzt ansehen' })).toHaveAttribute(
      'href',
      '/mycars/d-1008?modalName=delay-alternatives',
    );
  });

  it('gives an earlier delivery no delay banner', async () => {
    openMyCars(-1);
    await bannerLink();
    expect(screen.queryByText(/^Lieferung in/)).not.toBeInTheDocument();
  });
});
