import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

const useStyles = makeStyles({
  rows: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '24px',
    rowGap: '8px',
    margin: 0,
  },
  // A class, not a style attribute: the server's render leaves those out (the page's policy refuses
  // them in markup), and without it the rows of a page rendered on the server lost their grid.
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Label and value rows of a module; a row without a value is left out. */
export const DetailRows = ({
  rows,
}: {
  rows: readonly (readonly [MessageId, ReactNode | undefined | null])[];
}) => {
  const styles = useStyles();
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.rows}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>
            <Text id={label} />
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
