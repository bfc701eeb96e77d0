import {
  FRIEND_FIRST_INSTALMENT_DISCOUNT,
  MAX_REFERRALS,
  REFERRAL_POINTS,
  REFERRER_NEXT_INSTALMENT_DISCOUNT,
} from '../../../../../core/referral/rules.ts';
import { useFormat } from '../../i18n/text.tsx';
import { useContentText } from './content-text.tsx';

/**
 * Consumer spec §9 "Referral": up to 5 friends, 200 EUR for each side, 1,000 points per referral —
 * in the content's words where it has them (`voucherTexts` of the referral promo).
 */
export const VoucherTexts = ({ texts = {} }: { texts?: Readonly<Record<string, unknown>> }) => {
  const contentText = useContentText();
  const format = useFormat();
  return (
    <ul>
      <li>
        {contentText(texts.friend, 'referral.voucher.friend', {
          amount: format.money(FRIEND_FIRST_INSTALMENT_DISCOUNT),
        })}
      </li>
      <li>
        {contentText(texts.referrer, 'referral.voucher.referrer', {
          amount: format.money(REFERRER_NEXT_INSTALMENT_DISCOUNT),
          points: REFERRAL_POINTS,
        })}
      </li>
      <li>{contentText(texts.limit, 'referral.voucher.limit', { friends: MAX_REFERRALS })}</li>
    </ul>
  );
};
