import {
  Button,
  makeStyles,
  Toast,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useAccountMail, useConfirmationMail } from '../api/order-dialog-queries.ts';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '8px' },
});

type Kind = 'verification' | 'password-reset';

/**
 * The e-mail verification and password reset message modals of the business variant (business
 * spec §2 "Dialogs", §4: after the mail is sent, a success message): an admin sends them to the
 * car's driver. A failed call or a missing address is the generic error toast (§8).
 */
export const AccountMailMessages = ({
  contactId,
  name,
  email,
}: {
  contactId: string;
  name: string;
  email: string | null | undefined;
}) => {
  const styles = useStyles();
  const text = useText();
  const toasterId = useId('account-mail');
  const { dispatchToast } = useToastController(toasterId);
  const verification = useConfirmationMail();
  const reset = useAccountMail('password-reset');
  const [sent, setSent] = useState<Kind | null>(null);
  const failed = (error: unknown) => {
    // A refusal with its reason (the contact accepted the invitation, has no access): no mail went.
    const apiError = apiErrorOf(error);
    const reason = apiError?.kind === 'http' && apiError.status === 409 ? apiError.message : null;
    dispatchToast(
      <Toast>
        <ToastTitle>
          {reason ? text('fleetDialogs.accountMail.notSent', { reason }) : text('fleet.order.error.generic')}
        </ToastTitle>
      </Toast>,
      { intent: reason ? 'warning' : 'error' },
    );
  };
  const send = (kind: Kind) => {
    if (kind === 'verification')
      verification.mutate(contactId, { onSuccess: () => setSent(kind), onError: failed });
    else reset.mutate(email ?? '', { onSuccess: () => setSent(kind), onError: failed });
  };
  const address = email ?? '';
  return (
    <>
      <div className={styles.buttons}>
        <Button size="small" disabled={verification.isPending} onClick={() => send('verification')}>
          <Text id="fleetDialogs.accountMail.sendVerification" />
        </Button>
        <Button size="small" disabled={reset.isPending} onClick={() => send('password-reset')}>
          <Text id="fleetDialogs.accountMail.sendPasswordReset" />
        </Button>
      </div>
      <Toaster toasterId={toasterId} />
      <Modal
        open={sent === 'verification'}
        onClose={() => setSent(null)}
        title={text('fleetDialogs.accountMail.verification.title')}
        actions={
          <Button appearance="primary" onClick={() => setSent(null)}>
            <Text id="fleetDialogs.close" />
          </Button>
        }
      >
        <Text id="fleetDialogs.accountMail.verification.text" values={{ name, email: address }} />
      </Modal>
      <Modal
        open={sent === 'password-reset'}
        onClose={() => setSent(null)}
        title={text('fleetDialogs.accountMail.reset.title')}
        actions={
          <Button appearance="primary" onClick={() => setSent(null)}>
            <Text id="fleetDialogs.close" />
          </Button>
        }
      >
        <Text id="fleetDialogs.accountMail.reset.text" values={{ name, email: address }} />
      </Modal>
    </>
  );
};
