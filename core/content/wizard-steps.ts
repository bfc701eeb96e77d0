import { type FormDefinition, type FormStep, visibleSteps } from './form-engine.ts';
import type { VisibilityData } from './visibility.ts';

/**
 * The steps of a wizard whose domain core owns (return, handover, self-pickup), laid out by its
 * content form (consumer spec §1: "Screens are built from content … with form definitions and
 * visibility rules"). Core's rule says which of the domain's steps a deal gets; the content says
 * their order and their texts, and may add steps of its own (a notice, a confirmation).
 */
export type WizardStepPlan<S extends string> =
  /** A step core knows: its own fields, the content's step (texts) where the content has it. */
  | { readonly kind: 'domain'; readonly id: S; readonly content: FormStep | undefined }
  /** A step only the content has, shown when its visibility rule holds: its fields are the content's. */
  | { readonly kind: 'content'; readonly id: string; readonly content: FormStep };

export type DomainSteps<S extends string> = {
  /** Every step id core knows for this wizard. */
  readonly known: readonly S[];
  /** The steps core's rule gives this deal now, in core's order. */
  readonly shown: readonly S[];
};

/**
 * Core's steps in the content's order, with the content's own visible steps among them. The
 * domain decides: a domain step core does not show stays away whatever the content says, and one
 * core shows but the content lacks (an older content store, a step an editor removed) is placed
 * right after the step core puts before it — so a wizard can never lose a step its booking needs
 * to its content. Without a form the wizard is core's steps alone.
 */
export const contentWizardSteps = <S extends string>(
  form: FormDefinition | undefined,
  domain: DomainSteps<S>,
  data: VisibilityData,
  now: Date,
): WizardStepPlan<S>[] => {
  const isKnown = (id: string): id is S => (domain.known as readonly string[]).includes(id);
  const visible = new Set(form ? visibleSteps(form, data, now).map((step) => step.id) : []);
  const planned: WizardStepPlan<S>[] = [];
  for (const step of form?.steps ?? []) {
    if (planned.some((entry) => entry.id === step.id)) continue;
    if (isKnown(step.id)) {
      if (domain.shown.includes(step.id)) planned.push({ kind: 'domain', id: step.id, content: step });
    } else if (visible.has(step.id)) planned.push({ kind: 'content', id: step.id, content: step });
  }
  let position = 0;
  for (const id of domain.shown) {
    const at = planned.findIndex((entry) => entry.id === id);
    if (at >= 0) {
      position = at + 1;
      continue;
    }
    planned.splice(position, 0, { kind: 'domain', id, content: undefined });
    position += 1;
  }
  return planned;
};
