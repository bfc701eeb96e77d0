import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Subtitle1,
  Toast,
  ToastBody,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import type { Result } from 'neverthrow';
import { type ReactElement, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type EndpointIds,
  type FieldOption,
  type FieldValue,
  type FileValue,
  type FormAction,
  type FormDefinition,
  type FormField,
  type FormFieldError,
  type FormStep,
  type FormValues,
  formData,
  isLastStep,
  validateField,
  validateStep,
  visibleFields,
  visibleSteps,
} from '../../../../../../core/content/form-engine.ts';
import { textareaImageAlt } from '../../../../../../core/content/image-alt.ts';
import type { VisibilityData } from '../../../../../../core/content/visibility.ts';
import type { ApiError } from '../../../../../http/client/api-error.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { availableDatesOf, dataOptionsOf, resolvedPickerValues } from '../data-options.ts';
import { fieldErrorText, uploadRefusalText } from '../field-messages.ts';
import { type OutcomeKind, OutcomeModal, type OutcomeTexts, outcomeKindOf } from '../modals/OutcomeModal.tsx';
import { FormFieldInput, type ImagePreview } from './FormFieldInput.tsx';
import { WIZARD_TOASTER } from './WizardToaster.tsx';

/** An uploaded file as a form value: its name and size for validation, its location for the body. */
export type UploadedFileValue = FileValue & { readonly location: string };
export type Upload = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<Result<UploadedFileValue, ApiError>>;

export type FormWizardProps = {
  readonly form: FormDefinition;
  /** What visibility rules and `{ data: … }` body sources see: deal, customer, the flow's data. */
  readonly context: VisibilityData;
  /** The endpoint placeholders (customer_id, subscription_id, lead_id). */
  readonly ids: EndpointIds;
  /** Choices of fields whose options come from data (`optionsFrom`), in the flow's words. */
  readonly optionsFor?: (field: FormField) => readonly FieldOption[] | undefined;
  /** Where a file field's files go as they are chosen; without it they stay names and sizes. */
  readonly upload?: Upload;
  /** What a step shows under its fields (an overview of the choice). */
  readonly stepExtra?: (step: FormStep, values: FormValues) => ReactNode;
  /** The last step passed and had no endpoint: the flow decides (a selector's choice). */
  readonly onComplete?: (values: FormValues) => void;
  /** A step's call failed; the configured error action runs as well. */
  readonly onFailed?: (error: ApiError) => void;
  /** The wizard is done: the modal closes. */
  readonly onDone: () => void;
  /**
   * Rules of the flow beyond the content's schema (core's, e.g. a damage date not in the future),
   * checked with the step on next: the failed fields' texts, ready to show.
   */
  readonly checkStep?: (step: FormStep, values: FormValues) => Readonly<Record<string, string>>;
  /** Sends a step with an endpoint through a typed call of the flow instead of the content's mapping. */
  readonly send?: (
    values: FormValues,
    onProgress: (percent: number) => void,
  ) => Promise<Result<unknown, ApiError>>;
  /** The call succeeded: the flow goes on by itself instead of the content's success action. */
  readonly onSent?: (values: FormValues) => void;
  /** The error modal's confirm runs this instead of a retry (the schedule service goes to the car). */
  readonly onFailureConfirmed?: () => void;
  /**
   * What the success confirmation adds to the content's message, from the call's answer: what was
   * charged, for flows that cost money (consumer spec §9 "Extra mileage fee per km from data").
   */
  readonly confirmation?: (values: FormValues, answer: unknown) => string | undefined;
  /**
   * Whether the step's next (or submit) button is enabled, for flows whose specification disables
   * it until a choice is made (consumer spec §5 "Mileage change"); enabled when absent.
   */
  readonly canContinue?: (step: FormStep, values: FormValues) => boolean;
  /** How a choice of a radio field reads, where it needs more than its text (a struck-through price). */
  readonly optionLabel?: (field: FormField, option: FieldOption) => ReactElement | string;
};

type Outcome = {
  readonly kind: OutcomeKind;
  readonly texts: OutcomeTexts;
  readonly retry?: boolean;
  /** Closing the outcome closes the wizard too (success); otherwise the wizard stays (error). */
  readonly closesWizard: boolean;
};

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: '16px' },
  buttons: { display: 'flex', gap: '8px', justifyContent: 'flex-end', marginTop: '8px' },
});

const defaultsOf = (form: FormDefinition): Record<string, FieldValue> =>
  Object.fromEntries(
    form.steps
      .flatMap((step) => step.fields)
      .filter((field) => field.defaultValue !== undefined)
      .map((field) => [field.name, field.defaultValue]),
  );

/**
 * Runs a content form definition (consumer spec §4 "Multi-step forms", §5 "Generic form schema",
 * §7 configured endpoints): core's form engine decides which steps and fields show, validates (on
 * change, and the whole step on next; hidden fields are skipped) and maps the body; this component
 * renders, uploads and calls. The last visible step's next becomes submit; a step with an endpoint
 * calls it through the typed client, then runs its success or error action.
 */
export const FormWizard = (props: FormWizardProps) => {
  const { form, context, ids, optionsFor, upload, stepExtra, onComplete, onFailed, onDone } = props;
  const { checkStep, send, onSent, onFailureConfirmed, confirmation, canContinue, optionLabel } = props;
  const styles = useStyles();
  const text = useText();
  const api = usePortalApi();
  const { clock } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [values, setValues] = useState<Record<string, FieldValue>>(() => defaultsOf(form));
  const [errors, setErrors] = useState<Record<string, FormFieldError>>({});
  const [flowErrors, setFlowErrors] = useState<Readonly<Record<string, string>>>({});
  const [uploads, setUploads] = useState<Record<string, number>>({});
  // Files refused when chosen (by the field's schema or by the BFF): the field says why and the step
  // cannot go on until files are chosen that are taken (consumer §5 "Images").
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const [previews, setPreviews] = useState<Record<string, readonly ImagePreview[]>>({});
  const previewUrls = useRef<string[]>([]);
  // The chosen images' object URLs live as long as the form.
  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);
  const [busy, setBusy] = useState(false);
  const [submitProgress, setSubmitProgress] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>();
  const now = clock.now();
  const data = useMemo(() => formData(context, values), [context, values]);
  const steps = visibleSteps(form, data, now);
  const [stepId, setStepId] = useState(() => steps[0]?.id ?? '');
  const step = steps.find((candidate) => candidate.id === stepId) ?? steps[0];
  const format = useFormat();

  // The pickers hold a valid date and slot once their lists are known (consumer §5).
  useEffect(() => {
    if (!step) return;
    const resolved = resolvedPickerValues(step, visibleFields(step, data, now), data, values, now);
    if (Object.keys(resolved).length > 0) setValues((current) => ({ ...current, ...resolved }));
  }, [step, data, values, now]);

  if (!step) return null;
  const index = steps.indexOf(step);
  const last = isLastStep(form, step.id, data, now);
  const uploading = Object.keys(uploads).length > 0;
  const fields = visibleFields(step, data, now);
  const refusedHere = fields.some((field) => refused[field.name] !== undefined);
  // Continue is disabled while a calendar of the step has no available date (consumer §2, §8).
  const noDates = fields.some((field) => availableDatesOf(field, data, now)?.length === 0);

  const toast = (message: string, intent: 'success' | 'error', detail?: string) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
        {detail ? <ToastBody>{detail}</ToastBody> : null}
      </Toast>,
      { intent },
    );

  const change = (field: FormField, value: FieldValue) => {
    const next = { ...values, [field.name]: value };
    setValues(next);
    // Validation mode "on change" (consumer §5): the field is checked as it changes.
    const checked = validateField(field, value, now);
    setFlowErrors(({ [field.name]: _, ...rest }) => rest);
    setErrors((current) => {
      const { [field.name]: _, ...rest } = current;
      return checked.isErr() ? { ...rest, [field.name]: checked.error } : rest;
    });
  };

  const showPreviews = (field: FormField, files: readonly File[]) => {
    const shown = files
      .filter((file) => file.type.startsWith('image/'))
      .map((file) => ({ url: URL.createObjectURL(file), name: file.name }));
    previewUrls.current.push(...shown.map((preview) => preview.url));
    setPreviews((current) => ({ ...current, [field.name]: [...(current[field.name] ?? []), ...shown] }));
    return shown;
  };

  const hidePreviews = (field: FormField, hidden: readonly ImagePreview[]) =>
    setPreviews((current) => ({
      ...current,
      [field.name]: (current[field.name] ?? []).filter((preview) => !hidden.includes(preview)),
    }));

  // The images of a form describe what its text says: their alt text is that text, cut (§5).
  const describingText = form.steps
    .flatMap((candidate) => candidate.fields)
    .filter((candidate) => candidate.kind === 'textarea')
    .map((candidate) => values[candidate.name])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const imageAlt = (fileName: string) => textareaImageAlt(describingText ?? '', fileName);

  const chooseFiles = async (field: FormField, files: readonly File[]) => {
    // Without an upload of their own, the files themselves are the value: the step's call sends
    // them as multipart. If any file is too big or of another type, none is uploaded (consumer §5).
    const checked = validateField(field, files, now);
    if (!upload) {
      change(field, files);
      return;
    }
    const refuse = (message: string) => setRefused((current) => ({ ...current, [field.name]: message }));
    setRefused(({ [field.name]: _, ...rest }) => rest);
    if (checked.isErr()) {
      refuse(fieldErrorText(field, checked.error, text));
      return;
    }
    // The chosen photos show at once, while they upload; a refused choice takes them away again.
    const shown = showPreviews(field, files);
    setUploads((current) => ({ ...current, [field.name]: 0 }));
    const done: UploadedFileValue[] = [];
    for (const [position, file] of files.entries()) {
      const uploaded = await upload(file, (percent) =>
        setUploads((current) => ({
          ...current,
          [field.name]: Math.round(((position + percent / 100) / files.length) * 100),
        })),
      );
      if (uploaded.isErr()) {
        setUploads(({ [field.name]: _, ...rest }) => rest);
        hidePreviews(field, shown);
        refuse(uploadRefusalText(field, uploaded.error, text));
        return;
      }
      done.push(uploaded.value);
    }
    setUploads(({ [field.name]: _, ...rest }) => rest);
    setFlowErrors(({ [field.name]: _, ...rest }) => rest);
    // Only what was uploaded before stays beside the new files (never a refused choice).
    setValues((current) => {
      const earlier = Array.isArray(current[field.name]) ? (current[field.name] as FileValue[]) : [];
      const next = [...earlier.filter((file) => 'location' in file), ...done];
      const nextChecked = validateField(field, next, now);
      setErrors(({ [field.name]: _, ...rest }) =>
        nextChecked.isErr() ? { ...rest, [field.name]: nextChecked.error } : rest,
      );
      return { ...current, [field.name]: next };
    });
  };

  /** The values of every visible field of every visible step: what a call may send. */
  const submittedValues = (): FormValues =>
    Object.fromEntries(
      steps
        .flatMap((visible) => visibleFields(visible, data, now))
        .filter((field) => values[field.name] !== undefined)
        .map((field) => [field.name, values[field.name]]),
    );

  const advance = () => {
    if (last) {
      if (onComplete) onComplete(submittedValues());
      else onDone();
      return;
    }
    const next = steps[index + 1];
    if (next) setStepId(next.id);
  };

  const runAction = (action: FormAction | string, failed: boolean, retry?: () => void, detail?: string) => {
    if (typeof action === 'string') {
      const texts = detail ? { description: detail } : {};
      setOutcome({ kind: outcomeKindOf(action) ?? 'request-error', texts, closesWizard: !failed });
      return;
    }
    switch (action.type) {
      case 'toast':
        toast(action.message, failed ? 'error' : 'success', detail);
        if (action.closeModal || !failed) onDone();
        return;
      case 'modal': {
        const { title, confirmLabel, cancelLabel } = action;
        const description = [action.description, detail].filter(Boolean).join(' ') || undefined;
        setOutcome({
          kind: outcomeKindOf(action.modal) ?? (failed ? 'request-error' : 'request-success-modal'),
          texts: { title, description, confirmLabel, cancelLabel },
          retry: failed && retry !== undefined && confirmLabel !== undefined,
          closesWizard: !failed,
        });
        return;
      }
      case 'navigate':
        onDone();
        void navigate(action.to);
        return;
      case 'close':
        onDone();
        return;
    }
  };

  const submit = async () => {
    const endpoint = step.endpoint;
    if (!endpoint) return advance();
    setBusy(true);
    const onProgress = (percent: number) => setSubmitProgress(percent);
    const answer = send
      ? await send(submittedValues(), onProgress)
      : await api.submitFormStep(endpoint, ids, submittedValues(), { onProgress }, data);
    setBusy(false);
    setSubmitProgress(undefined);
    if (answer.isErr()) {
      onFailed?.(answer.error);
      runAction(endpoint.errorAction ?? 'request-error', true, () => void submit());
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    const detail = confirmation?.(submittedValues(), answer.value);
    if (onSent) onSent(submittedValues());
    else if (endpoint.successAction) runAction(endpoint.successAction, false, undefined, detail);
    else advance();
  };

  const next = () => {
    if (uploading || refusedHere) return;
    const checked = validateStep(step, values, context, now);
    const flowChecked = checkStep?.(step, values) ?? {};
    setFlowErrors(flowChecked);
    if (checked.isErr()) {
      setErrors(checked.error.fields);
      return;
    }
    setErrors({});
    if (Object.keys(flowChecked).length > 0) return;
    void submit();
  };

  const closeOutcome = () => {
    const closesWizard = outcome?.closesWizard === true;
    setOutcome(undefined);
    if (closesWizard) onDone();
  };

  return (
    <div className={styles.step}>
      {steps.length > 1 ? (
        <span>{text('wizards.step.counter', { step: index + 1, count: steps.length })}</span>
      ) : null}
      {step.title ? <Subtitle1 as="h3">{step.title}</Subtitle1> : null}
      {step.description ? <p>{step.description}</p> : null}
      {fields.map((field) => (
        <FormFieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          calendar={availableDatesOf(field, data, now) !== undefined}
          options={
            optionsFor?.(field) ??
            field.options ??
            dataOptionsOf(field, step, data, values, now, format.date) ??
            []
          }
          error={
            refused[field.name] ??
            (errors[field.name]
              ? fieldErrorText(field, errors[field.name] as FormFieldError, text)
              : flowErrors[field.name])
          }
          {...(uploads[field.name] === undefined ? {} : { progress: uploads[field.name] })}
          previews={previews[field.name] ?? []}
          imageAlt={imageAlt}
          onChange={(value) => change(field, value)}
          onFiles={(files) => void chooseFiles(field, files)}
          {...(optionLabel ? { optionLabel: (option: FieldOption) => optionLabel(field, option) } : {})}
        />
      ))}
      {stepExtra?.(step, values)}
      {submitProgress === undefined ? null : (
        <ProgressBar value={submitProgress / 100} aria-label={text('wizards.upload.progress')} />
      )}
      {uploading ? (
        <MessageBar intent="warning">
          <MessageBarBody>{text('wizards.upload.stillUploading')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.buttons}>
        {index > 0 ? (
          <Button disabled={busy} onClick={() => setStepId(steps[index - 1]?.id ?? step.id)}>
            {text('wizards.step.back')}
          </Button>
        ) : null}
        <Button
          appearance="primary"
          disabled={busy || uploading || refusedHere || noDates || canContinue?.(step, values) === false}
          onClick={next}
        >
          {text(last ? 'wizards.step.submit' : 'wizards.step.next')}
        </Button>
      </div>
      {outcome ? (
        <OutcomeModal
          kind={outcome.kind}
          open
          texts={outcome.texts}
          onClose={closeOutcome}
          {...(outcome.retry
            ? {
                onRetry: () => {
                  setOutcome(undefined);
                  if (onFailureConfirmed) onFailureConfirmed();
                  else void submit();
                },
              }
            : {})}
        />
      ) : null}
    </div>
  );
};
