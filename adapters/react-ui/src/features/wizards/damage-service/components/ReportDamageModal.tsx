import { useState } from 'react';
import { Modal } from '../../../../components/Modal.tsx';
import { useText } from '../../../../i18n/text.tsx';
import type { ModalProps } from '../../modal-registry.tsx';
import { ReportDamageFlow } from './ReportDamageFlow.tsx';

/**
 * REPORT_DAMAGE_MODAL (consumer spec §2): the report-damage flow of the page, in a modal on the
 * page's deal; choosing another car in it reports for that car without leaving the page.
 */
export const ReportDamageModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  const [chosen, setChosen] = useState<string>();
  return (
    <Modal open={open} onClose={onClose} title={text('damageService.reportDamage.title')}>
      <ReportDamageFlow dealId={chosen ?? dealId} onDealChange={setChosen} onDone={onClose} />
    </Modal>
  );
};
