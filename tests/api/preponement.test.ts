import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPONEMENT_PROVIDER_STATES } from '../../adapters/sql/seed/preponement.ts';
import { PREPONEMENT_DECLINED, PREPONEMENT_EXPIRED } from '../../contracts/routes/preponement.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/** The earlier-delivery offer of d-1008 against the seeded BFF (now: Mon 23 Nov 2026; planned: Fri 27th). */

const offerOf = (id: string) => `/portal/api/bff/deals/${id}/preponement`;
const handoverOf = (id: string) => `/portal/api/bff/deals/${id}/handover`;

let bff: DemoBff;
let kunde: Caller;

beforeAll(async () => {
  bff = await demoBff();
  kunde = await bff.signIn('kunde@demo.example');
});
afterAll(async () => bff.close());

/** Each test that writes gets its own seeded BFF, in the provider state it names. */
const fresh = async (state?: keyof typeof PREPONEMENT_PROVIDER_STATES) => {
  const own = await demoBff();
  if (state) await PREPONEMENT_PROVIDER_STATES[state]?.(own.db, DEMO_NOW);
  return { own, kunde: await own.signIn('kunde@demo.example') };
};

const plannedDay = async (caller: Caller, id = 'd-1008') =>
  (await caller.get(handoverOf(id))).json().data.planned_delivery_date;

describe('the earlier-delivery offer', () => {
  it('shows d-1008 the offered day, the planned day, the last valid day and the kept slot', async () => {
    const response = await kunde.get(offerOf('d-1008'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        offered_date: '2026-11-25',
        planned_delivery_date: '2026-11-27',
        valid_until: '2026-11-24',
        expires_at: '2026-11-24T23:00:00.000Z',
        slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
      },
    });
  });

  it('is null for a deal without an offer', async () => {
    const response = await kunde.get(offerOf('d-1002'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('is null once expired or declined', async () => {
    for (const state of [PREPONEMENT_EXPIRED, PREPONEMENT_DECLINED]) {
      const { own, kunde: caller } = await fresh(state);
      expect((await caller.get(offerOf('d-1008'))).json()).toEqual({ data: null });
      await own.close();
    }
  });

  it("is not found for another customer's deal and for an unknown one", async () => {
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get(offerOf('d-1008'))).statusCode).toBe(404);
    expect((await kunde.get(offerOf('d-9999'))).statusCode).toBe(404);
  });

  it('is refused to business users (403) and to nobody signed in (401)', async () => {
    for (const email of ['admin@nordflotte.example', 'analyst@nordflotte.example']) {
      const business = await bff.signIn(email);
      expect((await business.get(offerOf('d-1008'))).statusCode).toBe(403);
      expect((await business.post(`${offerOf('d-1008')}/accept`)).statusCode).toBe(403);
    }
    expect((await bff.anonymous.get(offerOf('d-1008'))).statusCode).toBe(401);
  });
});

describe('accepting the offer', () => {
  it('moves the planned delivery to the offered day, keeps address and slot, and hides the offer', async () => {
    const { own, kunde: caller } = await fresh();
    const response = await caller.post(`${offerOf('d-1008')}/accept`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      planned_delivery_date: '2026-11-25',
      handover_street: 'Leopoldstraße',
      handover_zip: '80802',
      slot: { value: '11:00' },
    });
    expect(await plannedDay(caller)).toBe('2026-11-25');
    expect((await caller.get(offerOf('d-1008'))).json()).toEqual({ data: null });
    const stored = await own.db
      .selectFrom('handover_appointments')
      .selectAll()
      .where('deal_id', '=', 'd-1008')
      .executeTakeFirstOrThrow();
    expect(stored.change_fee_cents).toBe(0);
    await own.close();
  });

  it('refuses an expired offer with its message and changes nothing', async () => {
    const { own, kunde: caller } = await fresh(PREPONEMENT_EXPIRED);
    const response = await caller.post(`${offerOf('d-1008')}/accept`);
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toEqual({
      code: 'offer_expired',
      message: 'Dieses Angebot ist leider abgelaufen. Dein geplanter Liefertermin bleibt bestehen.',
    });
    expect(await plannedDay(caller)).toBe('2026-11-27');
    await own.close();
  });

  it('refuses an answered offer (409) and changes nothing', async () => {
    const { own, kunde: caller } = await fresh();
    expect((await caller.post(`${offerOf('d-1008')}/decline`)).statusCode).toBe(200);
    const response = await caller.post(`${offerOf('d-1008')}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'Du hast dieses Angebot bereits beantwortet. Dein Liefertermin wurde nicht geändert.',
    });
    expect(await plannedDay(caller)).toBe('2026-11-27');
    const offer = await own.db.selectFrom('preponement_offers').selectAll().executeTakeFirstOrThrow();
    expect(offer.answer).toBe('declined');
    await own.close();
  });

  it("refuses another customer's deal (404) and a deal without an offer (410), changing nothing", async () => {
    const { own } = await fresh();
    const neu = await own.signIn('neu@demo.example');
    expect((await neu.post(`${offerOf('d-1008')}/accept`)).statusCode).toBe(404);
    const caller = await own.signIn('kunde@demo.example');
    expect(await plannedDay(caller)).toBe('2026-11-27');
    const noOffer = await caller.post(`${offerOf('d-1002')}/accept`);
    expect(noOffer.statusCode).toBe(410);
    expect(noOffer.json().error.message).toBe(
      'Für dieses Auto gibt es kein Angebot für einen früheren Liefertermin.',
    );
    await own.close();
  });
});

describe('declining the offer', () => {
  it('keeps the planned delivery and hides the offer', async () => {
    const { own, kunde: caller } = await fresh();
    const response = await caller.post(`${offerOf('d-1008')}/decline`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.planned_delivery_date).toBe('2026-11-27');
    expect((await caller.get(offerOf('d-1008'))).json()).toEqual({ data: null });
    expect((await caller.post(`${offerOf('d-1008')}/decline`)).statusCode).toBe(409);
    await own.close();
  });
});
