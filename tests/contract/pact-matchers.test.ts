import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../contracts/codec-shape.ts';
import { DateText, nullable } from '../../contracts/codecs.ts';
import { asGenerated, matchersFor } from './pact-matchers.ts';

const Step = t.intersection([
  t.type({ id: t.string, progress: t.string }),
  t.partial({ completed_at: nullable(DateText) }),
]);
const Steps = t.type({ steps: t.array(Step) });
const example = {
  steps: [
    { id: 'return_booked', progress: 'completed', completed_at: '2026-11-20' },
    { id: 'return_confirmed', progress: 'current' },
  ],
};

describe('the Pact matchers of an example array', () => {
  it('leave out of the template an optional key that another element of the example goes without', () => {
    const { steps } = matchersFor(shapeOf(Steps), example) as { steps: { value: Record<string, unknown>[] } };
    expect(Object.keys(steps.value[0] ?? {})).toEqual(['id', 'progress']);
    expect(asGenerated(shapeOf(Steps), example)).toEqual({
      steps: [
        { id: 'return_booked', progress: 'completed' },
        { id: 'return_booked', progress: 'completed' },
      ],
    });
  });

  it('keep a key the codec requires or every element shows', () => {
    const dated = {
      steps: [
        { id: 'return_booked', progress: 'completed', completed_at: '2026-11-20' },
        { id: 'return_confirmed', progress: 'completed', completed_at: '2026-11-21' },
      ],
    };
    const { steps } = matchersFor(shapeOf(Steps), dated) as { steps: { value: Record<string, unknown>[] } };
    expect(Object.keys(steps.value[0] ?? {})).toEqual(['id', 'progress', 'completed_at']);
    const Named = t.type({ items: t.array(t.type({ id: t.string, name: t.string })) });
    const named = { items: [{ id: 'a', name: 'A' }, { id: 'b' }] };
    const { items } = matchersFor(shapeOf(Named), named) as { items: { value: Record<string, unknown>[] } };
    expect(Object.keys(items.value[0] ?? {})).toEqual(['id', 'name']);
  });
});
