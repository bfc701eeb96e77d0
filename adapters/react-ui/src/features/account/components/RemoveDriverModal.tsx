import { Button } from '@fluentui/react-components';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { type DriverJson, useRemoveDriver } from '../api/driver-queries.ts';

/** Removing a driver asks first; a failure shows "Entfernen fehlgeschlagen!" with a retry (consumer spec §8). */
export const RemoveDriverModal = ({
  driver,
  onClose,
}: {
  driver: DriverJson | undefined;
  onClose: () => void;
}) => {
  const text = useText();
  const removal = useRemoveDriver();
  const name = driver ? `${driver.firstname} ${driver.lastname}` : '';
  const close = () => {
    removal.reset();
    onClose();
  };
  const remove = () => {
    if (driver) removal.mutate(driver.id, { onSuccess: close });
  };
  if (removal.isError)
    return (
      <Modal
        open={driver !== undefined}
        onClose={close}
        title={text('account.drivers.remove.failed.title')}
        actions={
          <>
            <Button appearance="secondary" onClick={close}>
              <Text id="account.action.cancel" />
            </Button>
            <Button appearance="primary" onClick={remove}>
              <Text id="account.action.retry" />
            </Button>
          </>
        }
      >
        <Text id="account.drivers.remove.failed.text" />
      </Modal>
    );
  return (
    <Modal
      open={driver !== undefined}
      onClose={close}
      title={text('account.drivers.remove.title')}
      actions={
        <>
          <Button appearance="secondary" onClick={close}>
            <Text id="account.action.cancel" />
          </Button>
          <Button appearance="primary" disabled={removal.isPending} onClick={remove}>
            <Text id="account.drivers.remove.submit" />
          </Button>
        </>
      }
    >
      <Text id="account.drivers.remove.text" values={{ name }} />
    </Modal>
  );
};
