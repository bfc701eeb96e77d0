import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormField, FormStep } from '../../../../../../core/content/form-engine.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import type { MessageValues } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { type ServedWizardForm, wizardFormQuery } from './queries.ts';
import { useIsBusiness, useWording } from './wording.ts';

/**
 * A wizard's content form as the wizard reads it (docs/ui/wizards.md "Wizards laid out by their
 * content"): the served form, and whether its texts are read — only when the content store had the
 * form in the reader's locale, and not for business customers, whom the content's du-form would
 * address wrongly (consumer spec §1: formal wording); otherwise the catalogue speaks.
 */
export type WizardContent = {
  readonly served: ServedWizardForm | undefined;
  readonly speaks: boolean;
};

/** What a wizard laid out by its content form gets from its modal: the deal, the form, closing. */
export type ContentWizardProps = {
  readonly deal: DealJson;
  readonly content: WizardContent;
  readonly onDone: () => void;
};

export const wizardContentOf = (
  served: ServedWizardForm | null | undefined,
  locale: string,
  business: boolean,
): WizardContent => ({
  served: served ?? undefined,
  speaks: served?.locale === locale && !business,
});

/**
 * The wizard's content form once it is loaded (undefined while it loads); a form that cannot be
 * had leaves the wizard to core's steps and the catalogue's texts.
 */
export const useWizardContent = (formId: string, open: boolean): WizardContent | undefined => {
  const { locale } = useLocale();
  const business = useIsBusiness();
  const served = useQuery({ ...wizardFormQuery(usePortalApi(), formId, locale), enabled: open });
  return served.isPending ? undefined : wizardContentOf(served.data, locale, business);
};

/** What a wizard reads before its content form is there: the catalogue. */
export const NO_CONTENT: WizardContent = { served: undefined, speaks: false };

/**
 * A content text with core's values in it: the content names them in braces (`spare {saving}`),
 * so an amount or an hour stays core's and formatted for the locale.
 */
const filled = (text: string, values: MessageValues | undefined) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

export const contentFieldOf = (step: FormStep | undefined, name: string): FormField | undefined =>
  step?.fields.find((field) => field.name === name);

/** The text of the first toast a step of the form confirms its call with. */
const successToastOf = (served: ServedWizardForm | undefined): string | undefined => {
  for (const step of served?.form.steps ?? []) {
    const action = step.endpoint?.successAction;
    if (action?.type === 'toast') return action.message;
  }
  return undefined;
};

/** The first modal a step of the form confirms its call with (a request-success-modal). */
const successModalOf = (served: ServedWizardForm | undefined) => {
  for (const step of served?.form.steps ?? []) {
    const action = step.endpoint?.successAction;
    if (action?.type === 'modal') return action;
  }
  return undefined;
};

/**
 * The wizard's texts: the content's where it speaks and has one, else the catalogue's in the
 * customer's wording (useWording). The places are the content's step and its fields by name.
 */
export const useContentWording = (content: WizardContent) => {
  const say = useWording();
  return useMemo(() => {
    const own = (text: string | undefined) => (content.speaks && text ? text : undefined);
    return {
      /** The catalogue's text in the customer's wording, for places the content has none. */
      say,
      /** The content's step of an id (its texts serve other steps too, e.g. an overview's rows). */
      step: (id: string) => content.served?.form.steps.find((step) => step.id === id),
      /** A step's title. */
      title: (step: FormStep | undefined, fallback: MessageId, values?: MessageValues) => {
        const title = own(step?.title);
        return title === undefined ? say(fallback, values) : filled(title, values);
      },
      /** What the content says under a step's title; the catalogue has no such text. */
      description: (step: FormStep | undefined) => own(step?.description),
      /** A field's label. */
      label: (step: FormStep | undefined, name: string, fallback: MessageId) =>
        own(contentFieldOf(step, name)?.label) ?? say(fallback),
      /** A field's hint (or an info field's text). */
      hint: (step: FormStep | undefined, name: string, fallback: MessageId, values?: MessageValues) => {
        const hint = own(contentFieldOf(step, name)?.description);
        return hint === undefined ? say(fallback, values) : filled(hint, values);
      },
      /** A choice of a radio or select field. */
      option: (
        step: FormStep | undefined,
        name: string,
        value: string | number,
        fallback: MessageId,
        values?: MessageValues,
      ) =>
        own(contentFieldOf(step, name)?.options?.find((option) => option.value === value)?.label) ??
        say(fallback, values),
      /**
       * The content's labels of several fields at once (`{ street: 'return_street' }`: the
       * wizard's name and the content's); only those the content gives, for components that
       * otherwise read the catalogue.
       */
      labels: <K extends string>(step: FormStep | undefined, names: Readonly<Record<K, string>>) =>
        Object.fromEntries(
          Object.entries<string>(names)
            .map(([name, contentName]) => [name, own(contentFieldOf(step, contentName)?.label)])
            .filter(([, label]) => label !== undefined),
        ) as Partial<Record<K, string>>,
      /**
       * The lines of a field's hint (an info field's text, one line a list item), else the
       * catalogue's lines.
       */
      lines: (step: FormStep | undefined, name: string, fallbacks: readonly MessageId[]) =>
        own(contentFieldOf(step, name)?.description)
          ?.split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '') ?? fallbacks.map((id) => say(id)),
      /** The success modal's title and text once the wizard's call succeeded. */
      doneModal: (title: MessageId, description: MessageId) => {
        const modal = successModalOf(content.served);
        return {
          title: own(modal?.title) ?? say(title),
          description: own(modal?.description) ?? say(description),
        };
      },
      /** The confirmation once the wizard's call succeeded. */
      done: (fallback: MessageId) => own(successToastOf(content.served)) ?? say(fallback),
      /** The modal's title. */
      modalTitle: (fallback: MessageId) => own(content.served?.form.title) ?? say(fallback),
    };
  }, [content, say]);
};

export type ContentWording = ReturnType<typeof useContentWording>;
