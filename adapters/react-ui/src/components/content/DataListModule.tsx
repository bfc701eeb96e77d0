import { makeStyles, tokens } from '@fluentui/react-components';
import { type ContentModuleJson, recordsProp, textOf, textProp } from './content-module.ts';
import { ModuleFrame } from './ModuleFrame.tsx';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: '16px',
    rowGap: '8px',
    margin: 0,
  },
  // A row groups its term and value for readers; the grid lays out the two as columns.
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

/** The content's rows: a label and a value each; a row missing either is left out. */
export const dataRowsOf = (module: ContentModuleJson) =>
  recordsProp(module, 'items').flatMap((item) => {
    const label = textOf(item.label);
    const value = textOf(item.value);
    return label && value ? [{ label, value }] : [];
  });

/** A data list (consumer spec §2 "data lists"): labelled values from content, as a description list. */
export const DataListModule = ({ module }: { module: ContentModuleJson }) => {
  const styles = useStyles();
  const rows = dataRowsOf(module);
  if (rows.length === 0) return null;
  return (
    <ModuleFrame title={textProp(module, 'title')}>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </ModuleFrame>
  );
};
