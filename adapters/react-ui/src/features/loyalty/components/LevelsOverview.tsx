import { Badge, Card, CardHeader, makeStyles, Subtitle1, Title2 } from '@fluentui/react-components';
import { benefitsFor, LOYALTY_LEVELS, type LoyaltyLevelId } from '../../../../../../core/loyalty/rules.ts';
import { Text } from '../../../i18n/text.tsx';
import type { LoyaltyLevels } from '../api/loyalty-queries.ts';
import { useLoyaltyText } from '../loyalty-texts.tsx';

const useStyles = makeStyles({
  levels: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '16px' },
});

/**
 * The four levels with the benefits of each (consumer spec §6 "Loyalty level benefits"): which
 * benefit holds at which level is core's benefitsFor, the texts are the content's.
 */
export const LevelsOverview = ({
  content,
  currentLevel,
}: {
  content: LoyaltyLevels;
  currentLevel?: LoyaltyLevelId;
}) => {
  const loyaltyText = useLoyaltyText();
  const styles = useStyles();
  const texts = new Map(content.benefits.map((benefit) => [benefit.id, benefit]));
  return (
    <section>
      <Title2 as="h2">{loyaltyText('levelBenefitsTitle', 'loyalty.levels.title')}</Title2>
      <div className={styles.levels}>
        {LOYALTY_LEVELS.map((level) => {
          const levelTexts = content.levels.find((candidate) => candidate.id === level.id);
          const title = levelTexts?.title ?? level.title;
          return (
            <Card key={level.id} role="group" aria-label={title}>
              <CardHeader
                header={<Subtitle1 as="h3">{title}</Subtitle1>}
                description={levelTexts?.subtitle}
                action={
                  level.id === currentLevel ? (
                    <Badge appearance="filled">
                      <Text id="loyalty.levels.current" />
                    </Badge>
                  ) : undefined
                }
              />
              <ul>
                {benefitsFor(level).map((benefit) => {
                  const benefitTexts = texts.get(benefit.id);
                  return benefitTexts ? (
                    <li key={benefit.id}>
                      {benefitTexts.display_title} – {benefitTexts.display_subtitle}
                    </li>
                  ) : null;
                })}
              </ul>
            </Card>
          );
        })}
      </div>
    </section>
  );
};
