import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormStep } from './form-engine.ts';
import { contentWizardSteps } from './wizard-steps.ts';

const now = new Date('2026-05-10T10:00:00Z');
const KNOWN = ['reason', 'type', 'address', 'appointment', 'overview'] as const;

const aStep = (id: string, more: Partial<FormStep> = {}): FormStep => ({
  id,
  title: `Titel ${id}`,
  fields: [],
  ...more,
});
const aForm = (...steps: FormStep[]): FormDefinition => ({ id: 'return', steps });
const idsOf = (form: FormDefinition | undefined, shown: readonly (typeof KNOWN)[number][], data = {}) =>
  contentWizardSteps(form, { known: KNOWN, shown }, data, now).map((step) => step.id);

describe('the steps of a wizard laid out by its content', () => {
  it('are core’s steps in core’s order without a form', () => {
    expect(idsOf(undefined, ['type', 'appointment', 'overview'])).toEqual([
      'type',
      'appointment',
      'overview',
    ]);
  });

  it('follow the content’s order and carry the content’s step', () => {
    const form = aForm(aStep('overview'), aStep('appointment'), aStep('type'));
    const plan = contentWizardSteps(
      form,
      { known: KNOWN, shown: ['type', 'appointment', 'overview'] },
      {},
      now,
    );
    expect(plan.map((step) => step.id)).toEqual(['overview', 'appointment', 'type']);
    expect(plan[0]).toMatchObject({ kind: 'domain', content: { title: 'Titel overview' } });
  });

  it('never show a step core leaves out, whatever the content says', () => {
    const form = aForm(aStep('reason'), aStep('type'), aStep('overview'));
    expect(idsOf(form, ['type', 'overview'])).toEqual(['type', 'overview']);
  });

  it('place a step core shows but the content lacks after the step core puts before it', () => {
    const form = aForm(aStep('overview'), aStep('type'));
    expect(idsOf(form, ['type', 'appointment', 'overview'])).toEqual(['overview', 'type', 'appointment']);
    expect(idsOf(aForm(aStep('overview')), ['reason', 'type', 'overview'])).toEqual([
      'reason',
      'type',
      'overview',
    ]);
  });

  it('show the content’s own steps when their visibility rule holds', () => {
    const notice = aStep('notice', {
      visibility: { type: 'equal', field: 'customer.kind', value: 'consumer' },
    });
    const form = aForm(aStep('type'), notice, aStep('overview'));
    const consumer = contentWizardSteps(
      form,
      { known: KNOWN, shown: ['type', 'overview'] },
      { customer: { kind: 'consumer' } },
      now,
    );
    expect(consumer.map((step) => [step.id, step.kind])).toEqual([
      ['type', 'domain'],
      ['notice', 'content'],
      ['overview', 'domain'],
    ]);
    expect(idsOf(form, ['type', 'overview'], { customer: { kind: 'business' } })).toEqual([
      'type',
      'overview',
    ]);
  });

  it('hold each of core’s steps once, in the content’s relative order, for any content', () => {
    const known = fc.constantFrom(...KNOWN);
    fc.assert(
      fc.property(
        fc.uniqueArray(known),
        fc.array(fc.oneof(known, fc.constantFrom('notice', 'confirm'))),
        (shownSet, contentIds: string[]) => {
          const shown = KNOWN.filter((id) => shownSet.includes(id));
          const form = aForm(...contentIds.map((id) => aStep(id)));
          const plan = idsOf(form, shown);
          const domainPlan = plan.filter((id) => (KNOWN as readonly string[]).includes(id));
          expect([...domainPlan].sort()).toEqual([...shown].sort());
          expect(new Set(plan).size).toBe(plan.length);
          // The steps the content names keep the content's order among themselves.
          const named = domainPlan.filter((id) => contentIds.includes(id));
          const contentOrder = [...new Set(contentIds)].filter((id) => named.includes(id));
          expect(named).toEqual(contentOrder);
        },
      ),
    );
  });
});
