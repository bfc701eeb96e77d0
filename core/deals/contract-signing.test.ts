import { describe, expect, it } from 'vitest';
import {
  CONTRACT_ALREADY_SIGNED,
  CONTRACT_LAPSED,
  reservationContract,
  type Signature,
  type SigningPorts,
  signReservationContract,
} from './contract-signing.ts';
import type { StoredDeal } from './ports.ts';
import { hoursAgo, NOW } from './test-clock.ts';

const kim = { id: 'u-kunde', firstName: 'Kim', lastName: 'Kunde' };
const reserved = {
  id: 'd-1003',
  state: 'NOT_SIGNED',
  created_at: hoursAgo(20),
  amount: 39_900,
  car: { oem: 'Fiat', model: '500e' },
} as StoredDeal;
const form = { confirmed: true, signer_name: ' kim  kunde ' };

const inMemory = () => {
  const signatures = new Map<string, Signature>();
  const deals: StoredDeal[] = [];
  const ports: SigningPorts = {
    signatures: {
      find: async (dealId) => signatures.get(dealId),
      add: async (signature) => {
        if (signatures.has(signature.dealId)) return false;
        signatures.set(signature.dealId, signature);
        return true;
      },
    },
    deals: { update: async (deal) => void deals.push(deal) },
  };
  return { ports, signatures, deals };
};

describe("signing a reservation's contract", () => {
  it('shows the unsigned contract with its deadline, three days after the order', async () => {
    const { ports } = inMemory();
    const contract = (await reservationContract(ports, reserved, kim, NOW))._unsafeUnwrap();
    expect(contract).toMatchObject({
      contract_number: 'V-D-1003',
      status: 'UNSIGNED',
      customer_name: 'Kim Kunde',
      amount: 39_900,
      car: { oem: 'Fiat', model: '500e' },
      signed_at: null,
    });
    expect(contract.signing_deadline).toBe(new Date(NOW.getTime() + 52 * 3_600_000).toISOString());
  });

  it('signs once with the confirmation and the customer’s name; the order is then being checked', async () => {
    const { ports, signatures, deals } = inMemory();
    const signed = (await signReservationContract(ports, reserved, form, kim, NOW))._unsafeUnwrap();
    expect(signed).toMatchObject({
      status: 'SIGNED',
      signer_name: 'kim kunde',
      signed_at: NOW.toISOString(),
    });
    expect(deals.map((deal) => deal.state)).toEqual(['SIGNED']);
    expect(signatures.size).toBe(1);
    const again = await signReservationContract(ports, { ...reserved, state: 'SIGNED' }, form, kim, NOW);
    expect(again._unsafeUnwrapErr()).toEqual({ code: 'conflict', message: CONTRACT_ALREADY_SIGNED });
    const read = await reservationContract(ports, { ...reserved, state: 'SIGNED' }, kim, NOW);
    expect(read._unsafeUnwrap().status).toBe('SIGNED');
  });

  it('refuses a signature without the confirmation or with another name', async () => {
    const { ports, deals } = inMemory();
    const refused = await signReservationContract(
      ports,
      reserved,
      { confirmed: false, signer_name: 'Max Muster' },
      kim,
      NOW,
    );
    expect(Object.keys((refused._unsafeUnwrapErr() as { fields: object }).fields).sort()).toEqual([
      'confirmed',
      'signer_name',
    ]);
    expect(deals).toEqual([]);
  });

  it('cannot sign a lapsed reservation, to the second', async () => {
    const { ports, deals } = inMemory();
    const lapsed = { ...reserved, created_at: hoursAgo(72) } as StoredDeal;
    const refused = await signReservationContract(ports, lapsed, form, kim, NOW);
    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'not_eligible', message: CONTRACT_LAPSED });
    expect(deals).toEqual([]);
    expect((await reservationContract(ports, lapsed, kim, NOW))._unsafeUnwrap().status).toBe('EXPIRED');
    const lastSecond = {
      ...reserved,
      created_at: new Date(NOW.getTime() - 72 * 3_600_000 + 1000).toISOString(),
    };
    expect((await signReservationContract(ports, lastSecond as StoredDeal, form, kim, NOW)).isOk()).toBe(
      true,
    );
  });

  it('has no contract for a deal that never was a reservation', async () => {
    const { ports } = inMemory();
    const active = { ...reserved, id: 'd-1001', state: 'ACTIVE' } as StoredDeal;
    expect((await reservationContract(ports, active, kim, NOW))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await signReservationContract(ports, active, form, kim, NOW))._unsafeUnwrapErr().code).toBe(
      'not_found',
    );
  });
});
