import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROUTES } from '../../../../../../contracts/route-table.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type ContactJson, contactsQuery } from '../api/business-documents-queries.ts';
import { CreateContactDialog } from '../components/CreateContactDialog.tsx';
import { OrderRequests } from '../components/OrderRequests.tsx';

/** Business spec §9: the contacts table's status column is 180px wide, its action column 64px. */
export const STATUS_COLUMN_PX = 180;
export const ACTION_COLUMN_PX = 64;

const useStyles = makeStyles({
  status: { width: `${STATUS_COLUMN_PX}px` },
  action: { width: `${ACTION_COLUMN_PX}px` },
});

const STATUS_COLOR: Record<ContactJson['status'], 'success' | 'informative' | 'subtle'> = {
  ACTIVE: 'success',
  INVITED: 'informative',
  INACTIVE: 'subtle',
};

/** /contacts: the company's contacts with status and role, 'Kontakt erstellen', employees' order requests. */
export const ContactsPage = () => (
  <RequireBusiness>
    <Contacts />
  </RequireBusiness>
);

const Contacts = () => {
  const contacts = useQuery(contactsQuery(usePortalApi()));
  const { data: user } = useSession();
  const text = useText();
  const styles = useStyles();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ContactJson | null>(null);
  const [deleting, setDeleting] = useState<ContactJson | null>(null);
  return (
    <PageStack>
      <Title2 as="h1">{text('contacts.page.title')}</Title2>
      {mayCall(ROUTES.createContact.access, user) ? (
        <div>
          <Button appearance="primary" onClick={() => setCreating(true)}>
            <Text id="contacts.create.open" />
          </Button>
        </div>
      ) : null}
      {created ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="contacts.create.done" values={{ name: created.name, email: created.email }} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {contacts.isPending ? <LoadingState /> : null}
      {contacts.isError ? <DataError onRetry={() => void contacts.refetch()} /> : null}
      {contacts.data?.length === 0 ? (
        <p>
          <Text id="contacts.list.empty" />
        </p>
      ) : null}
      {contacts.data && contacts.data.length > 0 ? (
        <Table aria-label={text('contacts.page.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{text('contacts.column.name')}</TableHeaderCell>
              <TableHeaderCell>{text('contacts.column.email')}</TableHeaderCell>
              <TableHeaderCell>{text('contacts.column.phone')}</TableHeaderCell>
              <TableHeaderCell>{text('contacts.column.role')}</TableHeaderCell>
              <TableHeaderCell className={styles.status}>{text('contacts.column.status')}</TableHeaderCell>
              <TableHeaderCell className={styles.action}>{text('contacts.column.action')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contacts.data.map((contact) => (
              <TableRow key={contact.id}>
                <TableCell>{contact.name}</TableCell>
                <TableCell>{contact.email}</TableCell>
                <TableCell>{contact.phoneNumber ?? '–'}</TableCell>
                <TableCell>{text(`contacts.role.${contact.role}`)}</TableCell>
                <TableCell className={styles.status}>
                  <Badge appearance="tint" color={STATUS_COLOR[contact.status]}>
                    {text(`contacts.status.${contact.status}`)}
                  </Badge>
                </TableCell>
                <TableCell className={styles.action}>
                  <Button
                    size="small"
                    appearance="subtle"
                    aria-label={text('contacts.delete.open', { name: contact.name })}
                    onClick={() => setDeleting(contact)}
                  >
                    …
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <OrderRequests />
      <CreateContactDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(contact) => {
          setCreating(false);
          setCreated(contact);
        }}
      />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={text('contacts.delete.title')}
        actions={
          <Button appearance="primary" onClick={() => setDeleting(null)}>
            <Text id="contacts.delete.close" />
          </Button>
        }
      >
        <p>
          <Text id="contacts.delete.text" values={{ name: deleting?.name ?? '' }} />
        </p>
      </Modal>
    </PageStack>
  );
};
