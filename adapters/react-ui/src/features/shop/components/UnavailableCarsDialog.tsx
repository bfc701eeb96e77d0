import { Button } from '@fluentui/react-components';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';

export type UnavailableCar = {
  readonly itemId: string;
  readonly model: string;
  readonly quantity: number;
  readonly availableQuantity: number;
};

/**
 * Cars no longer available in the quantity asked for (business spec §8): remove them and continue
 * to the order, or go back to the cart.
 */
export const UnavailableCarsDialog = ({
  cars,
  busy,
  onRemove,
  onClose,
}: {
  cars: readonly UnavailableCar[];
  busy: boolean;
  onRemove: () => void;
  onClose: () => void;
}) => {
  const text = useText();
  return (
    <Modal
      open={cars.length > 0}
      onClose={onClose}
      title={text('shop.cart.unavailable.title')}
      actions={
        <>
          <Button appearance="primary" disabled={busy} onClick={onRemove}>
            <Text id="shop.cart.unavailable.remove" />
          </Button>
          <Button onClick={onClose}>
            <Text id="shop.cart.unavailable.back" />
          </Button>
        </>
      }
    >
      <p>
        <Text id="shop.cart.unavailable.text" />
      </p>
      <ul>
        {cars.map((car) => (
          <li key={car.itemId}>
            <Text
              id="shop.cart.unavailable.item"
              values={{ model: car.model, quantity: car.quantity, available: car.availableQuantity }}
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
};
