import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERIFICATION_WORKING_DAYS, displayStatusOf } from './display-status.ts';

type Progress = 'completed' | 'current' | 'upcoming';
/** Steps up to `current` completed, that one current, the rest upcoming. */
const stepsAt = (ids: readonly string[], current: string) => {
  const index = ids.indexOf(current);
  return ids.map((id, i) => ({
    id,
    progress: (i < index ? 'completed' : i === index ? 'current' : 'upcoming') as Progress,
  }));
};
const ORDER = ['customer_verified', 'delivery_confirmation', 'car_arrived_at_compound', 'delivery_completed'];
const RETURN = ['return_booked', 'return_confirmed', 'prepare_car_for_return', 'return_in_progress'];

describe('display statuses', () => {
  it('shows the documents in review while the order is being checked (SIGNED), up to 3 working days', () => {
    expect(displayStatusOf({ deal: { state: 'SIGNED' } })).toBe('docs_in_review');
    expect(DOCUMENT_VERIFICATION_WORKING_DAYS).toBe(3);
  });

  it('shows the verification pending while an order waits for the customer to be verified', () => {
    expect(
      displayStatusOf({ deal: { state: 'CREATED' }, orderSteps: stepsAt(ORDER, 'customer_verified') }),
    ).toBe('pending_verification');
    expect(
      displayStatusOf({ deal: { state: 'CREATED' }, orderSteps: stepsAt(ORDER, 'delivery_confirmation') }),
    ).toBeNull();
    expect(displayStatusOf({ deal: { state: 'CREATED' } })).toBeNull();
  });

  it('shows the return in preparation while a booked return waits for its confirmation', () => {
    expect(
      displayStatusOf({ deal: { state: 'ACTIVE' }, returnSteps: stepsAt(RETURN, 'return_confirmed') }),
    ).toBe('prepare_return');
  });

  it('shows the return data confirmed until the return day', () => {
    expect(
      displayStatusOf({ deal: { state: 'RETURN' }, returnSteps: stepsAt(RETURN, 'prepare_car_for_return') }),
    ).toBe('return_data_confirmed');
    expect(
      displayStatusOf({ deal: { state: 'ACTIVE' }, returnSteps: stepsAt(RETURN, 'return_in_progress') }),
    ).toBeNull();
  });

  it('shows none for a finished deal, whatever its steps say', () => {
    expect(
      displayStatusOf({ deal: { state: 'ENDED' }, returnSteps: stepsAt(RETURN, 'return_confirmed') }),
    ).toBeNull();
    expect(displayStatusOf({ deal: { state: 'ACTIVE' } })).toBeNull();
  });
});
