import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: '16px',
    rowGap: '6px',
    margin: 0,
  },
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export type Fact = { readonly key: string; readonly label: string; readonly value: ReactNode };

/** Labelled values, label and value side by side (order facts, the side panels' fields). */
export const FactList = ({ facts }: { facts: readonly Fact[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.row}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
};
