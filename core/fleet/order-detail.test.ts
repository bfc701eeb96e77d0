import { describe, expect, it } from 'vitest';
import type { Company } from '../company/ports.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { orderDetailOf } from './order-detail.ts';
import type { FleetOrder, OrderHandover, PostalAddress } from './orders.ts';

const companyAddress: PostalAddress = {
  street: 'Am Sandtorkai',
  houseNumber: '50',
  postalCode: '20457',
  city: 'Hamburg',
};
const company: Company = {
  id: 'co-a',
  name: 'A GmbH',
  address: companyAddress,
  phone: null,
  invoicingInfo: { email: null, ccEmail: null, costCenter: null, paymentMethod: null },
  contactPerson: null,
};
const kiel: PostalAddress = { street: 'Holstenstraße', houseNumber: '1', postalCode: '24103', city: 'Kiel' };
const coordinated: OrderHandover = {
  street: 'Ballindamm',
  houseNumber: '1',
  postalCode: '20095',
  city: 'Hamburg',
  contactId: null,
  firstName: 'Fritz',
  lastName: 'Fahrer',
  phoneNumber: '+4915112345678',
  date: inDays(20),
  slot: '11:00',
};
const anOrder = (overrides: Partial<FleetOrder> = {}): FleetOrder => ({
  car: { id: 'f-1', state: 'CREATED', created_at: '2026-11-20T09:00:00Z', company },
  term: 12,
  shared: false,
  driver: null,
  preliminaryDeliveryDate: inDays(20),
  contractSignedAt: null,
  deliveryOption: 'custom_delivery',
  deliveryAddress: null,
  handover: null,
  swapSubscription: null,
  transitionVehicleRequested: false,
  ...overrides,
});
const admin = { role: 'admin', driversShopAccess: false } as const;
const handoverOf = (order: FleetOrder) => orderDetailOf(order, company, admin, NOW).handover;

describe('the address of the handover panel, which the coordinate-handover form starts from', () => {
  it("is the company's address while nothing is chosen", () => {
    expect(handoverOf(anOrder())).toMatchObject({
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      addressFields: companyAddress,
    });
  });

  it('is the chosen delivery address once there is one', () => {
    expect(handoverOf(anOrder({ deliveryAddress: kiel }))).toMatchObject({
      address: 'Holstenstraße 1, 24103 Kiel',
      addressFields: kiel,
    });
  });

  it('is the coordinated handover’s address above all, in its four parts only', () => {
    const panel = handoverOf(anOrder({ deliveryAddress: kiel, handover: coordinated }));
    expect(panel?.address).toBe('Ballindamm 1, 20095 Hamburg');
    expect(panel?.addressFields).toEqual({
      street: 'Ballindamm',
      houseNumber: '1',
      postalCode: '20095',
      city: 'Hamburg',
    });
  });
});
