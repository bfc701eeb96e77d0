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

describe('the return panel', () => {
  const running = anOrder({
    car: { id: 'f-1', state: 'ACTIVE', created_at: '2026-01-20T09:00:00Z', return_date: inDays(40), company },
  });
  const returnOf = (order: FleetOrder) => orderDetailOf(order, company, admin, NOW).return;

  it("shows the subscription's end at the company's address while no return is booked", () => {
    expect(returnOf(running)).toMatchObject({
      date: null,
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      subscriptionEndDate: inDays(40),
    });
  });

  it('shows a booked self-return with its day, slot and compound', () => {
    const booked = returnOf({
      ...running,
      bookedReturn: {
        returnType: 'SELF_RETURN',
        date: inDays(30),
        slot: '12:00',
        address: { street: 'Am Compound', houseNumber: '1', postalCode: '85748', city: 'Garching' },
        contactName: null,
      },
    });
    expect(booked).toMatchObject({
      returnType: 'SELF_RETURN',
      date: inDays(30),
      timePeriod: '12:00 – 14:00',
      address: 'Am Compound 1, 85748 Garching',
      subscriptionEndDate: inDays(40),
    });
  });

  it('shows a booked pickup with the person the driver meets', () => {
    const booked = returnOf({
      ...running,
      bookedReturn: {
        returnType: 'PICKUP',
        date: inDays(35),
        slot: '10:00',
        address: kiel,
        contactName: 'Fritz Fahrer',
      },
    });
    expect(booked).toMatchObject({
      returnType: 'PICKUP',
      date: inDays(35),
      timePeriod: '10:00 – 12:00',
      address: 'Holstenstraße 1, 24103 Kiel',
      contactPerson: 'Fritz Fahrer',
    });
  });
});
