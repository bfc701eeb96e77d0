import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../../../contracts/route-table.ts';
import { contractStatusGroup } from '../../../../../../core/contracts/contracts.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { type DownloadTexts, PdfDownloadButton } from '../../../components/PdfDownloadButton.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type ContractJson,
  fleetContractsQuery,
  useDownloadContract,
  useOpenContractForSigning,
  useResendSigningEmail,
} from '../api/business-documents-queries.ts';

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
  const rowActions = mayCall(ROUTES.getContractSigningLink.access, user);
  return (
    <>
      <p>
        <Text id="documents.contracts.signingWindow" />
      </p>
      {download.isError ? <DownloadFailed text="documents.downloadFailed" layout="multiline" /> : null}
      {signing.isError || resend.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="documents.contracts.actionFailed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {resend.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="documents.contracts.emailSent" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {contracts.isPending ? <LoadingState /> : null}
      {contracts.isError ? <DataError onRetry={() => void contracts.refetch()} /> : null}
      {contracts.data?.length === 0 ? (
        <p>
          <Text id="documents.contracts.empty" />
        </p>
      ) : null}
      {contracts.data && contracts.data.length > 0 ? (
        <Table aria-label={text('documents.tab.contracts')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{text('documents.contracts.column.number')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.contracts.column.status')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.contracts.column.created')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.contracts.column.createdBy')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.contracts.column.signer')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.column.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contracts.data.map((contract) => {
              const group = contractStatusGroup(contract.status);
              return (
                <TableRow key={contract.id}>
                  <TableCell>{contract.contract_number}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[group]}>
                      {text(`documents.contracts.status.${group}`)}
                    </Badge>
                    {awaitsSignature(contract) && contract.signing_deadline ? (
                      <div>
                        <Text
                          id="documents.contracts.signUntil"
                          values={{ date: format.date(contract.signing_deadline) }}
                        />
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>{format.date(contract.created_date)}</TableCell>
                  <TableCell>{contract.created_by}</TableCell>
                  <TableCell>{contract.signer ?? '–'}</TableCell>
                  <TableCell>
                    <PdfDownloadButton
                      download={download}
                      id={contract.id}
                      number={contract.contract_number}
                      texts={CONTRACT_DOWNLOAD}
                    />
                    {rowActions && awaitsSignature(contract) ? (
                      <>
                        {' '}
                        <Button
                          size="small"
                          appearance="primary"
                          aria-label={text('documents.contracts.signOne', {
                            number: contract.contract_number,
                          })}
                          disabled={signing.isPending}
                          onClick={() =>
                            signing.mutate(contract.id, { onSuccess: (url) => browser.assign(url) })
                          }
                        >
                          <Text id="documents.contracts.sign" />
                        </Button>{' '}
                        <Button
                          size="small"
                          aria-label={text('documents.contracts.resendOne', {
                            number: contract.contract_number,
                          })}
                          disabled={resend.isPending}
                          onClick={() => resend.mutate(contract.id)}
                        >
                          <Text id="documents.contracts.resend" />
                        </Button>
                      </>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
};
