import { describe, expect, it } from 'vitest';
import type { User } from '../account/ports.ts';
import { inMemoryOrdering } from '../cart/in-memory-store.ts';
import { aModel } from '../catalogue/a-model.ts';
import { cents } from '../shared/money.ts';
import type { OrderRequest } from './order-requests.ts';
import { approveOrderRequest, listOrderRequests, rejectOrderRequest } from './use-cases.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

const admin: User = {
  id: 'u-nord-admin',
  email: 'admin@nordflotte.example',
  passwordHash: null,
  kind: 'business',
  firstName: 'Nora',
  lastName: 'Nord',
  companyId: 'co-nordflotte',
  role: 'admin',
  contactId: 'ct-2001',
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: null,
};

const aRequest = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  id: 'req-2001',
  companyId: 'co-nordflotte',
  employee: { contactId: 'ct-2002', name: 'Fritz Fahrer', email: 'fahrer@nordflotte.example' },
  modelId: 'bmw-i4',
  modelName: 'BMW i4 eDrive40',
  term: 12,
  kmPackage: 1500,
  protection: 'base',
  tireAndWindshield: false,
  monthlyPrice: cents(64_900),
  status: 'reserved',
  submittedAt: new Date('2026-11-21T08:00:00Z'),
  reservedUntil: new Date('2026-11-24T08:00:00Z'),
  decidedAt: null,
  orderId: null,
  rejectionReason: null,
  ...overrides,
});

describe('employee order requests', () => {
  it('are back to submitted once their 3-day reservation is over', async () => {
    const { store } = inMemoryOrdering({ requests: [aRequest()] });
    const later = new Date('2026-11-24T08:00:00Z');
    const [request] = await listOrderRequests(store, admin, undefined, later);
    expect(request).toMatchObject({ status: 'submitted', reservedUntil: null });
  });

  it("reject ('Anfrage ablehnen') and tell the employee", async () => {
    const ordering = inMemoryOrdering({ requests: [aRequest()] });
    const result = await rejectOrderRequest(ordering.run, admin, 'req-2001', '  Zu teuer. ', NOW);
    expect(result._unsafeUnwrap()).toMatchObject({ status: 'rejected', rejectionReason: 'Zu teuer.' });
    expect(ordering.state().mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['order_request_decided', 'fahrer@nordflotte.example'],
    ]);
  });

  it('stay undecided when the employee cannot be told (Fehler beim Ablehnen der Anfrage)', async () => {
    const ordering = inMemoryOrdering({ requests: [aRequest()] }, { failMail: true });
    const result = await rejectOrderRequest(ordering.run, admin, 'req-2001', undefined, NOW);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'request_rejection_failed' });
    expect(ordering.state().requests[0]?.status).toBe('reserved');
  });

  it('become a reserved order assigned to the employee when approved', async () => {
    const ordering = inMemoryOrdering({ requests: [aRequest()], models: [aModel({ stock: 1 })] });
    const result = await approveOrderRequest(ordering.run, admin, 'req-2001', NOW);
    expect(result._unsafeUnwrap()).toMatchObject({ status: 'approved', orderId: 'f-2211' });
    const [placed] = ordering.state().deals;
    expect(placed?.deal).toMatchObject({ state: 'NOT_SIGNED', amount: 64_900 });
    expect(placed?.ownership).toEqual({
      ownerUserId: null,
      companyId: 'co-nordflotte',
      contactId: 'ct-2002',
    });
    expect(ordering.state().contracts[0]).toMatchObject({ status: 'UNSIGNED', dealId: 'f-2211' });
    expect(ordering.state().models[0]?.stock).toBe(0);
  });

  it('cannot be approved once the model is sold out, nor decided twice', async () => {
    const soldOut = inMemoryOrdering({ requests: [aRequest()], models: [aModel({ stock: 0 })] });
    expect((await approveOrderRequest(soldOut.run, admin, 'req-2001', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'vehicle_unavailable',
    });
    const decided = inMemoryOrdering({ requests: [aRequest({ status: 'rejected', reservedUntil: null })] });
    expect((await approveOrderRequest(decided.run, admin, 'req-2001', NOW))._unsafeUnwrapErr()).toEqual({
      code: 'conflict',
    });
    const other = { ...admin, companyId: 'co-suedlogistik' };
    expect(
      (await rejectOrderRequest(decided.run, other, 'req-2001', undefined, NOW))._unsafeUnwrapErr(),
    ).toEqual({
      code: 'not_found',
    });
  });
});
