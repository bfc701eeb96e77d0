import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Subtitle1,
  Textarea,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancellationFees } from '../../../../../../core/cancellation/fees.ts';
import type { CancellationField, RepresentativeField } from '../../../../../../core/cancellation/form.ts';
import {
  CANCELLATION_REASONS,
  REASONS_NEEDING_COMMENT,
} from '../../../../../../core/cancellation/reasons.ts';
import {
  CANCELLATION_STEPS,
  type CancellationStep,
  cancellationSteps,
} from '../../../../../../core/cancellation/steps.ts';
import { actionsFor } from '../../../../../../core/deals/actions.ts';
import { isFollowUpKind } from '../../../../../../core/deals/deal-dates.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../../../../core/shared/calendar-days.ts';
import { DOCUMENT_EXTENSIONS } from '../../../../../../core/shared/validation/uploads.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { openUrl } from '../../../lib/open-url.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type DealJson,
  dealsListQuery,
  handoverQuery,
  pendingCancellationQuery,
} from '../api/wizard-queries.ts';
import { type CancellationDraft, emptyDraft, messageOf, stepErrors } from '../cancellation-form.ts';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { useContentSteps } from '../return-handover/use-content-steps.tsx';
import { type ContentWizardProps, useContentWording } from '../return-handover/wizard-content.ts';
import { AlternativeCarDiscount } from './AlternativeCarDiscount.tsx';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: '12px' },
  buttons: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

const STEP_TITLES: Readonly<Record<CancellationStep, MessageId>> = {
  select_subscription: 'cancellation.step.select',
  fee: 'cancellation.step.fee',
  losses: 'cancellation.step.losses',
  reason: 'cancellation.step.reason',
  alternatives: 'cancellation.step.alternatives',
  documents: 'cancellation.step.documents',
  date: 'cancellation.step.date',
  more_info: 'cancellation.step.moreInfo',
};

const REPRESENTATIVE_LABELS: Readonly<Record<RepresentativeField, MessageId>> = {
  first_name: 'cancellation.representative.firstName',
  last_name: 'cancellation.representative.lastName',
  phone_number: 'cancellation.representative.phone',
  email: 'cancellation.representative.email',
  address: 'cancellation.representative.address',
  postal_code: 'cancellation.representative.postalCode',
  city: 'cancellation.representative.city',
};

/** The four points of the losses step, when the content does not list them (catalogue). */
const LOSSES: readonly MessageId[] = [
  'cancellation.losses.insurance',
  'cancellation.losses.service',
  'cancellation.losses.loyalty',
  'cancellation.losses.rate',
];

const carOf = (deal: DealJson) =>
  [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ') +
  (deal.car?.license_plate ? ` (${deal.car.license_plate})` : '');

/** What the server said about a field, when it refused the request (names as the form's). */
type ServerErrors = Partial<Record<CancellationField, string>>;

/**
 * The cancellation wizard (consumer spec §2, §4 "Cancellation", §5, §9): core's steps for the chosen
 * deal and reason, each checked with core's rules; the request goes as multipart with the documents
 * and waits for staff review, which the success modal and a second attempt say. The content form
 * `cancelation` lays the steps out and says their texts (docs/ui/wizards.md "Wizards laid out by
 * their content").
 */
export const CancellationWizard = ({ deal, content, onDone }: ContentWizardProps) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const { clock, browser } = useServices();
  const { data: user } = useSession();
  const now = clock.now();
  const deals = useQuery(dealsListQuery(api));
  const [chosenId, setChosenId] = useState(deal.id);
  const list = deals.data ?? [deal];
  const chosen = list.find((candidate) => candidate.id === chosenId) ?? deal;
  const handover = useQuery({ ...handoverQuery(api, chosen.id), enabled: chosen.state === 'CREATED' });
  // A request of this deal that staff still review (a failed read lets the customer go on).
  const pending = useQuery(pendingCancellationQuery(api, chosen.id));
  const [draft, setDraft] = useState<CancellationDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<CancellationField, MessageId>>>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [refusal, setRefusal] = useState<MessageId>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [outcome, setOutcome] = useState<'success' | 'error'>();
  const words = useContentWording(content);

  const ctx = {
    deal: chosen,
    otherDeals: list.filter((other) => other.id !== chosen.id).map(({ id, state }) => ({ id, state })),
    handover: handover.data ?? null,
  } as DealContext;
  // Core's rule says which steps the deal and reason get; the content form their order and texts.
  const steps = useContentSteps(
    content,
    { known: CANCELLATION_STEPS, shown: cancellationSteps(ctx, now, draft.reason) },
    {
      deal: chosen,
      customer: {
        kind: user?.kind === 'business' ? 'business' : 'consumer',
        created_deals: list.filter((candidate) => candidate.state === 'CREATED').length,
      },
      form: { cancelation_reason_code: draft.reason, date: draft.dateMode },
    },
    'select_subscription',
  );

  if (deals.isPending || pending.isPending || (chosen.state === 'CREATED' && handover.isPending))
    return <LoadingState />;
  if (deals.isError) return <DataError onRetry={() => void deals.refetch()} />;

  // Consumer §4: cancellation is offered for ACTIVE or CREATED deals (core's actions).
  const cancellable = list.filter((candidate) =>
    actionsFor({ deal: candidate } as DealContext, now).includes('cancellation'),
  );
  const planned = steps.step;
  const step: CancellationStep | undefined = planned.kind === 'domain' ? planned.id : undefined;
  const stepContent = planned.content;
  const { index, last } = steps;
  const shownSteps = steps.plan.map((entry) => entry.id);
  const commentRequired = REASONS_NEEDING_COMMENT.has(draft.reason);
  const isDeath = draft.reason === 'death';
  const today = toIsoDate(berlinDayOfInstant(now));
  // Consumer §6, §7: the alternative car is not offered to business customers, same-day swaps or prolongations.
  const alternativeCar = user?.kind !== 'business' && !isFollowUpKind(chosen);

  const change = (patch: Partial<CancellationDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Validation on change (consumer §5): fields already marked are checked again as they change.
    if (Object.keys(errors).length > 0) setErrors(messagesOf(next));
  };
  const messagesOf = (next: CancellationDraft) =>
    Object.fromEntries(
      Object.entries(step ? stepErrors(step, next, REASONS_NEEDING_COMMENT.has(next.reason), now) : {}).map(
        ([field, error]) => [field, messageOf(error)],
      ),
    ) as Partial<Record<CancellationField, MessageId>>;
  const errorOf = (field: CancellationField) => {
    const id = errors[field];
    return id ? text(id) : serverErrors[field];
  };
  const state = (field: CancellationField) => (errorOf(field) ? ('error' as const) : ('none' as const));

  const openAlternativeCar = async () => {
    const answer = await api.createAlternativeCarOfferingLink({
      params: { id: chosen.id },
      body: { source: 'cancelation' },
    });
    if (answer.isErr()) return setOutcome('error');
    openUrl(browser, answer.value.magic_link);
  };

  const submit = async () => {
    setBusy(true);
    setRefusal(undefined);
    setServerErrors({});
    const comment = draft.comment.trim();
    const answer = await api.cancelSubscription(
      {
        params: { id: chosen.id },
        fields: {
          cancelation_reason_code: draft.reason,
          date: shownSteps.includes('date') && draft.dateMode === 'date' ? draft.customDate : 'asap',
          ...(comment === '' ? {} : commentRequired ? { required_comments: comment } : { comments: comment }),
          ...(isDeath
            ? Object.fromEntries(
                Object.keys(REPRESENTATIVE_LABELS).map((field) => [
                  field,
                  draft[field as RepresentativeField].trim(),
                ]),
              )
            : {}),
        } as never,
        files: { documents: draft.documents },
      },
      { onProgress: setProgress },
    );
    setBusy(false);
    setProgress(undefined);
    if (answer.isOk()) {
      await queryClient.invalidateQueries({ queryKey: ['deals'] });
      setOutcome('success');
      return;
    }
    const error = answer.error;
    if (error.kind === 'http' && error.code === 'not_eligible')
      return setRefusal('cancellation.error.alreadyRequested');
    if (error.kind === 'http' && error.code === 'upload_too_large')
      return setRefusal('cancellation.error.fileTooLarge');
    if (error.kind === 'http' && error.code === 'upload_type_not_allowed')
      return setRefusal('cancellation.error.fileType');
    if (error.kind === 'http' && error.code === 'bad_request' && error.fields) {
      setServerErrors(
        Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [field.replace(/^body\./, ''), message]),
        ),
      );
      return setRefusal('cancellation.error.checkEntries');
    }
    setOutcome('error');
  };

  const underReview = step === 'select_subscription' ? pending.data : null;
  const next = () => {
    if (underReview) return;
    if (!steps.contentStepPasses()) return;
    const found = messagesOf(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (last) return void submit();
    steps.forward();
  };
  const reasonStep = words.step('reason');
  const reasonText = (reason: string) =>
    words.option(reasonStep, 'cancelation_reason_code', reason, `cancellation.reason.${reason}` as MessageId);

  const body = () => {
    switch (step) {
      case undefined:
        return steps.contentFields;
      case 'select_subscription':
        return (
          <Field label={words.label(stepContent, 'subscription_id', 'cancellation.select.label')} required>
            <RadioGroup value={chosen.id} onChange={(_, data) => setChosenId(data.value)}>
              {cancellable.map((candidate) => (
                <Radio key={candidate.id} value={candidate.id} label={carOf(candidate)} />
              ))}
            </RadioGroup>
          </Field>
        );
      case 'fee':
        return (
          <>
            <p>{words.hint(stepContent, 'fee_notice', 'cancellation.fee.intro')}</p>
            <ul aria-label={words.label(stepContent, 'fee_notice', 'cancellation.fee.listLabel')}>
              {cancellationFees(ctx).map((fee) => (
                <li key={fee.type}>
                  {text(
                    fee.type === 'short_notice' ? 'cancellation.fee.shortNotice' : 'cancellation.fee.early',
                    {
                      amount: format.money(fee.amount),
                    },
                  )}
                </li>
              ))}
            </ul>
          </>
        );
      case 'losses':
        return (
          <ul>
            {words.lines(stepContent, 'losses_notice', LOSSES).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      case 'reason':
        return (
          <Field
            label={words.label(stepContent, 'cancelation_reason_code', 'cancellation.reason.label')}
            required
            validationMessage={errorOf('cancelation_reason_code')}
            validationState={state('cancelation_reason_code')}
          >
            <RadioGroup value={draft.reason} onChange={(_, data) => change({ reason: data.value })}>
              {CANCELLATION_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={reasonText(reason)} />
              ))}
            </RadioGroup>
          </Field>
        );
      case 'alternatives':
        return (
          <>
            <p>{words.description(stepContent) ?? words.say('cancellation.alternatives.intro')}</p>
            {alternativeCar ? (
              <div>
                <Button onClick={() => void openAlternativeCar()}>
                  {words.option(
                    stepContent,
                    'alternative',
                    'alternative_car',
                    'cancellation.alternatives.otherCar',
                  )}
                </Button>
                <AlternativeCarDiscount />
              </div>
            ) : null}
            {chosen.state === 'ACTIVE' ? (
              <SmartLink
                href={`/mycars/${encodeURIComponent(chosen.id)}?modalName=extend-subscription-selector`}
              >
                {words.option(
                  stepContent,
                  'alternative',
                  'prolongation',
                  'cancellation.alternatives.prolong',
                )}
              </SmartLink>
            ) : null}
            <p>{words.option(stepContent, 'alternative', 'none', 'cancellation.alternatives.continue')}</p>
          </>
        );
      case 'documents':
        return (
          <>
            <Field
              label={words.label(stepContent, 'documents', 'cancellation.documents.label')}
              required
              hint={text('cancellation.documents.hint', { extensions: DOCUMENT_EXTENSIONS.join(' / ') })}
              validationMessage={errorOf('documents')}
              validationState={state('documents')}
            >
              {(fieldProps) => (
                <input
                  {...fieldProps}
                  type="file"
                  multiple
                  accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
                  onChange={(event) => change({ documents: [...(event.currentTarget.files ?? [])] })}
                />
              )}
            </Field>
            {draft.documents.length > 0 ? (
              <ul aria-label={text('cancellation.documents.chosen')}>
                {draft.documents.map((file) => (
                  <li key={file.name}>{file.name}</li>
                ))}
              </ul>
            ) : null}
          </>
        );
      case 'date':
        return (
          <>
            <Field label={words.label(stepContent, 'date', 'cancellation.date.label')} required>
              <RadioGroup
                value={draft.dateMode}
                onChange={(_, data) => change({ dateMode: data.value === 'date' ? 'date' : 'asap' })}
              >
                <Radio
                  value="asap"
                  label={words.option(stepContent, 'date', 'asap', 'cancellation.date.asap')}
                />
                <Radio
                  value="date"
                  label={words.option(stepContent, 'date', 'date', 'cancellation.date.custom')}
                />
              </RadioGroup>
            </Field>
            {draft.dateMode === 'date' ? (
              <Field
                label={words.label(stepContent, 'custom-date', 'cancellation.date.day')}
                required
                validationMessage={errorOf('date')}
                validationState={state('date')}
              >
                <Input
                  type="date"
                  min={today}
                  value={draft.customDate}
                  onChange={(_, data) => change({ customDate: data.value })}
                />
              </Field>
            ) : null}
          </>
        );
      case 'more_info':
        return (
          <>
            <Field
              label={
                commentRequired
                  ? words.label(stepContent, 'required_comments', 'cancellation.comment.required')
                  : words.label(stepContent, 'comments', 'cancellation.comment.optional')
              }
              required={commentRequired}
              validationMessage={errorOf('required_comments')}
              validationState={state('required_comments')}
            >
              <Textarea value={draft.comment} onChange={(_, data) => change({ comment: data.value })} />
            </Field>
            {isDeath ? (
              <fieldset>
                <legend>{text('cancellation.representative.legend')}</legend>
                {(Object.keys(REPRESENTATIVE_LABELS) as RepresentativeField[]).map((field) => (
                  <Field
                    key={field}
                    label={words.label(stepContent, field, REPRESENTATIVE_LABELS[field])}
                    required
                    validationMessage={errorOf(field)}
                    validationState={state(field)}
                  >
                    <Input
                      type={field === 'email' ? 'email' : field === 'phone_number' ? 'tel' : 'text'}
                      value={draft[field]}
                      onChange={(_, data) => change({ [field]: data.value })}
                    />
                  </Field>
                ))}
              </fieldset>
            ) : null}
          </>
        );
    }
  };

  return (
    <div className={styles.step}>
      <span>{text('wizards.step.counter', { step: index + 1, count: steps.plan.length })}</span>
      <Subtitle1 as="h3">
        {step ? words.title(stepContent, STEP_TITLES[step]) : (stepContent?.title ?? '')}
      </Subtitle1>
      {step && step !== 'alternatives' && words.description(stepContent) ? (
        <p>{words.description(stepContent)}</p>
      ) : null}
      {body()}
      {underReview ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {text('cancellation.pending', {
              date: format.date(underReview.requested_at),
              reason: reasonText(underReview.reason),
            })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{text(refusal)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {progress === undefined ? null : (
        <ProgressBar value={progress / 100} aria-label={text('wizards.upload.progress')} />
      )}
      <div className={styles.buttons}>
        {index > 0 ? (
          <Button disabled={busy} onClick={steps.back}>
            {text('wizards.step.back')}
          </Button>
        ) : null}
        <Button appearance="primary" disabled={busy || Boolean(underReview)} onClick={next}>
          {text(last ? 'cancellation.submit' : 'wizards.step.next')}
        </Button>
      </div>
      <OutcomeModal
        kind="request-success-modal"
        open={outcome === 'success'}
        texts={words.doneModal('cancellation.success.title', 'cancellation.success.text')}
        onClose={() => {
          setOutcome(undefined);
          onDone();
        }}
      />
      <OutcomeModal kind="request-error" open={outcome === 'error'} onClose={() => setOutcome(undefined)} />
    </div>
  );
};
