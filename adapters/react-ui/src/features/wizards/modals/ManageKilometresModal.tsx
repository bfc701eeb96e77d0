import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import { ExtraMileageForm } from '../components/ExtraMileageForm.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * The mileage management modal (consumer spec §2): raise the package (edit-mileage), book a
 * one-time extra mileage (the content form "extra-mileage", in this modal, with its price), report the reading
 * (mileage-report).
 */
export const ManageKilometresModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  const [extra, setExtra] = useState(false);
  const close = () => {
    setExtra(false);
    onClose();
  };
  return (
    <DealModal open={open} dealId={dealId} onClose={close} title={text('wizards.kilometres.title')}>
      {(deal) => {
        const page = `/mycars/${encodeURIComponent(deal.id)}`;
        return extra ? (
          <ExtraMileageForm deal={deal} onDone={close} />
        ) : (
          <EntryList
            entries={[
              {
                key: 'raise',
                entry: (
                  <SmartLink href={`${page}?modalName=edit-mileage`}>
                    <Text id="wizards.kilometres.raise" />
                  </SmartLink>
                ),
              },
              {
                key: 'extra',
                entry: <Button onClick={() => setExtra(true)}>{text('wizards.kilometres.extra')}</Button>,
              },
              {
                key: 'report',
                entry: (
                  <SmartLink href={`${page}?modalName=mileage-report`}>
                    <Text id="wizards.kilometres.report" />
                  </SmartLink>
                ),
              },
            ]}
          />
        );
      }}
    </DealModal>
  );
};
