import { Card, makeStyles, ProgressBar, Subtitle2, Title3 } from '@fluentui/react-components';
import {
  type LoyaltyLevelId,
  loyaltyLevel,
  loyaltyStatus,
  progressToNextLevel,
} from '../../../../../../core/loyalty/rules.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { LevelTexts } from '../api/loyalty-queries.ts';
import { useLoyaltyText } from '../loyalty-texts.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '8px' },
  figures: { display: 'flex', gap: '32px', flexWrap: 'wrap' },
  figure: { display: 'flex', flexDirection: 'column', gap: '4px' },
  value: { margin: 0 },
});

type Props = {
  readonly points: number;
  readonly memberSince: string;
  readonly levelTexts: readonly LevelTexts[];
};

/**
 * Points, level and member since, with the way to the next level as a bar and the points still
 * missing: core's loyaltyStatus and progressToNextLevel (consumer spec §4 "Loyalty levels").
 */
export const LoyaltyStatusCard = ({ points, memberSince, levelTexts }: Props) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const loyaltyText = useLoyaltyText();
  const status = loyaltyStatus(points);
  const titleOf = (id: LoyaltyLevelId) =>
    levelTexts.find((level) => level.id === id)?.title ?? loyaltyLevel(id).title;
  const next = status.nextLevel;
  return (
    <Card className={styles.card} aria-label={text('loyalty.status.label')}>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <Subtitle2 as="h2">{loyaltyText('pointsLabel', 'loyalty.status.points')}</Subtitle2>
          <Title3 as="p" className={styles.value}>
            {text('loyalty.status.pointsValue', { points })}
          </Title3>
        </div>
        <div className={styles.figure}>
          <Subtitle2 as="h2">
            <Text id="loyalty.status.level" />
          </Subtitle2>
          <Title3 as="p" className={styles.value}>
            {titleOf(status.level.id)}
          </Title3>
        </div>
        <div className={styles.figure}>
          <Subtitle2 as="h2">{loyaltyText('memberSinceLabel', 'loyalty.status.memberSince')}</Subtitle2>
          <Title3 as="p" className={styles.value}>
            {format.date(memberSince)}
          </Title3>
        </div>
      </div>
      {points === 0 ? (
        <p>
          <Text id="loyalty.status.noPoints" />
        </p>
      ) : null}
      <ProgressBar
        value={progressToNextLevel(points)}
        max={1}
        thickness="large"
        aria-label={text('loyalty.status.progressLabel')}
      />
      <p>
        {next && status.pointsToNextLevel !== null
          ? text('loyalty.status.pointsToNext', { points: status.pointsToNextLevel, level: titleOf(next.id) })
          : text('loyalty.status.topLevel')}
      </p>
    </Card>
  );
};
