import {
  FRIEND_FIRST_INSTALMENT_DISCOUNT,
  MAX_REFERRALS,
  REFERRAL_POINTS,
  REFERRER_NEXT_INSTALMENT_DISCOUNT,
} from '../../../../../../core/referral/rules.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';

/** Consumer spec §9 "Referral": up to 5 friends, 200 EUR for each side, 1,000 points per referral. */
export const VoucherTexts = () => {
  const text = useText();
  const format = useFormat();
  return (
    <ul>
      <li>{text('referral.voucher.friend', { amount: format.money(FRIEND_FIRST_INSTALMENT_DISCOUNT) })}</li>
      <li>
        {text('referral.voucher.referrer', {
          amount: format.money(REFERRER_NEXT_INSTALMENT_DISCOUNT),
          points: REFERRAL_POINTS,
        })}
      </li>
      <li>{text('referral.voucher.limit', { friends: MAX_REFERRALS })}</li>
    </ul>
  );
};
