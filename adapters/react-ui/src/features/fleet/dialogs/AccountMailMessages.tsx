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
import { useAccountMail } from '../api/order-dialog-queries.ts';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '8px' },
});

type Kind = 'verification' | 'password-reset';

/**
 * The e-mail verification and password reset message modals of the business variant (business
 * spec §2 "Dialogs", §4: after the mail is sent, a success message): an admin sends them to the
 * car's driver. A failed call or a missing address is the generic error toast (§8).
 */
export const AccountMailMessages = ({ name, email }: { name: string; email: string | null | undefined }) => {
  const styles = useStyles();
  const text = useText();
  const toasterId = useId('account-mail');
  const { dispatchToast } = useToastController(toasterId);
  const verification = useAccountMail('verification');
  const reset = useAccountMail('password-reset');
  const [sent, setSent] = useState<Kind | null>(null);
  const send = (kind: Kind) => {
    const mail = kind === 'verification' ? verification : reset;
    mail.mutate(email ?? '', {
      onSuccess: () => setSent(kind),
      onError: () =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text('fleet.order.error.generic')}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        ),
    });
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
