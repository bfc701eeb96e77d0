import { Card, CardHeader, makeStyles, Title3 } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** A content module as a card, named by its heading when the content gives it one. */
export const ModuleFrame = ({ title, children }: { title?: string | undefined; children: ReactNode }) => {
  const headingId = useId();
  const styles = useStyles();
  return (
    <Card {...(title ? { 'aria-labelledby': headingId } : {})}>
      {title ? (
        <CardHeader
          header={
            <Title3 as="h2" id={headingId}>
              {title}
            </Title3>
          }
        />
      ) : null}
      <div className={styles.body}>{children}</div>
    </Card>
  );
};
