import { Button, Card, CardHeader, makeStyles, Subtitle1, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { benefitsFor, levelFor, VOUCHER_MIN_POINTS } from '../../../../../../core/loyalty/rules.ts';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import type { BenefitTexts, LoyaltyLevels } from '../api/loyalty-queries.ts';
import { useLoyaltyText } from '../loyalty-texts.tsx';
import { BenefitModal } from './BenefitModal.tsx';
import { RedeemVoucherModals } from './RedeemVoucherModals.tsx';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '16px' },
});

/**
 * What the customer can use now: the voucher (from 4,000 points, consumer spec §9) and the benefits
 * of their level, each with its modal.
 */
export const RedeemableBenefits = ({ points, content }: { points: number; content: LoyaltyLevels }) => {
  const styles = useStyles();
  const text = useText();
  const loyaltyText = useLoyaltyText();
  const [redeeming, setRedeeming] = useState(false);
  const [shown, setShown] = useState<BenefitTexts | null>(null);
  const level = levelFor(points);
  const moreLabel = content.levels.find((candidate) => candidate.id === level.id)?.more_label;
  const texts = new Map(content.benefits.map((benefit) => [benefit.id, benefit]));
  const redeemable = points >= VOUCHER_MIN_POINTS;
  return (
    <section>
      <Title2 as="h2">{loyaltyText('redeemableBenefitsTitle', 'loyalty.redeemable.title')}</Title2>
      <div className={styles.list}>
        <Card role="group" aria-label={text('loyalty.voucher.title')}>
          <CardHeader header={<Subtitle1 as="h3">{text('loyalty.voucher.title')}</Subtitle1>} />
          <p>{text('loyalty.voucher.text', { points: VOUCHER_MIN_POINTS })}</p>
          {redeemable ? null : (
            <p>{text('loyalty.voucher.missing', { points: VOUCHER_MIN_POINTS - points })}</p>
          )}
          <WriteAction>
            <Button appearance="primary" disabled={!redeemable} onClick={() => setRedeeming(true)}>
              <Text id="loyalty.voucher.redeem" />
            </Button>
          </WriteAction>
        </Card>
        {benefitsFor(level).map((benefit) => {
          const benefitTexts = texts.get(benefit.id);
          if (!benefitTexts) return null;
          return (
            <Card key={benefit.id} role="group" aria-label={benefitTexts.display_title}>
              <CardHeader
                header={<Subtitle1 as="h3">{benefitTexts.promo_title}</Subtitle1>}
                description={`${benefitTexts.display_title} – ${benefitTexts.display_subtitle}`}
              />
              <Button appearance="secondary" onClick={() => setShown(benefitTexts)}>
                {moreLabel ?? text('loyalty.redeemable.more')}
              </Button>
            </Card>
          );
        })}
      </div>
      <BenefitModal benefit={shown} onClose={() => setShown(null)} />
      <RedeemVoucherModals open={redeeming} onClose={() => setRedeeming(false)} />
    </section>
  );
};
