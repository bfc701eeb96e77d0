import { makeStyles, Radio, RadioGroup } from '@fluentui/react-components';

const useStyles = makeStyles({
  // The days wrap into as many columns as the dialog's width holds: ten days in one row were wider
  // than any phone and most desktops' dialogs, and pushed the step's buttons out of sight.
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    columnGap: '4px',
    minWidth: 0,
  },
});

/** A choice of one day among a few offered ones, laid out for the width it has. */
export const DayChoice = ({
  value,
  days,
  onChange,
}: {
  value: string;
  days: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string) => void;
}) => {
  const styles = useStyles();
  return (
    <RadioGroup className={styles.days} value={value} onChange={(_, data) => onChange(data.value)}>
      {days.map((day) => (
        <Radio key={day.value} value={day.value} label={day.label} />
      ))}
    </RadioGroup>
  );
};
