// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed, dialogsClosed, SLOW } from '../../test/dialogs.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import { INTRO_SEEN_KEY } from './pages/LoyaltyPage.tsx';

const benefit = (id: string, minimumLevel: 1 | 2 | 3 | 4, title: string, onlyForCurrentLevel = false) => ({
  id,
  minimum_level: minimumLevel,
  only_for_current_level: onlyForCurrentLevel,
  icons: ['icon.svg'],
  display_title: title,
  display_subtitle: `${title} Untertitel`,
  promo_title: `${title} Promo`,
  modal_title: `${title} im Detail`,
  modal_description: `So funktioniert ${title}.`,
  modal_cta: 'Verstanden',
});

const level = (id: string, number: number, minimumPoints: number, title: string) => ({
  id,
  number,
  minimum_points: minimumPoints,
  title,
  subtitle: `ab ${minimumPoints} Punkten`,
  icon: `${id}.svg`,
  more_label: 'Mehr erfahren',
});

const levels: Answer = {
  status: 200,
  body: {
    data: {
      levels: [
        level('silver', 1, 0, 'Silver'),
        level('gold', 2, 2500, 'Gold'),
        level('platinum', 3, 10000, 'Platinum'),
        level('black', 4, 50000, 'Black'),
      ],
      benefits: [
        benefit('free_return_with_delivery', 1, 'Kostenlose Rückgabe'),
        benefit('free_km_250_per_follow_up', 2, '250 Freikilometer', true),
        benefit('free_km_500', 3, '500 Freikilometer', true),
        benefit('free_comfort_protection_upgrade', 4, 'Komfort Schutz gratis'),
      ],
    },
  },
};

const status = (points: number): Answer => ({
  status: 200,
  body: {
    data: {
      points,
      level: 'gold',
      next_level: 'platinum',
      points_to_next_level: 10000 - points,
      voucher_redeemable: points >= 4000,
      free_kilometres: 250,
      member_since: '2025-12-20',
    },
  },
});

const failure: Answer = { status: 500, body: { error: { code: 'general_error', message: 'Fehler' } } };

type Routes = Record<string, Answer | (() => Answer | Promise<Answer>)>;

const member = (routes: Routes) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/loyalty/levels': levels,
  ...routes,
});

/** The intro opens by itself on the first visit only; most tests have seen it. */
const introSeen = () => fakeBrowser({ [INTRO_SEEN_KEY]: 'true' });

const statusCard = async () => within(await screen.findByRole('group', { name: 'Dein Treuestatus' }, SLOW));

describe('/loyalty', () => {
  it('shows the levels to visitors and asks them to log in to see their rewards', async () => {
    const view = renderApp('/loyalty', { bff: { 'GET /portal/api/bff/loyalty/levels': levels } });
    expect(
      await screen.findByText('Bitte melde dich an, um deine Prämien zu sehen.', {}, SLOW),
    ).toBeInTheDocument();
    const gold = within(await screen.findByRole('group', { name: 'Gold' }));
    expect(gold.getByText(/250 Freikilometer/)).toBeInTheDocument();
    expect(gold.getByText(/Kostenlose Rückgabe/)).toBeInTheDocument();
    // Only-for-the-current-level benefits do not carry over: Platinum has 500 km, not 250.
    const platinum = within(screen.getByRole('group', { name: 'Platinum' }));
    expect(platinum.queryByText(/250 Freikilometer/)).not.toBeInTheDocument();
    expect(platinum.getByText(/500 Freikilometer/)).toBeInTheDocument();
    expect(view.calls.some((call) => call.path === '/portal/api/bff/loyalty')).toBe(false);
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Anmelden' }));
    expect(view.router.state.location.search).toBe('?login=true');
  });

  it('tells a business user that the programme is for private customers', async () => {
    const view = renderApp('/loyalty', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs({
          email: 'admin@nordflotte.example',
          name: 'Nora',
          kind: 'business',
        }),
        'GET /portal/api/bff/loyalty/levels': levels,
      },
    });
    expect(
      await screen.findByText('Das Treueprogramm gibt es für Privatkund:innen.', {}, SLOW),
    ).toBeInTheDocument();
    expect(view.calls.some((call) => call.path === '/portal/api/bff/loyalty')).toBe(false);
  });

  it('shows that the status is loading', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': () => new Promise<Answer>(() => {}) }),
    });
    await screen.findByRole('heading', { name: 'Mein Treueprogramm' }, SLOW);
    expect(within(screen.getByRole('main')).getAllByText('Wird geladen …').length).toBeGreaterThan(0);
  });

  it('says when the status could not be loaded, and loads it again on request', async () => {
    let failing = true;
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': () => (failing ? failure : status(3120)) }),
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((await statusCard()).getByText('3.120')).toBeInTheDocument();
  });

  it('says when the levels could not be loaded', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({
        'GET /portal/api/bff/loyalty': status(3120),
        'GET /portal/api/bff/loyalty/levels': failure,
      }),
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Daten konnten nicht geladen werden.',
    );
  });

  it('welcomes a member without points', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': status(0) }),
    });
    const card = await statusCard();
    expect(card.getByText(/Du hast noch keine Punkte gesammelt/)).toBeInTheDocument();
    expect(card.getByText('Noch 2.500 Punkte bis Gold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gutschein einlösen' })).toBeDisabled();
    expect(screen.getByText('Dir fehlen noch 4.000 Punkte für einen Gutschein.')).toBeInTheDocument();
  });

  it('shows points, level, member since and the way to the next level as a bar', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': status(3120) }),
    });
    const card = await statusCard();
    expect(card.getByText('3.120')).toBeInTheDocument();
    expect(card.getByText('Gold')).toBeInTheDocument();
    expect(card.getByText('20.12.2025')).toBeInTheDocument();
    expect(card.getByText('Noch 6.880 Punkte bis Platinum')).toBeInTheDocument();
    // core's progressToNextLevel: (3,120 − 2,500) / (10,000 − 2,500)
    expect(card.getByRole('progressbar', { name: 'Fortschritt zum nächsten Level' })).toHaveAttribute(
      'aria-valuenow',
      String(620 / 7500),
    );
    expect(within(screen.getByRole('group', { name: 'Gold' })).getByText('Dein Level')).toBeInTheDocument();
  });

  it('shows a full bar at Black, the top level', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': status(52000) }),
    });
    const card = await statusCard();
    expect(card.getByText('Du hast das höchste Level erreicht.')).toBeInTheDocument();
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('opens a benefit of the current level in its modal', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': status(3120) }),
    });
    await statusCard();
    const benefitCard = within(screen.getByRole('group', { name: '250 Freikilometer' }));
    await userEvent.click(benefitCard.getByRole('button', { name: 'Mehr erfahren' }));
    const modal = await dialogNamed('250 Freikilometer im Detail');
    expect(modal.getByText('So funktioniert 250 Freikilometer.')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Verstanden' }));
    await dialogsClosed();
  });

  it('redeems a voucher after confirmation and thanks the member with the code', async () => {
    let points = 5200;
    const view = renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({
        'GET /portal/api/bff/loyalty': () => status(points),
        'POST /portal/api/bff/loyalty/vouchers': () => {
          points -= 4000;
          return {
            status: 201,
            body: { data: { code: 'TREUE-4K-8F2A', valid_until: '2027-11-22', points: 4000 } },
          };
        },
      }),
    });
    await statusCard();
    await userEvent.click(screen.getByRole('button', { name: 'Gutschein einlösen' }));
    const confirm = await dialogNamed('Gutschein einlösen?');
    expect(confirm.getByText(/Wir ziehen dir 4.000 Punkte ab/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Einlösen' }));
    const thanks = await dialogNamed('Danke!');
    expect(thanks.getByText('Dein Gutschein ist unterwegs in dein Postfach.')).toBeInTheDocument();
    expect(thanks.getByText('Dein Code: TREUE-4K-8F2A, gültig bis 22.11.2027')).toBeInTheDocument();
    expect(view.calls.filter((call) => call.path === '/portal/api/bff/loyalty/vouchers')).toHaveLength(1);
    await userEvent.click(thanks.getByRole('button', { name: 'Alles klar' }));
    await dialogsClosed();
    expect((await statusCard()).getByText('1.200')).toBeInTheDocument();
  });

  it('keeps the points when the member cancels the redemption, and explains a refused one', async () => {
    const view = renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({
        'GET /portal/api/bff/loyalty': status(4100),
        'POST /portal/api/bff/loyalty/vouchers': {
          status: 409,
          body: { error: { code: 'voucher_not_redeemable', message: 'Nicht einlösbar.' } },
        },
      }),
    });
    await statusCard();
    await userEvent.click(screen.getByRole('button', { name: 'Gutschein einlösen' }));
    await userEvent.click(
      (await dialogNamed('Gutschein einlösen?')).getByRole('button', { name: 'Abbrechen' }),
    );
    await dialogsClosed();
    expect(view.calls.filter((call) => call.path === '/portal/api/bff/loyalty/vouchers')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Gutschein einlösen' }));
    const confirm = await dialogNamed('Gutschein einlösen?');
    await userEvent.click(confirm.getByRole('button', { name: 'Einlösen' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(
      'Für einen Gutschein brauchst du mindestens 4.000 Punkte.',
    );
  });

  it('shows the four-screen intro on the first visit, once', async () => {
    const browser = fakeBrowser();
    renderApp('/loyalty', { browser, bff: member({ 'GET /portal/api/bff/loyalty': status(3120) }) });
    let intro = await dialogNamed('Willkommen im Treueprogramm');
    expect(intro.getByText('Schritt 1 von 4')).toBeInTheDocument();
    expect(intro.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    for (const title of ['Level aufsteigen', 'Gutschein einlösen', 'Beim nächsten Abo sparen']) {
      await userEvent.click(intro.getByRole('button', { name: 'Weiter' }));
      intro = await dialogNamed(title);
    }
    expect(intro.getByText('Schritt 4 von 4')).toBeInTheDocument();
    await userEvent.click(intro.getByRole('button', { name: 'Los geht’s' }));
    await dialogsClosed();
    expect(browser.localStorage.getItem(INTRO_SEEN_KEY)).toBe('true');
  });

  it('explains how to collect points', async () => {
    renderApp('/loyalty', {
      browser: introSeen(),
      bff: member({ 'GET /portal/api/bff/loyalty': status(3120) }),
    });
    await statusCard();
    await userEvent.click(screen.getByRole('button', { name: 'So sammelst du Punkte' }));
    const howTo = await dialogNamed('So sammelst du Punkte');
    expect(howTo.getByText('Für jeden Euro Monatsrate bekommst du 1 Punkt.')).toBeInTheDocument();
    expect(
      howTo.getByText('Für dein erstes Elektro-Abo schenken wir dir einmalig 500 Punkte.'),
    ).toBeInTheDocument();
    expect(
      howTo.getByText('Für jede Empfehlung bekommst du 1.000 Punkte (bis zu 5 Freund:innen).'),
    ).toBeInTheDocument();
  });
});

/** The content page `loyalty` as an editor changed it (adapters/sql/seed/content/pages.ts). */
const editedPage = (locale = 'de-DE'): Answer => ({
  status: 200,
  body: {
    data: {
      slug: 'loyalty',
      locale,
      title: 'Dein Treueprogramm',
      modules: [
        {
          id: 'm-1',
          type: 'loyalty',
          props: {
            loginRequired: 'Melde dich an und sieh deine Prämien.',
            levelBenefitsTitle: 'Alle Level',
            howTo: {
              title: 'Wie du Punkte sammelst',
              items: ['Pro Euro ein Punkt.', 'Pro Empfehlung 1.000.'],
            },
            intro: [{ title: 'Hallo!', text: 'Schön, dass du da bist.' }],
            redeemConfirm: { title: 'Jetzt einlösen?', text: 'Wir schicken dir den Gutschein.' },
          },
        },
        {
          id: 'm-2',
          type: 'accordion',
          props: {
            title: 'Häufige Fragen',
            items: [{ title: 'Wie lange gilt mein Gutschein?', text: 'Ein Jahr.' }],
          },
        },
      ],
    },
  },
});

describe('/loyalty assembled from content', () => {
  it('shows what an editor changed: title, texts, how-to, intro and the added module', async () => {
    const user = userEvent.setup();
    renderApp('/loyalty', {
      bff: {
        ...member({ 'GET /portal/api/bff/loyalty': status(4200) }),
        'GET /portal/api/bff/content/pages/loyalty': editedPage(),
      },
    });
    // The intro opens by itself on the first visit, in the content's single screen.
    const intro = await dialogNamed('Hallo!');
    expect(intro.getByText('Schön, dass du da bist.')).toBeInTheDocument();
    await user.click(intro.getByRole('button', { name: 'Los geht’s' }));
    await dialogsClosed();
    expect(screen.getByRole('heading', { level: 1, name: 'Dein Treueprogramm' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Alle Level' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wie du Punkte sammelst' }));
    const howTo = await dialogNamed('Wie du Punkte sammelst');
    expect(howTo.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pro Euro ein Punkt.',
      'Pro Empfehlung 1.000.',
    ]);
    await user.click(howTo.getByRole('button', { name: 'Verstanden' }));
    await dialogsClosed();

    await user.click(await screen.findByRole('button', { name: 'Gutschein einlösen' }));
    const confirm = await dialogNamed('Jetzt einlösen?');
    expect(confirm.getByText('Wir schicken dir den Gutschein.')).toBeInTheDocument();
  });

  it('asks a visitor to log in in the content’s words', async () => {
    renderApp('/loyalty', {
      bff: {
        'GET /portal/api/bff/loyalty/levels': levels,
        'GET /portal/api/bff/content/pages/loyalty': editedPage(),
      },
    });
    expect(await screen.findByText('Melde dich an und sieh deine Prämien.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Bitte melde dich an, um deine Prämien zu sehen.')).toBeNull();
  });

  it('keeps the catalogue’s words where the content is only the German fallback of another locale', async () => {
    renderApp('/loyalty', {
      browser: fakeBrowser({ 'portal.locale': 'en-DE' }),
      bff: {
        'GET /portal/api/bff/loyalty/levels': levels,
        'GET /portal/api/bff/content/pages/loyalty': editedPage(),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My loyalty programme' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText('Melde dich an und sieh deine Prämien.')).toBeNull();
  });
});
