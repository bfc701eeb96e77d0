import { Button } from '@fluentui/react-components';
import { ELECTRIC_SUBSCRIPTION_POINTS, VOUCHER_MIN_POINTS } from '../../../../../../core/loyalty/rules.ts';
import { MAX_REFERRALS, REFERRAL_POINTS } from '../../../../../../core/referral/rules.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { textEntry, useLoyaltyList, useLoyaltyText } from '../loyalty-texts.tsx';

/** Consumer spec §1 and §9: how points are earned and redeemed (the content's list where it has one). */
export const HowToModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const text = useText();
  const loyaltyText = useLoyaltyText();
  const items = useLoyaltyList('howTo.items', textEntry);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={loyaltyText('howTo.title', 'loyalty.howTo.title')}
      actions={
        <Button appearance="primary" onClick={onClose}>
          <Text id="loyalty.howTo.close" />
        </Button>
      }
    >
      {items ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <ul>
          <li>
            <Text id="loyalty.howTo.monthlyFee" />
          </li>
          <li>{text('loyalty.howTo.electric', { points: ELECTRIC_SUBSCRIPTION_POINTS })}</li>
          <li>{text('loyalty.howTo.referral', { points: REFERRAL_POINTS, friends: MAX_REFERRALS })}</li>
          <li>{text('loyalty.howTo.voucher', { points: VOUCHER_MIN_POINTS })}</li>
        </ul>
      )}
    </Modal>
  );
};
