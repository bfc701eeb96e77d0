// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../../test/dialogs.ts';
import { type Answer, renderApp } from '../../../test/render-app.tsx';
import { activeDeal, failure, now } from '../test-fixtures.ts';
import { endedDeal, flowBff, nordAdmin, secondDeal } from './damage-service-fixtures.ts';

const PAGE = '/mycars/d-1001/report-damage';
const UPLOAD = 'POST /portal/api/bff/active-fleet/damage-reports/images';
const REPORT = 'POST /portal/api/bff/deals/d-1001/damage-reports';
const fortyOne = 'Kratzer an der hinteren Stoßstange links.';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
const heading = (name: string) => screen.findByRole('heading', { name });

/** Answers the category step: an exterior scratch at the rear unless told otherwise. */
const chooseCategory = async (problemType = 'exterior') => {
  await userEvent.selectOptions(await screen.findByLabelText(/^Art des Problems/), problemType);
  if (problemType === 'exterior')
    await userEvent.selectOptions(screen.getByLabelText(/^Wo ist der Schaden/), 'rear');
  await userEvent.selectOptions(screen.getByLabelText(/^Art des Schadens/), 'scratch');
};

/** Goes through category, emergency, description (with the given date) and location. */
const toPhotos = async (date = '20.11.2026') => {
  await chooseCategory();
  await next();
  await heading('Ist dein Auto noch fahrbereit?');
  await next();
  await heading('Beschreibe den Schaden');
  await userEvent.type(screen.getByLabelText(/^Beschreibung/), fortyOne);
  await userEvent.type(screen.getByLabelText(/^Wann ist der Schaden entstanden/), date);
  await next();
  await heading('Wo steht dein Auto?');
  await next();
  await heading('Füge Fotos hinzu');
};

describe('the report-damage page', () => {
  it('shows the car chosen in the selector and asks for the problem type', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal, secondDeal]) });
    expect(await screen.findByRole('heading', { name: 'Schaden melden', level: 1 })).toBeInTheDocument();
    const selector = await screen.findByLabelText(/^Fahrzeug/);
    expect(selector).toHaveValue('d-1001');
    expect(within(selector).getByRole('option', { name: 'Tesla Model 3 (B-TS 303)' })).toBeInTheDocument();
    await heading('Was ist passiert?');
    await next();
    // The problem type, and the damage type the dialog asks for every damage.
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText(/^Art des Problems/), 'exterior');
    expect(screen.getByLabelText(/^Wo ist der Schaden/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Wo ist der Schaden/), 'front');
    await userEvent.selectOptions(screen.getByLabelText(/^Art des Schadens/), 'rim');
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();
  });

  it('needs where an exterior damage is and what kind of damage it is', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    await userEvent.selectOptions(await screen.findByLabelText(/^Art des Problems/), 'exterior');
    await next();
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Was ist passiert?' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Wo ist der Schaden/), 'front');
    await userEvent.selectOptions(screen.getByLabelText(/^Art des Schadens/), 'rim');
    await next();
    expect(await heading('Ist dein Auto noch fahrbereit?')).toBeInTheDocument();
  });

  it('sends neither for a technical problem, even when they were chosen before', async () => {
    const view = renderApp(PAGE, {
      now,
      bff: {
        ...flowBff([activeDeal]),
        [UPLOAD]: { status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/motor.jpg' } } },
        [REPORT]: { status: 201, body: { data: { id: 'dr-9', created_date: '2026-11-23T10:00:00Z' } } },
      },
    });
    await chooseCategory();
    await userEvent.click(screen.getByLabelText(/^Es handelt sich um ein technisches Problem/));
    expect(screen.queryByLabelText(/^Art des Schadens/)).not.toBeInTheDocument();
    await next();
    await heading('Ist dein Auto noch fahrbereit?');
    await next();
    await heading('Beschreibe den Schaden');
    await userEvent.type(screen.getByLabelText(/^Beschreibung/), fortyOne);
    await userEvent.click(screen.getByLabelText(/^Ich weiß nicht, wann/));
    await next();
    await heading('Wo steht dein Auto?');
    await next();
    await heading('Füge Fotos hinzu');
    await userEvent.upload(
      screen.getByLabelText(/^Fotos/, { selector: 'input' }),
      new File(['jpeg'], 'motor.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await dialogNamed('Danke für deine Anfrage');
    const body = view.calls.find((call) => call.path.endsWith('/damage-reports') && call.method === 'POST')
      ?.body as Record<string, unknown>;
    expect(body).toMatchObject({ technicalDefect: true, exteriorProblem: null, damageType: null });
  });

  it('shows the emergency block when the car cannot be driven', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    await chooseCategory('interior');
    await next();
    await heading('Ist dein Auto noch fahrbereit?');
    expect(screen.queryByText(/Notruf 112/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Mein Auto ist nicht mehr fahrbereit'));
    expect(
      screen.getByText('Bei einem Unfall mit Verletzten wähle bitte sofort den Notruf 112.'),
    ).toBeInTheDocument();
  });

  it('needs a description of 40 characters and a date not in the future, unless it is unknown', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    await chooseCategory();
    await next();
    await next();
    await heading('Beschreibe den Schaden');
    await userEvent.type(screen.getByLabelText(/^Beschreibung/), 'Kratzer');
    await userEvent.type(screen.getByLabelText(/^Wann ist der Schaden entstanden/), '24.11.2026');
    await next();
    expect(await screen.findByText('Bitte gib mindestens 40 Zeichen ein.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Beschreibung/));
    await userEvent.type(screen.getByLabelText(/^Beschreibung/), fortyOne);
    await next();
    expect(await screen.findByText('Das Datum darf nicht in der Zukunft liegen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beschreibe den Schaden' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Ich weiß nicht, wann der Schaden entstanden ist'));
    expect(screen.queryByLabelText(/^Wann ist der Schaden entstanden/)).not.toBeInTheDocument();
    await next();
    expect(await heading('Wo steht dein Auto?')).toBeInTheDocument();
  });

  it('asks for the whole address when the car is elsewhere', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    await chooseCategory();
    await next();
    await next();
    await userEvent.type(await screen.findByLabelText(/^Beschreibung/), fortyOne);
    await userEvent.type(screen.getByLabelText(/^Wann ist der Schaden entstanden/), '23.11.2026');
    await next();
    await heading('Wo steht dein Auto?');
    expect(screen.queryByLabelText(/^Straße/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('An meiner Adresse'));
    await userEvent.type(screen.getByLabelText(/^PLZ/), '1234');
    await next();
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    expect(screen.getByText('PLZ muss 5-stellig sein')).toBeInTheDocument();
  });

  it('needs a photo, uploads the chosen ones with progress, then sends the report and goes to the car', async () => {
    // Settled by the test whenever it likes: the upload may reach the BFF after release() is called
    // (the client loads the upload route's codecs first).
    let release: (answer: Answer) => void = () => {};
    const uploaded = new Promise<Answer>((resolve) => (release = resolve));
    const view = renderApp(PAGE, {
      now,
      bff: {
        ...flowBff([activeDeal]),
        [UPLOAD]: () => uploaded,
        [REPORT]: { status: 201, body: { data: { id: 'dr-9', created_date: '2026-11-23T10:00:00Z' } } },
      },
    });
    await toPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte füge mindestens ein Foto hinzu.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(/^Fotos/, { selector: 'input' }),
      new File(['jpeg'], 'kratzer.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Die Fotos werden noch hochgeladen …')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Upload-Fortschritt').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    release({ status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/kratzer.jpg' } } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    // The chosen photo shows, named by the description (cut to 48 characters: core's textareaImageAlt).
    expect(screen.getByRole('img', { name: fortyOne })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const success = await dialogNamed('Danke für deine Anfrage');
    expect(
      view.calls.find((call) => call.path.endsWith('/damage-reports') && call.method === 'POST')?.body,
    ).toEqual({
      problemType: 'exterior',
      exteriorProblem: 'rear',
      damageType: 'scratch',
      damageDescription: fortyOne,
      technicalDefect: false,
      unknownDate: false,
      damageOccurrenceDate: '2026-11-20',
      sameAddress: true,
      notDrivible: false,
      image_locations: ['/portal/api/bff/uploads/d-1001/kratzer.jpg'],
    });
    // The dialog's own button, not its title's ×.
    await userEvent.click(success.getAllByRole('button', { name: 'Schließen' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars/d-1001'));
  });

  it('uploads none of the chosen photos when one is larger than 6 MB', async () => {
    const view = renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    await toPhotos();
    await userEvent.upload(screen.getByLabelText(/^Fotos/, { selector: 'input' }), [
      new File(['jpeg'], 'klein.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(6_291_457)], 'gross.jpg', { type: 'image/jpeg' }),
    ]);
    // The specification's error title, and a description naming the 6 MB maximum.
    const title = await screen.findByText('Einige Dateien sind zu groß.');
    expect(title.parentElement).toHaveTextContent(
      /^Einige Dateien sind zu groß\. Jedes Foto darf höchstens 6 MB/,
    );
    expect(view.calls.filter((call) => call.path.endsWith('/images'))).toEqual([]);
  });

  it('says why the BFF refused a photo (415, 413) and keeps "Absenden" disabled until one is taken', async () => {
    const answers: Answer[] = [
      { status: 415, body: { error: { code: 'upload_type_not_allowed', message: 'Nicht erlaubt.' } } },
      { status: 413, body: { error: { code: 'upload_too_large', message: 'Einige Dateien sind zu groß.' } } },
      { status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/c.jpg' } } },
    ];
    renderApp(PAGE, {
      now,
      bff: { ...flowBff([activeDeal]), [UPLOAD]: () => answers.shift() as Answer },
    });
    await toPhotos();
    const photos = () => screen.getByLabelText(/^Fotos/, { selector: 'input' });
    const submit = () => screen.getByRole('button', { name: 'Absenden' });
    await userEvent.upload(photos(), new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }));
    // The field's own message for the file type, from the content form.
    expect(await screen.findByText(/nur Bilddateien|unterstütztes Dateiformat/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.upload(photos(), new File(['jpeg'], 'b.jpg', { type: 'image/jpeg' }));
    const title = await screen.findByText('Einige Dateien sind zu groß.');
    expect(title.parentElement).toHaveTextContent(/höchstens 6 MB/);
    expect(submit()).toBeDisabled();
    await userEvent.upload(photos(), new File(['jpeg'], 'c.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Einige Dateien sind zu groß.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('forgets "Einige Dateien sind zu groß." once smaller photos are uploaded, and shows them', async () => {
    renderApp(PAGE, {
      now,
      bff: {
        ...flowBff([activeDeal]),
        [UPLOAD]: { status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/klein.jpg' } } },
      },
    });
    await toPhotos();
    await userEvent.upload(screen.getByLabelText(/^Fotos/, { selector: 'input' }), [
      new File([new Uint8Array(6_291_457)], 'gross.jpg', { type: 'image/jpeg' }),
    ]);
    await screen.findByText('Einige Dateien sind zu groß.');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    await userEvent.upload(
      screen.getByLabelText(/^Fotos/, { selector: 'input' }),
      new File(['jpeg'], 'klein.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    expect(screen.queryByText('Einige Dateien sind zu groß.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: fortyOne })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('shows the request-error modal when the report is refused', async () => {
    renderApp(PAGE, {
      now,
      bff: {
        ...flowBff([activeDeal]),
        [UPLOAD]: { status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/a.jpg' } } },
        [REPORT]: failure(400, 'bad_request'),
      },
    });
    await toPhotos();
    await userEvent.upload(
      screen.getByLabelText(/^Fotos/, { selector: 'input' }),
      new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeDefined();
  });
});

describe('report damage without a deal', () => {
  it('asks for the car on /mycars/no-deal/report-damage and opens its page', async () => {
    const view = renderApp('/mycars/no-deal/report-damage', { now, bff: flowBff([activeDeal, secondDeal]) });
    const selector = await screen.findByLabelText(/^Fahrzeug/);
    expect(selector).toHaveValue('');
    expect(screen.getByText('Bitte wähle zuerst dein Fahrzeug aus.')).toBeInTheDocument();
    await userEvent.selectOptions(selector, 'd-1003');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars/d-1003/report-damage'));
    expect(await heading('Was ist passiert?')).toBeInTheDocument();
  });

  it('shows the no-deal error modal leading to my cars when no car is with the customer', async () => {
    const view = renderApp('/mycars/no-deal/report-damage', { now, bff: flowBff([endedDeal]) });
    const dialog = await dialogNamed('Kein Abo gefunden');
    await userEvent.click(dialog.getByRole('button', { name: 'Zu meinen Autos' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars'));
  });

  it('says when the cars cannot be loaded', async () => {
    renderApp('/mycars/no-deal/report-damage', {
      now,
      bff: { ...flowBff([]), 'GET /portal/api/bff/deals': failure(500, 'general_error') },
    });
    expect(
      await screen.findByText('Daten konnten nicht geladen werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
  });
});

describe('REPORT_DAMAGE_MODAL', () => {
  it('runs the same flow on the page’s car in a modal', async () => {
    renderApp('/mycars/d-1001?modalName=REPORT_DAMAGE_MODAL', { now, bff: flowBff([activeDeal]) });
    const dialog = await dialogNamed('Schaden melden');
    expect(await dialog.findByLabelText(/^Fahrzeug/)).toHaveValue('d-1001');
    expect(await dialog.findByRole('heading', { name: 'Was ist passiert?' })).toBeInTheDocument();
  });
});

describe('report damage in the business portal', () => {
  it('runs the formal form on /car/{id}/report-damage and leads back to the car details', async () => {
    const fleetCar = { ...activeDeal, id: 'f-2001' };
    renderApp('/car/f-2001/report-damage', { now, bff: flowBff([fleetCar], nordAdmin) });
    expect(await screen.findByLabelText(/^Fahrzeug/)).toHaveValue('f-2001');
    expect(screen.getByRole('link', { name: 'Zurück zum Fahrzeug' })).toHaveAttribute(
      'href',
      '/car/f-2001/details',
    );
    expect(await heading('Was ist passiert?')).toBeInTheDocument();
  });

  it('tells a business user without cars, in the formal wording, and leads to the fleet', async () => {
    const view = renderApp('/mycars/no-deal/report-damage', { now, bff: flowBff([], nordAdmin) });
    const dialog = await dialogNamed('Kein Fahrzeug gefunden');
    expect(dialog.getByText(/finden Sie die Fahrzeuge Ihres Unternehmens/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zur Flotte' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cars/all'));
  });

  it('lets a fleet user without a car in the address choose one of the fleet, never leading to /mycars', async () => {
    const fleet = [
      { ...activeDeal, id: 'f-2001' },
      { ...secondDeal, id: 'f-2003' },
    ];
    const view = renderApp('/mycars/no-deal/report-damage', { now, bff: flowBff(fleet, nordAdmin) });
    const selector = await screen.findByLabelText(/^Fahrzeug/);
    // The header and the way back follow once the session says whose portal this is: waited for,
    // not assumed to have come with the selector.
    expect(await screen.findByRole('link', { name: 'Zurück zur Flotte' })).toHaveAttribute(
      'href',
      '/cars/all',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Mein Auto-Abo – Startseite' })).toHaveAttribute(
        'href',
        '/cars/all',
      ),
    );
    expect(screen.queryByRole('link', { name: /meinen Autos/ })).toBeNull();
    await userEvent.selectOptions(selector, 'f-2003');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/car/f-2003/report-damage'));
    expect(await screen.findByRole('link', { name: 'Zurück zum Fahrzeug' })).toHaveAttribute(
      'href',
      '/car/f-2003/details',
    );
  });
});
