import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** The entries of a selector modal: each a link or a button. */
export const EntryList = ({ entries }: { entries: readonly { key: string; entry: ReactNode }[] }) => (
  <ul className={useStyles().list}>
    {entries.map(({ key, entry }) => (
      <li key={key}>{entry}</li>
    ))}
  </ul>
);
