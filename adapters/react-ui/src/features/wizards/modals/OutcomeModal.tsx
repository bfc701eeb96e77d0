import { Button } from '@fluentui/react-components';
import { Hotline } from '../../../components/Hotline.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useText } from '../../../i18n/text.tsx';

export const OUTCOME_KINDS = ['request-success-modal', 'request-error', 'prolongation-failed-modal'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

/** The content names the request-error modal "request-error-modal"; both mean the same modal. */
export const outcomeKindOf = (modal: string): OutcomeKind | undefined =>
  modal === 'request-error-modal'
    ? 'request-error'
    : (OUTCOME_KINDS as readonly string[]).includes(modal)
      ? (modal as OutcomeKind)
      : undefined;

const DEFAULTS: Readonly<Record<OutcomeKind, { title: MessageId; description: MessageId }>> = {
  'request-success-modal': {
    title: 'wizards.outcome.success.title',
    description: 'wizards.outcome.success.description',
  },
  'request-error': { title: 'wizards.outcome.error.title', description: 'wizards.outcome.error.description' },
  'prolongation-failed-modal': {
    title: 'wizards.outcome.prolongationFailed.title',
    description: 'wizards.outcome.prolongationFailed.description',
  },
};

/** Texts a form's action gives (content, already in the locale); the catalogue's otherwise. */
export type OutcomeTexts = {
  readonly title?: string;
  readonly description?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
};

/**
 * The outcome modals of consumer spec §2 and §8: request-success-modal, request-error ("Es ist ein
 * Fehler aufgetreten" with the hotline, 8:00-20:00) and prolongation-failed-modal ("Verlängerung
 * fehlgeschlagen"). With `onRetry` the error offers retry and cancel (§8 "Generic forms").
 */
export const OutcomeModal = ({
  kind,
  open,
  onClose,
  texts = {},
  onRetry,
}: {
  kind: OutcomeKind;
  open: boolean;
  onClose: () => void;
  texts?: OutcomeTexts;
  onRetry?: () => void;
}) => {
  const text = useText();
  const defaults = DEFAULTS[kind];
  const title = texts.title ?? text(defaults.title);
  const failed = kind !== 'request-success-modal';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          {onRetry ? (
            <Button appearance="primary" onClick={onRetry}>
              {texts.confirmLabel ?? text('wizards.outcome.retry')}
            </Button>
          ) : null}
          <Button appearance={onRetry ? 'secondary' : 'primary'} onClick={onClose}>
            {onRetry ? (texts.cancelLabel ?? text('wizards.outcome.cancel')) : text('wizards.outcome.close')}
          </Button>
        </>
      }
    >
      <p>{texts.description ?? text(defaults.description)}</p>
      {failed ? <Hotline /> : null}
    </Modal>
  );
};
