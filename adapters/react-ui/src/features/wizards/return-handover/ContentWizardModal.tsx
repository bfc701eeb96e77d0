import type { ComponentType } from 'react';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { DealModal } from '../components/DealModal.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import {
  type ContentWizardProps,
  NO_CONTENT,
  useContentWording,
  useWizardContent,
} from './wizard-content.ts';

/**
 * A deal's modal whose wizard is laid out by its content form `formId` (docs/ui/wizards.md "Wizards
 * laid out by their content"): the title is the form's where it speaks, and the wizard waits for
 * the form so its steps do not jump.
 */
export const ContentWizardModal = ({
  open,
  dealId,
  onClose,
  formId,
  title,
  wizard: Wizard,
}: ModalProps & {
  readonly formId: string;
  /** The catalogue's title where the content has none. */
  readonly title: MessageId;
  readonly wizard: ComponentType<ContentWizardProps>;
}) => {
  const content = useWizardContent(formId, open);
  const words = useContentWording(content ?? NO_CONTENT);
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={words.modalTitle(title)}>
      {(deal) => (content ? <Wizard deal={deal} content={content} onDone={onClose} /> : <LoadingState />)}
    </DealModal>
  );
};
