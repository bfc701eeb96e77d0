import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { formDefinitionQuery } from '../api/wizard-queries.ts';
import { ContentForm } from '../components/ContentForm.tsx';
import { DealModal } from '../components/DealModal.tsx';
import type { Upload } from '../components/FormWizard.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/** Forms whose files upload as they are chosen; the others send their files with the step. */
const UPLOADING_FORMS = new Set(['report-damage']);

/**
 * A named modal that runs one content form on the page's deal (cancellation, return, handover,
 * self-pickup, appraisal, insurance, mileage report, damage report, deposit refund); its title is
 * the form's.
 */
export const ContentFormModal = ({ open, dealId, onClose, formId }: ModalProps & { formId: string }) => {
  const text = useText();
  const api = usePortalApi();
  const { locale } = useLocale();
  const form = useQuery(formDefinitionQuery(api, formId, locale));
  // Damage photos upload one by one (consumer spec §7); the report sends their locations.
  const upload: Upload = async (file, onProgress) =>
    await api
      .uploadDamageImage(
        { fields: { subscription_id: dealId ?? '', timestamp: String(Date.now()) }, files: { file } },
        { onProgress },
      )
      .map((answer) => ({ name: file.name, size: file.size, location: answer.path.location }));
  return (
    <DealModal
      open={open}
      dealId={dealId}
      onClose={onClose}
      title={form.data?.title ?? text('wizards.modal.title')}
    >
      {(deal) => (
        <ContentForm
          formId={formId}
          deal={deal}
          onDone={onClose}
          {...(UPLOADING_FORMS.has(formId) ? { upload } : {})}
        />
      )}
    </DealModal>
  );
};
