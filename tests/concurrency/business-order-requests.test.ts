/**
 * The fleet manager's decision on an employee's order request, sent many times at once: exactly one
 * decision wins, it places at most one order and writes one mail; every other answer is a 409.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import {
  BURST,
  DATABASES,
  expectNoServerError,
  inParallel,
  statusCounts,
  successes,
} from './support/parallel.ts';

const REQUESTS = '/portal/api/bff/fleet/order-requests';

describe.each(DATABASES)('order requests decided in parallel on %s', (database) => {
  let bff: DemoBff;
  afterEach(() => bff?.close());

  const effectsOf = async (id: string) => ({
    request: await bff.db
      .selectFrom('order_requests')
      .select(['status', 'order_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    // The approved request's order: a reserved fleet deal assigned to the employee.
    orders: await bff.db
      .selectFrom('deals')
      .select('id')
      .where('company_id', '=', 'co-nordflotte')
      .where('contact_id', '=', 'ct-2002')
      .where('state', '=', 'NOT_SIGNED')
      .execute(),
    mails: await bff.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'fahrer@nordflotte.example')
      .where('kind', '=', 'order_request_decided')
      .execute(),
  });

  it('approves a request once: one order, one mail, the other approvals 409', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');
    const before = await effectsOf('req-2001');

    const answers = await inParallel(BURST, () => admin.post(`${REQUESTS}/req-2001/approval`));

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const after = await effectsOf('req-2001');
    expect(after.request.status).toBe('approved');
    expect(after.orders).toHaveLength(before.orders.length + 1);
    expect(after.orders.map((order) => order.id)).toContain(after.request.order_id);
    expect(after.mails).toHaveLength(1);
  });

  it('rejects a request once: one mail, the other rejections 409', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');

    const answers = await inParallel(BURST, () =>
      admin.post(`${REQUESTS}/req-2002/rejection`, { payload: { reason: 'Budget erschöpft.' } }),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    const after = await effectsOf('req-2002');
    expect(after.request.status).toBe('rejected');
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]?.subject).toMatch(/abgelehnt$/);
  });

  it('lets one of approval and rejection at once win, with the one mail of that decision', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');
    const before = await effectsOf('req-2001');

    const answers = await inParallel(BURST, (index) =>
      index % 2 === 0
        ? admin.post(`${REQUESTS}/req-2001/approval`)
        : admin.post(`${REQUESTS}/req-2001/rejection`, { payload: {} }),
    );

    expectNoServerError(answers);
    expect(successes(answers)).toBe(1);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.status;
    const after = await effectsOf('req-2001');
    expect(after.request.status).toBe(winner);
    expect(after.orders).toHaveLength(before.orders.length + (winner === 'approved' ? 1 : 0));
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]?.subject).toMatch(winner === 'approved' ? /genehmigt$/ : /abgelehnt$/);
  });

  it('approves two different requests at once, each with its own order', async () => {
    bff = await demoBff({ database });
    const admin = await bff.signIn('admin@nordflotte.example');
    const before = await effectsOf('req-2001');

    const answers = await inParallel(2, (index) =>
      admin.post(`${REQUESTS}/${index === 0 ? 'req-2001' : 'req-2002'}/approval`),
    );

    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 2 });
    const orderIds = answers.map((answer) => answer.json().data.orderId);
    expect(new Set(orderIds).size).toBe(2);
    expect((await effectsOf('req-2001')).orders).toHaveLength(before.orders.length + 2);
  });
});
