import { useQuery } from '@tanstack/react-query';
import { companySettingsRoutes } from '../../../../../../contracts/routes/company-settings.ts';
import { contractStatusGroup } from '../../../../../../core/contracts/contracts.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import { type ListColumn, ListTable } from '../../../components/ListTable.tsx';
import { type DownloadTexts, PdfDownloadButton } from '../../../components/PdfDownloadButton.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { mayWrite } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type ContractJson,
  fleetContractsQuery,
  useDownloadContract,
  useOpenContractForSigning,
  useResendSigningEmail,
} from '../api/business-documents-queries.ts';
import { Notice } from './Notice.tsx';
import { RowAction } from './RowAction.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type StatusGroup = ReturnType<typeof contractStatusGroup>;

const STATUS_COLOR: Record<StatusGroup, 'success' | 'danger' | 'warning' | 'informative' | 'subtle'> = {
  pending: 'informative',
  signature_missing: 'warning',
  signed: 'success',
  processing: 'informative',
  expired: 'danger',
  unknown: 'subtle',
};

/** Contracts the signer can still open: pending, or with the signature missing (business spec §4). */
const awaitsSignature = (contract: ContractJson): boolean =>
  ['pending', 'signature_missing'].includes(contractStatusGroup(contract.status));

const CONTRACT_DOWNLOAD: DownloadTexts = {
  label: 'documents.download',
  name: 'documents.contracts.downloadOne',
};

/** The contracts tab: status, the 3-day signing window, a PDF each, admins' row actions (§4, §6, §9). */
export const ContractsList = () => {
  const contracts = useQuery(fleetContractsQuery(usePortalApi()));
  const { data: user } = useSession();
  const { browser } = useServices();
  const text = useText();
  const format = useFormat();
  const download = useDownloadContract();
  const signing = useOpenContractForSigning();
  const resend = useResendSigningEmail();
  const rowActions = mayWrite(companySettingsRoutes.getContractSigningLink.access, user);
  const columns: ListColumn<ContractJson>[] = [
    { header: 'documents.contracts.column.number', cell: (contract) => contract.contract_number },
    {
      header: 'documents.contracts.column.status',
      cell: (contract) => {
        const group = contractStatusGroup(contract.status);
        return (
          <StatusBadge
            color={STATUS_COLOR[group]}
            label={text(`documents.contracts.status.${group}`)}
            note={
              awaitsSignature(contract) && contract.signing_deadline ? (
                <Text
                  id={rowActions ? 'documents.contracts.signUntil' : 'documents.contracts.signUntilByAdmin'}
                  values={{ date: format.date(contract.signing_deadline) }}
                />
              ) : null
            }
          />
        );
      },
    },
    { header: 'documents.contracts.column.created', cell: (contract) => format.date(contract.created_date) },
    { header: 'documents.contracts.column.createdBy', cell: (contract) => contract.created_by },
    { header: 'documents.contracts.column.signer', cell: (contract) => contract.signer ?? '–' },
    {
      header: 'documents.column.actions',
      cell: (contract) => (
        <>
          <PdfDownloadButton
            download={download}
            id={contract.id}
            number={contract.contract_number}
            texts={CONTRACT_DOWNLOAD}
          />
          {rowActions && awaitsSignature(contract) ? (
            <>
              {' '}
              <RowAction
                primary
                label="documents.contracts.sign"
                name={text('documents.contracts.signOne', { number: contract.contract_number })}
                disabled={signing.isPending}
                onClick={() => signing.mutate(contract.id, { onSuccess: (url) => browser.assign(url) })}
              />{' '}
              <RowAction
                label="documents.contracts.resend"
                name={text('documents.contracts.resendOne', { number: contract.contract_number })}
                disabled={resend.isPending}
                onClick={() => resend.mutate(contract.id)}
              />
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <>
      <p>
        <Text id="documents.contracts.signingWindow" />
      </p>
      {download.isError ? <DownloadFailed text="documents.downloadFailed" layout="multiline" /> : null}
      <GenericErrorToast error={signing.error} />
      <GenericErrorToast error={resend.error} />
      {resend.isSuccess ? <Notice intent="success" text="documents.contracts.emailSent" /> : null}
      <ListTable
        list={contracts}
        label={text('documents.tab.contracts')}
        empty="documents.contracts.empty"
        columns={columns}
      />
    </>
  );
};
