import { describe, expect, it } from 'vitest';
import { followUpCarName, followUpDealOf, followUpIdOf } from './follow-up.ts';

describe('the follow-up deal of a bridging car', () => {
  it('is looked up only for a bridging car (BEGINNING) that names one', () => {
    expect(followUpIdOf({ bridging_type: 'BEGINNING', followup_subscription_id: 'd-1002' })).toBe('d-1002');
    expect(followUpIdOf({ bridging_type: null, followup_subscription_id: 'd-1002' })).toBeNull();
    expect(followUpIdOf({ bridging_type: 'BEGINNING', followup_subscription_id: null })).toBeNull();
  });

  it('is handed over on the planned delivery date, else on the date asked for', () => {
    const deal = { id: 'd-1002', car: { oem: 'Cupra', model: 'Born' } };
    expect(followUpDealOf(deal, { planned: '2026-12-20', preferred: '2026-12-18' })).toEqual({
      id: 'd-1002',
      preferred_handover_date: '2026-12-20',
      car: { oem: 'Cupra', model: 'Born' },
    });
    expect(followUpDealOf(deal, { planned: null, preferred: '2026-12-18' }).preferred_handover_date).toBe(
      '2026-12-18',
    );
    expect(followUpDealOf(deal, undefined).preferred_handover_date).toBeNull();
  });

  it('names the next car by make and model', () => {
    expect(followUpCarName({ id: 'd-1002', car: { oem: 'Cupra', model: 'Born' } })).toBe('Cupra Born');
    expect(followUpCarName({ id: 'd-1002', car: null })).toBeNull();
  });
});
