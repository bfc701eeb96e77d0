// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  activeDeal,
  contentModule,
  createdDeal,
  failure,
  moduleNamed,
  never,
  ok,
  renderCarDetails,
} from '../../test/car-details-fixtures.ts';

const rowValue = (module: Awaited<ReturnType<typeof moduleNamed>>, label: string) =>
  module.getByText(label).nextElementSibling?.textContent;

describe('the order status module', () => {
  const ORDER = 'GET /portal/api/bff/deals/d-1002/order-status';
  const HANDOVER = 'GET /portal/api/bff/deals/d-1002/handover';
  const steps = [
    { id: 'customer_verified', progress: 'completed', completed_at: '2026-11-02' },
    { id: 'delivery_confirmation', progress: 'current' },
    { id: 'car_in_delivery', progress: 'upcoming' },
  ];
  const renderOrder = (order: unknown, handover: unknown = ok({})) =>
    renderCarDetails(createdDeal, [contentModule('order-status')], {
      [ORDER]: order as never,
      [HANDOVER]: handover as never,
    });

  it('shows that the status is loading', async () => {
    renderOrder(never);
    expect((await moduleNamed('Bestellstatus')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the status could not be loaded', async () => {
    renderOrder(failure());
    expect(await (await moduleNamed('Bestellstatus')).findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden.',
    );
  });

  it('says when there is no status yet', async () => {
    renderOrder(ok({ handover_kind: 'delivery', steps: [] }));
    expect(
      await (await moduleNamed('Bestellstatus')).findByText(
        'Zu deiner Bestellung gibt es noch keinen Status.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the steps and the planned delivery', async () => {
    renderOrder(
      ok({ handover_kind: 'delivery', steps }),
      ok({ planned_delivery_date: '2026-11-26', slot: { value: '11:00', formatted_time: '11:00 – 12:00' } }),
    );
    const module = await moduleNamed('Bestellstatus');
    expect(await module.findByText('Kundendaten geprüft')).toBeInTheDocument();
    expect(module.getByText('Liefertermin bestätigt').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(module.getByText(/Erledigt am 02\.11\.2026/)).toBeInTheDocument();
    expect(rowValue(module, 'Übergabe')).toBe('Lieferung an deine Adresse');
    expect(await module.findByText('26.11.2026')).toBeInTheDocument();
    expect(rowValue(module, 'Liefertermin')).toBe('26.11.2026');
    expect(rowValue(module, 'Uhrzeit')).toBe('11:00 – 12:00');
    expect(rowValue(module, 'Lieferadresse')).toBe('Leopoldstraße 12, 80802 München');
  });

  it('names a wished, not yet planned date as the wish, not as the delivery date', async () => {
    renderOrder(ok({ handover_kind: 'delivery', steps }), ok({ preferred_delivery_date: '2026-11-28' }));
    const module = await moduleNamed('Bestellstatus');
    await module.findByText('Dein Wunschtermin');
    expect(rowValue(module, 'Dein Wunschtermin')).toBe('28.11.2026 (noch nicht bestätigt)');
    expect(module.queryByText('Liefertermin')).not.toBeInTheDocument();
  });

  it('says the date is still open for a station pickup without one', async () => {
    renderOrder(ok({ handover_kind: 'self_pickup', steps }));
    const module = await moduleNamed('Bestellstatus');
    await module.findByText('Kundendaten geprüft');
    expect(rowValue(module, 'Übergabe')).toBe('Abholung an der Station');
    expect(rowValue(module, 'Abholtermin')).toBe('Noch offen');
    expect(module.queryByText('Lieferadresse')).not.toBeInTheDocument();
  });
});

describe('the return status module', () => {
  const returning = { ...activeDeal, return_type: 'SELF_RETURN' };
  const STATUS = 'GET /portal/api/bff/deals/d-1001/return-status';
  const RETURN = 'GET /portal/api/bff/deals/d-1001/return';
  const renderReturn = (status: unknown, booked: unknown = ok({})) =>
    renderCarDetails(returning, [contentModule('return-status')], {
      [STATUS]: status as never,
      [RETURN]: booked as never,
    });

  it('shows that the status is loading', async () => {
    renderReturn(never);
    expect((await moduleNamed('Rückgabestatus')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the status could not be loaded', async () => {
    renderReturn(failure());
    expect(await (await moduleNamed('Rückgabestatus')).findByRole('alert')).toBeInTheDocument();
  });

  it('says when there is no status yet', async () => {
    renderReturn(ok({ return_type: 'SELF_RETURN', steps: [] }));
    expect(
      await (await moduleNamed('Rückgabestatus')).findByText(
        'Zu deiner Rückgabe gibt es noch keinen Status.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the steps as the return type reads them, with the booked date', async () => {
    renderReturn(
      ok({
        return_type: 'SELF_RETURN',
        steps: [
          { id: 'return_booked', progress: 'completed', completed_at: '2026-11-20' },
          { id: 'return_in_progress', progress: 'current' },
          { id: 'return_completed', progress: 'upcoming' },
        ],
      }),
      ok({ return_type: 'SELF_RETURN', planned_delivery_date: '2026-12-18' }),
    );
    const module = await moduleNamed('Rückgabestatus');
    expect(await module.findByText('Rückgabe gebucht')).toBeInTheDocument();
    expect(module.getAllByText('Rückgabe an der Station')).toHaveLength(2);
    expect(await module.findByText('18.12.2026')).toBeInTheDocument();
    expect(
      module.getByText(
        'Das Rückgabeprotokoll erhältst du etwa 7 Tage nach der Rückgabe, die Schlussrechnung nach 3-4 Wochen.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the services module', () => {
  it('offers the content’s services, each opening its modal or page', async () => {
    renderCarDetails(activeDeal, [
      contentModule('services', {
        actions: [
          { id: 'report-damage', label: 'Schaden melden', modal: 'REPORT_DAMAGE_MODAL' },
          { id: 'schedule-service', to: '/portal/de-DE/mycars/{deal.id}/schedule-service' },
          { id: 'manage-kilometres', modal: 'manage-my-kilometres' },
          { id: 'power-of-attorney', modal: 'power-of-attorney' },
          { id: 'broken' },
        ],
      }),
    ]);
    const module = await moduleNamed('Services');
    const links = module.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Schaden melden', '/mycars/d-1001?modalName=REPORT_DAMAGE_MODAL'],
      ['Service-Termin vereinbaren', '/mycars/d-1001/schedule-service'],
      ['Meine Kilometer', '/mycars/d-1001?modalName=manage-my-kilometres'],
      ['Vollmacht für Übergabe und Rückgabe', '/mycars/d-1001?modalName=power-of-attorney'],
    ]);
  });

  it('says when no service is offered', async () => {
    renderCarDetails(activeDeal, [contentModule('services', { actions: [] })]);
    expect(
      (await moduleNamed('Services')).getByText('Gerade sind keine Services verfügbar.'),
    ).toBeInTheDocument();
  });
});

describe('the category subscription module', () => {
  it('shows the category, terms and dates, and when the overview comes', async () => {
    renderCarDetails(
      {
        ...activeDeal,
        category_subscription_details: {
          label: 'Kompakt-SUV',
          term: 24,
          next_car_term: 12,
          start_date: '2025-12-20',
          end_date: '2027-12-20',
        },
      },
      [contentModule('category-subscription-info')],
    );
    const module = await moduleNamed('Dein Kategorie-Abo');
    expect(rowValue(module, 'Kategorie')).toBe('Kompakt-SUV');
    expect(rowValue(module, 'Laufzeit')).toBe('24 Monate');
    expect(rowValue(module, 'Laufzeit des nächsten Autos')).toBe('12 Monate');
    expect(rowValue(module, 'Ende')).toBe('20.12.2027');
    expect(
      module.getByText('Etwa drei Monate vor Ablauf schicken wir dir eine Übersicht deiner Möglichkeiten.'),
    ).toBeInTheDocument();
  });

  it('says when there are no details', async () => {
    renderCarDetails(activeDeal, [contentModule('category-subscription-info')]);
    expect(
      (await moduleNamed('Dein Kategorie-Abo')).getByText(
        'Zu deinem Kategorie-Abo liegen noch keine Angaben vor.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the return info module', () => {
  it('offers to plan the return once the return window is open', async () => {
    renderCarDetails({ ...activeDeal, return_date: '2026-12-20' }, [
      contentModule('return-info', { action: { modal: 'MULTISTEP_EDIT_RETURN' } }),
    ]);
    const module = await moduleNamed('Rückgabe');
    expect(rowValue(module, 'Rückgabedatum')).toBe('20.12.2026');
    expect(module.getByRole('link', { name: 'Rückgabe planen' })).toHaveAttribute(
      'href',
      '/mycars/d-1001?modalName=MULTISTEP_EDIT_RETURN',
    );
  });

  it('says from when the return can be planned before the window opens', async () => {
    renderCarDetails({ ...activeDeal, return_date: '2027-02-20' }, [contentModule('return-info')]);
    const module = await moduleNamed('Rückgabe');
    expect(
      module.getByText('Die Rückgabe kannst du ab 45 Tagen vor dem Rückgabedatum planen.'),
    ).toBeInTheDocument();
    expect(module.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says that a booked return is in progress instead of offering to plan it', async () => {
    renderCarDetails({ ...activeDeal, return_date: '2026-12-20', return_type: 'PICKUP' }, [
      contentModule('return-info'),
    ]);
    const module = await moduleNamed('Rückgabe');
    expect(module.getByText('Deine Rückgabe ist bereits in Bearbeitung.')).toBeInTheDocument();
    expect(module.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the buy-car module', () => {
  const PURCHASE = 'POST /portal/api/bff/deals/d-1001/purchase-offer';

  it('asks for a purchase offer and thanks for the request', async () => {
    const { calls } = renderCarDetails(activeDeal, [contentModule('buy-car')], {
      [PURCHASE]: { status: 202, body: { ok: true } },
    });
    const module = await moduleNamed('Dein Auto kaufen');
    await userEvent.click(module.getByRole('button', { name: 'Kaufangebot anfragen' }));
    expect(await module.findByText('Danke für deine Anfrage')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/portal/api/bff/deals/d-1001/purchase-offer')).toHaveLength(
      1,
    );
    expect(module.queryByRole('button', { name: 'Kaufangebot anfragen' })).not.toBeInTheDocument();
  });

  it('says when the request failed', async () => {
    renderCarDetails(activeDeal, [contentModule('buy-car')], { [PURCHASE]: failure(409, 'not_eligible') });
    const module = await moduleNamed('Dein Auto kaufen');
    await userEvent.click(module.getByRole('button', { name: 'Kaufangebot anfragen' }));
    expect(await module.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt');
  });

  it('offers no request where core does not allow one (a same-day swap)', async () => {
    renderCarDetails({ ...activeDeal, subscribed_to: 'SWAP_SAME_DAY' }, [contentModule('buy-car')]);
    const module = await moduleNamed('Dein Auto kaufen');
    expect(module.queryByRole('button')).not.toBeInTheDocument();
    expect(
      module.getByText('Für dieses Abo können wir dir gerade kein Kaufangebot machen.'),
    ).toBeInTheDocument();
  });
});

describe('the deductibles module', () => {
  it('shows full and partial coverage and the minor damage cover', async () => {
    renderCarDetails({ ...activeDeal, minor_damage: true }, [contentModule('deductibles')]);
    const module = await moduleNamed('Selbstbeteiligung');
    expect(rowValue(module, 'Vollkasko')).toMatch(/^1\.000\s€$/);
    expect(rowValue(module, 'Teilkasko')).toMatch(/^500\s€$/);
    expect(module.getByText(/^Kleinschäden sind bis 400\s€ abgedeckt\.$/)).toBeInTheDocument();
    expect(module.queryByText('Für dein Abo gilt eine besondere Selbstbeteiligung.')).not.toBeInTheDocument();
  });

  it('shows the deductibles once on a page with vehicle details and protection, in one money format', async () => {
    renderCarDetails(
      activeDeal,
      [contentModule('vehicle-details'), contentModule('deductibles'), contentModule('insurance-type')],
      {
        'POST /api/addons': ok([
          {
            group: 'insurance',
            insurance_type: 'basic',
            insurance_amount: 0,
            canUpgradeInsurance: false,
            vkValueFormatted: '1.000 €',
            tkValueFormatted: '500 €',
            addons: [],
          },
        ]),
      },
    );
    await moduleNamed('Selbstbeteiligung');
    const protection = await moduleNamed('Dein Schutz');
    await protection.findByText('Basis Schutz');
    expect(screen.getAllByText(/^1\.000(,00)?\s€$/)).toHaveLength(1);
    expect(screen.getAllByText(/^500(,00)?\s€$/)).toHaveLength(1);
    expect(screen.getByText(/^1\.000\s€$/)).toBeInTheDocument();
  });

  it('names the special deductible (50,000 cents full coverage or a customer value of 500)', async () => {
    renderCarDetails({ ...activeDeal, damage_deductible_vollkasko: 50_000 }, [contentModule('deductibles')]);
    const module = await moduleNamed('Selbstbeteiligung');
    expect(module.getByText('Für dein Abo gilt eine besondere Selbstbeteiligung.')).toBeInTheDocument();
  });

  it('says when no deductible is known', async () => {
    renderCarDetails(
      { ...activeDeal, damage_deductible_vollkasko: null, damage_deductible_teilkasko: null },
      [contentModule('deductibles')],
    );
    expect(
      (await moduleNamed('Selbstbeteiligung')).getByText(
        'Zu deiner Selbstbeteiligung liegen noch keine Angaben vor.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the insurance type module', () => {
  const ADDONS = 'POST /api/addons';
  const insurance = (overrides: object) => ({
    group: 'insurance',
    insurance_type: 'basic',
    insurance_amount: 0,
    canUpgradeInsurance: true,
    vkValueFormatted: '1.000 €',
    tkValueFormatted: '500 €',
    addons: [],
    ...overrides,
  });

  it('shows that the protection is loading', async () => {
    renderCarDetails(activeDeal, [contentModule('insurance-type')], { [ADDONS]: never });
    expect((await moduleNamed('Dein Schutz')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the protection could not be loaded', async () => {
    renderCarDetails(activeDeal, [contentModule('insurance-type')], { [ADDONS]: failure() });
    expect(await (await moduleNamed('Dein Schutz')).findByRole('alert')).toBeInTheDocument();
  });

  it('says when no protection is known', async () => {
    renderCarDetails(activeDeal, [contentModule('insurance-type')], { [ADDONS]: ok([]) });
    expect(
      await (await moduleNamed('Dein Schutz')).findByText('Zu deinem Schutz liegen noch keine Angaben vor.'),
    ).toBeInTheDocument();
  });

  it('says the same when the add-on service does not know the car', async () => {
    renderCarDetails(activeDeal, [contentModule('insurance-type')], { [ADDONS]: failure(404, 'not_found') });
    const module = await moduleNamed('Dein Schutz');
    expect(await module.findByText('Zu deinem Schutz liegen noch keine Angaben vor.')).toBeInTheDocument();
    expect(module.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the protection of an ACTIVE deal without an upgrade', async () => {
    const { calls } = renderCarDetails(activeDeal, [contentModule('insurance-type')], {
      [ADDONS]: ok([insurance({ insurance_type: 'comfort', insurance_amount: 2_900 })]),
    });
    const module = await moduleNamed('Dein Schutz');
    expect(await module.findByText('Komfort Schutz')).toBeInTheDocument();
    expect(rowValue(module, 'Monatlicher Beitrag')).toMatch(/^29\s€$/);
    expect(module.queryByRole('link', { name: 'Schutz erweitern' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/addons')?.body).toEqual({
      productId: 'vw-id4-pro',
      subscriptionId: 'd-1001',
    });
  });

  it('adds the insurance upgrade to the footer actions of a CREATED deal that may upgrade', async () => {
    renderCarDetails(createdDeal, [contentModule('vehicle-details', { showFooterActions: true })], {
      [ADDONS]: ok([insurance({})]),
    });
    const module = await moduleNamed('Fahrzeugdetails');
    expect(await module.findByRole('link', { name: 'Schutz erweitern' })).toHaveAttribute(
      'href',
      '/mycars/d-1002?modalName=INSURANCE_UPGRADE',
    );
  });

  it('offers the upgrade of a CREATED deal that may upgrade', async () => {
    renderCarDetails(createdDeal, [contentModule('insurance-type')], { [ADDONS]: ok([insurance({})]) });
    const module = await moduleNamed('Dein Schutz');
    expect(await module.findByText('Basis Schutz')).toBeInTheDocument();
    expect(rowValue(module, 'Monatlicher Beitrag')).toBe('Kostenlos');
    expect(module.getByRole('link', { name: 'Schutz erweitern' })).toHaveAttribute(
      'href',
      '/mycars/d-1002?modalName=INSURANCE_UPGRADE',
    );
  });
});
