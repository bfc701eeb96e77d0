import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { type ReactNode, useState } from 'react';
import type { ApiError } from '../../../../../http/client/api-error.ts';
import type { PortalApi } from '../../../../../http/client/create-portal-api.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { type SubmitProblemKind, submitProblemOf } from './Summary.tsx';
import { NO_CONTENT, useContentWording, useWizardContent, type WizardContent } from './wizard-content.ts';

type Call = () => ResultAsync<unknown, ApiError>;

/** How a wizard of this folder sends: busy while a call runs, its refusal, the request-error modal. */
export type WizardSubmission = {
  readonly busy: boolean;
  /** A refusal the overview explains in place (SubmitProblem); cleared when an entry changes. */
  readonly problem: SubmitProblemKind | undefined;
  readonly clearProblem: () => void;
  /** Runs a call on the way to the overview; false (and the request-error modal) when it failed. */
  readonly run: (call: Call) => Promise<boolean>;
  /** Sends the wizard; on success refreshes the deals, says `doneText`, closes and answers true. */
  readonly submit: (call: Call, doneText: string) => Promise<boolean>;
};

export type WizardShell<T> = {
  readonly deal: DealJson;
  /** The wizard's content form, which lays out its steps and says its texts (wizard-content.ts). */
  readonly content: WizardContent;
  /** What the wizard starts from (the booked handover or return), once loaded. */
  readonly loaded: T | undefined;
  readonly submission: WizardSubmission;
};

type LoadQuery<T, K extends QueryKey> = (api: PortalApi, dealId: string) => UseQueryOptions<T, Error, T, K>;

const Loader = <T, K extends QueryKey>({
  deal,
  load,
  content,
  onDone,
  children,
}: {
  deal: DealJson;
  load: LoadQuery<T, K>;
  content: WizardContent | undefined;
  onDone: () => void;
  children: (shell: WizardShell<T>) => ReactNode;
}) => {
  const loaded = useQuery(load(usePortalApi(), deal.id));
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SubmitProblemKind>();
  const [failed, setFailed] = useState(false);
  if (loaded.isPending || !content) return <LoadingState />;

  const run = async (call: Call) => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (answer.isErr()) setFailed(true);
    return answer.isOk();
  };

  const submit = async (call: Call, doneText: string) => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (answer.isErr()) {
      const kind = submitProblemOf(answer.error);
      if (kind) setProblem(kind);
      else setFailed(true);
      return false;
    }
    // The confirmation comes at once; the deal's data refreshes behind it. Waiting for every deal
    // query to refetch first held the toast back on a busy server, with the button enabled again.
    dispatchToast(
      <Toast>
        <ToastTitle>{doneText}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
    void queryClient.invalidateQueries({ queryKey: ['deals'] });
    // The business portal's order page and cars list (['fleet', …]) show the booked return too.
    void queryClient.invalidateQueries({ queryKey: ['fleet'] });
    return true;
  };

  const submission = { busy, problem, clearProblem: () => setProblem(undefined), run, submit };
  return (
    <>
      {children({ deal, content, loaded: loaded.data, submission })}
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </>
  );
};

/**
 * The frame of the handover, return and power-of-attorney wizards: the deal's modal, the wizard's
 * content form (`formId`, docs/ui/wizards.md "Wizards laid out by their content"), what the
 * wizard starts from (`load`), and the sending with its refusals, request-error modal and toast.
 */
export const WizardModal = <T, K extends QueryKey>({
  open,
  dealId,
  onClose,
  title,
  formId,
  load,
  children,
}: ModalProps & {
  title: MessageId;
  /** The content form that lays the wizard out; none: core's steps and the catalogue's texts. */
  formId?: string;
  load: LoadQuery<T, K>;
  children: (shell: WizardShell<T>) => ReactNode;
}) => {
  const loaded = useWizardContent(formId ?? '', open && formId !== undefined);
  const content = formId === undefined ? NO_CONTENT : loaded;
  const wording = useContentWording(content ?? NO_CONTENT);
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={wording.modalTitle(title)}>
      {(deal) => (
        <Loader deal={deal} load={load} content={content} onDone={onClose}>
          {children}
        </Loader>
      )}
    </DealModal>
  );
};
