// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

/**
 * The module types a content page renders from content alone (consumer spec §2), each on /mycars
 * as an editor would put it there. The deals list is empty, so only the module under test shows.
 */
const page = (modules: object[], locale = 'de-DE'): Answer => ({
  status: 200,
  body: { data: { slug: 'mycars', locale, title: 'Meine Autos', modules } },
});
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const deals = (list: object[] = []) => ({ 'GET /portal/api/bff/deals': ok(list) });

const renderMyCars = (modules: object[], bff: Record<string, Answer> = {}) =>
  renderApp('/mycars', {
    bff: {
      'GET /portal/api/bff/auth/session': signedInAs(),
      'GET /portal/api/bff/content/pages/mycars': page(modules),
      ...deals(),
      ...bff,
    },
  });

const cardNamed = async (name: string) => {
  const heading = await screen.findByRole('heading', { name, level: 2 }, SLOW);
  return within(heading.closest('.fui-Card') as HTMLElement);
};

const reservedDeal = {
  id: 'd-1003',
  state: 'NOT_SIGNED',
  variant: 'SUBSCRIPTION',
  amount: 39_900,
  car: { oem: 'Fiat', model: '500e' },
};

const verificationSteps = {
  id: 'm-1',
  type: 'steps',
  props: {
    title: 'Deine Verifizierung',
    showsContractNumber: true,
    description: 'Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.',
    steps: [
      {
        title: 'Vertrag unterschreiben',
        text: 'Bitte unterschreibe deinen Vertrag.',
        states: ['NOT_SIGNED'],
      },
      { title: 'Dokumente in Prüfung', text: 'Wir prüfen deine Dokumente.', states: ['SIGNED'] },
    ],
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the steps module', () => {
  it('shows the verification steps of a deal with its contract number — the one its contract states — and the 3-working-day note', async () => {
    renderMyCars([verificationSteps], deals([{ ...reservedDeal, state: 'SIGNED' }]));
    const card = await cardNamed('Deine Verifizierung');
    expect(card.getByText('Vertragsnummer: V-D-1003 · Fiat 500e')).toBeInTheDocument();
    expect(card.getByText('Die Prüfung deiner Dokumente dauert bis zu 3 Werktage.')).toBeInTheDocument();
    const steps = card.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Vertrag unterschreiben · ErledigtBitte unterschreibe deinen Vertrag.',
      'Dokumente in Prüfung · AktuellWir prüfen deine Dokumente.',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows nothing when no deal is in a state its steps name', async () => {
    renderMyCars(
      [
        verificationSteps,
        { id: 'm-2', type: 'data-list', props: { title: 'Danach', items: [{ label: 'a', value: 'b' }] } },
      ],
      deals([{ ...reservedDeal, state: 'ACTIVE' }]),
    );
    await cardNamed('Danach');
    expect(screen.queryByRole('heading', { name: 'Deine Verifizierung' })).toBeNull();
  });
});

describe('the data-list module', () => {
  it('shows the content’s labelled values as a description list, leaving out incomplete rows', async () => {
    renderMyCars([
      {
        id: 'm-1',
        type: 'data-list',
        props: {
          title: 'Gut zu wissen',
          items: [
            { label: 'Hotline', value: '+49 30 12345678' },
            { label: 'Kontolöschung', value: 'innerhalb von 48 Stunden' },
            { label: 'Ohne Wert' },
          ],
        },
      },
    ]);
    const card = await cardNamed('Gut zu wissen');
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Hotline', 'Kontolöschung']);
    expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '+49 30 12345678',
      'innerhalb von 48 Stunden',
    ]);
  });
});

describe('the accordion module', () => {
  it('opens an entry’s text from its heading button', async () => {
    const user = userEvent.setup();
    renderMyCars([
      {
        id: 'm-1',
        type: 'accordion',
        props: {
          title: 'Häufige Fragen',
          items: [
            { title: 'Wie lange gilt mein Gutschein?', text: 'Ein Jahr ab dem Tag, an dem du ihn einlöst.' },
            { title: 'Wo löse ich ihn ein?', text: 'Bei der Bestellung deines nächsten Abos.' },
          ],
        },
      },
    ]);
    const card = await cardNamed('Häufige Fragen');
    const question = card.getByRole('button', { name: 'Wie lange gilt mein Gutschein?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('Ein Jahr ab dem Tag, an dem du ihn einlöst.')).toBeNull();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Ein Jahr ab dem Tag, an dem du ihn einlöst.')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Wo löse ich ihn ein?' })).toBeInTheDocument();
  });
});

describe('the referral-promo module', () => {
  it('shows the content’s text and the invite link with the content’s copy button', async () => {
    renderMyCars(
      [
        {
          id: 'm-3',
          type: 'referral-promo',
          props: {
            title: 'Freunde einladen, 200 € sichern',
            description: 'Lade bis zu 5 Freund:innen ein.',
            button: 'Einladungslink kopieren',
            to: '/referral',
          },
        },
      ],
      {
        'GET /portal/api/bff/referral_link/kunde%40demo.example': {
          status: 200,
          body: { link: 'https://portal.example/einladen/kim-k-4821' },
        },
      },
    );
    const card = await cardNamed('Freunde einladen, 200 € sichern');
    expect(card.getByText('Lade bis zu 5 Freund:innen ein.')).toBeInTheDocument();
    expect(await card.findByRole('textbox', { name: 'Dein Einladungslink' })).toHaveValue(
      'https://portal.example/invite/kim-k-4821',
    );
    expect(card.getByRole('button', { name: 'Einladungslink kopieren' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Mehr zum Freundeprogramm' })).toHaveAttribute('href', '/referral');
  });
});

describe('the emergency-call and divider modules', () => {
  it('shows the hotline from content and a separator', async () => {
    renderMyCars([
      {
        id: 'm-1',
        type: 'emergency-call',
        props: { title: 'Panne?', description: 'Wir sind für dich da.', phone: '+49 30 12345678' },
      },
      { id: 'm-2', type: 'divider', props: {} },
    ]);
    const card = await cardNamed('Panne?');
    expect(card.getByText('Wir sind für dich da.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '+49 30 12345678' })).toHaveAttribute('href', 'tel:+493012345678');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});

describe('a content page', () => {
  it('places the deals where the content puts them, and the page title from content', async () => {
    renderMyCars(
      [
        { id: 'm-0', type: 'data-list', props: { title: 'Vorher', items: [{ label: 'a', value: 'b' }] } },
        { id: 'm-deals', type: 'deals-list', props: {} },
      ],
      deals([{ ...reservedDeal, state: 'ACTIVE' }]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Meine Autos' }, SLOW);
    const fiat = await screen.findByRole('group', { name: 'Fiat 500e' });
    const before = screen.getByRole('heading', { name: 'Vorher' });
    expect(before.compareDocumentPosition(fiat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('still shows the deals when the content has no place for them or cannot be loaded', async () => {
    renderMyCars([], deals([{ ...reservedDeal, state: 'ACTIVE' }]));
    expect(await screen.findByRole('group', { name: 'Fiat 500e' }, SLOW)).toBeInTheDocument();
  });

  it('keeps the deals when their module’s rule cannot be read, and hides them when the rule says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const marker = {
      id: 'm-1',
      type: 'data-list',
      props: { title: 'Danach', items: [{ label: 'a', value: 'b' }] },
    };
    const dealsWith = (visibility: object) => [
      { id: 'm-deals', type: 'deals-list', props: {}, visibility },
      marker,
    ];
    const unreadable = renderMyCars(
      dealsWith({ type: 'nonsense' }),
      deals([{ ...reservedDeal, state: 'ACTIVE' }]),
    );
    expect(await screen.findByRole('group', { name: 'Fiat 500e' }, SLOW)).toBeInTheDocument();
    unreadable.unmount();
    const hidden = renderMyCars(
      dealsWith({ type: 'equal', field: 'customer.kind', value: 'business' }),
      deals([{ ...reservedDeal, state: 'ACTIVE' }]),
    );
    await cardNamed('Danach');
    // The list is not there at all: it never asks for the deals.
    expect(screen.queryByRole('group', { name: 'Fiat 500e' })).toBeNull();
    expect(hidden.calls.some((call) => call.path === '/portal/api/bff/deals')).toBe(false);
  });

  it('warns about an unknown module type and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMyCars([
      { id: 'm-x', type: 'hologram', props: {} },
      { id: 'm-1', type: 'data-list', props: { title: 'Danach', items: [{ label: 'a', value: 'b' }] } },
    ]);
    await cardNamed('Danach');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hologram"')));
  });

  it('reads in the locale’s words when the content system has the page only in German', async () => {
    const user = userEvent.setup();
    renderMyCars([verificationSteps], deals([reservedDeal]));
    await cardNamed('Deine Verifizierung');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en-US');
    await screen.findByRole('heading', { level: 1, name: 'My cars' }, SLOW);
    const card = await cardNamed('Your verification');
    expect(card.getByText('Checking your documents takes up to 3 working days.')).toBeInTheDocument();
  });
});
