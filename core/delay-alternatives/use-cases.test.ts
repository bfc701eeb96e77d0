import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { fleetAdmin, inMemoryDeals, kunde, neu, ofFleet, ownedBy } from '../deals/in-memory-deals.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import type { OutgoingMail } from '../shared/ports.ts';
import { inMemoryTransitionVehicles } from './in-memory-transition-vehicles.ts';
import { getTransitionVehicle, requestTransitionVehicle } from './use-cases.ts';

const setUp = () => {
  const deals = inMemoryDeals([
    { deal: aDeal({ id: 'd-1008', state: 'CREATED' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1001', state: 'ACTIVE' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1011', state: 'CREATED' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'f-2003', state: 'SCHEDULED' }), ownership: ofFleet() },
  ]);
  const requests = inMemoryTransitionVehicles();
  const mails: OutgoingMail[] = [];
  // d-1011 is still CREATED in the deal, but its handover took place.
  const handovers = {
    find: async (id: string) => (id === 'd-1011' ? { actual_handover_date: inDays(-1) } : undefined),
  };
  const ports = {
    deals,
    handovers,
    requests,
    changes: deals,
    mailer: { send: async (mail: OutgoingMail) => void mails.push(mail) },
    newReservationToken: () => 'token-1',
  };
  return {
    deals,
    requests,
    mails,
    get: getTransitionVehicle(ports),
    request: requestTransitionVehicle(ports),
  };
};

const premium = { protection: 'premium', tireAndWindshield: true } as const;

describe('the consumer transition car', () => {
  it('is offered for a deal not yet handed over, then stored with its terms, the token and a mail', async () => {
    const { get, request, deals, mails } = setUp();
    expect((await get(kunde, 'd-1008'))._unsafeUnwrap()).toEqual({ eligible: true, request: null });

    const made = (await request(kunde, 'd-1008', premium, NOW))._unsafeUnwrap();
    expect(made).toEqual({
      deliveryBy: inDays(7),
      kilometresPerMonth: 1000,
      protection: 'premium',
      fullCoverageDeductible: 50_000,
      partialCoverageDeductible: 50_000,
      tireAndWindshieldDeductible: 0,
      requestedAt: NOW.toISOString(),
    });
    expect((await get(kunde, 'd-1008'))._unsafeUnwrap()).toEqual({ eligible: false, request: made });
    expect(deals.get('d-1008')?.beginning_bridging_car_reservation_token).toBe('token-1');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('kunde@demo.example');
  });

  it('refuses a second request for the same deal and keeps the first', async () => {
    const { request, requests, mails } = setUp();
    await request(kunde, 'd-1008', premium, NOW);
    const second = await request(kunde, 'd-1008', { protection: 'base', tireAndWindshield: false }, NOW);
    expect(second._unsafeUnwrapErr()).toMatchObject({ code: 'already_booked' });
    expect(requests.all().get('d-1008')?.protection).toBe('premium');
    expect(mails).toHaveLength(1);
  });

  it('refuses a deal whose car is with the customer, and changes nothing', async () => {
    const { request, requests, deals, mails } = setUp();
    for (const id of ['d-1001', 'd-1011']) {
      const refused = await request(kunde, id, premium, NOW);
      expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'not_eligible' });
      expect(deals.get(id)?.beginning_bridging_car_reservation_token).toBeUndefined();
    }
    expect(requests.all().size).toBe(0);
    expect(mails).toHaveLength(0);
  });

  it("answers another customer's deal as not found and refuses business users", async () => {
    const { get, request, requests } = setUp();
    expect((await get(neu, 'd-1008'))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    expect((await request(neu, 'd-1008', premium, NOW))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    expect((await get(fleetAdmin, 'f-2003'))._unsafeUnwrapErr()).toEqual({ code: 'forbidden' });
    expect((await request(fleetAdmin, 'f-2003', premium, NOW))._unsafeUnwrapErr()).toEqual({
      code: 'forbidden',
    });
    expect(requests.all().size).toBe(0);
  });
});
