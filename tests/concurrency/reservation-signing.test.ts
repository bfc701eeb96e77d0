import { afterEach, describe, expect, it } from 'vitest';
import { type Kim, sendExample, withKim } from './consumer-support.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

/** The reservation's contract signed many times at once: one signature, one change of state. */
describe.each(DATABASES)('on %s', (database) => {
  let kim: Kim;
  afterEach(async () => kim?.bff.close());

  it('signs the contract once; every other answer finds it signed', async () => {
    kim = await withKim(database);
    const { bff, kunde } = kim;
    const answers = await inParallel(BURST, () => sendExample(kunde, 'signReservationContract'));
    expectNoServerError(answers);
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: BURST - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.code).toBe('conflict');
    const signatures = await bff.db
      .selectFrom('reservation_signatures')
      .select(['deal_id', 'signer_name'])
      .execute();
    expect(signatures).toEqual([{ deal_id: 'd-1003', signer_name: 'Kim Kunde' }]);
    const deal = await bff.db
      .selectFrom('deals')
      .select(['state', 'data'])
      .where('id', '=', 'd-1003')
      .executeTakeFirstOrThrow();
    expect([deal.state, (deal.data as { state: string }).state]).toEqual(['SIGNED', 'SIGNED']);
  });
});
