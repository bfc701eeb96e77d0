import { Card, makeStyles, Title3 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '8px' },
  title: { margin: 0 },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    gap: '4px 16px',
    margin: 0,
  },
  term: { fontWeight: 600 },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' },
});

/** One section of /myaccount: a titled card (a region named by its title). */
export const AccountSection = ({
  title,
  children,
  actions,
}: {
  title: MessageId;
  children: ReactNode;
  actions?: ReactNode;
}) => {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-label={useText()(title)}>
      <Title3 as="h2" className={styles.title}>
        <Text id={title} />
      </Title3>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
};

/** Label and value rows of a section; rows without a value show the catalogue's "not given". */
export const DataRows = ({ rows }: { rows: readonly (readonly [MessageId, ReactNode])[] }) => {
  const styles = useStyles();
  const text = useText();
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{text(label)}</dt>
          <dd className={styles.value}>{value || text('account.value.none')}</dd>
        </div>
      ))}
    </dl>
  );
};
