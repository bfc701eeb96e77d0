import { afterEach, describe, expect, it } from 'vitest';
import { listSupportAudit } from '../../adapters/sql/support-audit.ts';
import { VIEW_ENDED, VIEW_STARTED } from '../../adapters/sql/support-views.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

/**
 * A support user's view of a customer started and ended many times at once on one session: one
 * view, one audit entry for its start and one for its end; every start answers the same view.
 */
const VIEW = '/portal/api/bff/support/view';
const REASON = 'Anruf der Kundin: Rückgabe-Banner fehlt';

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff;
  afterEach(async () => bff?.close());

  const views = () =>
    bff.db
      .selectFrom('sessions')
      .select(['view_id', 'view_customer_id'])
      .where('view_id', 'is not', null)
      .execute();
  const auditWhats = async () =>
    (await listSupportAudit(bff.db, { support: 'support@demo.example' })).map((entry) => entry.what);

  it('starts one view of the customer; every start answers it', async () => {
    bff = await demoBff({ database });
    const support = await bff.signIn('support@demo.example');
    const answers = await inParallel(BURST, (index) =>
      support.post(VIEW, { payload: { email: 'kunde@demo.example', reason: `${REASON} (${index})` } }),
    );
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await views()).toHaveLength(1);
    expect(await auditWhats()).toEqual([VIEW_STARTED]);
  });

  it('ends the view once; every end answers ok', async () => {
    bff = await demoBff({ database });
    const support = await bff.signIn('support@demo.example');
    await support.post(VIEW, { payload: { email: 'kunde@demo.example', reason: REASON } });
    const answers = await inParallel(BURST, () => support.delete(VIEW));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: BURST });
    expect(await views()).toEqual([]);
    expect(await auditWhats()).toEqual([VIEW_STARTED, VIEW_ENDED]);
  });
});
