import { Button } from '@fluentui/react-components';
import { Modal } from '../../../components/Modal.tsx';
import type { BenefitTexts } from '../api/loyalty-queries.ts';

/** A benefit's modal (consumer spec §3 "Loyalty benefit": modal_title, modal_description, modal_cta). */
export const BenefitModal = ({ benefit, onClose }: { benefit: BenefitTexts | null; onClose: () => void }) => (
  <Modal
    open={benefit !== null}
    onClose={onClose}
    title={benefit?.modal_title ?? ''}
    actions={
      <Button appearance="primary" onClick={onClose}>
        {benefit?.modal_cta}
      </Button>
    }
  >
    {benefit?.modal_description}
  </Modal>
);
