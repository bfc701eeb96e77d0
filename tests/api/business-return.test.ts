import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/** A fleet admin books the return of a company car (business spec §3, §5), and the order shows it. */

const deal = (id: string) => `/portal/api/bff/deals/${id}`;
const order = (id: string) => `/portal/api/bff/fleet/orders/${id}`;
const pickupAtTheCompany = {
  return_type: 'PICKUP',
  preferred_return_date: '2026-12-15',
  return_firstname: 'Nora',
  return_lastname: 'Nord',
  return_street: 'Am Sandtorkai',
  return_housenumber: '50',
  return_city: 'Hamburg',
  return_zip: '20457',
  return_phone_number: '+4940123456',
};

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(async () => bff.close());

describe('the return of a fleet car', () => {
  it('lets a fleet admin book a pickup at the company address, with its fee quoted first', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const days = (
      await admin.get(`${deal('f-2001')}/return-metadata?customer_postcode=20457&return_type=PICKUP`)
    ).json().data.availabilities as { date: string; available_slots: { value: string }[] }[];
    const day = days.find((d) => d.date === '2026-12-15') ?? days[0];
    const quote = await admin.post(`${deal('f-2001')}/return-change-fee`, {
      payload: { ...pickupAtTheCompany, preferred_return_date: day?.date },
    });
    expect(quote.statusCode).toBe(200);
    const booked = await admin.put(`${deal('f-2001')}/return`, {
      payload: {
        ...pickupAtTheCompany,
        preferred_return_date: day?.date,
        slot: day?.available_slots[0]?.value,
      },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({
      return_type: 'PICKUP',
      address: { street: 'Am Sandtorkai', house_number: '50', zip: '20457', city: 'Hamburg' },
      preferred_delivery_date: day?.date,
    });
    expect((await admin.get(`${deal('f-2001')}/return`)).json().data.return_type).toBe('PICKUP');
    expect((await admin.get(order('f-2001'))).json().data.return).toMatchObject({
      returnType: 'PICKUP',
      date: day?.date,
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      contactPerson: 'Nora Nord',
    });
  });

  it("shows a booked self-return on the order's return panel with its day, slot and compound", async () => {
    const own = await demoBff();
    const admin = await own.signIn('admin@nordflotte.example');
    const before = (await admin.get(order('f-2001'))).json().data.return;
    expect(before).toMatchObject({ date: null, address: 'Am Sandtorkai 50, 20457 Hamburg' });
    const metadata = (await admin.get(`${deal('f-2001')}/return-metadata?return_type=SELF_RETURN`)).json()
      .data;
    const day = metadata.self_return_availabilities[0] as {
      date: string;
      available_slots: { value: string; formatted_time: string }[];
    };
    const slot = day.available_slots[0];
    const booked = await admin.put(`${deal('f-2001')}/return`, {
      payload: { return_type: 'SELF_RETURN', preferred_return_date: day.date, slot: slot?.value },
    });
    expect(booked.statusCode).toBe(200);
    const compound = metadata.compound_locations[0];
    expect((await admin.get(order('f-2001'))).json().data.return).toMatchObject({
      returnType: 'SELF_RETURN',
      date: day.date,
      timePeriod: slot?.formatted_time,
      address: `${compound.street} ${compound.house_number}, ${compound.zip} ${compound.city}`,
    });
    await own.close();
  });

  it("shows the demo's booked pickup of f-2015 at the company", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get(order('f-2015'))).json().data.return).toMatchObject({
      returnType: 'PICKUP',
      timePeriod: '10:00 – 12:00',
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      contactPerson: 'Nora Nord',
    });
  });

  it('refuses a pickup without address and contact with the missing fields named', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const refused = await admin.post(`${deal('f-2001')}/return-change-fee`, {
      payload: { return_type: 'PICKUP', preferred_return_date: '2026-12-15' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['body.return_street']).toBeDefined();
  });
});

describe('a lapsed reservation', () => {
  const B2B = { 'x-portal-actor': 'b2b-portal' };
  const cars = (tab: string) =>
    `/portal/api/bff/fleet/cars?tab=${tab}&renewability=all&sort=default&pageSize=100`;

  it('leaves the reserved tab for the archive three days after creation, and offers nothing to sign', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const reserved = (await admin.get(cars('orders'), { headers: B2B })).json().data;
    const reservedIds = reserved.items.map((car: { id: string }) => car.id);
    expect(reservedIds).toEqual(expect.arrayContaining(['f-2002', 'f-2017', 'f-2032']));
    expect(reservedIds).not.toContain('f-2047');
    const archived = (await admin.get(cars('archived'), { headers: B2B })).json().data;
    expect(archived.items.map((car: { id: string }) => car.id)).toContain('f-2047');
    const lapsed = (await admin.get(order('f-2047'))).json().data;
    expect(lapsed.deal.state).toBe('NOT_SIGNED');
    expect(lapsed.actions).toEqual([]);
    expect((await admin.get(order('f-2002'))).json().data.actions).toContain('sign_contract');
  });

  it('is refused signing with a message that says the reservation has lapsed', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const refused = await admin.post('/portal/api/bff/fleet/contracts/ctr-2007/signing-link', {
      headers: B2B,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'not_eligible',
      message: expect.stringContaining('Die Reservierung ist abgelaufen'),
    });
  });
});
