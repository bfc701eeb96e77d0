import { useText } from '../../../i18n/text.tsx';
import { CancellationWizard } from '../components/CancellationWizard.tsx';
import { DealModal } from '../components/DealModal.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/** The `cancelation` modal (consumer spec §2): the cancellation wizard on the page's deal. */
export const CancellationModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('cancellation.title')}>
      {(deal) => <CancellationWizard deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
