import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { VOUCHER_MIN_POINTS } from '../../../../../../core/loyalty/rules.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useRedeemVoucher } from '../api/loyalty-queries.ts';
import { useLoyaltyText } from '../loyalty-texts.tsx';

/**
 * Consumer spec §2 "Loyalty page": the redemption confirm modal, then the thank-you modal with the
 * voucher's code (it also comes by e-mail, consumer spec §1).
 */
export const RedeemVoucherModals = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const text = useText();
  const format = useFormat();
  const loyaltyText = useLoyaltyText();
  const redeem = useRedeemVoucher();
  const [thanksOpen, setThanksOpen] = useState(false);
  const { reset } = redeem;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const error = apiErrorOf(redeem.error);
  const notRedeemable = error?.kind === 'http' && error.code === 'voucher_not_redeemable';
  const confirm = () =>
    redeem.mutate(undefined, {
      onSuccess: () => {
        onClose();
        setThanksOpen(true);
      },
    });
  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={loyaltyText('redeemConfirm.title', 'loyalty.redeem.title')}
        actions={
          <>
            <Button onClick={onClose}>{loyaltyText('redeemConfirm.cancel', 'loyalty.redeem.cancel')}</Button>
            <Button appearance="primary" onClick={confirm} disabled={redeem.isPending}>
              {loyaltyText('redeemConfirm.confirm', 'loyalty.redeem.confirm')}
            </Button>
          </>
        }
      >
        <p>{loyaltyText('redeemConfirm.text', 'loyalty.redeem.text', { points: VOUCHER_MIN_POINTS })}</p>
        {redeem.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {notRedeemable
                ? text('loyalty.redeem.notRedeemable', { points: VOUCHER_MIN_POINTS })
                : text('loyalty.redeem.failed')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </Modal>
      <Modal
        open={thanksOpen}
        onClose={() => setThanksOpen(false)}
        title={loyaltyText('thankYou.title', 'loyalty.thanks.title')}
        actions={
          <Button appearance="primary" onClick={() => setThanksOpen(false)}>
            <Text id="loyalty.thanks.close" />
          </Button>
        }
      >
        <p>{loyaltyText('thankYou.text', 'loyalty.thanks.text')}</p>
        {redeem.data ? (
          <p>
            {text('loyalty.thanks.code', {
              code: redeem.data.code,
              date: format.date(redeem.data.valid_until),
            })}
          </p>
        ) : null}
      </Modal>
    </>
  );
};
