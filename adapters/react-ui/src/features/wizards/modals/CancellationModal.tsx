import { CancellationWizard } from '../components/CancellationWizard.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { ContentWizardModal } from '../return-handover/ContentWizardModal.tsx';

/**
 * The `cancelation` modal (consumer spec §2): the cancellation wizard on the page's deal, laid out
 * by its content form `cancelation`.
 */
export const CancellationModal = (props: ModalProps) => (
  <ContentWizardModal
    {...props}
    formId="cancelation"
    title="cancellation.title"
    wizard={CancellationWizard}
  />
);
