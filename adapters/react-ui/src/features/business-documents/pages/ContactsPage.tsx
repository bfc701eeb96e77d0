import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Title2,
  Toast,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contactRoutes } from '../../../../../../contracts/routes/contacts.ts';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import { ListTable } from '../../../components/ListTable.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { mayWrite } from '../../../lib/access.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { PORTAL_TOASTER } from '../../../lib/toaster.ts';
import { type ContactJson, contactsQuery, useResendInvitation } from '../api/business-documents-queries.ts';
import { ContactActions } from '../components/ContactActions.tsx';
import { CreateContactDialog } from '../components/CreateContactDialog.tsx';
import { OrderRequests } from '../components/OrderRequests.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

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
  const { dispatchToast } = useToastController(PORTAL_TOASTER);
  const resend = useResendInvitation();
  const mayResend = mayWrite(contactRoutes.resendInvitation.access, user);
  return (
    <PageStack>
      <Title2 as="h1">{text('contacts.page.title')}</Title2>
      {mayWrite(contactRoutes.createContact.access, user) ? (
        <div>
          <Button appearance="primary" onClick={() => setCreating(true)}>
            <Text id="contacts.create.open" />
          </Button>
        </div>
      ) : null}
      <GenericErrorToast error={resend.error} />
      {created ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="contacts.create.done" values={{ name: created.name, email: created.email }} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ListTable
        list={contacts}
        label={text('contacts.page.title')}
        empty="contacts.list.empty"
        columns={[
          { header: 'contacts.column.name', cell: (contact) => contact.name },
          { header: 'contacts.column.email', cell: (contact) => contact.email },
          { header: 'contacts.column.phone', cell: (contact) => contact.phoneNumber ?? '–' },
          { header: 'contacts.column.role', cell: (contact) => text(`contacts.role.${contact.role}`) },
          {
            header: 'contacts.column.status',
            className: styles.status,
            cell: (contact) => (
              <StatusBadge
                color={STATUS_COLOR[contact.status]}
                label={text(`contacts.status.${contact.status}`)}
              />
            ),
          },
          {
            header: 'contacts.column.action',
            className: styles.action,
            cell: (contact) => (
              // Deleting and inviting again are not offered in a support user's view.
              <WriteAction>
                <ContactActions
                  contact={contact}
                  mayResend={mayResend}
                  onDelete={() => setDeleting(contact)}
                  onResend={() =>
                    resend.mutate(contact.id, {
                      // A toast: the row may be far down the list, away from the page's messages.
                      onSuccess: () =>
                        dispatchToast(
                          <Toast>
                            <ToastTitle>{text('contacts.resend.done', { email: contact.email })}</ToastTitle>
                          </Toast>,
                          { intent: 'success' },
                        ),
                    })
                  }
                />
              </WriteAction>
            ),
          },
        ]}
      />
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
