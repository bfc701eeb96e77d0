import { Card, makeStyles, Title3 } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '8px' },
  title: { margin: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: '8px', '& > p': { margin: 0 } },
});

/** A content module as a card, named by its heading when the content gives it one. */
export const ModuleFrame = ({ title, children }: { title?: string | undefined; children: ReactNode }) => {
  const headingId = useId();
  const styles = useStyles();
  return (
    <Card className={styles.card} {...(title ? { 'aria-labelledby': headingId } : {})}>
      {title ? (
        <Title3 as="h2" id={headingId} className={styles.title}>
          {title}
        </Title3>
      ) : null}
      <div className={styles.body}>{children}</div>
    </Card>
  );
};
