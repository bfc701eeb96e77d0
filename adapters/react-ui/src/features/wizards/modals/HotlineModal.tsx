import { Hotline } from '../../../components/Hotline.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useText } from '../../../i18n/text.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * Modals of consumer spec §2 whose flow the portal does not run yet (handover options, powers of
 * attorney): they open and point to the hotline instead of failing silently.
 */
export const HotlineModal = ({ open, onClose }: ModalProps) => {
  const text = useText();
  return (
    <Modal open={open} onClose={onClose} title={text('wizards.hotline.title')}>
      <p>{text('wizards.hotline.text')}</p>
      <Hotline />
    </Modal>
  );
};
