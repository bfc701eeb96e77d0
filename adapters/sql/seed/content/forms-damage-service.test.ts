import { describe, expect, it } from 'vitest';
import type { LocalisedForm } from '../../../../core/content/types.ts';
import { reportDamageBusiness, scheduleServiceBusiness } from './forms-damage-service.ts';
import { reportDamage, scheduleService } from './forms-subscription.ts';

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(textsOf)
        : [];

const DU_FORM = /\b(du|dein\w*|dir|dich|gib|wähle|füge|prüfe|beschreibe|versuche)\b/i;

const shape = (form: LocalisedForm) =>
  form.steps.map((step) => ({
    id: step.id,
    fields: step.fields.map((field) => [field.name, field.kind, field.visibility]),
    endpoint: step.endpoint?.path,
  }));

describe('the business forms of report damage and schedule service', () => {
  it('address the user formally', () => {
    for (const form of [reportDamageBusiness, scheduleServiceBusiness])
      expect(
        textsOf(form).filter((text) => DU_FORM.test(text)),
        form.id,
      ).toEqual([]);
    expect(textsOf(reportDamageBusiness)).toContain('Bitte geben Sie mindestens 40 Zeichen ein.');
  });

  it('keep the consumer forms’ steps, fields, rules and endpoints', () => {
    expect(shape(reportDamageBusiness)).toEqual(shape(reportDamage));
    expect(shape(scheduleServiceBusiness)).toEqual(shape(scheduleService));
    expect(reportDamageBusiness.modalName).toBeUndefined();
  });
});
