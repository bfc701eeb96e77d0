import { type ReactNode, useState } from 'react';
import {
  type FieldValue,
  type FormFieldError,
  type FormValues,
  formData,
  validateStep,
  visibleFields,
} from '../../../../../../core/content/form-engine.ts';
import type { VisibilityData } from '../../../../../../core/content/visibility.ts';
import {
  contentWizardSteps,
  type DomainSteps,
  type WizardStepPlan,
} from '../../../../../../core/content/wizard-steps.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useText } from '../../../i18n/text.tsx';
import { FormFieldInput } from '../components/FormFieldInput.tsx';
import { fieldErrorText } from '../field-messages.ts';
import type { WizardContent } from './wizard-content.ts';
import { useIsBusiness } from './wording.ts';

export type ContentSteps<S extends string> = {
  /** The steps as shown: core's, in the content's order, with the content's own where it speaks. */
  readonly plan: readonly WizardStepPlan<S>[];
  /** The step on screen. */
  readonly step: WizardStepPlan<S>;
  readonly index: number;
  readonly last: boolean;
  readonly back: () => void;
  readonly forward: () => void;
  /** The fields of a step only the content has (a notice, a confirmation), by core's form engine. */
  readonly contentFields: ReactNode;
  /** Checks a content step's fields with core's validateStep; true when it may go on. */
  readonly contentStepPasses: () => boolean;
};

/**
 * Which step a content-laid-out wizard is on (core's contentWizardSteps): `domain` are core's steps
 * for the deal, `context` what the content's visibility rules see (deal, customer — by default the
 * signed-in kind — and `form` with the wizard's values in the content's field names). A content
 * step's values stay in the content: the wizard's call sends what its domain asks.
 */
export const useContentSteps = <S extends string>(
  content: WizardContent,
  domain: DomainSteps<S>,
  given: VisibilityData & { readonly form?: FormValues },
  fallbackStep: S,
): ContentSteps<S> => {
  const text = useText();
  const business = useIsBusiness();
  const context = { customer: { kind: business ? 'business' : 'consumer' }, ...given };
  const now = useServices().clock.now();
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [errors, setErrors] = useState<Record<string, FormFieldError>>({});
  const data = formData(context, { ...context.form, ...values });
  const plan = contentWizardSteps(content.served?.form, domain, data, now).filter(
    // The content's own steps are in its words only: they show where the content speaks.
    (entry) => entry.kind === 'domain' || content.speaks,
  );
  // No step chosen yet: the first, as the plan has it once what it depends on (a fee) is loaded.
  const [stepId, setStepId] = useState<string>();
  const step = plan.find((entry) => entry.id === stepId) ??
    plan[0] ?? { kind: 'domain' as const, id: fallbackStep, content: undefined };
  const index = Math.max(0, plan.indexOf(step));
  const fields = step.kind === 'content' ? visibleFields(step.content, data, now) : [];

  return {
    plan,
    step,
    index,
    last: index === plan.length - 1,
    back: () => setStepId(plan[index - 1]?.id ?? step.id),
    forward: () => setStepId(plan[index + 1]?.id ?? step.id),
    contentFields: fields.map((field) => (
      <FormFieldInput
        key={field.name}
        field={field}
        value={values[field.name]}
        options={field.options ?? []}
        error={
          errors[field.name] ? fieldErrorText(field, errors[field.name] as FormFieldError, text) : undefined
        }
        onChange={(value) => {
          setValues((current) => ({ ...current, [field.name]: value }));
          setErrors(({ [field.name]: _, ...rest }) => rest);
        }}
        onFiles={() => undefined}
      />
    )),
    contentStepPasses: () => {
      if (step.kind !== 'content') return true;
      const checked = validateStep(step.content, { ...context.form, ...values }, context, now);
      setErrors(checked.isErr() ? checked.error.fields : {});
      return checked.isOk();
    },
  };
};
