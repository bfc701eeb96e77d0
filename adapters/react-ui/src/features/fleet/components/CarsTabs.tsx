import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { CARS_TABS, type CarsTab } from '../../../../../../core/fleet/cars-tabs.ts';
import { useScrollingTabsStyles } from '../../../components/scrolling-tabs.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';

const useStyles = makeStyles({
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    marginLeft: '6px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteRedBackground3,
    verticalAlign: 'middle',
  },
});

type Props = {
  readonly selected: CarsTab;
  readonly counts: Readonly<Record<CarsTab, number>> | undefined;
  readonly needingAction: readonly CarsTab[];
  readonly onSelect: (tab: CarsTab) => void;
};

/**
 * The five tabs of /cars (business spec §2), each with its count (in the locale's digits: 16.477)
 * and a dot when actions are required.
 */
export const CarsTabs = memo(({ selected, counts, needingAction, onSelect }: Props) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const scrolling = useScrollingTabsStyles();
  return (
    <div className={scrolling.scroller}>
      <TabList
        className={scrolling.list}
        aria-label={text('fleet.cars.tabs')}
        selectedValue={selected}
        onTabSelect={(_, data) => onSelect(data.value as CarsTab)}
      >
        {CARS_TABS.map((tab) => (
          <Tab key={tab} value={tab}>
            <Text id={`fleet.cars.tab.${tab}`} />
            {counts ? ` (${format.count(counts[tab])})` : null}
            {needingAction.includes(tab) ? (
              <span className={styles.dot} role="img" aria-label={text('fleet.cars.actionRequired')} />
            ) : null}
          </Tab>
        ))}
      </TabList>
    </div>
  );
});
