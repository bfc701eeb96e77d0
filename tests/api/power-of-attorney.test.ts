import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

const json = <T = Record<string, unknown>>(response: { json: () => unknown }) => response.json() as T;
const url = (deal: string) => `/portal/api/bff/deals/${deal}/power-of-attorney`;
const rows = async () =>
  await bff.db.selectFrom('powers_of_attorney').selectAll().orderBy('deal_id').execute();

// DEMO_NOW is 23.11.2026; d-1005 is ACTIVE with its return on 02.01.2027 (40 days on).
const grant = {
  first_name: 'Jonas',
  last_name: 'Bruder',
  date_of_birth: '02.05.1995',
  phone: '0171 2345678',
  valid_from: '2026-11-30',
  valid_until: '2027-01-02',
};

describe('the power of attorney of a deal', () => {
  it('shows the seeded authorisation of d-1001, that one can be granted, and until which day', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get(url('d-1001'));
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      power_of_attorney: expect.objectContaining({
        first_name: 'Lea',
        last_name: 'Nachbar',
        phone: '+4915123456789',
      }),
      can_grant: true,
      latest_valid_until: '2026-12-21',
    });
  });

  it('grants, stores and reads back an authorisation, then revokes it', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = json<{ data: { power_of_attorney: unknown } }>(await kunde.get(url('d-1005'))).data;
    expect(before.power_of_attorney).toBeNull();
    const granted = await kunde.put(url('d-1005'), { payload: { ...grant, email: 'jonas@example.org' } });
    expect(granted.statusCode).toBe(200);
    expect(json(granted).data).toEqual({
      first_name: 'Jonas',
      last_name: 'Bruder',
      date_of_birth: '1995-05-02',
      phone: '+491712345678',
      email: 'jonas@example.org',
      valid_from: '2026-11-30',
      valid_until: '2027-01-02',
      granted_at: '2026-11-23T09:00:00.000Z',
    });
    expect((await rows()).find((row) => row.deal_id === 'd-1005')).toMatchObject({
      granted_by: 'u-kunde',
      first_name: 'Jonas',
      phone: '+491712345678',
    });
    const read = json<{ data: { power_of_attorney: unknown } }>(await kunde.get(url('d-1005'))).data;
    expect(read.power_of_attorney).toEqual(json(granted).data);

    // Granting again replaces it.
    await kunde.put(url('d-1005'), { payload: { ...grant, first_name: 'Jana' } });
    expect((await rows()).filter((row) => row.deal_id === 'd-1005').map((row) => row.first_name)).toEqual([
      'Jana',
    ]);

    const revoked = await kunde.delete(url('d-1005'));
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked)).toEqual({ ok: true });
    expect((await rows()).some((row) => row.deal_id === 'd-1005')).toBe(false);
  });

  it('refuses invalid input with German field messages, storing nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const before = await rows();
    const response = await kunde.put(url('d-1005'), {
      payload: {
        ...grant,
        last_name: ' ',
        date_of_birth: '01.01.2015',
        phone: '12',
        email: 'jonas@',
        valid_from: '2026-11-20',
        valid_until: '2027-01-03',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { code: string; fields: Record<string, string> } }>(response).error).toMatchObject({
      code: 'bad_request',
      fields: {
        'body.last_name': 'Dies ist ein Pflichtfeld.',
        'body.date_of_birth': 'Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.',
        'body.phone': 'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.',
        'body.email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
        'body.valid_from': 'Die Vollmacht kann frühestens ab heute gelten.',
        'body.valid_until': 'Die Vollmacht kann höchstens bis zum Ende deines Abos am 02.01.2027 gelten.',
      },
    });
    const missing = await kunde.put(url('d-1005'), { payload: { first_name: 'Jonas' } });
    expect(missing.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('refuses a deal with no handover or return ahead (409), storing nothing', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.put(url('d-1004'), { payload: grant });
    expect(response.statusCode).toBe(409);
    expect(json<{ error: { code: string; message: string } }>(response).error).toEqual({
      code: 'not_eligible',
      message:
        'Für dieses Abo steht keine Übergabe oder Rückgabe mehr an, für die du eine Vollmacht erteilen kannst.',
    });
    expect((await rows()).some((row) => row.deal_id === 'd-1004')).toBe(false);
    expect(json<{ data: { can_grant: boolean } }>(await kunde.get(url('d-1004'))).data.can_grant).toBe(false);
  });

  it("answers 404 for another customer's deal and 403 for business users, changing nothing", async () => {
    const before = await rows();
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get(url('d-1001'))).statusCode).toBe(404);
    expect((await neu.put(url('d-1001'), { payload: grant })).statusCode).toBe(404);
    expect((await neu.delete(url('d-1001'))).statusCode).toBe(404);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get(url('f-2001'))).statusCode).toBe(403);
    expect((await admin.put(url('f-2001'), { payload: grant })).statusCode).toBe(403);
    expect((await admin.delete(url('d-1001'))).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
