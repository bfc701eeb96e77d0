import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { formDefinitionQuery } from '../api/wizard-queries.ts';
import { ContentForm } from '../components/ContentForm.tsx';
import { DealModal } from '../components/DealModal.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * A named modal that runs one content form on the page's deal (cancellation, return, handover,
 * self-pickup, appraisal, insurance, mileage report, deposit refund; the damage report has its own flow, damage-service/); its title is
 * the form's.
 */
export const ContentFormModal = ({ open, dealId, onClose, formId }: ModalProps & { formId: string }) => {
  const text = useText();
  const api = usePortalApi();
  const { locale } = useLocale();
  const form = useQuery(formDefinitionQuery(api, formId, locale));
  return (
    <DealModal
      open={open}
      dealId={dealId}
      onClose={onClose}
      title={form.data?.title ?? text('wizards.modal.title')}
    >
      {(deal) => <ContentForm formId={formId} deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
