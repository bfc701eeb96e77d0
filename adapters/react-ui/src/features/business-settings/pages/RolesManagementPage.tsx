import {
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { companySettingsRoutes } from '../../../../../../contracts/routes/company-settings.ts';
import { useCardTableStyles } from '../../../components/card-table.ts';
import { DataError } from '../../../components/DataError.tsx';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { useCustomerView } from '../../../lib/customer-view.ts';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type AssignableRole,
  type RoleAssignmentJson,
  rolesQuery,
  useChangeRole,
} from '../api/settings-queries.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';
import { Refusal } from '../components/Refusal.tsx';
import { SettingsNav } from '../components/SettingsNav.tsx';
import { CONTACT_STATUS_LABELS, ROLE_LABELS } from '../role-labels.ts';

const ASSIGNABLE: readonly AssignableRole[] = ['admin', 'driver', 'analyst'];

/** A refusal with a reason of its own, said beside the table; any other failure is the generic toast. */
const changeErrorOf = (error: unknown): MessageId | undefined =>
  isHttpStatus(error, 409)
    ? 'businessSettings.roles.lastAdmin'
    : isHttpStatus(error, 404)
      ? 'businessSettings.roles.notFound'
      : undefined;

const RolesTable = ({ roles }: { roles: readonly RoleAssignmentJson[] }) => {
  const text = useText();
  const view = useCustomerView();
  const change = useChangeRole();
  const changed = change.data;
  const refusal = change.isError ? changeErrorOf(change.error) : undefined;
  return (
    <>
      {refusal ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id={refusal} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <GenericErrorToast error={change.isError && !refusal ? change.error : null} />
      {changed && change.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text
              id="businessSettings.roles.changed"
              values={{ name: changed.name, role: text(ROLE_LABELS[changed.role]) }}
            />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Table aria-label={text('businessSettings.roles.title')} className={useCardTableStyles().cardTable}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Text id="businessSettings.roles.name" />
            </TableHeaderCell>
            <TableHeaderCell>
              <Text id="businessSettings.roles.email" />
            </TableHeaderCell>
            <TableHeaderCell>
              <Text id="businessSettings.roles.status" />
            </TableHeaderCell>
            <TableHeaderCell>
              <Text id="businessSettings.roles.role" />
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((entry) => (
            <TableRow key={entry.contactId}>
              <TableCell data-label={text('businessSettings.roles.name')}>{entry.name}</TableCell>
              <TableCell data-label={text('businessSettings.roles.email')}>{entry.email}</TableCell>
              <TableCell data-label={text('businessSettings.roles.status')}>
                <Text id={CONTACT_STATUS_LABELS[entry.status]} />
              </TableCell>
              <TableCell data-label={text('businessSettings.roles.role')}>
                {/* In a support user's view of the admin the role is shown, not changed. */}
                {view ? (
                  text(ROLE_LABELS[entry.role])
                ) : (
                  <Select
                    aria-label={text('businessSettings.roles.roleOf', { name: entry.name })}
                    value={entry.role}
                    disabled={change.isPending}
                    onChange={(_, data) =>
                      change.mutate({ contactId: entry.contactId, role: data.value as AssignableRole })
                    }
                  >
                    {entry.role === 'unknown' ? (
                      <option value="unknown" disabled>
                        {text(ROLE_LABELS.unknown)}
                      </option>
                    ) : null}
                    {ASSIGNABLE.map((role) => (
                      <option key={role} value={role}>
                        {text(ROLE_LABELS[role])}
                      </option>
                    ))}
                  </Select>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

const RolesList = () => {
  const roles = useQuery(rolesQuery(usePortalApi()));
  return (
    <>
      {roles.isPending ? <LoadingState /> : null}
      {roles.isError ? <DataError onRetry={() => void roles.refetch()} /> : null}
      {roles.data?.length === 0 ? (
        <p>
          <Text id="businessSettings.roles.empty" />
        </p>
      ) : null}
      {roles.data && roles.data.length > 0 ? <RolesTable roles={roles.data} /> : null}
    </>
  );
};

const RolesManagement = () => {
  const { data: user } = useSession();
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="businessSettings.title" />
      </Title2>
      <SettingsNav current="/settings/roles-management" />
      <p>
        <Text id="businessSettings.roles.intro" />
      </p>
      {/* Business spec §6: roles management is the admins' own. */}
      {mayCall(companySettingsRoutes.getRoles.access, user) ? (
        <RolesList />
      ) : (
        <Refusal text="businessSettings.roles.adminOnly" />
      )}
    </PageStack>
  );
};

/** /settings/roles-management (business spec §2, §6; admins only). */
export const RolesManagementPage = () => (
  <BusinessOnly>
    <RolesManagement />
  </BusinessOnly>
);
