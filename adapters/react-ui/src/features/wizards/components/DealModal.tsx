import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, wizardDealQuery } from '../api/wizard-queries.ts';

/** The deal's part of a modal: loaded when it opens; without a deal it leads to my cars (consumer §8). */
const DealContent = ({ dealId, children }: { dealId: string; children: (deal: DealJson) => ReactNode }) => {
  const deal = useQuery(wizardDealQuery(usePortalApi(), dealId));
  if (deal.isPending) return <LoadingState />;
  if (deal.isError) return <DataError onRetry={() => void deal.refetch()} />;
  return <>{children(deal.data)}</>;
};

/** A modal that acts on a deal (consumer spec §2 modal names on /mycars/{id}). */
export const DealModal = ({
  open,
  dealId,
  onClose,
  title,
  children,
}: {
  open: boolean;
  dealId: string | undefined;
  onClose: () => void;
  title: string;
  children: (deal: DealJson) => ReactNode;
}) => (
  <Modal open={open} onClose={onClose} title={title}>
    {dealId ? (
      <DealContent dealId={dealId}>{children}</DealContent>
    ) : (
      <>
        <p>
          <Text id="wizards.noDeal.text" />
        </p>
        <AppLink to="/mycars">
          <Text id="wizards.noDeal.link" />
        </AppLink>
      </>
    )}
  </Modal>
);
