import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import {
  fleetAnalyst,
  fleetDriver,
  inMemoryDeals,
  kunde,
  neu,
  ofFleet,
  ownedBy,
} from '../deals/in-memory-deals.ts';
import { NOW } from '../deals/test-clock.ts';
import type { OutgoingMail } from '../shared/ports.ts';
import type {
  PurchaseOfferRequest,
  ServiceRequest,
  ServiceStore,
  ServiceWorkflow,
  ServiceWorkflowRequest,
} from './ports.ts';
import {
  alternativeCarLink,
  requestCarInventory,
  requestPurchaseOffer,
  requestService,
  scheduleServiceLink,
} from './use-cases.ts';

const setUp = (workflowAnswers: 'accepted' | 'failed' = 'accepted') => {
  const deals = inMemoryDeals([
    { deal: aDeal({ id: 'd-1001', state: 'ACTIVE', car_id: 'car-77' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1002', state: 'CREATED', car_id: 'car-78' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'd-1004', state: 'ENDED', car_id: 'car-70' }), ownership: ownedBy('u-kunde') },
    { deal: aDeal({ id: 'f-2001', state: 'ACTIVE', car_id: 'car-2001' }), ownership: ofFleet('ct-2002') },
  ]);
  const requests: ServiceRequest[] = [];
  const mails: OutgoingMail[] = [];
  const offers: PurchaseOfferRequest[] = [];
  const inventory: string[] = [];
  const tokens: string[] = [];
  const posts: string[] = [];
  const services: ServiceStore = {
    partnerLinkFor: async (carId) => (carId === 'car-77' ? 'https://partner.example/car-77' : undefined),
    inTransaction: (work) =>
      work({
        lockDeal: deals.lockDeal,
        hasSameServiceRequestSince: async (request, since) =>
          requests.some(
            (earlier) =>
              earlier.dealId === request.dealId &&
              earlier.at > since &&
              JSON.stringify({ ...earlier, at: null }) === JSON.stringify({ ...request, at: null }),
          ),
        workflowPostOnItsWay: async () => undefined,
        claimWorkflowPost: async () => ({ id: String(posts.length + 1), token: 't' }),
      }),
    settleWorkflowPost: async (_claim, answer, request, mail) => {
      if (!answer.accepted) return true;
      requests.push(request);
      mails.push(mail);
      return true;
    },
    workflowPostOutcome: async () => 'accepted',
    addInventoryRequest: async (request) => {
      inventory.push(request.carId);
    },
    addAlternativeCarOffer: async (offer) => {
      tokens.push(offer.tokenHash);
    },
    addPurchaseOfferRequest: async (request, mail) => {
      if (offers.some((offer) => offer.dealId === request.dealId)) return false;
      offers.push(request);
      mails.push(mail);
      return true;
    },
  };
  const scheduled: ServiceWorkflowRequest[] = [];
  const workflow: ServiceWorkflow = {
    answerWithinMs: 1_000,
    schedule: async (request) => {
      scheduled.push(request);
      return workflowAnswers === 'accepted' ? { accepted: true } : { accepted: false, reason: 'HTTP 500' };
    },
  };
  const deps = {
    deals,
    services,
    workflow,
    tokens: { create: () => 'secret-token', hash: (token: string) => `hash:${token}` },
    publicUrl: 'https://portal.example/',
  };
  return { deps, requests, mails, offers, inventory, tokens, scheduled };
};

describe('scheduling a service', () => {
  it("links to the partner, else to the portal's page, only for the user's own cars", async () => {
    const { deps } = setUp();
    expect((await scheduleServiceLink(deps)(kunde, 'car-77'))._unsafeUnwrap()).toBe(
      'https://partner.example/car-77',
    );
    expect((await scheduleServiceLink(deps)(kunde, 'car-78', 'd-1002'))._unsafeUnwrap()).toBe(
      'https://portal.example/portal/de-DE/mycars/d-1002/schedule-service',
    );
    expect((await scheduleServiceLink(deps)(kunde, 'car-78', 'd-1001')).isErr()).toBe(true);
    expect((await scheduleServiceLink(deps)(neu, 'car-77')).isErr()).toBe(true);
  });

  it('hands a request for a car with the customer to the workflow, stores it and mails a confirmation', async () => {
    const { deps, requests, mails, scheduled } = setUp();
    const done = await requestService(deps)(
      kunde,
      'd-1001',
      { car_id: 'car-77', requested_services: ['inspection', 'inspection'], comment: ' ' },
      NOW,
    );
    expect(done.isOk()).toBe(true);
    expect(scheduled).toEqual([{ carId: 'car-77', comment: null, services: ['inspection'] }]);
    expect(requests).toEqual([
      expect.objectContaining({ services: ['inspection'], comment: null, address: null }),
    ]);
    expect(mails[0]).toMatchObject({
      to: 'kunde@demo.example',
      subject: expect.stringContaining('Danke für deine Anfrage'),
    });
  });

  it('takes the same request again within ten minutes as the first, booking it once', async () => {
    const { deps, requests, mails, scheduled } = setUp();
    const request = { car_id: 'car-77', requested_services: ['huau' as const], comment: 'Bitte vormittags.' };
    const ask = (at: Date, input = request) => requestService(deps)(kunde, 'd-1001', input, at);
    expect((await ask(NOW)).isOk()).toBe(true);
    expect((await ask(new Date(NOW.getTime() + 9 * 60_000))).isOk()).toBe(true);
    expect([scheduled.length, requests.length, mails.length]).toEqual([1, 1, 1]);
    await ask(new Date(NOW.getTime() + 9 * 60_000), { ...request, comment: 'Bitte nachmittags.' });
    await ask(new Date(NOW.getTime() + 11 * 60_000));
    expect([scheduled.length, requests.length, mails.length]).toEqual([3, 3, 3]);
  });

  it('answers the failure of the error modal when the workflow does not take the request, storing and mailing nothing', async () => {
    const { deps, requests, mails } = setUp('failed');
    const failed = await requestService(deps)(
      kunde,
      'd-1001',
      { car_id: 'car-77', requested_services: ['oilChange'], comment: 'Bitte vormittags.' },
      NOW,
    );
    expect(failed._unsafeUnwrapErr()).toEqual({
      code: 'schedule_service_failed',
      message: 'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.',
    });
    expect(requests).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('refuses another car, a deal without the car, no service and analysts, storing nothing', async () => {
    const { deps, requests, scheduled } = setUp();
    const ask = requestService(deps);
    expect(
      (await ask(kunde, 'd-1001', { car_id: 'car-78', requested_services: ['huau'] }, NOW))._unsafeUnwrapErr()
        .code,
    ).toBe('not_found');
    expect(
      (await ask(kunde, 'd-1004', { car_id: 'car-70', requested_services: ['huau'] }, NOW))._unsafeUnwrapErr()
        .code,
    ).toBe('invalid');
    expect(
      (await ask(kunde, 'd-1001', { car_id: 'car-77', requested_services: [] }, NOW))._unsafeUnwrapErr().code,
    ).toBe('invalid');
    expect(
      (
        await ask(fleetAnalyst, 'f-2001', { car_id: 'car-2001', requested_services: ['huau'] }, NOW)
      )._unsafeUnwrapErr().code,
    ).toBe('forbidden');
    expect(requests).toEqual([]);
    expect(scheduled).toEqual([]);
  });

  it("starts the car inventory for a car the user sees, also a driver's assigned car", async () => {
    const { deps, inventory } = setUp();
    expect((await requestCarInventory(deps)(fleetDriver, 'car-2001', NOW)).isOk()).toBe(true);
    expect((await requestCarInventory(deps)(neu, 'car-77', NOW))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await requestCarInventory(deps)(fleetAnalyst, 'car-2001', NOW))._unsafeUnwrapErr().code).toBe(
      'forbidden',
    );
    expect(inventory).toEqual(['car-2001']);
  });
});

describe('alternative car and purchase offer', () => {
  it('gives a magic link and keeps only the hash of its token', async () => {
    const { deps, tokens } = setUp();
    expect((await alternativeCarLink(deps)(kunde, 'd-1001', 'cancelation', NOW))._unsafeUnwrap()).toBe(
      'https://portal.example/subscribe/deals?token=secret-token',
    );
    expect(tokens).toEqual(['hash:secret-token']);
    expect((await alternativeCarLink(deps)(kunde, 'd-1004', null, NOW))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
  });

  it('takes a purchase-offer request for an ACTIVE deal, not for an order or an ended deal', async () => {
    const { deps, offers } = setUp();
    expect((await requestPurchaseOffer(deps)(kunde, 'd-1001', 'Was kostet er?', NOW)).isOk()).toBe(true);
    expect((await requestPurchaseOffer(deps)(kunde, 'd-1001', null, NOW)).isOk()).toBe(true);
    expect(offers).toEqual([expect.objectContaining({ dealId: 'd-1001', comment: 'Was kostet er?' })]);
    expect((await requestPurchaseOffer(deps)(kunde, 'd-1002', null, NOW))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
    expect((await requestPurchaseOffer(deps)(kunde, 'd-1004', null, NOW))._unsafeUnwrapErr().code).toBe(
      'not_eligible',
    );
  });
});
